import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, type Endpoint, type HttpMethod } from '@h5/contract/endpoint.ts';
import { ENDPOINTS } from '@h5/contract/endpoint-table.ts';
import { anyEnvelope } from '@h5/contract/envelope.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { makeMerchantsDir, makeTempDir, readDemoMerchant, startTestApp, type TestApp } from './test-app.ts';

/**
 * Generated bad requests against every endpoint of the contract (so endpoints added later are covered without
 * editing this file), plus two test-only endpoints with query and body schemas of the shapes later groups use.
 * Whatever comes in, the answer is a JSON envelope and never a 5xx; requests that are certainly wrong get a 4xx.
 *
 * The requests go to a merchant whose white-label tree is a lone `ROOT` node, so every module is on: against a
 * merchant that switches a module off, its endpoints would stop at the header guard and their schemas would
 * never be fuzzed. The counts below check that a fair share of runs really gets to the validation.
 */

const BODY_LIMIT = 4096;
const RUNS = { numRuns: 30 };
const MERCHANT = 'fuzz_all_on';

const jsonProbe = defineEndpoint({
  name: 'fuzzJsonProbe',
  summary: 'test only',
  group: 'register',
  path: '/wps/test/fuzz/json',
  method: 'POST',
  // Switched off in demo.json: only a merchant with every module on lets the fuzzer reach this schema.
  moduleId: 'GEETEST3',
  encrypted: false,
  token: 'optional',
  query: z.object({ page: z.coerce.number().int().min(1), lang: z.enum(['EN', 'TY']).optional() }),
  body: z.object({
    username: z.string().min(6).max(13),
    amount: z.number().positive(),
    flags: z.array(z.boolean()),
    profile: z.object({ email: z.email(), age: z.number().int() }).optional(),
  }),
  response: z.object({ ok: z.literal(true) }),
});

const formProbe = defineEndpoint({
  name: 'fuzzFormProbe',
  summary: 'test only',
  group: 'register',
  path: '/wps/test/fuzz/form',
  method: 'POST',
  alsoAccepts: ['PUT'],
  moduleId: 'COMM3',
  encrypted: false,
  token: 'none',
  bodyType: 'form',
  body: z.object({ username: z.string().min(1), email: z.email() }),
  response: z.object({ ok: z.literal(true) }),
});

const PROBES: readonly Endpoint[] = [jsonProbe, formProbe];
const ALL_METHODS: readonly (HttpMethod | 'PATCH' | 'OPTIONS')[] = [
  'GET',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
];

let temp: { dir: string; remove: () => void };
let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  temp = makeTempDir();
  const allOn = {
    ...readDemoMerchant(),
    code: MERCHANT,
    whitelabel: { modId: 'ROOT', enabled: '1', childrenNodes: [] },
  };
  const merchantsDir = makeMerchantsDir(temp.dir, { [`${MERCHANT}.json`]: allOn });
  t = await startTestApp(
    // Every endpoint that needs a session gets a new trial account from this one address: past the hourly cap.
    { bodyLimit: BODY_LIMIT, merchantsDir, trialHourlyPerIp: 1_000_000 },
    {
      extraRoutes: (instance) => {
        for (const probe of PROBES) registerEndpoint(instance, probe, () => ({ ok: true as const }));
      },
    },
  );
  app = t.app;
});
afterAll(async () => {
  await t.close();
  temp.remove();
});

/** A live session (a new trial account), so that an endpoint needing one gets past the session check. */
async function freshSession(): Promise<string> {
  const free = await app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    headers: { merchant: MERCHANT, 'content-type': 'application/json' },
    payload: '{}',
  });
  return free.json<{ value: { token: string } }>().value.token;
}

// ---------- generators ----------

const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
});
const hugePrintable = fc
  .integer({ min: 1000, max: 20_000 })
  .chain((n) => printable.map((s) => s.padEnd(n, 'Z')));
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  // Any code point, control characters (NUL, ESC, DEL, C1) and lone surrogates included.
  fc.string({ unit: 'binary', maxLength: 60 }),
  printable,
  hugePrintable,
  fc.constantFrom(
    '',
    ' ',
    'null',
    'undefined',
    'NaN',
    '-1',
    '0',
    '1e309',
    '[]',
    '{}',
    '%00',
    'ab\u0000c',
    'a\u0000',
    '\u0007\u001b[0m\u007f',
    '../../etc/passwd',
  ),
  fc.integer().map(String),
  fc.double().map(String),
);
const queryValue = fc.oneof(anyText, fc.array(anyText, { maxLength: 3 }));
const junkKey = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
  fc.constantFrom('__proto__', 'constructor', 'prototype'),
);
const jsonJunk = fc.jsonValue({ maxDepth: 3 });

