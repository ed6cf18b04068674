import { ENCRYPTION } from './encryption.ts';
import { HEADER } from './headers.ts';

/**
 * Client side of the encrypted-body scheme of `encryption.ts`, on Web Crypto only, so the browser and Node
 * (tests, tools) share one implementation. Web Crypto exists only in secure contexts (HTTPS, localhost):
 * callers check `isPayloadEncryptionAvailable()` first and tell the user when it is missing.
 */
export interface EncryptedRequest {
  headers: Record<string, string>;
  body: { value: string };
}

export function isPayloadEncryptionAvailable(): boolean {
  return typeof globalThis.crypto !== 'undefined' && typeof globalThis.crypto.subtle !== 'undefined';
}

const hexToBytes = (hex: string): Uint8Array<ArrayBuffer> => {
  const even = hex.length % 2 === 0 ? hex : `0${hex}`;
  const bytes = new Uint8Array(even.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(even.slice(i * 2, i * 2 + 2), 16);
  return bytes;
};

const bytesToHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

const bytesToBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
};

const base64Url = (bytes: Uint8Array): string =>
  bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Imports the hex modulus answered by the RSA key endpoint as an RSA-OAEP-SHA-256 public key. */
export async function importRsaModulus(modulusHex: string) {
  const modulus = hexToBytes(modulusHex.trim().toLowerCase().replace(/^0+/, ''));
  const jwk = {
    kty: 'RSA',
    n: base64Url(modulus),
    e: base64Url(hexToBytes(ENCRYPTION.publicExponentHex)),
    alg: 'RSA-OAEP-256',
    ext: true,
  };
  return crypto.subtle.importKey('jwk', jwk, { name: 'RSA-OAEP', hash: ENCRYPTION.oaepHash }, false, [
    'encrypt',
  ]);
}

/**
 * Encrypts `data` for the endpoint at `path` with a fresh AES-256-GCM key, wrapped with the server's key.
 * `now` is injectable for tests.
 */
export async function encryptPayload(
  modulusHex: string,
  path: string,
  data: unknown,
  now: number = Date.now(),
): Promise<EncryptedRequest> {
  const rsaKey = await importRsaModulus(modulusHex);
  const aesKey = await crypto.subtle.generateKey(
    { name: 'AES-GCM', length: ENCRYPTION.aesKeyBytes * 8 },
    true,
    ['encrypt'],
  );
  const iv = crypto.getRandomValues(new Uint8Array(ENCRYPTION.ivBytes));
  const nonce = bytesToBase64(crypto.getRandomValues(new Uint8Array(ENCRYPTION.nonceBytes)));
  const plaintext = new TextEncoder().encode(JSON.stringify({ ts: now, nonce, data }));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      {
        name: 'AES-GCM',
        iv,
        additionalData: new TextEncoder().encode(path),
        tagLength: ENCRYPTION.tagBytes * 8,
      },
      aesKey,
      plaintext,
    ),
  );
  const rawKey = new Uint8Array(await crypto.subtle.exportKey('raw', aesKey));
  const wrapped = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawKey));
  const payload = new Uint8Array(iv.length + sealed.length);
  payload.set(iv);
  payload.set(sealed, iv.length);
  const value = bytesToBase64(payload);
  return {
    headers: {
      [HEADER.encryption]: bytesToHex(wrapped),
      [HEADER.rsa]: modulusHex.trim().toLowerCase(),
      [HEADER.digest]: value,
    },
    body: { value },
  };
}
