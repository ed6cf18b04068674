import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, type Endpoint, type HttpMethod } from '@h5/contract/endpoint.ts';
import { ENDPOINTS } from '@h5/contract/endpoint-table.ts';
import { anyEnvelope } from '@h5/contract/envelope.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import type { MerchantCase } from './fuzz-arbitraries.ts';
import { makeMerchantsDir, makeTempDir, readDemoMerchant, startTestApp } from './test-app.ts';

/**
 * Generated bad requests against every endpoint of the contract (so endpoints added later are covered without
 * editing the tests), plus two test-only endpoints with query and body schemas of the shapes later groups use.
 * Whatever comes in, the answer is a JSON envelope and never a 5xx; requests that are certainly wrong get a 4xx.
 *
 * The requests go to a merchant whose white-label tree is a lone `ROOT` node, so every module is on: against a
 * merchant that switches a module off, its endpoints would stop at the header guard and their schemas would
 * never be fuzzed. `Reach` checks that a fair share of runs really gets to the validation.
 */

export const BODY_LIMIT = 4096;
export const RUNS = { numRuns: 30 };
export const MERCHANT = 'fuzz_all_on';
/** An operator token of the fuzz app (OPERATOR_TOKENS), so that the operator API's schemas are reached too. */
export const OPERATOR_TOKEN = 'fuzz-operator-token-0123456789abcdef';

export const jsonProbe = defineEndpoint({
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

export const PROBES: readonly Endpoint[] = [jsonProbe, formProbe];
export const ALL_METHODS: readonly (HttpMethod | 'PATCH' | 'OPTIONS')[] = [
  'GET',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
];

/** The app the fuzz tests run against: a merchant with every module on, and the two probes registered. */
export async function startFuzzApp(): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const temp = makeTempDir();
  const allOn = {
    ...readDemoMerchant(),
    code: MERCHANT,
    whitelabel: { modId: 'ROOT', enabled: '1', childrenNodes: [] },
  };
  const merchantsDir = makeMerchantsDir(temp.dir, { [`${MERCHANT}.json`]: allOn });
  const t = await startTestApp(
    // Every endpoint that needs a session gets a new trial account from this one address: past the hourly cap.
    {
      bodyLimit: BODY_LIMIT,
      merchantsDir,
      trialHourlyPerIp: 1_000_000,
      operatorTokens: [{ name: 'fuzz', token: OPERATOR_TOKEN }],
    },
    {
      extraRoutes: (instance) => {
        for (const probe of PROBES) registerEndpoint(instance, probe, () => ({ ok: true as const }));
      },
    },
  );
  return {
    app: t.app,
    close: async () => {
      await t.close();
      temp.remove();
    },
  };
}

/** A live session (a new trial account), so that an endpoint needing one gets past the session check. */
export async function freshSession(app: FastifyInstance): Promise<string> {
  const free = await app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    headers: { merchant: MERCHANT, 'content-type': 'application/json' },
    payload: '{}',
  });
  return free.json<{ value: { token: string } }>().value.token;
}

export const paths = (e: Endpoint) => [e.path, ...(e.aliases ?? [])];
export const methodsOf = (e: Endpoint): string[] => {
  const accepted: string[] = [e.method, ...(e.alsoAccepts ?? [])];
  return accepted.includes('GET') ? [...accepted, 'HEAD'] : accepted;
};
/** Fixed, so that `mediaTypeOf` and `encodeBody` agree; long enough never to occur in generated text. */
const BOUNDARY = 'fuzz-boundary-7f3a9c1e5b2d4086a1c3e5f7';
export const mediaTypeOf = (e: Endpoint) =>
  e.bodyType === 'form'
    ? 'application/x-www-form-urlencoded'
    : e.bodyType === 'multipart'
      ? `multipart/form-data; boundary=${BOUNDARY}`
      : 'application/json';
export const merchantRequired = (app: FastifyInstance, e: Endpoint) =>
  app.platform.endpoints.get(e.name)?.merchantRequired ?? true;

export function merchantHeaders(c: MerchantCase): Record<string, string | string[]> {
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

/** Sends a request: never a 5xx, and an envelope unless the endpoint answers plain text or it is a HEAD. */
export async function send(app: FastifyInstance, options: InjectOptions): Promise<LightMyRequestResponse> {
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
export class Reach {
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

export function expectRejected(res: LightMyRequestResponse): void {
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
export function sentFields(endpoint: Endpoint, body: unknown): unknown {
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

export function encodeBody(endpoint: Endpoint, body: unknown): string {
  if (endpoint.bodyType === 'multipart') return encodeMultipart(endpoint, body);
  if (endpoint.bodyType !== 'form') return JSON.stringify(body);
  const params = new URLSearchParams();
  if (typeof body === 'object' && body !== null) {
    for (const [k, v] of Object.entries(body))
      params.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  }
  return params.toString();
}
