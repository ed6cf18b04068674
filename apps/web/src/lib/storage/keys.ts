/** Browser storage keys of platform-api.md §6 (names shared with the existing front ends). */
export const STORAGE_KEYS = {
  /** sessionStorage: JSON `{token, id, userName, type, firstTimeLogin, merchantCode}`. */
  sessionInfo: 'MC_SESSION_INFO',
  /** sessionStorage: the raw session token. */
  token: 'token',
  /** sessionStorage: survives a session clear. */
  clientParam: 'clientParam',
  /** localStorage: the language the user chose. */
  historyLanguage: 'hisLang',
  /** localStorage: the current language code. */
  language: 'lang',
} as const;
