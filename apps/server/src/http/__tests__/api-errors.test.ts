import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@h5/contract/endpoint.ts';
import { ERROR_CODES } from '@h5/contract/error-codes.ts';
import { envelopeOf, startTestApp, type TestApp } from '../../__tests__/test-app.ts';
import { registerEndpoint } from '../register-endpoint.ts';

/** An endpoint with a query and a body, as later contract endpoints will have; the system group has neither. */
const echo = defineEndpoint({
  name: 'testEcho',
  summary: 'test only',
  group: 'system',
  path: '/wps/test/echo',
  method: 'POST',
  moduleId: 'NOT_IN_ANY_TREE',
  encrypted: false,
  token: 'none',
  query: z.object({ page: z.coerce.number().int().min(1) }),
  body: z.object({ username: z.string().min(1), age: z.number().int() }),
  response: z.object({ page: z.number(), username: z.string(), token: z.string().nullable() }),
});

const boom = defineEndpoint({
  name: 'testBoom',
  summary: 'test only',
  group: 'system',
  path: '/wps/test/boom',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'none',
  response: z.null(),
});

const demo = { merchant: 'demo' };
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp(
    { bodyLimit: 2048 },
    {
      extraRoutes: (app) => {
        registerEndpoint(app, echo, ({ query, body, token }) => ({
          page: query.page,
          username: body.username,
          token,
        }));
        registerEndpoint(app, boom, () => {
          throw new Error('SQLITE_CORRUPT at /secret/path/db.sqlite');
        });
      },
    },
  );
});
afterAll(() => t.close());

const post = (payload: string, headers: Record<string, string> = {}, url = '/wps/test/echo?page=2') =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...demo, 'content-type': 'application/json', ...headers },
  });

describe('Merchant header', () => {
  it('answers merchant.missing (400) without it, in Filipino by default', async () => {
    const res = await t.app.inject({ url: '/wps/v2/system/status' });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res)).toEqual({
      success: false,
      errorCode: 'merchant.missing',
      message: 'Hindi nakasaad sa request kung para saang site ito (walang Merchant header).',
    });
  });

  it('answers merchant.missing in English with Language: EN (any case)', async () => {
    const res = await t.app.inject({ url: '/wps/v2/system/status', headers: { language: 'en' } });
    expect(envelopeOf(res).message).toBe(
      'The request does not say which site it is for (Merchant header missing).',
    );
  });

  it('treats an empty Merchant as missing', async () => {
    const res = await t.app.inject({ url: '/wps/system/whitelabel', headers: { merchant: '  ' } });
    expect(envelopeOf(res).errorCode).toBe('merchant.missing');
  });

  it('answers merchant.unknown (400) for a code we do not serve', async () => {
    const res = await t.app.inject({
      url: '/wps/system/whitelabel',
      headers: { merchant: 'nope', language: 'TY' },
    });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).errorCode).toBe('merchant.unknown');
    expect(envelopeOf(res).message).toMatch(/Hindi kilala/);
  });

  it('answers function.not.available (400) when sent twice, even with the same value', async () => {
    for (const second of ['demo', 'other']) {
      const res = await t.app.inject({
        url: '/wps/system/whitelabel',
        headers: { merchant: ['demo', second], language: 'EN' },
      });
      expect(res.statusCode).toBe(400);
      expect(envelopeOf(res)).toMatchObject({
        success: false,
        errorCode: 'function.not.available',
        message: 'The Merchant header was sent more than once.',
      });
    }
  });

  it('is not needed by the health check', async () => {
    const res = await t.app.inject({ url: '/wps/health' });
    expect(res.statusCode).toBe(200);
    expect(envelopeOf(res)).toEqual({
      success: true,
      value: { status: 'ok', database: 'ok', version: '0.1.0' },
    });
  });
});

