import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reportWebVitals, VITALS_LIMITS } from '@h5/contract/endpoints/vitals.ts';
import { envelopeOf, startTestApp, type TestApp } from '../../../__tests__/test-app.ts';

const URL = '/wps/v2/system/vitals';
const lcp = {
  name: 'LCP',
  value: 2345.6,
  rating: 'good',
  id: 'v5-1760000000000-1234567890123',
  navigationType: 'navigate',
};
const valid = {
  metrics: [
    lcp,
    { name: 'CLS', value: 0.0123, rating: 'good', id: 'v5-1760000000000-2' },
    {
      name: 'INP',
      value: 312,
      rating: 'needs-improvement',
      id: 'v5-1760000000000-3',
      navigationType: 'reload',
    },
  ],
  path: '/m/home',
  connection: '3g',
};

/** The log as JSON lines, captured from the app's own logger. */
const lines: string[] = [];
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(
      ...chunk
        .toString()
        .split('\n')
        .filter((line) => line !== ''),
    );
    done();
  },
});
const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ logLevel: 'info' }, { logDestination: destination });
});
afterAll(() => t.close());

const report = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: URL,
    headers: { merchant: 'demo', 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });

describe('field-data report (POST /wps/v2/system/vitals)', () => {
  it('accepts a guest report and logs one info line with merchant, path, readings and connection', async () => {
    lines.length = 0;
    const res = await report(valid, { 'x-forwarded-for': '203.0.113.9' });
    expect(res.statusCode).toBe(200);
    const envelope = envelopeOf(res);
    expect(envelope.success).toBe(true);
    expect(z.parse(reportWebVitals.response, envelope.value)).toEqual({ accepted: 3 });

    const vitals = logged().filter((line) => line.msg === 'web vitals');
    expect(vitals).toHaveLength(1);
    const [line] = vitals;
    expect(line?.level).toBe(30);
    expect(line?.vitals).toEqual({
      merchant: 'demo',
      path: '/m/home',
      connection: '3g',
      metrics: [
        { name: 'LCP', measured: 2345.6, rating: 'good', id: lcp.id, navigationType: 'navigate' },
        { name: 'CLS', measured: 0.0123, rating: 'good', id: 'v5-1760000000000-2' },
        {
          name: 'INP',
          measured: 312,
          rating: 'needs-improvement',
          id: 'v5-1760000000000-3',
          navigationType: 'reload',
        },
      ],
    });
    // The report's own line adds no address; only the request lines carry what the logger keeps of it.
    expect(JSON.stringify(line)).not.toMatch(/127\.0\.0\.1|203\.0\.113\.9|remoteAddress/);
  });

  it('ignores a session token: a stale one is no reason to lose the report', async () => {
    const res = await report(valid, { authorization: 'not-a-session' });
    expect(res.statusCode).toBe(200);
    expect(envelopeOf(res).success).toBe(true);
  });

  it('refuses an invalid body with request_param_err, naming the field, in the request language', async () => {
    const cases: [unknown, string][] = [
      [{ ...valid, metrics: [{ ...lcp, name: 'FID' }] }, 'metrics.0.name'],
      [{ ...valid, metrics: [{ ...lcp, value: -1 }] }, 'metrics.0.value'],
      [{ ...valid, metrics: [{ ...lcp, value: VITALS_LIMITS.maxMs + 1 }] }, 'metrics.0.value'],
      [{ ...valid, metrics: [{ ...lcp, name: 'CLS', value: VITALS_LIMITS.maxCls + 1 }] }, 'metrics.0.value'],
      [{ ...valid, metrics: [{ ...lcp, value: '12' }] }, 'metrics.0.value'],
      [{ ...valid, metrics: [{ ...lcp, rating: 'bad' }] }, 'metrics.0.rating'],
      [{ ...valid, metrics: [{ ...lcp, id: 'x'.repeat(VITALS_LIMITS.idLength + 1) }] }, 'metrics.0.id'],
      [{ ...valid, metrics: [] }, 'metrics'],
      [{ ...valid, path: 'm/home' }, 'path'],
      [{ ...valid, path: `/${'a'.repeat(VITALS_LIMITS.pathLength)}` }, 'path'],
      [{ ...valid, connection: 'x'.repeat(VITALS_LIMITS.connectionLength + 1) }, 'connection'],
      [{ path: '/m/home' }, 'metrics'],
    ];
    for (const [payload, field] of cases) {
      const res = await report(payload, { language: 'EN' });
      expect(res.statusCode, field).toBe(400);
      expect(envelopeOf(res), field).toEqual({
        success: false,
        errorCode: 'request_param_err',
        message: expect.stringContaining(field) as unknown,
        value: { field },
      });
    }
    const ty = envelopeOf(await report({ ...valid, path: 'x' }, { language: 'TY' }));
    expect(ty.message).toBe('Hindi wasto ang parameter ng request: path.');
  });

  it('refuses more than ten readings in one report, and logs nothing for a refused one', async () => {
    lines.length = 0;
    const many = Array.from({ length: VITALS_LIMITS.maxMetrics + 1 }, (_, i) => ({ ...lcp, id: `v5-${i}` }));
    const res = await report({ ...valid, metrics: many });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res)).toMatchObject({
      success: false,
      errorCode: 'request_param_err',
      value: { field: 'metrics' },
    });
    expect(logged().some((line) => line.msg === 'web vitals')).toBe(false);
    const ten = await report({ ...valid, metrics: many.slice(0, VITALS_LIMITS.maxMetrics) });
    expect(envelopeOf(ten).value).toEqual({ accepted: VITALS_LIMITS.maxMetrics });
  });

  it('needs the Merchant header and a JSON body, like every other endpoint', async () => {
    const noMerchant = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(valid),
    });
    expect(noMerchant.statusCode).toBe(400);
    expect(envelopeOf(noMerchant).errorCode).toBe('merchant.missing');
    // What sendBeacon sends for a plain string: refused, not read as text.
    const text = await report(valid, { 'content-type': 'text/plain;charset=UTF-8' });
    expect(text.statusCode).toBe(415);
    expect(envelopeOf(text).errorCode).toBe('request.media.type');
  });
});

describe('field-data report under the rate limit', () => {
  it('counts toward the API limit per client address like every /wps route', async () => {
    const limited = await startTestApp({ rateLimitMax: 2 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: URL,
          headers: { merchant: 'demo', 'content-type': 'application/json', language: 'EN' },
          payload: JSON.stringify(valid),
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(envelopeOf(res).errorCode).toBe('request.too.many');
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
