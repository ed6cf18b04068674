import { z } from 'zod';

/*
 * The `social` part of a merchant file (issue 17 item 2, docs/decisions.md "Social sign-in"): which sign-in
 * providers the site has and how to reach them. A provider that is absent here, or whose secret is missing, keeps
 * its button hidden even when its white-label switch is on. Secrets are written inline or, better, named by an
 * environment variable (`clientSecretEnv`, `botTokenEnv`) so that the merchant file can be committed.
 */

const envName = z
  .string()
  .regex(/^[A-Z][A-Z0-9_]{0,63}$/, { error: 'expected an environment variable name such as GOOGLE_SECRET' });
const httpUrl = z.url({ protocol: /^https?$/, error: 'expected an absolute http(s) URL' });

const secretFields = {
  clientId: z.string().min(1),
  /** The client secret itself; prefer `clientSecretEnv`. */
  clientSecret: z.string().min(1).optional(),
  /** Name of the environment variable that holds the client secret. */
  clientSecretEnv: envName.optional(),
  /** OAuth scopes asked for; the default depends on the kind. */
  scopes: z.array(z.string().regex(/^[\x21\x23-\x5b\x5d-\x7e]+$/)).optional(),
};

/** An OpenID Connect provider found by discovery (`<issuer>/.well-known/openid-configuration`), e.g. Google. */
export const oidcProviderConfig = z.strictObject({
  kind: z.literal('oidc'),
  issuer: httpUrl,
  ...secretFields,
});

/**
 * A plain OAuth 2.0 provider whose endpoints are written here and whose person is read from a profile URL (no ID
 * token), e.g. Facebook's dialog, its token endpoint and the Graph `me` call with `subjectField: "id"`.
 */
export const oauth2ProviderConfig = z.strictObject({
  kind: z.literal('oauth2'),
  authorizationEndpoint: httpUrl,
  tokenEndpoint: httpUrl,
  profileEndpoint: httpUrl,
  /** The profile field that identifies the person (Facebook: `id`). */
  subjectField: z.string().min(1).default('id'),
  ...secretFields,
});

export const redirectProviderConfig = z
  .discriminatedUnion('kind', [oidcProviderConfig, oauth2ProviderConfig])
  .refine((p) => (p.clientSecret === undefined) !== (p.clientSecretEnv === undefined), {
    error: 'give exactly one of clientSecret and clientSecretEnv',
    path: ['clientSecret'],
  });
export type RedirectProviderConfig = z.infer<typeof redirectProviderConfig>;

/** Telegram's login widget: the bot's user name (shown by the widget) and its token (checks the widget's hash). */
export const telegramLoginConfig = z
  .strictObject({
    botName: z.string().regex(/^[A-Za-z0-9_]{5,32}$/, { error: 'expected the bot user name without @' }),
    botToken: z.string().min(1).optional(),
    botTokenEnv: envName.optional(),
  })
  .refine((t) => (t.botToken === undefined) !== (t.botTokenEnv === undefined), {
    error: 'give exactly one of botToken and botTokenEnv',
    path: ['botToken'],
  });
export type TelegramLoginConfig = z.infer<typeof telegramLoginConfig>;

export const socialConfig = z.strictObject({
  google: redirectProviderConfig.optional(),
  facebook: redirectProviderConfig.optional(),
  telegram: telegramLoginConfig.optional(),
});
export type SocialConfig = z.infer<typeof socialConfig>;
