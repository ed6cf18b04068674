import { describe, expect, it } from 'vitest';
import { markTelegramStarted, readCallback, takeTelegramStarted } from '../social-callback.ts';

const HASH = 'a'.repeat(64);
const base64Url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('readCallback', () => {
  it('reads a provider answer from the query, as it came', () => {
    expect(readCallback('?code=abc&state=xyz&iss=http%3A%2F%2Fidp', '')).toEqual({
      kind: 'redirect',
      query: 'code=abc&state=xyz&iss=http%3A%2F%2Fidp',
    });
    expect(readCallback('?error=access_denied&state=xyz', '')).toEqual({
      kind: 'redirect',
      query: 'error=access_denied&state=xyz',
    });
  });

  it("reads Telegram's login page result from the fragment, numbers as numbers", () => {
    const auth = { id: 42, first_name: 'Juan', username: 'juan', auth_date: 1700000000, hash: HASH };
    expect(readCallback('', `#tgAuthResult=${base64Url(auth)}`)).toEqual({ kind: 'telegram', auth });
  });

  it("reads the widget's redirect mode from the query", () => {
    expect(readCallback(`?id=42&first_name=Ana&auth_date=1700000000&hash=${HASH}`, '')).toEqual({
      kind: 'telegram',
      auth: { id: 42, first_name: 'Ana', auth_date: 1700000000, hash: HASH },
    });
  });

  it('answers none for an empty or broken callback', () => {
    expect(readCallback('', '')).toEqual({ kind: 'none' });
    expect(readCallback('', '#tgAuthResult=not-base64-json')).toEqual({ kind: 'none' });
    expect(readCallback('?id=x&auth_date=1&hash=short', '')).toEqual({ kind: 'none' });
  });
});

describe('the Telegram start mark', () => {
  it('is true once after this tab started a Telegram sign-in, and false without one', () => {
    expect(takeTelegramStarted()).toBe(false);
    markTelegramStarted();
    expect(takeTelegramStarted()).toBe(true);
    expect(takeTelegramStarted()).toBe(false);
  });
});
