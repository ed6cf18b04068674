import * as z from 'zod/mini';
import { STORAGE_KEYS } from '../../../lib/storage/keys.ts';
import { readItem, removeItem, writeItem } from '../../../lib/storage/storage.ts';
import { indexedDbKeyStore, type KeyStore } from './key-store.ts';

/**
 * Remembered-login record (accounts spec §3, platform-api OP-9; docs/decisions.md "Accounts (web)").
 * localStorage `rememberedLogin:<type>`, one per login method:
 * `{type, username, password, countryDialingCode}` where `password` is `{iv, data}`: AES-GCM (256) ciphertext,
 * base64, made with a non-extractable key kept in IndexedDB. Never plain or base64 text.
 */
export type LoginMethod = 'username' | 'sms';

export interface RememberedLogin {
  type: LoginMethod;
  username: string;
  /** Plain only in memory. Empty for the SMS method (an SMS code is never remembered). */
  password: string;
  countryDialingCode: string;
}

const sealedSchema = z.object({ iv: z.string(), data: z.string() });
const storedSchema = z.object({
  type: z.enum(['username', 'sms']),
  username: z.string(),
  password: z.nullable(sealedSchema),
  countryDialingCode: z.string(),
});

/**
 * The older front ends' record (OP-9 legacy, one record under `loginRemember`): the same fields, the password as
 * base64(base64(UTF-8 password) + LEGACY_SUFFIX). Read once, rewritten in the new form, then deleted.
 */
export const LEGACY_SUFFIX = '@h5remember';
const legacySchema = z.object({
  type: z.optional(z.string()),
  username: z.string(),
  password: z.optional(z.string()),
  countryDialingCode: z.optional(z.string()),
});

const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
};
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** Web Crypto and IndexedDB exist (secure context): only then is a password remembered. */
export function canRememberPassword(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle !== 'undefined';
}

async function rememberKey(store: KeyStore): Promise<CryptoKey> {
  const existing = await store.get();
  if (existing) return existing;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  await store.put(key);
  return key;
}

export async function sealPassword(password: string, store: KeyStore) {
  const key = await rememberKey(store);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(password)),
  );
  return { iv: toBase64(iv), data: toBase64(data) };
}

async function openPassword(sealed: { iv: string; data: string }, store: KeyStore): Promise<string> {
  const key = await store.get();
  if (!key) return '';
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(sealed.iv) },
    key,
    fromBase64(sealed.data),
  );
  return new TextDecoder().decode(plain);
}

const keyOf = (type: LoginMethod) => `${STORAGE_KEYS.rememberedLoginPrefix}${type}`;

/** Saves the record of a method; the password is sealed (left out when Web Crypto is missing). */
export async function saveRememberedLogin(
  record: RememberedLogin,
  store: KeyStore = indexedDbKeyStore,
): Promise<void> {
  let password: { iv: string; data: string } | null = null;
  if (record.type === 'username' && record.password && canRememberPassword()) {
    try {
      password = await sealPassword(record.password, store);
    } catch {
      password = null;
    }
  }
  writeItem(
    'local',
    keyOf(record.type),
    JSON.stringify({
      type: record.type,
      username: record.username,
      password,
      countryDialingCode: record.countryDialingCode,
    }),
  );
}

export function forgetRememberedLogin(type: LoginMethod): void {
  removeItem('local', keyOf(type));
}

/** Decodes the legacy password: base64 → strip the suffix → base64 → UTF-8. Null when it is not that format. */
export function decodeLegacyPassword(encoded: string): string | null {
  try {
    const outer = new TextDecoder().decode(fromBase64(encoded));
    if (!outer.endsWith(LEGACY_SUFFIX)) return null;
    return new TextDecoder().decode(fromBase64(outer.slice(0, -LEGACY_SUFFIX.length)));
  } catch {
    return null;
  }
}

/** Reads the legacy record once, rewrites it in the new form, deletes it (OP-9). */
export async function migrateLegacyRememberedLogin(store: KeyStore = indexedDbKeyStore): Promise<void> {
  const raw = readItem('local', STORAGE_KEYS.legacyRememberedLogin);
  if (raw === null) return;
  removeItem('local', STORAGE_KEYS.legacyRememberedLogin);
  let parsed: z.infer<typeof legacySchema>;
  try {
    const result = legacySchema.safeParse(JSON.parse(raw));
    if (!result.success) return;
    parsed = result.data;
  } catch {
    return;
  }
  const type: LoginMethod = parsed.type === 'sms' ? 'sms' : 'username';
  await saveRememberedLogin(
    {
      type,
      username: parsed.username,
      password: type === 'username' && parsed.password ? (decodeLegacyPassword(parsed.password) ?? '') : '',
      countryDialingCode: parsed.countryDialingCode ?? '',
    },
    store,
  );
}

/** The record of a method, password opened; null when none (or unreadable). Migrates a legacy record first. */
export async function loadRememberedLogin(
  type: LoginMethod,
  store: KeyStore = indexedDbKeyStore,
): Promise<RememberedLogin | null> {
  await migrateLegacyRememberedLogin(store).catch(() => undefined);
  const raw = readItem('local', keyOf(type));
  if (!raw) return null;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const { username, countryDialingCode, password } = parsed.data;
    const plain =
      password && canRememberPassword() ? await openPassword(password, store).catch(() => '') : '';
    return { type, username, password: plain, countryDialingCode };
  } catch {
    return null;
  }
}

/**
 * After a password change (accounts spec §4): the remembered record of the username method is re-encrypted with
 * the new password when it exists for this user. A failure is logged and ignored (§8).
 */
export async function updateRememberedPassword(
  username: string,
  newPassword: string,
  store: KeyStore = indexedDbKeyStore,
): Promise<void> {
  try {
    const record = await loadRememberedLogin('username', store);
    if (record?.username !== username) return;
    await saveRememberedLogin({ ...record, password: newPassword }, store);
  } catch (error) {
    console.warn('remembered password not updated', error);
  }
}
