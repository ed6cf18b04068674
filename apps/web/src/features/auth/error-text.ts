import type { TFunction } from 'i18next';
import { errorMessageKey } from '../../lib/api/error-message.ts';

/** The text for a failed call: the server's localised message for business failures, else the spec's message. */
export function errorText(t: TFunction, error: unknown): string {
  const { key, serverMessage } = errorMessageKey(error);
  return serverMessage ?? t(key);
}
