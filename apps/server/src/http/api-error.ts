import { ERROR_CODES, type ErrorCode, type ErrorKey } from '@h5/contract/error-codes.ts';
import type { MessageDetail } from '../i18n/messages.ts';

interface ApiErrorOptions {
  /** A more specific localised message for the code. */
  detail?: MessageDetail;
  params?: Readonly<Record<string, string>>;
  /** Sent as the failure envelope's `value` (platform-api §3 allows one). */
  value?: unknown;
  cause?: unknown;
}

/**
 * A failure the client is meant to see: an error code of the contract and its HTTP status. The text is chosen
 * by the error handler in the request's language, so nothing internal can reach `message`.
 */
export class ApiError extends Error {
  readonly errorCode: ErrorCode;
  readonly statusCode: number;
  readonly detail: MessageDetail | undefined;
  readonly params: Readonly<Record<string, string>>;
  readonly value: unknown;

  constructor(key: ErrorKey, options: ApiErrorOptions = {}) {
    const { code, status } = ERROR_CODES[key];
    super(code, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.errorCode = code;
    this.statusCode = status;
    this.detail = options.detail;
    this.params = options.params ?? {};
    this.value = options.value;
  }
}
