/** Fixed values of the web side of social sign-in (issue 17 item 2; docs/decisions.md "Social sign-in"). */
export const SOCIAL_WEB = {
  /** The callback route (also in the route table); the server builds the providers' redirect URI with it. */
  callbackPath: '/m/social/callback',
  /** sessionStorage: the page to open after the sign-in, kept across the trip to the provider. */
  returnKey: 'h5_social_return',
  /**
   * sessionStorage: set when this tab started a Telegram sign-in, taken by the callback. Telegram's data carries no
   * state of ours, so the callback posts it only then (the server also wants its own attempt, bound by cookie).
   */
  telegramStartedKey: 'h5_social_telegram',
  /**
   * sessionStorage: set when this tab left to link an identity to the signed-in member (the "Linked accounts"
   * page), so that a failed callback leads back there rather than to the login page.
   */
  linkingKey: 'h5_social_linking',
  /** The linked-accounts page's query parameter naming the provider just linked (its success message). */
  linkedParam: 'linked',
  /** The fragment parameter Telegram's login page returns the signed data in (base64 JSON). */
  telegramResultParam: 'tgAuthResult',
  /**
   * What a failure says, by the server's code: social sign-in's own in the `social` namespace, the rest in the
   * dictionary's words (accounts spec §8: invalid invitation code, user disabled, no permission, unknown error).
   */
  errorTexts: {
    'social.cancelled': { social: 'cancelled' },
    'social.state.mismatch': { social: 'state' },
    'social.provider.error': { social: 'provider' },
    'social.already.linked': { social: 'alreadyLinked' },
    'social.link.password': { social: 'linkPassword' },
    'social.unavailable': { main: 'noPermission' },
    invitation_code_error: { main: 'invitation_code_error' },
    us_forbidden_login_error: { main: 'userNotFound' },
  } as Readonly<Record<string, FailureText>>,
} as const;

/** A failure's text: a key of the `social` namespace's `errors`, or of the main dictionary's. */
export type FailureText =
  | { social: 'cancelled' | 'state' | 'provider' | 'alreadyLinked' | 'linkPassword' }
  | { main: 'noPermission' | 'invitation_code_error' | 'userNotFound' | 'unknown' | 'noInternet' };