/** Field names of an object schema (query or body); empty when the schema is not a plain object. */
function fieldsOf(schema: z.core.$ZodType | undefined): string[] {
  return schema instanceof z.core.$ZodObject ? Object.keys(schema._zod.def.shape) : [];
}

/** A query string: each declared field absent, junk or repeated, plus junk fields. */
function queryArb(endpoint: Endpoint) {
  const declared = fieldsOf(endpoint.query);
  return fc
    .tuple(
      fc.record(Object.fromEntries(declared.map((f) => [f, queryValue])), { requiredKeys: [] }),
      fc.dictionary(junkKey, queryValue, { maxKeys: 4 }),
    )
    .map(([fields, junk]) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries({ ...junk, ...fields })) {
        if (value === undefined) continue;
        for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
      }
      const text = params.toString();
      return text === '' ? '' : `?${text}`;
    });
}

/** A body object: each declared field absent or of any JSON type, plus junk fields; sometimes not an object. */
function bodyArb(endpoint: Endpoint) {
  const declared = fieldsOf(endpoint.body);
  const object = fc
    .tuple(
      fc.record(Object.fromEntries(declared.map((f) => [f, jsonJunk])), { requiredKeys: [] }),
      fc.dictionary(junkKey, jsonJunk, { maxKeys: 4 }),
    )
    .map(([fields, junk]) => ({ ...junk, ...fields }));
  return fc.oneof({ weight: 4, arbitrary: object }, { weight: 1, arbitrary: jsonJunk });
}

const malformedJson = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 80 }).filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return true;
    }
  }),
  fc.constantFrom('{', '{"a":', '[1,2', '{"a":1,}', "{'a':1}", 'undefined', '{"__proto__":{"x":1}}'),
);

type MerchantCase =
  { kind: 'valid' } | { kind: 'missing' } | { kind: 'duplicate' } | { kind: 'other'; value: string };
const merchantCase: fc.Arbitrary<MerchantCase> = fc.oneof(
  fc.constant({ kind: 'valid' as const }),
  fc.constant({ kind: 'missing' as const }),
  fc.constant({ kind: 'duplicate' as const }),
  fc.oneof(printable, hugePrintable).map((value) => ({ kind: 'other' as const, value })),
);
const garbageHeader = fc.option(fc.oneof(printable, hugePrintable), { nil: undefined });

// ---------- helpers ----------

const paths = (e: Endpoint) => [e.path, ...(e.aliases ?? [])];
const methodsOf = (e: Endpoint): string[] => {
  const accepted: string[] = [e.method, ...(e.alsoAccepts ?? [])];
  return accepted.includes('GET') ? [...accepted, 'HEAD'] : accepted;
};
/** Fixed, so that `mediaTypeOf` and `encodeBody` agree; long enough never to occur in generated text. */
const BOUNDARY = 'fuzz-boundary-7f3a9c1e5b2d4086a1c3e5f7';
const mediaTypeOf = (e: Endpoint) =>
  e.bodyType === 'form'
    ? 'application/x-www-form-urlencoded'
    : e.bodyType === 'multipart'
      ? `multipart/form-data; boundary=${BOUNDARY}`
      : 'application/json';
const merchantRequired = (e: Endpoint) => app.platform.endpoints.get(e.name)?.merchantRequired ?? true;

function merchantHeaders(c: MerchantCase): Record<string, string | string[]> {
  switch (c.kind) {
    case 'valid':
      return { merchant: MERCHANT };
    case 'missing':
      return {};
    case 'duplicate':
      return { merchant: [MERCHANT, MERCHANT] };
    case 'other':
      return { merchant: c.value };
  }
}

/** The endpoint a request goes to (by path and method), to know when an answer is plain text. */
function endpointFor(options: InjectOptions): Endpoint | undefined {
  const url = typeof options.url === 'string' ? options.url.split('?')[0] : '';
  return [...ENDPOINTS, ...PROBES].find(
    (e) => paths(e).includes(url ?? '') && methodsOf(e).includes(String(options.method)),
  );
}

