import { ERROR_CODES } from '@h5/contract/error-codes.ts';
import type { Namespace, TFunction } from 'i18next';
import { isApiError } from '../api/api-error.ts';
import { errorMessage } from '../api/error-message.ts';
import { moneyTime } from './money-time.ts';
import { formatPeso } from './peso-amount.ts';

/** The form field a refusal of the money endpoints belongs under; `form` = above the submit button. */
export type MoneyErrorField =
  | 'fundsPassword'
  | 'currentPassword'
  | 'newPassword'
  | 'accountName'
  | 'accountNumber'
  | 'provider'
  | 'amount'
  | 'form';

export interface MoneyErrorText {
  /** The server's localised message (or the spec's transport message). */
  message: string;
  /** What the answer's `value` adds and the message may not say: unlock time, tries left, turnover remaining. */
  detail: string | null;
  field: MoneyErrorField;
}

const FIELD_OF_CODE: Readonly<Record<string, MoneyErrorField>> = {
  [ERROR_CODES.fundsPasswordIncorrect.code]: 'fundsPassword',
  [ERROR_CODES.fundsPasswordLocked.code]: 'fundsPassword',
  [ERROR_CODES.payeeNameMismatch.code]: 'accountName',
  [ERROR_CODES.amountOutOfRange.code]: 'amount',
  [ERROR_CODES.turnoverNotMet.code]: 'amount',
  [ERROR_CODES.balanceInsufficient.code]: 'amount',
  [ERROR_CODES.withdrawDailyLimit.code]: 'amount',
  [ERROR_CODES.channelUnknown.code]: 'provider',
  [ERROR_CODES.oldPasswordIncorrect.code]: 'currentPassword',
};

/** `request_param_err` names the first bad field in `value.field` (docs/decisions.md, order of checks). */
const FIELD_OF_PARAMETER: Readonly<Record<string, MoneyErrorField>> = {
  fundsPassword: 'fundsPassword',
  accountName: 'accountName',
  accountNumber: 'accountNumber',
  providerCode: 'provider',
  amount: 'amount',
  currentPassword: 'currentPassword',
  newPassword: 'newPassword',
};

function numberIn(value: unknown, key: string): number | null {
  if (typeof value !== 'object' || value === null) return null;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === 'number' && Number.isFinite(found) ? found : null;
}

function stringIn(value: unknown, key: string): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === 'string' ? found : null;
}

/** The detail line, left out when the server's message already carries the number. */
function detailOf(t: TFunction<Namespace>, code: string, value: unknown, message: string): string | null {
  switch (code) {
    case ERROR_CODES.fundsPasswordLocked.code: {
      const until = numberIn(value, 'lockedUntil');
      return until === null ? null : t('errors.lockedUntil', { ns: 'withdraw', time: moneyTime(until) });
    }
    case ERROR_CODES.fundsPasswordIncorrect.code: {
      const tries = numberIn(value, 'triesLeft');
      if (tries === null || message.includes(String(tries))) return null;
      return t('errors.triesLeft', { ns: 'withdraw', tries });
    }
    case ERROR_CODES.turnoverNotMet.code: {
      const remaining = numberIn(value, 'remaining');
      if (remaining === null) return null;
      const amount = formatPeso(remaining);
      const plain = amount.replace(/[^\d.]/g, '');
      if (message.includes(amount.slice(1)) || message.includes(plain) || message.includes(String(remaining)))
        return null;
      return t('errors.turnoverRemaining', { ns: 'withdraw', amount });
    }
    default:
      return null;
  }
}

/**
 * What to show for a failed money request (withdraw, transfer, payout account, funds password, questions): the
 * server's own message (lib/api/error-message.ts), a detail line from the answer's `value` and the field it
 * belongs under. Transport failures get the spec's messages and belong to the form.
 */
export function moneyErrorText(t: TFunction<Namespace>, error: unknown): MoneyErrorText {
  const message = errorMessage(t, error);
  if (!isApiError(error) || error.kind !== 'server' || error.errorCode === undefined) {
    return { message, detail: null, field: 'form' };
  }
  const code = error.errorCode;
  const parameter = code === ERROR_CODES.badRequest.code ? stringIn(error.value, 'field') : null;
  const field =
    (parameter === null ? undefined : FIELD_OF_PARAMETER[parameter]) ?? FIELD_OF_CODE[code] ?? 'form';
  return { message, detail: detailOf(t, code, error.value, message), field };
}
