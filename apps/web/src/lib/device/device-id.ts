import { STORAGE_KEYS } from '../storage/keys.ts';
import { readItem, writeItem } from '../storage/storage.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** A v4 UUID from `getRandomValues` (unlike `randomUUID`, available outside secure contexts too). */
export function newUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The persisted device UUID (`SHELL_deviceId`, platform-api §2 and §6): localStorage first, then the cookie, else
 * a new one. Both places are (re)written so either survives the other being cleared.
 */
export function deviceId(): string {
  const stored = [readItem('local', STORAGE_KEYS.deviceId), readCookie(STORAGE_KEYS.deviceId)].find(
    (value): value is string => value !== null && UUID.test(value),
  );
  const id = stored ?? newUuid();
  writeItem('local', STORAGE_KEYS.deviceId, id);
  try {
    document.cookie = `${STORAGE_KEYS.deviceId}=${id}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`;
  } catch {
    // Cookies disabled: localStorage keeps it.
  }
  return id;
}