async function send(options: InjectOptions): Promise<LightMyRequestResponse> {
  const res = await app.inject(options);
  const where = `${String(options.method)} ${typeof options.url === 'string' ? options.url : ''}`;
  expect(res.statusCode, where).toBeLessThan(500);
  const plainText = endpointFor(options)?.responseType === 'text' && res.statusCode === 200;
  if (options.method !== 'HEAD' && !plainText) {
    expect(res.headers['content-type'], res.body.slice(0, 200)).toMatch(/^application\/json/);
    expect(anyEnvelope.safeParse(res.json()).success, res.body.slice(0, 200)).toBe(true);
  }
  return res;
}

/** Failures that come before the query and body are validated: a run that ends in one was stopped early. */
const STOPPED_EARLY = new Set([
  'function.not.available',
  'merchant.missing',
  'merchant.unknown',
  'request.too.large',
  'request.media.type',
  'request.too.many',
  'request_body_required',
  'login.not.session',
]);

/** How many runs of a property got as far as the validation (`request_param_err`, or past it). */
class Reach {
  runs = 0;
  reached = 0;
  rejectedByValidation = 0;

  record(res: LightMyRequestResponse): void {
    this.runs++;
    if (res.statusCode === 200) {
      this.reached++;
      return;
    }
    const { errorCode } = res.json<{ errorCode?: string }>();
    if (errorCode === undefined || STOPPED_EARLY.has(errorCode)) return;
    this.reached++;
    if (errorCode === 'request_param_err') this.rejectedByValidation++;
  }

  /** At least half of the runs reached the validation, and the schema turned some of them down. */
  expectFairShare(where: string): void {
    expect(this.runs, where).toBeGreaterThan(0);
    expect(
      this.reached / this.runs,
      `${where}: ${this.reached}/${this.runs} reached the validation`,
    ).toBeGreaterThanOrEqual(0.5);
    expect(this.rejectedByValidation, `${where}: no run was turned down by the schema`).toBeGreaterThan(0);
  }
}

function expectRejected(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  expect(res.json<{ success: boolean }>().success).toBe(false);
}

