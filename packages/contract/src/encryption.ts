import * as z from 'zod/mini';

/**
 * Encrypted request bodies (accounts issue; platform-api.md §5 wire shape, sound primitives):
 *
 * 1. `GET /wps/session/key/rsa?t=<ms>` answers, as plain text, the hex modulus of the server's current RSA key
 *    (2048 bits or more, public exponent 0x10001, as the existing platform does). The key is used with
 *    RSA-OAEP and SHA-256; the server rotates it and keeps the previous key for a grace period.
 * 2. Per request the client makes a fresh AES-256-GCM key and a 12-byte IV, and encrypts the UTF-8 JSON of
 *    `{ ts, nonce, data }` (`EncryptedInner`) with `additionalData` = the request path (e.g. `/wps/session/login`),
 *    so a ciphertext made for one endpoint is useless on another.
 * 3. Headers: `Encryption` = lower-case hex of RSA-OAEP-SHA-256(raw 32-byte AES key); `X-RSA` = the modulus hex
 *    the client used (the server picks the private key by it); `X-Digest` = the body's `value` (as in §5).
 * 4. Body: `{"value": base64(iv ‖ ciphertext ‖ tag)}`.
 *
 * The server rejects (400 `request_body_required`) a call without valid headers or body, one whose `ts` is
 * further than `ENCRYPTION_MAX_SKEW_MS` from its clock (`request.stale`), and a `nonce` seen before
 * (`request.replayed`). Web Crypto in the browser, node:crypto on the server.
 */
export const ENCRYPTION = {
  rsaModulusBitsMin: 2048,
  publicExponentHex: '10001',
  oaepHash: 'SHA-256',
  aesKeyBytes: 32,
  ivBytes: 12,
  tagBytes: 16,
  nonceBytes: 16,
  /** How far a payload's timestamp may be from the server's clock. */
  maxSkewMs: 5 * 60 * 1000,
} as const;

/** The plaintext inside the ciphertext. `data` is checked against the endpoint's body schema. */
export const encryptedInner = z.object({
  /** Client clock, ms since the epoch. */
  ts: z.number(),
  /** base64 of `ENCRYPTION.nonceBytes` random bytes, never reused. */
  nonce: z.string().check(z.minLength(16), z.maxLength(64)),
  data: z.unknown(),
});
export type EncryptedInner = z.infer<typeof encryptedInner>;

/** What an encrypted endpoint's body is on the wire. */
export const encryptedBody = z.object({ value: z.string().check(z.minLength(1), z.maxLength(65536)) });
