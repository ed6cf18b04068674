import { isApiError } from './api-error.ts';

/**
 * A fresh idempotency key for a request that moves money (the contract's `requestId`: 16–64 of `[A-Za-z0-9_-]`):
 * 32 hex characters from the platform's random source. Made once per intended action and sent again with every
 * retry of it, so the server performs the action once (packages/contract/src/endpoints/money.ts).
 */
export function makeRequestId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * Whether a failed money request was answered by the server (a refusal: nothing was done, so the next try is a new
 * request with a new key) rather than lost on the way or garbled (it may have been done: the next try must send the
 * same key, and the server answers it with the first answer).
 */
export function wasAnswered(error: unknown): boolean {
  return isApiError(error) && error.kind === 'server';
}
