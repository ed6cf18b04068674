import { readItem, writeItem } from '../../lib/storage/storage.ts';

/** localStorage: a guest's support conversation key. Here, not in lib/storage/keys.ts, to stay out of the start-up file. */
export const SUPPORT_KEY_STORAGE = 'supportConversationKey';

/**
 * A guest's support conversation key (docs/decisions.md "Customer support"): 32 bytes from the platform's random
 * source, base64url, made by this browser before the first message and kept in localStorage. The server stores
 * only its SHA-256, so the key never travels back and a retried first message finds the same conversation.
 */
export function storedConversationKey(): string | null {
  const key = readItem('local', SUPPORT_KEY_STORAGE);
  return key !== null && /^[A-Za-z0-9_-]{43}$/.test(key) ? key : null;
}

export function makeConversationKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The stored key, or a new one stored now. */
export function ensureConversationKey(): string {
  const existing = storedConversationKey();
  if (existing !== null) return existing;
  const key = makeConversationKey();
  writeItem('local', SUPPORT_KEY_STORAGE, key);
  return key;
}
