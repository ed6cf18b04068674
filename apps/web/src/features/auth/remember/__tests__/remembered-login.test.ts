import { describe, expect, it } from 'vitest';
import type { KeyStore } from '../key-store.ts';
import {
  decodeLegacyPassword,
  LEGACY_SUFFIX,
  loadRememberedLogin,
  saveRememberedLogin,
  updateRememberedPassword,
} from '../remembered-login.ts';

/** An in-memory stand-in for IndexedDB (no fake IndexedDB is installed); it holds the same CryptoKey object. */
function memoryStore(): KeyStore & { key: CryptoKey | undefined } {
  const store = {
    key: undefined as CryptoKey | undefined,
    get: () => Promise.resolve(store.key),
    put: (key: CryptoKey) => {
      store.key = key;
      return Promise.resolve();
    },
  };
  return store;
}

const b64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

function everythingStored(): string {
  return Array.from(
    { length: localStorage.length },
    (_, i) => localStorage.getItem(localStorage.key(i) ?? '') ?? '',
  ).join('\n');
}

describe('remembered-login record (OP-9)', () => {
  it('round-trips the password through AES-GCM with a non-extractable key', async () => {
    const store = memoryStore();
    await saveRememberedLogin(
      { type: 'username', username: 'player01', password: 'demo1234', countryDialingCode: '' },
      store,
    );
    expect(store.key?.extractable).toBe(false);
    expect(store.key?.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    expect(await loadRememberedLogin('username', store)).toEqual({
      type: 'username',
      username: 'player01',
      password: 'demo1234',
      countryDialingCode: '',
    });
  });

  it('never stores the password as plain or base64 text', async () => {
    const store = memoryStore();
    await saveRememberedLogin(
      { type: 'username', username: 'player01', password: 'demo1234', countryDialingCode: '' },
      store,
    );
    const stored = everythingStored();
    for (const form of [
      'demo1234',
      b64('demo1234'),
      b64(b64('demo1234')),
      b64(b64('demo1234') + LEGACY_SUFFIX),
    ])
      expect(stored).not.toContain(form);
    const record = JSON.parse(localStorage.getItem('rememberedLogin:username') ?? '{}') as {
      password: { iv: string; data: string };
    };
    expect(record.password.iv).toBeTruthy();
    expect(atob(record.password.data)).not.toContain('demo1234');
  });

  it('keeps one record per method; the SMS record never holds a code', async () => {
    const store = memoryStore();
    await saveRememberedLogin(
      { type: 'username', username: 'player01', password: 'pw1234', countryDialingCode: '' },
      store,
    );
    await saveRememberedLogin(
      { type: 'sms', username: '9171234567', password: '123456', countryDialingCode: '63' },
      store,
    );
    expect(await loadRememberedLogin('sms', store)).toEqual({
      type: 'sms',
      username: '9171234567',
      password: '',
      countryDialingCode: '63',
    });
    expect((await loadRememberedLogin('username', store))?.username).toBe('player01');
  });

  it('cannot read the password with another key (a cleared IndexedDB forgets it)', async () => {
    await saveRememberedLogin(
      { type: 'username', username: 'player01', password: 'demo1234', countryDialingCode: '' },
      memoryStore(),
    );
    expect((await loadRememberedLogin('username', memoryStore()))?.password).toBe('');
  });

  it('migrates the legacy base64-twice record once, then deletes it', async () => {
    const store = memoryStore();
    const legacyPassword = b64(b64('old pässword') + LEGACY_SUFFIX);
    expect(decodeLegacyPassword(legacyPassword)).toBe('old pässword');
    expect(decodeLegacyPassword(b64('no suffix'))).toBeNull();
    localStorage.setItem(
      'loginRemember',
      JSON.stringify({ type: 'username', username: 'legacy01', password: legacyPassword }),
    );
    const record = await loadRememberedLogin('username', store);
    expect(record).toMatchObject({ username: 'legacy01', password: 'old pässword' });
    expect(localStorage.getItem('loginRemember')).toBeNull();
    expect(everythingStored()).not.toContain(legacyPassword);
    expect(everythingStored()).not.toContain('old pässword');
  });

  it('re-encrypts the record after a password change for the same user only', async () => {
    const store = memoryStore();
    await saveRememberedLogin(
      { type: 'username', username: 'player01', password: 'old123', countryDialingCode: '' },
      store,
    );
    await updateRememberedPassword('someone-else', 'new123', store);
    expect((await loadRememberedLogin('username', store))?.password).toBe('old123');
    await updateRememberedPassword('player01', 'new123', store);
    expect((await loadRememberedLogin('username', store))?.password).toBe('new123');
  });
});
