import { constants, createDecipheriv, privateDecrypt } from 'node:crypto';
import { ENCRYPTION, encryptedInner } from '@h5/contract/encryption.ts';
import * as z from 'zod/mini';
import type { NonceRepository } from './nonce-repository.ts';
import type { RsaKeyRing } from './rsa-key-ring.ts';

export type DecryptFailure = 'invalid' | 'stale' | 'replayed';

export class PayloadError extends Error {
  constructor(readonly reason: DecryptFailure) {
    super(`encrypted payload rejected: ${reason}`);
    this.name = 'PayloadError';
  }
}

export interface EncryptedParts {
  /** `Encryption` header: hex of the RSA-wrapped AES key. */
  readonly encryption: string | undefined;
  /** `X-RSA` header: the modulus the client used. */
  readonly rsa: string | undefined;
  /** `X-Digest` header: must equal the body's `value`. */
  readonly digest: string | undefined;
  /** The parsed JSON body. */
  readonly body: unknown;
}

const HEX = /^[0-9a-fA-F]+$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const wireBody = z.object({ value: z.string().check(z.minLength(1), z.maxLength(65536)) });

/**
 * Opens an encrypted request body: unwraps the AES key with the private key chosen by `X-RSA`, decrypts with
 * AES-256-GCM using the route path as additional data, checks the timestamp against the clock and the nonce
 * against the nonces already seen. Answers the inner `data` (still to be checked against the endpoint schema).
 */
export async function openPayload(
  parts: EncryptedParts,
  path: string,
  keys: Pick<RsaKeyRing, 'privateKeyFor'>,
  nonces: NonceStore,
  now = Date.now(),
): Promise<unknown> {
  const { encryption, rsa, digest } = parts;
  if (encryption === undefined || rsa === undefined || digest === undefined)
    throw new PayloadError('invalid');
  const body = z.safeParse(wireBody, parts.body);
  if (!body.success || body.data.value !== digest || !BASE64.test(body.data.value)) {
    throw new PayloadError('invalid');
  }
  if (!HEX.test(encryption) || encryption.length > 2048 || !HEX.test(rsa)) throw new PayloadError('invalid');
  const privateKey = await keys.privateKeyFor(rsa, now);
  if (privateKey === null) throw new PayloadError('invalid');

  let inner: unknown;
  try {
    const aesKey = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(encryption, 'hex'),
    );
    if (aesKey.length !== ENCRYPTION.aesKeyBytes) throw new PayloadError('invalid');
    const sealed = Buffer.from(body.data.value, 'base64');
    if (sealed.length < ENCRYPTION.ivBytes + ENCRYPTION.tagBytes + 1) throw new PayloadError('invalid');
    const iv = sealed.subarray(0, ENCRYPTION.ivBytes);
    const tag = sealed.subarray(sealed.length - ENCRYPTION.tagBytes);
    const ciphertext = sealed.subarray(ENCRYPTION.ivBytes, sealed.length - ENCRYPTION.tagBytes);
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv, { authTagLength: ENCRYPTION.tagBytes });
    decipher.setAAD(Buffer.from(path, 'utf8'));
    decipher.setAuthTag(tag);
    const plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
    inner = JSON.parse(plaintext.toString('utf8'));
  } catch {
    // Wrong key, tampered bytes, another path's AAD, or not JSON: all look the same to the client.
    throw new PayloadError('invalid');
  }

  const parsed = z.safeParse(encryptedInner, inner);
  if (!parsed.success || !Number.isFinite(parsed.data.ts)) throw new PayloadError('invalid');
  const { ts, nonce, data } = parsed.data;
  if (Math.abs(now - ts) > ENCRYPTION.maxSkewMs) throw new PayloadError('stale');
  if (!(await nonces.claim(nonce, ts + ENCRYPTION.maxSkewMs, now))) throw new PayloadError('replayed');
  return data;
}

const PRUNE_EVERY_MS = 60_000;

/** Nonces of accepted payloads, kept until their payload would be stale anyway, then pruned. */
export class NonceStore {
  #lastPrune = 0;

  constructor(private readonly nonces: NonceRepository) {}

  /** True when the nonce is new (and is now recorded), false when it was seen before. */
  async claim(nonce: string, expiresAt: number, now = Date.now()): Promise<boolean> {
    if (now - this.#lastPrune >= PRUNE_EVERY_MS) {
      this.#lastPrune = now;
      await this.nonces.deleteExpiredNonces(now);
    }
    return this.nonces.insertNonceIfNew(nonce, expiresAt);
  }
}
