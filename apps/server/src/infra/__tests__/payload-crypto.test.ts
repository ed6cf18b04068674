import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENCRYPTION } from '@h5/contract/encryption.ts';
import { encryptPayload, type EncryptedRequest } from '@h5/contract/encrypt-payload.ts';
import { startTestApp, type TestApp } from '../../__tests__/test-app.ts';
import { nonceRepository } from '../nonce-repository.ts';
import { NonceStore, PayloadError, openPayload } from '../payload-crypto.ts';
import type { RsaKeyRing } from '../rsa-key-ring.ts';

let t: TestApp;
let nonces: NonceStore;
let keys: RsaKeyRing;
beforeAll(async () => {
  t = await startTestApp();
  nonces = new NonceStore(nonceRepository(t.app.platform.db));
  keys = t.app.platform.accounts.keys;
});
afterAll(() => t.close());

const PATH = '/wps/session/login';
const parts = (r: EncryptedRequest) => ({
  encryption: r.headers.Encryption,
  rsa: r.headers['X-RSA'],
  digest: r.headers['X-Digest'],
  body: r.body,
});
const reason = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof PayloadError) return error.reason;
    throw error;
  }
};

describe('encrypted payloads', () => {
  it('serves a 2048-bit modulus and opens what encryptPayload made', async () => {
    const modulus = await keys.currentModulus();
    expect(modulus).toMatch(/^[0-9a-f]{512}$/);
    const request = await encryptPayload(modulus, PATH, { username: 'player01' });
    expect(await openPayload(parts(request), PATH, keys, nonces)).toEqual({ username: 'player01' });
  });

  it('rejects a payload made for another path (additional data)', async () => {
    const request = await encryptPayload(await keys.currentModulus(), '/wps/member/password', { a: 1 });
    expect(await reason(openPayload(parts(request), PATH, keys, nonces))).toBe('invalid');
  });

  it('rejects stale and future payloads', async () => {
    const old = await encryptPayload(
      await keys.currentModulus(),
      PATH,
      {},
      Date.now() - ENCRYPTION.maxSkewMs - 1000,
    );
    expect(await reason(openPayload(parts(old), PATH, keys, nonces))).toBe('stale');
    const future = await encryptPayload(
      await keys.currentModulus(),
      PATH,
      {},
      Date.now() + ENCRYPTION.maxSkewMs + 1000,
    );
    expect(await reason(openPayload(parts(future), PATH, keys, nonces))).toBe('stale');
  });

  it('rejects a replayed payload', async () => {
    const request = await encryptPayload(await keys.currentModulus(), PATH, { n: 1 });
    expect(await reason(openPayload(parts(request), PATH, keys, nonces))).toBe('ok');
    expect(await reason(openPayload(parts(request), PATH, keys, nonces))).toBe('replayed');
  });

  it('rejects tampered ciphertext, a wrong digest, bad base64 and missing headers', async () => {
    const request = await encryptPayload(await keys.currentModulus(), PATH, { n: 2 });
    const bytes = Buffer.from(request.body.value, 'base64');
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    const tampered = bytes.toString('base64');
    const base = parts(request);
    const cases = [
      { ...base, body: { value: tampered }, digest: tampered },
      { ...base, digest: `${base.digest}x` },
      { ...base, body: { value: '!!!' }, digest: '!!!' },
      { ...base, encryption: undefined },
      { ...base, rsa: undefined },
      { ...base, digest: undefined },
      { ...base, encryption: 'zz' },
      // Another first byte, whatever it was (a fixed '00' left one run in 256 untouched).
      { ...base, encryption: base.encryption?.replace(/^../, (b) => (b === '00' ? 'ff' : '00')) },
      { ...base, body: 'text' },
    ];
    for (const c of cases) expect(await reason(openPayload(c, PATH, keys, nonces))).toBe('invalid');
  });
});