/** Text parts for the fields; file parts (junk bytes, a PNG signature or none) under the endpoint's file field. */
function encodeMultipart(endpoint: Endpoint, body: unknown): string {
  const parts: string[] = [];
  if (typeof body === 'object' && body !== null) {
    for (const [k, v] of Object.entries(body)) {
      const name = k.replace(/["\r\n]/g, '_');
      if (endpoint.files !== undefined && name === endpoint.files.field) {
        parts.push(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="x.png"\r\n` +
            `Content-Type: image/png\r\n\r\n${typeof v === 'string' ? v : JSON.stringify(v)}\r\n`,
        );
        continue;
      }
      parts.push(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n` +
          `${typeof v === 'string' ? v : JSON.stringify(v)}\r\n`,
      );
    }
  }
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}

/** The text fields a multipart or form body carries, as the server reads them (strings). */
function sentFields(endpoint: Endpoint, body: unknown): unknown {
  if (endpoint.bodyType === 'form')
    return Object.fromEntries(new URLSearchParams(encodeBody(endpoint, body)));
  if (endpoint.bodyType !== 'multipart') return body;
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(
    Object.entries(body)
      .filter(([k]) => k !== endpoint.files?.field)
      .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
}

function encodeBody(endpoint: Endpoint, body: unknown): string {
  if (endpoint.bodyType === 'multipart') return encodeMultipart(endpoint, body);
  if (endpoint.bodyType !== 'form') return JSON.stringify(body);
  const params = new URLSearchParams();
  if (typeof body === 'object' && body !== null) {
    for (const [k, v] of Object.entries(body))
      params.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  }
  return params.toString();
}

// ---------- properties ----------

const targets = [...ENDPOINTS, ...PROBES];

it('fuzzes a merchant on which every endpoint is switched on', () => {
  for (const e of targets) expect(app.platform.merchants.isModuleOn(MERCHANT, e.moduleId), e.name).toBe(true);
  // The probe above stands for the endpoints of modules demo.json switches off.
  expect(app.platform.merchants.isModuleOn('demo', jsonProbe.moduleId)).toBe(false);
});

describe.each(targets.map((e) => [e.name, e] as const))('fuzz %s', (_name, endpoint) => {
  it('random queries and junk fields: never a 5xx, always an envelope', async () => {
    const reach = new Reach();
    // Logout ends the session it is sent with: each endpoint gets its own.
    const sessionToken = endpoint.token === 'required' ? await freshSession() : '';
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths(endpoint)), queryArb(endpoint), async (path, query) => {
        const options: InjectOptions = {
          method: endpoint.method,
          url: `${path}${query}`,
          headers:
            endpoint.token === 'required'
              ? { merchant: MERCHANT, authorization: sessionToken }
              : { merchant: MERCHANT },
        };
        if (endpoint.body !== undefined) {
          options.payload = encodeBody(endpoint, {});
          options.headers = { ...options.headers, 'content-type': mediaTypeOf(endpoint) };
        }
        reach.record(await send(options));
      }),
      RUNS,
    );
    if (endpoint.query !== undefined) reach.expectFairShare(`${endpoint.name} query`);
  });

  it('wrong-typed, missing and junk body fields: never a 5xx, always an envelope', async () => {
    const reach = new Reach();
    // As above: a body behind a session is only validated once the session is accepted.
    const session: Record<string, string> =
      endpoint.token === 'required' ? { authorization: await freshSession() } : {};
    await fc.assert(
      fc.asyncProperty(bodyArb(endpoint), queryArb(endpoint), async (body, query) => {
        const method = endpoint.method === 'GET' ? 'POST' : endpoint.method;
        const res = await send({
          method: endpoint.body === undefined ? endpoint.method : method,
          url: `${endpoint.path}${query}`,
          headers: { merchant: MERCHANT, 'content-type': mediaTypeOf(endpoint), ...session },
          payload: encodeBody(endpoint, body),
        });
        reach.record(res);
        // A body endpoint only succeeds when the generated body really is valid (a form carries only strings).
        if (endpoint.body !== undefined && res.statusCode === 200) {
          expect(z.safeParse(endpoint.body, sentFields(endpoint, body)).success).toBe(true);
        }
      }),
      RUNS,
    );
    // An encrypted body is validated only once decrypted: the encrypted properties below reach it.
    if (endpoint.body !== undefined && !endpoint.encrypted) reach.expectFairShare(`${endpoint.name} body`);
  });

  it('malformed JSON: a 4xx failure on body endpoints, never a 5xx anywhere', async () => {
    await fc.assert(
      fc.asyncProperty(malformedJson, async (payload) => {
        const res = await send({
          method: endpoint.method,
          url: endpoint.path,
          headers: { merchant: MERCHANT, 'content-type': 'application/json' },
          payload,
        });
        if (endpoint.body !== undefined) expectRejected(res);
      }),
      RUNS,
    );
  });

  it('oversized bodies: a 4xx failure', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: BODY_LIMIT + 1, max: BODY_LIMIT * 8 }), async (size) => {
        const method = endpoint.body === undefined ? 'POST' : endpoint.method;
        const res = await send({
          method: endpoint.method === 'GET' ? endpoint.method : method,
          url: endpoint.path,
          headers: { merchant: MERCHANT, 'content-type': mediaTypeOf(endpoint) },
          payload: JSON.stringify({ padding: 'x'.repeat(size) }),
        });
        expectRejected(res);
      }),
      { numRuns: 10 },
    );
  });

  it('wrong methods: 405 http_method_not_support, whatever the body', async () => {
    const wrong = ALL_METHODS.filter((m) => !methodsOf(endpoint).includes(m));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...wrong),
        fc.constantFrom(...paths(endpoint)),
        fc.option(
          fc.oneof(
            malformedJson,
            bodyArb(endpoint).map((b) => JSON.stringify(b)),
          ),
          { nil: undefined },
        ),
        async (method, path, payload) => {
          const options: InjectOptions = { method, url: path, headers: { merchant: MERCHANT } };
          if (payload !== undefined) {
            options.payload = payload;
            options.headers = { ...options.headers, 'content-type': 'application/json' };
          }
          const res = await send(options);
          expectRejected(res);
          expect(res.statusCode).toBe(405);
        },
      ),
      RUNS,
    );
  });

  it('missing, duplicated, unknown and huge Merchant; garbage Authorization and Language', async () => {
    await fc.assert(
      fc.asyncProperty(
        merchantCase,
        garbageHeader,
        garbageHeader,
        async (merchant, authorization, language) => {
          const headers: Record<string, string | string[]> = merchantHeaders(merchant);
          if (authorization !== undefined) headers.authorization = authorization;
          if (language !== undefined) headers.language = language;
          const options: InjectOptions = { method: endpoint.method, url: endpoint.path, headers };
          if (endpoint.body !== undefined) {
            options.payload = encodeBody(endpoint, {});
            headers['content-type'] = mediaTypeOf(endpoint);
          }
          const res = await send(options);
          if (merchantRequired(endpoint) && merchant.kind !== 'valid') {
            expectRejected(res);
            expect(res.statusCode).toBe(400);
          }
        },
      ),
      RUNS,
    );
  });
});

