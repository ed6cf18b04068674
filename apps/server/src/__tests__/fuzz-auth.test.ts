import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@h5/contract/endpoint-table.ts';
import { bodyArb, hugePrintable, jsonJunk, printable } from './fuzz-arbitraries.ts';
import { expectRejected, MERCHANT, paths, RUNS, send as sendTo, startFuzzApp } from './fuzz-support.ts';

// Generated bad requests against the encrypted endpoints and those that read a session (fuzz-support.ts).

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await startFuzzApp());
});
afterAll(() => close());

const send = (options: InjectOptions) => sendTo(app, options);

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
  it('garbage, revoked and well-formed unknown tokens: 401 login.not.session (operator.unauthorized)', async () => {
    // The operator API never takes a session: any token that is not an operator's is refused as such.
    const refusal = endpoint.token === 'operator' ? 'operator.unauthorized' : 'login.not.session';
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
          expect(res.json<{ errorCode: string }>().errorCode).toBe(refusal);
        },
      ),
      RUNS,
    );
  });
});
