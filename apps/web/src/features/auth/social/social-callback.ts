import { telegramAuthData, type TelegramAuthData } from '@h5/contract/endpoints/social.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { returnTarget } from '../../../lib/routes/return-target.ts';
import { readItem, removeItem, writeItem } from '../../../lib/storage/storage.ts';
import { SOCIAL_WEB, type FailureText } from './constants.ts';

/** What the callback route was opened with. */
export type CallbackData =
  { kind: 'redirect'; query: string } | { kind: 'telegram'; auth: TelegramAuthData } | { kind: 'none' };

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) =>
    c.charCodeAt(0),
  );
  return new TextDecoder().decode(bytes);
}

function telegramFromFields(fields: Record<string, unknown>): TelegramAuthData | null {
  const numeric = { ...fields, id: Number(fields.id), auth_date: Number(fields.auth_date) };
  const parsed = telegramAuthData.safeParse(numeric);
  return parsed.success ? parsed.data : null;
}

/**
 * Reads the callback: Google or Facebook send `code`/`state` or `error` in the query; Telegram's login page sends
 * its signed data as `#tgAuthResult=<base64 JSON>`, and a page with Telegram's widget in redirect mode as query
 * fields (`id`, `auth_date`, `hash` …). Anything else is `none`.
 */
export function readCallback(search: string, hash: string): CallbackData {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const tgResult = fragment.get(SOCIAL_WEB.telegramResultParam);
  if (tgResult !== null) {
    try {
      const auth = telegramFromFields(JSON.parse(decodeBase64Url(tgResult)) as Record<string, unknown>);
      return auth === null ? { kind: 'none' } : { kind: 'telegram', auth };
    } catch {
      return { kind: 'none' };
    }
  }
  const params = new URLSearchParams(search);
  if (params.has('hash') && params.has('auth_date')) {
    const auth = telegramFromFields(Object.fromEntries(params));
    return auth === null ? { kind: 'none' } : { kind: 'telegram', auth };
  }
  if (params.has('state') || params.has('error') || params.has('code')) {
    return { kind: 'redirect', query: params.toString() };
  }
  return { kind: 'none' };
}

/**
 * Keeps the page to open once the provider sent the player back, across the trip: the login page's `?redirect=`
 * (checked by `returnTarget`), the linked-accounts page after a link, or none (home).
 */
export function keepReturnPage(page: string | null): void {
  writeItem('session', SOCIAL_WEB.returnKey, page ?? '');
}

/** Marks (or unmarks) this tab as linking an identity to the signed-in member rather than signing in. */
export function keepLinking(linking: boolean): void {
  if (linking) writeItem('session', SOCIAL_WEB.linkingKey, '1');
  else removeItem('session', SOCIAL_WEB.linkingKey);
}

/** Whether the sign-in the callback finishes is a link (read, not taken: React may render the page twice). */
export function isLinking(): boolean {
  return readItem('session', SOCIAL_WEB.linkingKey) === '1';
}

/** The kept return target (once), checked again as a page of this app. */
export function takeReturnTarget(): string | null {
  const kept = readItem('session', SOCIAL_WEB.returnKey) ?? '';
  removeItem('session', SOCIAL_WEB.returnKey);
  return kept === '' ? null : returnTarget(`?redirect=${encodeURIComponent(kept)}`);
}

/** This tab is leaving for Telegram's login page: its data may come back to the callback once. */
export function markTelegramStarted(): void {
  writeItem('session', SOCIAL_WEB.telegramStartedKey, '1');
}

/**
 * Whether this tab started the Telegram sign-in whose data the callback holds (once): data it did not start is
 * someone else's link (login CSRF) and is never sent.
 */
export function takeTelegramStarted(): boolean {
  const started = readItem('session', SOCIAL_WEB.telegramStartedKey) === '1';
  removeItem('session', SOCIAL_WEB.telegramStartedKey);
  return started;
}

/** What to tell the player about a failure (the server's code named, a lost network, else "unknown error"). */
export function failureText(error: unknown): FailureText {
  if (!isApiError(error)) return { main: 'unknown' };
  if (error.kind === 'offline' || error.kind === 'network' || error.kind === 'timeout')
    return { main: 'noInternet' };
  return SOCIAL_WEB.errorTexts[error.errorCode ?? ''] ?? { main: 'unknown' };
}
