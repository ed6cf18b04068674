import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from '@h5/contract/endpoint.ts';
import { ENDPOINTS } from '@h5/contract/endpoint-table.ts';
import { bodyArb, garbageHeader, malformedJson, merchantCase, queryArb } from './fuzz-arbitraries.ts';
import {
  ALL_METHODS,
  BODY_LIMIT,
  encodeBody,
  expectRejected,
  freshSession as freshSessionOn,
  jsonProbe,
  mediaTypeOf,
  MERCHANT,
  merchantHeaders,
  OPERATOR_TOKEN,
  merchantRequired as merchantRequiredOn,
  methodsOf,
  paths,
  PROBES,
  Reach,
  RUNS,
  send as sendTo,
  sentFields,
  startFuzzApp,
} from './fuzz-support.ts';

// Generated bad requests against every endpoint: what they are and why, in fuzz-support.ts.

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await startFuzzApp());
});
afterAll(() => close());

const send = (options: InjectOptions) => sendTo(app, options);
const freshSession = () => freshSessionOn(app);
const merchantRequired = (e: Endpoint) => merchantRequiredOn(app, e);

const targets = [...ENDPOINTS, ...PROBES];

it('fuzzes a merchant on which every endpoint is switched on', () => {
  for (const e of targets) expect(app.platform.merchants.isModuleOn(MERCHANT, e.moduleId), e.name).toBe(true);
  // The JSON probe stands for the endpoints of modules demo.json switches off.
  expect(app.platform.merchants.isModuleOn('demo', jsonProbe.moduleId)).toBe(false);
});

describe.each(targets.map((e) => [e.name, e] as const))('fuzz %s', (_name, endpoint) => {
  it('random queries and junk fields: never a 5xx, always an envelope', async () => {
    const reach = new Reach();
    // Logout ends the session it is sent with: each endpoint gets its own.
    // An operator endpoint gets the fuzz app's operator token: its schemas are behind the operator check.
    const sessionToken =
      endpoint.token === 'required'
        ? await freshSession()
        : endpoint.token === 'operator'
          ? OPERATOR_TOKEN
          : '';
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths(endpoint)), queryArb(endpoint), async (path, query) => {
        const options: InjectOptions = {
          method: endpoint.method,
          url: `${path}${query}`,
          headers:
            sessionToken === ''
              ? { merchant: MERCHANT }
              : { merchant: MERCHANT, authorization: sessionToken },
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
      endpoint.token === 'required'
        ? { authorization: await freshSession() }
        : endpoint.token === 'operator'
          ? { authorization: OPERATOR_TOKEN }
          : {};
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
