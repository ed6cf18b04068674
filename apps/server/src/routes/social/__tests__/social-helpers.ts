import { createHash, createHmac } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { TelegramAuthData } from '@h5/contract/endpoints/social.ts';
import type { Config } from '../../../config.ts';
import type { MerchantConfig } from '../../../domain/merchants/merchant-config.ts';
import { MERCHANT, sendEncrypted } from '../../../__tests__/account-helpers.ts';
import {
  makeMerchantsDir,
  makeTempDir,
  readDemoMerchant,
  startTestApp,
  type TestApp,
} from '../../../__tests__/test-app.ts';
import type { LocalProvider } from './local-oidc-provider.ts';

export const TEST_BOT = { botName: 'h5_test_bot', botToken: '123456:TEST-bot-token-for-h5' } as const;
/** Where the test app sends the player back to (app.inject's host). */
export const REDIRECT_URI = 'http://localhost/m/social/callback';
/** Facebook's secret is read from the environment, as the README recommends. */
export const FACEBOOK_SECRET_ENV = 'H5_TEST_FACEBOOK_SECRET';

type WhitelabelNode = { modId: string; enabled: string; childrenNodes: WhitelabelNode[] };

function switchesOn(node: WhitelabelNode, ids: readonly string[]): WhitelabelNode {
  return {
    ...node,
    enabled: ids.includes(node.modId) ? '1' : node.enabled,
    childrenNodes: node.childrenNodes.map((c) => switchesOn(c, ids)),
  };
}

/**
 * The demo merchant with the three social switches on (unless `switchesOff`), Google as OpenID Connect on the local
 * provider, "Facebook" as plain OAuth 2.0 on the same provider's endpoints (profile = its userinfo), Telegram with
 * the test bot; `social` replaces that configuration.
 */
export async function startSocialApp(
  provider: LocalProvider,
  options: { social?: MerchantConfig['social']; switchesOff?: boolean; config?: Partial<Config> } = {},
): Promise<{ t: TestApp; close: () => Promise<void> }> {
  const temp = makeTempDir();
  const demo = readDemoMerchant() as MerchantConfig & { whitelabel: WhitelabelNode };
  const social: MerchantConfig['social'] = options.social ?? {
    google: {
      kind: 'oidc',
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
    },
    facebook: {
      kind: 'oauth2',
      authorizationEndpoint: `${provider.issuer}/auth`,
      tokenEndpoint: `${provider.issuer}/token`,
      profileEndpoint: `${provider.issuer}/me`,
      subjectField: 'sub',
      scopes: ['openid', 'email'],
      clientId: provider.clientId,
      clientSecretEnv: FACEBOOK_SECRET_ENV,
    },
    telegram: { ...TEST_BOT },
  };
  const merchant = {
    ...demo,
    whitelabel:
      options.switchesOff === true
        ? demo.whitelabel
        : switchesOn(demo.whitelabel, ['GOOGLELOGIN3', 'FACEBOOKLOGIN3', 'TELEGRAMLOGIN3']),
    social,
  };
  const merchantsDir = makeMerchantsDir(temp.dir, { 'demo.json': merchant });
  const t = await startTestApp({ merchantsDir, devOutbox: true, trustProxy: true, ...options.config });
  return {
    t,
    close: async () => {
      await t.close();
      temp.remove();
    },
  };
}

export const registration = { affiliateCode: '', referralCode: '', registerMethod: 'H5' } as const;

/** Starts a sign-in; answers the provider URL and this browser's binding cookie. */
export async function start(
  t: TestApp,
  body: Record<string, unknown>,
  token?: string,
): Promise<{ res: LightMyRequestResponse; url: string; cookies: Record<string, string> }> {
  const res = await sendEncrypted(
    t,
    '/wps/social/start',
    { ...registration, ...body },
    { headers: token === undefined ? {} : { authorization: token } },
  );
  const cookie = res.cookies.find((c) => c.name === 'h5_social');
  const value = (res.json<{ value?: { authorizationUrl?: string } }>().value ?? {}).authorizationUrl ?? '';
  return { res, url: value, cookies: cookie === undefined ? {} : { h5_social: cookie.value } };
}

export function finish(
  t: TestApp,
  query: string,
  cookies: Record<string, string>,
  language: 'EN' | 'TY' = 'EN',
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/wps/social/finish',
    headers: { ...MERCHANT, language, 'content-type': 'application/json' },
    cookies,
    payload: JSON.stringify({ query }),
  });
}

/** Widget data signed as Telegram signs it (HMAC-SHA-256 under SHA-256 of the bot token). */
export function signedTelegram(
  fields: Omit<TelegramAuthData, 'hash'>,
  botToken: string = TEST_BOT.botToken,
): TelegramAuthData {
  const dataCheckString = Object.entries(fields)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${String(v)}`)
    .join('\n');
  const key = createHash('sha256').update(botToken).digest();
  return { ...fields, hash: createHmac('sha256', key).update(dataCheckString).digest('hex') };
}

/** Finishes a Telegram sign-in with the login data and the binding cookie of the browser that started it. */
export function telegram(
  t: TestApp,
  auth: TelegramAuthData,
  cookies: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return sendEncrypted(t, '/wps/social/telegram', { auth }, { cookies });
}
