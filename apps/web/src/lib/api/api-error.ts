/**
 * Every way a call can fail, typed so screens can pick the spec's message (lobby spec §8):
 * - `server`: the server answered the failure envelope (`errorCode`, localised `message`, optional `value`);
 * - `malformed`: a success whose `value` does not match the contract schema, or a 2xx that is not the envelope;
 * - `http`: a non-2xx answer that is not the envelope (proxy error page, 502 …);
 * - `timeout`: no answer in time;
 * - `offline`: the device has no network;
 * - `network`: the request did not reach the server (connection refused, DNS, CORS …);
 * - `aborted`: the caller cancelled the request;
 * - `insecure`: an encrypted call cannot be made because Web Crypto is missing (the page is not a secure context:
 *   HTTPS or localhost); nothing was sent.
 */
export type ApiErrorKind =
  'server' | 'malformed' | 'http' | 'timeout' | 'offline' | 'network' | 'aborted' | 'insecure';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** Envelope `errorCode` (kind `server`). */
  readonly errorCode: string | undefined;
  /** HTTP status, when an answer arrived. */
  readonly status: number | undefined;
  /** Envelope `value` of a failure (e.g. `{captcha: true}` after a failed login). */
  readonly value: unknown;
  /** Name of the contract endpoint that failed. */
  readonly endpoint: string;

  constructor(
    kind: ApiErrorKind,
    endpoint: string,
    message: string,
    details: { errorCode?: string; status?: number; value?: unknown; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
    this.kind = kind;
    this.endpoint = endpoint;
    this.errorCode = details.errorCode;
    this.status = details.status;
    this.value = details.value;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
