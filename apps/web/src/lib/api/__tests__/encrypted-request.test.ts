import { login as loginEndpoint } from '@h5/contract/endpoints/session.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../../test/fixtures.ts';
import { ApiError } from '../api-error.ts';
import { errorMessageKey } from '../error-message.ts';
import { request } from '../request.ts';

const b64urlToHex = (text: string) =>
  Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
    c.charCodeAt(0).toString(16).padStart(2, '0'),
  ).join('');
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const hexToBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));

async function serverKey() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  return { privateKey: pair.privateKey, modulusHex: b64urlToHex(jwk.n ?? '') };
}

const LOGIN_OK = {
  token: 't0ken',
  id: 7,
  userName: 'player01',
  customerType: 0,
  firstTimeLogin: false,
  passwordExpired: false,
  merchantCode: 'demo',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('encrypted calls (encryption.ts)', () => {
  it('fetches the RSA key as text, then sends the sealed body with Encryption, X-RSA and X-Digest', async () => {
    const { privateKey, modulusHex } = await serverKey();
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        calls.push({ url, init });
        if (url.includes('/wps/session/key/rsa'))
          return Promise.resolve(new Response(modulusHex, { headers: { 'Content-Type': 'text/plain' } }));
        return Promise.resolve(new Response(JSON.stringify(envelope(LOGIN_OK))));
      }),
    );
    const body = { username: 'player01', password: 'demo1234', captcha: null, type: 'username' as const };
    await expect(request(loginEndpoint, { body, token: null })).resolves.toEqual(LOGIN_OK);

    expect(calls).toHaveLength(2);
    expect(calls[0]?.url).toMatch(/\/wps\/session\/key\/rsa\?t=\d+$/);
    const sent = calls[1];
    const headers = new Headers(sent?.init.headers);
    expect(sent?.url).toMatch(/\/wps\/session\/login$/);
    expect(headers.get('Content-Type')).toBe('application/json;charset=UTF-8');
    expect(headers.get('X-RSA')).toBe(modulusHex);
    const wireText = typeof sent?.init.body === 'string' ? sent.init.body : '';
    const wire = JSON.parse(wireText) as { value: string };
    expect(headers.get('X-Digest')).toBe(wire.value);
    expect(wireText).not.toContain('demo1234');

    // The server side: unwrap the AES key, open the payload bound to the path.
    const raw = await crypto.subtle.decrypt(
      { name: 'RSA-OAEP' },
      privateKey,
      hexToBytes(headers.get('Encryption') ?? ''),
    );
    const aes = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
    const sealed = fromBase64(wire.value);
    const plain = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: sealed.slice(0, 12),
        additionalData: new TextEncoder().encode('/wps/session/login'),
      },
      aes,
      sealed.slice(12),
    );
    const inner = JSON.parse(new TextDecoder().decode(plain)) as { ts: number; nonce: string; data: unknown };
    expect(inner.data).toEqual(body);
    expect(Math.abs(inner.ts - Date.now())).toBeLessThan(10_000);
    expect(inner.nonce.length).toBeGreaterThanOrEqual(16);
  });

  it('fails as `insecure`, sending nothing, when Web Crypto is missing (not a secure context)', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const error = await request(loginEndpoint, {
      body: { username: 'a', password: 'b', captcha: null, type: 'username' },
      token: null,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('insecure');
    expect(errorMessageKey(error).key).toBe('errors.insecureContext');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
