import type { Namespace, TFunction } from 'i18next';
import { isApiError } from './api-error.ts';

/** Dictionary keys of the spec's transport messages (lobby spec §8, accounts spec §8). */
export type ErrorMessageKey =
  'errors.noInternet' | 'errors.slowConnection' | 'errors.loadFailed' | 'errors.insecureContext';

export interface ErrorText {
  key: ErrorMessageKey;
  /** The server's own localised message, shown instead of the key when the server sent one (business failure). */
  serverMessage?: string;
}

/**
 * What to tell the user about a failed call: offline → "no internet", timeout → "slow connection", a business
 * failure → the server's message when it sent one, anything else → "loading failed, click to retry".
 */
export function errorMessageKey(error: unknown): ErrorText {
  if (!isApiError(error)) return { key: 'errors.loadFailed' };
  switch (error.kind) {
    case 'offline':
      return { key: 'errors.noInternet' };
    case 'timeout':
      return { key: 'errors.slowConnection' };
    case 'insecure':
      return { key: 'errors.insecureContext' };
    case 'server':
      return error.message.trim()
        ? { key: 'errors.loadFailed', serverMessage: error.message }
        : { key: 'errors.loadFailed' };
    default:
      return { key: 'errors.loadFailed' };
  }
}

/**
 * The text to show for a failed call (see {@link errorMessageKey}). `t` may be bound to any namespace: the
 * transport messages are always read from the main dictionary.
 */
export function errorMessage(t: TFunction<Namespace>, error: unknown): string {
  const { key, serverMessage } = errorMessageKey(error);
  return serverMessage ?? t(key, { ns: 'translation' });
}
