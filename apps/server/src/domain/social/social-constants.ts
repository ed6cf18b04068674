/**
 * Fixed values of social sign-in (issue 17 item 2; docs/decisions.md "Social sign-in"). None is in the accounts
 * spec, which names only the switches and the icons (§2, §3); these are ours.
 */
export const SOCIAL = {
  /** HttpOnly cookie binding a sign-in on its way through the provider to the browser that began it. */
  cookie: 'h5_social',
  /** Only the social endpoints read the cookie. */
  cookiePath: '/wps/social',
  /** How long a player may spend on the provider's pages before the sign-in must start again. */
  attemptTtlMs: 10 * 60_000,
  /** The web app's route the providers send the player back to (apps/web route table). */
  callbackPath: '/m/social/callback',
  /**
   * Telegram's login page (the one its login widget opens), which sends the signed data back to the callback route
   * as `#tgAuthResult=`. The web app opens it itself: the widget's script and iframe would need exceptions in the
   * Content-Security-Policy.
   */
  telegramAuthUrl: 'https://oauth.telegram.org/auth',
  /** Telegram: how old the widget's `auth_date` may be (Telegram asks to refuse outdated data). */
  telegramMaxAgeSeconds: 10 * 60,
  /** Telegram: how far ahead of our clock `auth_date` may be (clock skew). */
  telegramFutureSkewSeconds: 60,
  /** Discovery, token and profile calls to a provider give up after this long. */
  providerTimeoutSeconds: 10,
  /** Scopes asked for when the merchant file names none. */
  defaultScopes: { oidc: ['openid', 'email', 'profile'], oauth2: ['email', 'public_profile'] },
  /** Generated user names of members created by a first sign-in: a prefix per provider, then random characters. */
  accountPrefix: { google: 'gg', facebook: 'fb', telegram: 'tg' },
  accountRandomLength: 10,
} as const;
