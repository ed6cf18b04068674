/** Request headers of platform-api.md §2. Names are matched case-insensitively by HTTP; these are the spellings we send. */
export const HEADER = {
  merchant: 'Merchant',
  authorization: 'Authorization',
  language: 'Language',
  /** OP-3: `ModuleId` is the most likely name; we send and read this one. */
  moduleId: 'ModuleId',
  gatewayVersion: 'X-Gateway-Version',
  device: 'Device',
  realUserAgent: 'X-Real-UA',
  timestamp: 'X-Timestamp',
  encryption: 'Encryption',
  digest: 'X-Digest',
  rsa: 'X-RSA',
  /**
   * The in-house game page's launch ticket (docs/decisions.md "Games (server)"): a header, so that it never sits in
   * a URL that proxies, logs or the browser's history keep. Redacted from the server's logs like the token.
   */
  gameTicket: 'X-Game-Ticket',
} as const;

/** platform-api.md §2: `X-Gateway-Version: 3`. */
export const GATEWAY_VERSION = '3';
/** OP-4: the H5 value is unconfirmed; we send `web` like the existing front ends. */
export const DEVICE_WEB = 'web';
/** Accounts spec §7: the device marker sent on login when running as an installed standalone app. */
export const DEVICE_STANDALONE = 'OTHERS';
