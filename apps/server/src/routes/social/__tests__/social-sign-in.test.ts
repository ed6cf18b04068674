import { randomBytes } from 'node:crypto';
import type { LoginResult } from '@h5/contract/endpoints/session.ts';
import type { TelegramAuthData } from '@h5/contract/endpoints/social.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT, loginAs } from '../../../__tests__/account-helpers.ts';
import { failureOf, valueOf } from '../../../__tests__/member-helpers.ts';
import type { TestApp } from '../../../__tests__/test-app.ts';
import { ok, register } from '../../register/__tests__/register-helpers.ts';
import { startLocalProvider, walkProvider, type LocalProvider } from './local-oidc-provider.ts';
import {
  FACEBOOK_SECRET_ENV,
  REDIRECT_URI,
  TEST_BOT,
  finish,
  signedTelegram,
  start,
  startSocialApp,
  telegram,
} from './social-helpers.ts';

/** A person the provider has never seen (its development login page takes any name). */
const newPerson = () => `person-${randomBytes(6).toString('hex')}`;
const newTelegramId = () => 1_000_000 + Math.floor(Math.random() * 1_000_000_000);

let provider: LocalProvider;
let t: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  process.env[FACEBOOK_SECRET_ENV] = 'h5-test-client-secret-0123456789';
  provider = await startLocalProvider([REDIRECT_URI]);
  ({ t, close } = await startSocialApp(provider));
});

afterAll(async () => {
  await close();
  await provider.close();
  process.env[FACEBOOK_SECRET_ENV] = '';
});

async function signInWithGoogle(person: string, body: Record<string, unknown> = {}): Promise<LoginResult> {
  const started = await start(t, { provider: 'google', ...body });
  expect(started.res.statusCode, started.res.body).toBe(200);
  const query = await walkProvider(started.url, REDIRECT_URI, person);
  return valueOf(await finish(t, query, started.cookies)) as LoginResult;
}

async function identityRows(memberId: number) {
  return t.app.platform.db
    .selectFrom('social_identities')
    .selectAll()
    .where('member_id', '=', memberId)
    .execute();
}

describe('providers offered', () => {
  it('lists the switched-on, configured providers with the Telegram bot', async () => {
    const res = await t.app.inject({ url: '/wps/social/providers', headers: MERCHANT });
    expect(valueOf(res)).toEqual({
      providers: ['google', 'facebook', 'telegram'],
      telegramBot: { name: TEST_BOT.botName, id: '123456' },
    });
  });

  it('hides a provider whose secret is not configured, and refuses to start it', async () => {
    // Named in the merchant file but unset.
    process.env[FACEBOOK_SECRET_ENV] = '';
    try {
      const res = await t.app.inject({ url: '/wps/social/providers', headers: MERCHANT });
      expect((valueOf(res) as { providers: string[] }).providers).toEqual(['google', 'telegram']);
      const started = await start(t, { provider: 'facebook' });
      expect(failureOf(started.res).errorCode).toBe('social.unavailable');
    } finally {
      process.env[FACEBOOK_SECRET_ENV] = 'h5-test-client-secret-0123456789';
    }
  });

  it('hides every provider when the merchant configures none, even with the switches on', async () => {
    const other = await startSocialApp(provider, { social: {} });
    try {
      const res = await other.t.app.inject({ url: '/wps/social/providers', headers: MERCHANT });
      expect(valueOf(res)).toEqual({ providers: [], telegramBot: null });
    } finally {
      await other.close();
    }
  });

  it('hides configured providers whose switches are off', async () => {
    const other = await startSocialApp(provider, { switchesOff: true });
    try {
      const res = await other.t.app.inject({ url: '/wps/social/providers', headers: MERCHANT });
      expect(valueOf(res)).toEqual({ providers: [], telegramBot: null });
    } finally {
      await other.close();
    }
  });
});

