/**
 * Error codes of the envelope (platform-api.md §3) and the HTTP status our server answers with.
 * The existing platform gives a status only for some codes; every failure of ours is a 4xx or 5xx so that
 * clients and proxies can tell failures apart, and clients still branch on `success` (docs/decisions.md).
 */
export const ERROR_CODES = {
  /** Session missing or expired (platform-api §3: 401). */
  notLoggedIn: { code: 'login.not.session', status: 401 },
  /** Feature switched off, or a duplicate `Merchant` header (§3: 400, `#543`). */
  functionNotAvailable: { code: 'function.not.available', status: 400 },
  /** Missing `Merchant` header. */
  merchantMissing: { code: 'merchant.missing', status: 400 },
  /** `Merchant` header names no merchant we serve. */
  merchantUnknown: { code: 'merchant.unknown', status: 400 },
  /** Bad parameters: wrong types, missing fields, malformed JSON (§3: 400). */
  badRequest: { code: 'request_param_err', status: 400 },
  /** Encrypted call without valid encryption headers (§3: 400). */
  bodyRequired: { code: 'request_body_required', status: 400 },
  /** Body larger than the server accepts. */
  payloadTooLarge: { code: 'request.too.large', status: 413 },
  /** Body in a content type the endpoint does not take. */
  unsupportedMediaType: { code: 'request.media.type', status: 415 },
  /** Wrong method for a known path (§1, §3: `#459`). */
  methodNotSupported: { code: 'http_method_not_support', status: 405 },
  /** No such API route. */
  notFound: { code: 'request.not.found', status: 404 },
  /** Too many requests from this client. */
  tooManyRequests: { code: 'request.too.many', status: 429 },
  /** Anything unexpected on our side (§3: `#727` system busy). Never carries internals. */
  systemBusy: { code: 'system.busy', status: 500 },
} as const;

export type ErrorKey = keyof typeof ERROR_CODES;
export type ErrorCode = (typeof ERROR_CODES)[ErrorKey]['code'];

export const ERROR_CODE_LIST: readonly ErrorCode[] = Object.values(ERROR_CODES).map((e) => e.code);