// ---------- encrypted and session endpoints ----------

const encryptedEndpoints = ENDPOINTS.filter((e) => e.encrypted);
const sessionEndpoints = ENDPOINTS.filter((e) => e.token !== 'none');
const hexish = fc.oneof(
  fc.string({ unit: fc.constantFrom(...Array.from('0123456789abcdef')), maxLength: 600 }),
  printable,
  hugePrintable,
);

async function modulus(): Promise<string> {
  return (await app.inject({ url: '/wps/session/key/rsa', headers: { merchant: MERCHANT } })).body;
}

describe.each(encryptedEndpoints.map((e) => [e.name, e] as const))('fuzz encrypted %s', (_name, endpoint) => {
  it('missing, garbage and mismatched Encryption / X-RSA / X-Digest and values: a 4xx envelope', async () => {
    const real = await modulus();
    await fc.assert(
      fc.asyncProperty(
        fc.option(hexish, { nil: undefined }),
        fc.option(fc.oneof(hexish, fc.constant(real)), { nil: undefined }),
        fc.option(fc.oneof(printable, fc.base64String({ maxLength: 400 })), { nil: undefined }),
        fc.oneof(fc.base64String({ maxLength: 400 }), printable, jsonJunk),
        async (encryption, rsa, digest, value) => {
          const headers: Record<string, string> = { merchant: MERCHANT, 'content-type': 'application/json' };
          if (encryption !== undefined) headers.encryption = encryption;
          if (rsa !== undefined) headers['x-rsa'] = rsa;
          if (digest !== undefined) headers['x-digest'] = digest;
          const res = await send({
            method: endpoint.method,
            url: endpoint.path,
            headers,
            payload: JSON.stringify({ value }),
          });
          expectRejected(res);
        },
      ),
      RUNS,
    );
  });

  it('real encryption of junk data, stale or replayed: a 4xx envelope', async () => {
    const { encryptPayload } = await import('@h5/contract/encrypt-payload.ts');
    const real = await modulus();
    await fc.assert(
      fc.asyncProperty(
        bodyArb(endpoint),
        fc.constantFrom(0, -3_600_000, 3_600_000),
        fc.constantFrom(...paths(endpoint), '/wps/other'),
        async (data, skew, aadPath) => {
          const request = await encryptPayload(real, aadPath, data, Date.now() + skew);
          const options: InjectOptions = {
            method: endpoint.method,
            url: endpoint.path,
            headers: { merchant: MERCHANT, 'content-type': 'application/json', ...request.headers },
            payload: request.body,
          };
          const first = await send(options);
          const second = await send(options);
          // Whatever the first answer, the same bytes twice are never accepted twice.
          expectRejected(second);
          if (skew !== 0 || aadPath !== endpoint.path) expectRejected(first);
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe.each(sessionEndpoints.map((e) => [e.name, e] as const))('fuzz session %s', (_name, endpoint) => {
  it('garbage, revoked and well-formed unknown tokens: 401 login.not.session', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          printable.filter((s) => s.trim() !== ''),
          fc.base64String({ minLength: 4, maxLength: 60 }),
          fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('base64url')),
        ),
        fc.boolean(),
        async (token, bearer) => {
          const res = await send({
            method: endpoint.method,
            url: endpoint.path,
            headers: { merchant: MERCHANT, authorization: bearer ? `Bearer ${token}` : token },
          });
          expect(res.statusCode).toBe(401);
          expect(res.json<{ errorCode: string }>().errorCode).toBe('login.not.session');
        },
      ),
      RUNS,
    );
  });
});