describe('Google through OpenID Connect (real local provider)', () => {
  it('asks the provider for the code flow with PKCE S256, state and nonce', async () => {
    const { url, cookies } = await start(t, { provider: 'google' });
    const params = new URL(url).searchParams;
    expect(url.startsWith(`${provider.issuer}/auth?`)).toBe(true);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(params.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{20,}$/);
    // The browser holds only a binding, never the state, nonce or verifier.
    expect(Object.values(cookies)[0]).not.toContain(params.get('state'));
  });

  it('creates the member at the first sign-in (under the URL affiliate code) and logs it in at the next', async () => {
    const person = newPerson();
    const first = await signInWithGoogle(person, { affiliateCode: '8888' });
    expect(first.firstTimeLogin).toBe(true);
    expect(first.userName).toMatch(/^gg[a-z0-9]{10}$/);
    const member = await t.app.platform.db
      .selectFrom('members')
      .select(['upline_id', 'nickname'])
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    const upline = await t.app.platform.db
      .selectFrom('members')
      .select('id')
      .where('affiliate_code', '=', '8888')
      .executeTakeFirstOrThrow();
    expect(member).toEqual({ upline_id: upline.id, nickname: `Player ${person}` });
    const rows = await identityRows(first.id);
    expect(rows.map((r) => [r.provider, r.subject, r.email])).toEqual([
      ['google', person, `${person}@example.test`],
    ]);

    const second = await signInWithGoogle(person);
    expect(second.id).toBe(first.id);
    expect(second.firstTimeLogin).toBe(false);
    expect(second.token).not.toBe(first.token);
    const info = await t.app.inject({
      url: '/wps/member/info',
      headers: { ...MERCHANT, authorization: second.token },
    });
    expect(info.statusCode).toBe(200);
  });

  it('refuses an unknown affiliate code before the player leaves for the provider', async () => {
    const started = await start(t, { provider: 'google', affiliateCode: 'nobody-has-this' });
    expect(failureOf(started.res).errorCode).toBe('invitation_code_error');
  });

  it('refuses a callback whose state is not the one this browser was given', async () => {
    const mine = await start(t, { provider: 'google' });
    const other = await start(t, { provider: 'google' });
    // The other sign-in's answer, brought to this browser (login CSRF, a swapped or forged callback).
    const query = await walkProvider(other.url, REDIRECT_URI, newPerson());
    const res = await finish(t, query, mine.cookies, 'TY');
    const failure = failureOf(res);
    expect(failure.errorCode).toBe('social.state.mismatch');
    expect(failure.message).toMatch(/Magsimula ulit/);
    // This browser's sign-in is used up by the refusal: it must start again.
    expect(failureOf(await finish(t, query, mine.cookies)).errorCode).toBe('social.state.mismatch');
  });

  it('refuses a callback without the binding cookie', async () => {
    const started = await start(t, { provider: 'google' });
    const query = await walkProvider(started.url, REDIRECT_URI, newPerson());
    expect(failureOf(await finish(t, query, {})).errorCode).toBe('social.state.mismatch');
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const started = await start(t, { provider: 'google' });
    const tampered = new URL(started.url);
    tampered.searchParams.set('nonce', 'a-nonce-this-sign-in-never-made');
    const query = await walkProvider(tampered.href, REDIRECT_URI, newPerson());
    expect(new URLSearchParams(query).get('code')).not.toBeNull();
    expect(failureOf(await finish(t, query, started.cookies)).errorCode).toBe('social.provider.error');
  });

  it('tells a cancelled sign-in apart', async () => {
    const started = await start(t, { provider: 'google' });
    const query = await walkProvider(started.url, REDIRECT_URI, newPerson(), { cancel: true });
    expect(new URLSearchParams(query).get('error')).toBe('access_denied');
    expect(failureOf(await finish(t, query, started.cookies)).errorCode).toBe('social.cancelled');
  });

  it('refuses a code used once already (the attempt is gone)', async () => {
    const started = await start(t, { provider: 'google' });
    const query = await walkProvider(started.url, REDIRECT_URI, newPerson());
    valueOf(await finish(t, query, started.cookies));
    expect(failureOf(await finish(t, query, started.cookies)).errorCode).toBe('social.state.mismatch');
  });
});

describe('Facebook as plain OAuth 2.0 with a profile call', () => {
  it('signs in by the profile subject, and logs the same member in again', async () => {
    const person = newPerson();
    const sign = async () => {
      const started = await start(t, { provider: 'facebook' });
      expect(new URL(started.url).searchParams.get('nonce')).toBeNull();
      const query = await walkProvider(started.url, REDIRECT_URI, person);
      return valueOf(await finish(t, query, started.cookies)) as LoginResult;
    };
    const first = await sign();
    expect(first.userName).toMatch(/^fb/);
    expect((await sign()).id).toBe(first.id);
  });
});

/** Starts a Telegram sign-in in a new browser and finishes it with `auth` there. */
async function signInWithTelegram(
  auth: TelegramAuthData,
  token?: string,
  body: Record<string, unknown> = {},
) {
  const started = await start(t, { provider: 'telegram', ...body }, token);
  expect(started.res.statusCode, started.res.body).toBe(200);
  return telegram(t, auth, started.cookies);
}

async function newAccount(app: TestApp = t): Promise<{ token: string; id: number }> {
  const name = `link${randomBytes(4).toString('hex')}`;
  valueOf(await register(app, ok(name)));
  const login = valueOf(await loginAs(app, name, 'abc12345')) as LoginResult;
  return { token: login.token, id: login.id };
}

