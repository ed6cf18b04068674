import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { TelegramAuthData } from '@h5/contract/endpoints/social.ts';
import { SOCIAL } from './social-constants.ts';

/**
 * Whether the login widget's data is Telegram's (core.telegram.org/widgets/login, "Checking authorization"): the
 * data-check-string (every received field but `hash`, `key=value`, sorted by key, joined by line feeds) signed with
 * HMAC-SHA-256 under SHA-256 of the bot token, and `auth_date` recent.
 */
export function checkTelegramAuth(
  auth: TelegramAuthData,
  botToken: string,
  nowMs: number,
): 'ok' | 'badHash' | 'stale' {
  const { hash, ...fields } = auth;
  const dataCheckString = Object.entries(fields)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${String(value)}`)
    .join('\n');
  const secret = createHash('sha256').update(botToken).digest();
  const expected = createHmac('sha256', secret).update(dataCheckString).digest();
  const given = Buffer.from(hash, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'badHash';
  const age = Math.floor(nowMs / 1000) - auth.auth_date;
  if (age > SOCIAL.telegramMaxAgeSeconds || age < -SOCIAL.telegramFutureSkewSeconds) return 'stale';
  return 'ok';
}

/** Telegram's login page for the bot, coming back to `returnTo` (the app's callback route, on the page's origin). */
export function telegramLoginUrl(botId: string, returnTo: string): string {
  const url = new URL(SOCIAL.telegramAuthUrl);
  url.searchParams.set('bot_id', botId);
  url.searchParams.set('origin', new URL(returnTo).origin);
  url.searchParams.set('return_to', returnTo);
  url.searchParams.set('request_access', 'write');
  return url.href;
}

/** Until when a payload must be remembered as used: after that `checkTelegramAuth` refuses it as stale anyway. */
export function telegramPayloadExpiry(auth: TelegramAuthData): number {
  return (auth.auth_date + SOCIAL.telegramMaxAgeSeconds + 1) * 1000;
}
