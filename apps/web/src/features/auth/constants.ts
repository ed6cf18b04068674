/** Constants of the accounts spec (accounts-and-sign-in.md), each with the section it comes from. */
export const AUTH = {
  /** Lobby spec §2.6, §9: banner carousels autoplay every 5000 ms, looping only with more than one banner. */
  bannerAutoplayMs: 5000,
  /** §4, §9: copy the phone number to the other registration tab after a tab switch. */
  tabCopyDelayMs: 150,
  /** §4, §9: re-validate filled login fields after a language change. */
  languageRevalidateMs: 200,
  /** §4, §9: SMS countdown in seconds per minute of `expiredMinutes`. */
  smsSecondsPerMinute: 60,
  /** §4, §9: countdown when the answer carries no `expiredMinutes`. */
  smsDefaultCountdownS: 60,
  /** §8: "sms sending..." loading toast (up to 9999 s). */
  smsSendingToastMs: 9_999_000,
  /** §8, §9: success toast ("sms sent"). */
  successToastMs: 1_500,
  /** §8: "invitation code error" toast before the field gets focus. */
  invitationToastMs: 1_000,
  /** §8: `in_been_out` shown 1 s, then back. */
  beenOutMs: 1_000,
  /** §4, §9: notice after a password change. */
  passwordChangedNoticeMs: 1_000,
  /** §4, §9: redirect to /m/home after a password change. */
  passwordChangedRedirectMs: 1_000,
  /** §9: password-change loading notice. */
  passwordChangeLoadingMs: 10_000,
  /** §5, §9: captcha input at most 6 characters. */
  captchaMaxLength: 6,
  /** §5, §9: SMS code input at most 10 characters. */
  smsCodeMaxLength: 10,
  /** §2, §9: login mobile input at most 20 characters. */
  phoneMaxLength: 20,
  /** §3: registration payload type. */
  registerType: 0,
} as const;

/** platform-api §3 / accounts spec §8: the set-password-by-phone failure that clears the password field. */
export const SAME_AS_OLD_ERROR = 'modify.new.old.same';

/** The dialing code used until the country list arrives (the demo merchant is in the Philippines). */
export const DEFAULT_DIALING_CODE = '63';
