import { randomBytes } from 'node:crypto';
import type { LoginResult } from '@h5/contract/endpoints/session.ts';
import type { LinkedSocialAccount } from '@h5/contract/endpoints/social.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT, loginAs } from '../../../__tests__/account-helpers.ts';
import { failureOf, valueOf } from '../../../__tests__/member-helpers.ts';
import type { TestApp } from '../../../__tests__/test-app.ts';
import { ok, register } from '../../register/__tests__/register-helpers.ts';
import { startLocalProvider, walkProvider, type LocalProvider } from './local-oidc-provider.ts';
import {
  FACEBOOK_SECRET_ENV,
  REDIRECT_URI,
  finish,
  signedTelegram,
  start,
  startSocialApp,
  telegram,
} from './social-helpers.ts';

const PASSWORD = 'abc12345';
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

async function newAccount(): Promise<{ token: string; id: number }> {
  const name = `link${randomBytes(4).toString('hex')}`;
  valueOf(await register(t, ok(name)));
  const login = valueOf(await loginAs(t, name, PASSWORD)) as LoginResult;
  return { token: login.token, id: login.id };
}

function linked(token?: string) {
  return t.app.inject({
    url: '/wps/social/linked',
    headers: token === undefined ? MERCHANT : { ...MERCHANT, authorization: token },
  });
}

async function accountsOf(token: string): Promise<LinkedSocialAccount[]> {
  return (valueOf(await linked(token)) as { accounts: LinkedSocialAccount[] }).accounts;
}

async function linkGoogle(token: string, person: string): Promise<LoginResult> {
  const started = await start(t, { provider: 'google', link: { password: PASSWORD } }, token);
  expect(started.res.statusCode, started.res.body).toBe(200);
  const query = await walkProvider(started.url, REDIRECT_URI, person);
  return valueOf(await finish(t, query, started.cookies)) as LoginResult;
}

describe('the member’s linked accounts', () => {
  it('needs a session', async () => {
    const res = await linked();
    expect(res.statusCode).toBe(401);
    expect(failureOf(res).errorCode).toBe('login.not.session');
  });

  it('is empty for a member who linked nothing, and is never cached', async () => {
    const account = await newAccount();
    const res = await linked(account.token);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(valueOf(res)).toEqual({ accounts: [] });
  });

  it('lists each linked provider with the name and e-mail it gave and the date of the link, oldest first', async () => {
    const account = await newAccount();
    const person = newPerson();
    const before = Date.now();
    expect((await linkGoogle(account.token, person)).id).toBe(account.id);
    const googleDone = Date.now();

    const started = await start(t, { provider: 'telegram', link: { password: PASSWORD } }, account.token);
    const auth = signedTelegram({
      id: newTelegramId(),
      first_name: 'Juan',
      last_name: 'Cruz',
      auth_date: Math.floor(Date.now() / 1000),
    });
    expect((valueOf(await telegram(t, auth, started.cookies)) as LoginResult).id).toBe(account.id);
    const after = Date.now();

    const accounts = await accountsOf(account.token);
    expect(accounts.map(({ linkedAt: _, ...rest }) => rest)).toEqual([
      { provider: 'google', displayName: `Player ${person}`, email: `${person}@example.test` },
      { provider: 'telegram', displayName: 'Juan Cruz', email: '' },
    ]);
    const [google, tg] = accounts;
    expect(google?.linkedAt).toBeGreaterThanOrEqual(before);
    expect(google?.linkedAt).toBeLessThanOrEqual(googleDone);
    expect(tg?.linkedAt).toBeGreaterThanOrEqual(google?.linkedAt ?? Infinity);
    expect(tg?.linkedAt).toBeLessThanOrEqual(after);
  });

  it('shows no one else’s identities, and nothing after a refused link', async () => {
    const owner = await newAccount();
    const person = newPerson();
    await linkGoogle(owner.token, person);

    const other = await newAccount();
    // The wrong password never reaches the provider; the identity of another member is refused at the callback.
    const wrong = await start(t, { provider: 'google', link: { password: 'not-it-1' } }, other.token);
    expect(failureOf(wrong.res).errorCode).toBe('social.link.password');
    const started = await start(t, { provider: 'google', link: { password: PASSWORD } }, other.token);
    const query = await walkProvider(started.url, REDIRECT_URI, person);
    expect(failureOf(await finish(t, query, started.cookies)).errorCode).toBe('social.already.linked');

    expect(await accountsOf(other.token)).toEqual([]);
    expect((await accountsOf(owner.token)).map((a) => a.provider)).toEqual(['google']);
  });
});