describe('linking to an existing account', () => {
  it('needs the account password, then the provider signs in to that account', async () => {
    const account = await newAccount();
    const wrong = await start(
      t,
      { provider: 'google', link: { password: 'not-the-password' } },
      account.token,
    );
    expect(failureOf(wrong.res).errorCode).toBe('social.link.password');

    const person = newPerson();
    const started = await start(t, { provider: 'google', link: { password: 'abc12345' } }, account.token);
    const query = await walkProvider(started.url, REDIRECT_URI, person);
    expect((valueOf(await finish(t, query, started.cookies)) as LoginResult).id).toBe(account.id);
    // Later sign-ins with that identity reach the linked account.
    expect((await signInWithGoogle(person)).id).toBe(account.id);
  });

  it('needs a session', async () => {
    const started = await start(t, { provider: 'google', link: { password: 'abc12345' } });
    expect(failureOf(started.res).errorCode).toBe('login.not.session');
  });

  it('refuses an identity that already belongs to another member', async () => {
    const person = newPerson();
    await signInWithGoogle(person);
    const account = await newAccount();
    const started = await start(t, { provider: 'google', link: { password: 'abc12345' } }, account.token);
    const query = await walkProvider(started.url, REDIRECT_URI, person);
    expect(failureOf(await finish(t, query, started.cookies)).errorCode).toBe('social.already.linked');
    expect(await identityRows(account.id)).toEqual([]);
  });

  it('links Telegram with the password too, checked when the sign-in starts', async () => {
    const account = await newAccount();
    const wrong = await start(t, { provider: 'telegram', link: { password: 'wrong-one' } }, account.token);
    expect(failureOf(wrong.res).errorCode).toBe('social.link.password');
    expect(wrong.cookies).toEqual({});
    const auth = signedTelegram({
      id: newTelegramId(),
      first_name: 'Link',
      auth_date: Math.floor(Date.now() / 1000),
    });
    const linked = valueOf(
      await signInWithTelegram(auth, account.token, { link: { password: 'abc12345' } }),
    ) as LoginResult;
    expect(linked.id).toBe(account.id);
  });

  it('counts wrong link passwords as login failures: repeated guesses end in login.locked', async () => {
    // A small hourly limit, so the lock comes after a few guesses.
    const locking = await startSocialApp(provider, { config: { loginMaxFailuresPerHour: 3 } });
    try {
      const account = await newAccount(locking.t);
      const link = (password: string, provider: string) =>
        start(locking.t, { provider, link: { password } }, account.token);
      for (const provider of ['telegram', 'google', 'telegram']) {
        expect(failureOf((await link('guess-123', provider)).res).errorCode).toBe('social.link.password');
      }
      // Locked for the right password too, through either endpoint's start.
      const locked = await link('abc12345', 'google');
      expect(locked.res.statusCode).toBe(429);
      expect(failureOf(locked.res).errorCode).toBe('login.locked');
      expect(failureOf((await link('abc12345', 'telegram')).res).errorCode).toBe('login.locked');
    } finally {
      await locking.close();
    }
  });

  it('clears the failures after the right link password', async () => {
    const locking = await startSocialApp(provider, { config: { loginMaxFailuresPerHour: 3 } });
    try {
      const account = await newAccount(locking.t);
      const link = (password: string) =>
        start(locking.t, { provider: 'telegram', link: { password } }, account.token);
      for (let i = 0; i < 2; i++)
        expect(failureOf((await link('guess-123')).res).errorCode).toBe('social.link.password');
      expect((await link('abc12345')).res.statusCode).toBe(200);
      for (let i = 0; i < 2; i++)
        expect(failureOf((await link('guess-123')).res).errorCode).toBe('social.link.password');
      expect((await link('abc12345')).res.statusCode).toBe(200);
    } finally {
      await locking.close();
    }
  });
});