describe('routing errors', () => {
  it('answers request.not.found (404) for unknown /wps and /lgw paths', async () => {
    for (const url of [
      '/wps/nothing/here',
      '/lgw/games/none',
      '/wps/v2/system/status/extra',
      '/wps/relay/X_y?z=1',
    ]) {
      const res = await t.app.inject({ url, headers: demo });
      expect(res.statusCode, url).toBe(404);
      expect(envelopeOf(res).errorCode).toBe('request.not.found');
    }
  });

  it('answers http_method_not_support (405) with Allow for a known path and another method', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const res = await t.app.inject({ method, url: '/wps/system/status', headers: demo });
      expect(res.statusCode, method).toBe(405);
      // The path as the router decodes it: an escaped spelling is the same known path.
      const escaped = await t.app.inject({ method, url: '/%77ps/system/status', headers: demo });
      expect(escaped.statusCode, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(envelopeOf(res).errorCode).toBe('http_method_not_support');
    }
  });

  it('answers 405 before reading the body, so a malformed one does not change the answer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/v2/system/status',
      headers: { ...demo, 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBe(405);
  });

  it('answers a malformed URL with request_param_err', async () => {
    const res = await t.app.inject({ url: '/wps/%E0%A4%A', headers: demo });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).errorCode).toBe('request_param_err');
  });
});

describe('request validation from the contract schemas', () => {
  it('passes a valid request to the handler with parsed query and body and the raw token', async () => {
    const res = await post(JSON.stringify({ username: 'juan', age: 30 }), { authorization: 'tok123' });
    expect(res.statusCode).toBe(200);
    expect(envelopeOf(res)).toEqual({ success: true, value: { page: 2, username: 'juan', token: 'tok123' } });
  });

  it('names a wrongly typed body field', async () => {
    const res = await post(JSON.stringify({ username: 'juan', age: 'thirty' }), { language: 'EN' });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res)).toMatchObject({
      errorCode: 'request_param_err',
      message: 'Invalid request parameter: age.',
      value: { field: 'age' },
    });
  });

  it('names a missing body field, in Filipino', async () => {
    const res = await post(JSON.stringify({ age: 3 }), { language: 'TY' });
    expect(envelopeOf(res)).toMatchObject({
      errorCode: 'request_param_err',
      message: 'Kulang ang parameter ng request: username.',
    });
  });

  it('names a bad query field', async () => {
    const res = await post(
      JSON.stringify({ username: 'a', age: 1 }),
      { language: 'EN' },
      '/wps/test/echo?page=zero',
    );
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).message).toBe('Invalid request parameter: page.');
  });

  it('rejects a repeated query parameter (an array where a value is expected)', async () => {
    const res = await post(JSON.stringify({ username: 'a', age: 1 }), {}, '/wps/test/echo?page=1&page=2');
    expect(res.statusCode).toBe(400);
  });

  it('answers malformed JSON, an empty JSON body and a missing body with request_param_err', async () => {
    for (const payload of ['{"username": ', '', 'null', '[1,2]', '"text"']) {
      const res = await post(payload);
      expect(res.statusCode, payload).toBe(400);
      expect(envelopeOf(res).errorCode).toBe('request_param_err');
    }
  });

  it('refuses prototype poisoning', async () => {
    const res = await post('{"__proto__": {"admin": true}, "username": "a", "age": 1}');
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).errorCode).toBe('request_param_err');
  });

  it('answers 415 request.media.type for a body in another content type', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await post('username=a&age=1', { 'content-type': type });
      expect(res.statusCode, type).toBe(415);
      expect(envelopeOf(res).errorCode).toBe('request.media.type');
    }
  });

  it('answers 413 request.too.large for a body over the limit, announced or not', async () => {
    const big = JSON.stringify({ username: 'x'.repeat(4096), age: 1 });
    const res = await post(big);
    expect(res.statusCode).toBe(413);
    expect(envelopeOf(res).errorCode).toBe('request.too.large');
    const onGet = await t.app.inject({
      url: '/wps/system/whitelabel',
      headers: { ...demo, 'content-length': '999999' },
    });
    expect(onGet.statusCode).toBe(413);
  });

  it('counts a module id absent from the merchant tree as on', async () => {
    const res = await post(JSON.stringify({ username: 'a', age: 1 }));
    expect(res.statusCode).toBe(200);
  });
});

describe('internal failures', () => {
  it('answer system.busy (500) with a generic localised message and no internals', async () => {
    const res = await t.app.inject({ url: '/wps/test/boom', headers: { ...demo, language: 'EN' } });
    expect(res.statusCode).toBe(ERROR_CODES.systemBusy.status);
    expect(envelopeOf(res)).toEqual({
      success: false,
      errorCode: 'system.busy',
      message: 'The system is busy. Please try again later.',
    });
    expect(res.body).not.toMatch(/SQLITE|secret|stack|at /);
  });
});

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
