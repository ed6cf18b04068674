import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { REGISTER_METHODS } from './register.ts';
import { loginResult } from './session.ts';

/**
 * Social sign-in (accounts spec §2, §3: the social icons and login type `firebase`; issue 17 item 2). Google and
 * Facebook go through the provider's pages (authorization code with PKCE; the server keeps state, nonce and
 * verifier), Telegram through its login widget whose signed data the server checks. docs/decisions.md
 * "Social sign-in".
 */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'telegram'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
/** The providers whose sign-in passes through their own pages and comes back to the callback route. */
export const REDIRECT_PROVIDERS = ['google', 'facebook'] as const;
export type RedirectProvider = (typeof REDIRECT_PROVIDERS)[number];

/** The white-label switch of each provider's button (accounts spec §3). */
export const SOCIAL_SWITCHES: Readonly<Record<SocialProvider, string>> = {
  facebook: 'FACEBOOKLOGIN3',
  google: 'GOOGLELOGIN3',
  telegram: 'TELEGRAMLOGIN3',
};

const text = (max: number) => z.string().check(z.maxLength(max));

/** What a first sign-in registers with, as registration takes it (affiliate codes of the URL, how the site runs). */
const registration = {
  affiliateCode: text(64),
  referralCode: text(64),
  registerMethod: z.enum(REGISTER_METHODS),
};

/**
 * Linking the identity to the signed-in member instead of signing in: the member's password, checked by the server
 * (issue 17: "linking to an existing account needs its password").
 */
const link = z.optional(z.object({ password: z.string().check(z.minLength(1), z.maxLength(64)) }));

export const getSocialProviders = defineEndpoint({
  name: 'getSocialProviders',
  summary: 'The social sign-in providers this site offers: switched on and configured',
  group: 'session',
  path: '/wps/social/providers',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'none',
  response: z.object({
    providers: z.array(z.enum(SOCIAL_PROVIDERS)),
    /**
     * The Telegram bot of the login (its user name, and its numeric id that Telegram's login page takes), when
     * Telegram is offered.
     */
    telegramBot: z.nullable(z.object({ name: z.string(), id: z.string() })),
  }),
});

export const startSocialSignIn = defineEndpoint({
  name: 'startSocialSignIn',
  summary:
    'Begin a sign-in: the provider URL to open (the attempt, with state, nonce, PKCE for Google and Facebook, kept by the server, bound by cookie)',
  group: 'session',
  path: '/wps/social/start',
  method: 'POST',
  moduleId: null,
  encrypted: true,
  token: 'optional',
  body: z.object({ provider: z.enum(SOCIAL_PROVIDERS), ...registration, link }),
  response: z.object({ authorizationUrl: z.string() }),
});

export const finishSocialSignIn = defineEndpoint({
  name: 'finishSocialSignIn',
  summary: 'Finish a Google or Facebook sign-in with the query the provider sent back to the callback route',
  group: 'session',
  path: '/wps/social/finish',
  method: 'POST',
  moduleId: null,
  encrypted: false,
  token: 'none',
  /** The callback URL's query string as received (`code`, `state`, or `error`), without the leading `?`. */
  body: z.object({ query: z.string().check(z.minLength(1), z.maxLength(4096)) }),
  response: loginResult,
});

/** The data Telegram's login widget hands over (core.telegram.org/widgets/login), all signed by `hash`. */
export const telegramAuthData = z.object({
  id: z.number().check(z.int(), z.positive()),
  first_name: z.optional(text(256)),
  last_name: z.optional(text(256)),
  username: z.optional(text(64)),
  photo_url: z.optional(text(1024)),
  auth_date: z.number().check(z.int(), z.positive()),
  hash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});
export type TelegramAuthData = z.infer<typeof telegramAuthData>;

export const telegramSignIn = defineEndpoint({
  name: 'telegramSignIn',
  summary:
    "Finish a Telegram sign-in begun by startSocialSignIn (cookie) with the data of Telegram's login page; its hash is checked with the bot token, once",
  group: 'session',
  path: '/wps/social/telegram',
  method: 'POST',
  moduleId: null,
  encrypted: true,
  token: 'none',
  /** Registration codes and linking were given when the sign-in began; they stay with the attempt. */
  body: z.object({ auth: telegramAuthData }),
  response: loginResult,
});

export const linkedSocialAccount = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  /** The person's name as the provider gave it at the last sign-in (may be empty). */
  displayName: z.string(),
  /** The e-mail the provider gave at the last sign-in (may be empty; Telegram gives none). */
  email: z.string(),
  /** When the identity was linked (or created the member), epoch milliseconds. */
  linkedAt: z.number(),
});
export type LinkedSocialAccount = z.infer<typeof linkedSocialAccount>;

/**
 * Ours (issue 17 item 2; the platform has no such call): the provider identities linked to the signed-in member,
 * for the "Linked accounts" page of the security centre. Token required. docs/decisions.md "Social sign-in".
 */
export const getLinkedSocialAccounts = defineEndpoint({
  name: 'getLinkedSocialAccounts',
  summary:
    'The social sign-in identities linked to the signed-in member (provider, name, e-mail, linked date)',
  group: 'session',
  path: '/wps/social/linked',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'required',
  response: z.object({ accounts: z.array(linkedSocialAccount) }),
});
