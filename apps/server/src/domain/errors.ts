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
 * A failure the client is meant to see: an error code of the contract and the status the contract gives it.
 * The domain throws it as well as the routes; the HTTP layer's error handler turns it into the envelope,
 * choosing the text in the request's language, so nothing internal can reach `message`.
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

/** Field names may come from the client (an unknown key, a multipart part): an echo of one is kept short. */
const MAX_FIELD_NAME = 64;

/** `request_param_err` naming the field that is missing or wrong, in the message and as the envelope's value. */
export function fieldError(name: string, problem: 'missing' | 'invalid' = 'invalid'): ApiError {
  const field = name.slice(0, MAX_FIELD_NAME);
  return new ApiError('badRequest', {
    detail: problem === 'missing' ? 'missingField' : 'invalidField',
    params: { field },
    value: { field },
  });
}
