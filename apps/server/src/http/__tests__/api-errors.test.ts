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
