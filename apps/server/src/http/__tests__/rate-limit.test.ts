import { describe, expect, it } from 'vitest';
import { envelopeOf, startTestApp } from '../../__tests__/test-app.ts';

const demo = { merchant: 'demo' };

describe('rate limit', () => {
  it('answers request.too.many (429) in the request language once over the limit, API only', async () => {
    const limited = await startTestApp({ rateLimitMax: 3 });
    try {
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 5; i++) {
        last = await limited.app.inject({ url: '/wps/system/country', headers: { ...demo, language: 'EN' } });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(last && envelopeOf(last)).toEqual({
        success: false,
        errorCode: 'request.too.many',
        message: 'Too many requests. Please wait a moment and try again.',
      });
      expect(last?.headers['retry-after']).toBeDefined();
      // Unknown API paths are limited as well (their own count); the web app's pages are not.
      const unknown: number[] = [];
      for (let i = 0; i < 4; i++)
        unknown.push((await limited.app.inject({ url: '/wps/unknown' })).statusCode);
      expect(unknown).toEqual([404, 404, 404, 429]);
      // The operator API too: a guessed token is a request like any other (the review of issue 15).
      const operator: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          url: '/ops/withdrawals',
          headers: { ...demo, authorization: `guess-${String(i)}-guess-guess-guess` },
          remoteAddress: '10.9.9.9',
        });
        operator.push(res.statusCode);
      }
      expect(operator).toEqual([401, 401, 401, 429]);
      for (let i = 0; i < 5; i++) expect((await limited.app.inject({ url: '/m/home' })).statusCode).toBe(503);
    } finally {
      await limited.close();
    }
  });

  it('counts requests by the route they reach, however the path is spelt', async () => {
    const limited = await startTestApp({ rateLimitMax: 3 });
    // Each case from its own address, so that each starts with a fresh count.
    const statuses = async (ip: string, requests: { method?: 'GET' | 'POST'; url: string }[]) => {
      const out: number[] = [];
      for (const r of requests) {
        const res = await limited.app.inject({
          method: r.method ?? 'GET',
          url: r.url,
          remoteAddress: ip,
          headers: { ...demo, 'content-type': 'application/json' },
          ...(r.method === 'POST' ? { payload: '{}' } : {}),
        });
        out.push(res.statusCode);
      }
      return out;
    };
    try {
      const status = (url: string) => ({ url });
      expect(
        await statuses(
          '10.0.0.1',
          Array.from({ length: 5 }, () => status('/%77ps/v2/system/status')),
        ),
      ).toEqual([200, 200, 200, 429, 429]);
      // Both spellings share one count.
      expect(
        await statuses('10.0.0.2', [
          status('/wps/v2/system/status'),
          status('/%77ps/v2/system/status'),
          status('/wps/%762/system/status'),
          status('/%77%70%73/v2/system/status'),
        ]),
      ).toEqual([200, 200, 200, 429]);
      // Login, SMS and captcha cannot be reached around the limit either.
      const login = { method: 'POST' as const, url: '/wps/session/login' };
      const sms = { method: 'POST' as const, url: '/wps/verification/%73ms/noLogin' };
      const captcha = { url: '/wps/%63aptcha' };
      for (const [ip, r] of [
        ['10.0.1.1', login],
        ['10.0.1.2', { ...login, url: '/%77ps/session/login' }],
        ['10.0.1.3', sms],
        ['10.0.1.4', captcha],
      ] as const) {
        const got = await statuses(ip, [r, r, r, r]);
        expect(got.slice(0, 3), r.url).not.toContain(429);
        expect(got[3], r.url).toBe(429);
      }
      // Unknown API paths: the 404 count reads the decoded path too.
      expect(
        await statuses(
          '10.0.2.1',
          Array.from({ length: 4 }, () => status('/%77ps/unknown')),
        ),
      ).toEqual([404, 404, 404, 429]);
      expect(
        await statuses(
          '10.0.2.2',
          Array.from({ length: 4 }, () => status('/wps/unknown')),
        ),
      ).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