describe('Telegram login widget', () => {
  const now = () => Math.floor(Date.now() / 1000);

  it("starts by sending the player to Telegram's login page for the bot, back to the callback route", async () => {
    const started = await start(t, { provider: 'telegram' });
    expect(started.res.statusCode, started.res.body).toBe(200);
    const url = new URL(started.url);
    expect(url.origin + url.pathname).toBe('https://oauth.telegram.org/auth');
    expect(url.searchParams.get('bot_id')).toBe('123456');
    expect(url.searchParams.get('origin')).toBe('http://localhost');
    expect(url.searchParams.get('return_to')).toBe(REDIRECT_URI);
    expect(started.cookies.h5_social).toMatch(/^[\w-]{43}$/);
  });

  it('accepts data signed with the bot token: first sign-in creates, the next logs in', async () => {
    const id = newTelegramId();
    const first = valueOf(
      await signInWithTelegram(
        signedTelegram({ id, first_name: 'Juan', username: 'juan_tg', auth_date: now() }),
      ),
    ) as LoginResult;
    expect(first.firstTimeLogin).toBe(true);
    expect(first.userName).toMatch(/^tg/);
    const again = valueOf(
      await signInWithTelegram(signedTelegram({ id, first_name: 'Juan', auth_date: now() })),
    ) as LoginResult;
    expect(again.id).toBe(first.id);
  });

  it('refuses login data without a Telegram sign-in started by this browser (login CSRF)', async () => {
    const auth = () => signedTelegram({ id: newTelegramId(), first_name: 'Eve', auth_date: now() });
    // No cookie at all: the link an attacker sends a victim.
    expect(failureOf(await telegram(t, auth(), {})).errorCode).toBe('social.state.mismatch');
    // A cookie naming no attempt.
    expect(failureOf(await telegram(t, auth(), { h5_social: 'forged' })).errorCode).toBe(
      'social.state.mismatch',
    );
    // A Google sign-in's attempt does not finish a Telegram one (and is used up by trying).
    const google = await start(t, { provider: 'google' });
    expect(failureOf(await telegram(t, auth(), google.cookies)).errorCode).toBe('social.state.mismatch');
    expect(failureOf(await finish(t, 'code=x&state=y', google.cookies)).errorCode).toBe(
      'social.state.mismatch',
    );
  });

  it('uses the attempt up: its cookie finishes one sign-in only, even after a failure', async () => {
    const started = await start(t, { provider: 'telegram' });
    const bad = signedTelegram(
      { id: newTelegramId(), first_name: 'Ana', auth_date: now() },
      '999:another-bot',
    );
    expect(failureOf(await telegram(t, bad, started.cookies)).errorCode).toBe('social.provider.error');
    const good = signedTelegram({ id: newTelegramId(), first_name: 'Ana', auth_date: now() });
    expect(failureOf(await telegram(t, good, started.cookies)).errorCode).toBe('social.state.mismatch');
    // The same data with an attempt of its own still signs in: nothing of it was used.
    expect((await signInWithTelegram(good)).statusCode).toBe(200);
  });

  it('refuses a replayed payload, even with a new attempt of its own', async () => {
    const auth = signedTelegram({ id: newTelegramId(), first_name: 'Once', auth_date: now() });
    const first = valueOf(await signInWithTelegram(auth)) as LoginResult;
    expect(first.firstTimeLogin).toBe(true);
    expect(failureOf(await signInWithTelegram(auth)).errorCode).toBe('social.state.mismatch');
    const used = await t.app.platform.db
      .selectFrom('social_telegram_payloads')
      .selectAll()
      .where('hash', '=', auth.hash)
      .executeTakeFirstOrThrow();
    // Remembered until the data is too old to be accepted anyway.
    expect(used.expires_at).toBe((auth.auth_date + 601) * 1000);
  });

  it('registers a first sign-in with the codes given when it started', async () => {
    const auth = signedTelegram({ id: newTelegramId(), first_name: 'Kid', auth_date: now() });
    const created = valueOf(
      await signInWithTelegram(auth, undefined, { affiliateCode: '8888' }),
    ) as LoginResult;
    const member = await t.app.platform.db
      .selectFrom('members')
      .select('upline_id')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    const upline = await t.app.platform.db
      .selectFrom('members')
      .select('id')
      .where('affiliate_code', '=', '8888')
      .executeTakeFirstOrThrow();
    expect(member.upline_id).toBe(upline.id);
    // An unknown code is refused before the player leaves for Telegram.
    const unknown = await start(t, { provider: 'telegram', affiliateCode: 'NO-SUCH-CODE' });
    expect(failureOf(unknown.res).errorCode).toBe('invitation_code_error');
  });

  it('refuses a wrong hash: another bot token, or a field changed after signing', async () => {
    const id = newTelegramId();
    const otherBot = signedTelegram({ id, first_name: 'Ana', auth_date: now() }, '999:another-bot');
    expect(failureOf(await signInWithTelegram(otherBot)).errorCode).toBe('social.provider.error');
    const changed = { ...signedTelegram({ id, first_name: 'Ana', auth_date: now() }), id: id + 1 };
    expect(failureOf(await signInWithTelegram(changed)).errorCode).toBe('social.provider.error');
  });

  it('refuses a stale auth_date even when correctly signed', async () => {
    const stale = signedTelegram({ id: newTelegramId(), first_name: 'Old', auth_date: now() - 24 * 3600 });
    expect(failureOf(await signInWithTelegram(stale)).errorCode).toBe('social.state.mismatch');
  });
});
