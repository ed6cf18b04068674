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
  /** localStorage + cookie: the persisted device UUID, sent as `loginDeviceId` (platform-api §2, §6). */
  deviceId: 'SHELL_deviceId',
  /** localStorage: `'0'` after a logout (accounts spec §4). */
  autoLogin: 'autoLogin',
  /** local and session storage: the cached bank list, dropped at logout (accounts spec §4). */
  bankList: 'bankList',
  /** sessionStorage: cached member info (platform-api §6). */
  memberInfo: 'memberInfo',
  /** sessionStorage: the trial (free-play) user's name (accounts spec §3). */
  trialUser: 'trialUser',
  /** sessionStorage: the login password of older front ends; never written by us, removed after a password change (accounts spec §4). */
  psw: 'PSW',
  /** localStorage: `{affiliateCode, referralCode}` from the landing URL (platform-api §6). */
  registerInfo: 'reg_info',
  /** localStorage: `'1'` when the site runs as an iOS web clip (accounts spec §9). */
  webclip: 'WEBCLIP',
  /** localStorage: remembered-login record per method, `rememberedLogin:<type>` (docs/decisions.md, OP-9). */
  rememberedLoginPrefix: 'rememberedLogin:',
  /** localStorage: the legacy remembered-login record (base64 twice with a suffix), migrated once (OP-9). */
  legacyRememberedLogin: 'loginRemember',
  /** localStorage: `'1'` while the member keeps the balance hidden (lobby spec §4; docs/decisions.md, Shell (web)). */
  hideBalance: 'hideBalance',
  /**
   * local (offer ids) or session (kinds) storage: the contract offers the agent home has asked about, per member,
   * `contractPromptsSeen:<member id>` (issue 19: each offer once).
   */
  contractPromptsSeenPrefix: 'contractPromptsSeen:',
  /**
   * localStorage: the last public answers (configuration, home feed, lobby, game lists) for an offline start, with
   * their merchant and API server (issue 17 #4; docs/decisions.md "Offline start").
   */
  offlineCache: 'offlineCache',
} as const;
