import { FUNDS_PASSWORD_PATTERN } from '@h5/contract/endpoints/money.ts';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusFirstInvalid } from '../../../components/form-field.tsx';
import { moneyErrorText } from '../../../lib/money/money-error.ts';
import { checkAmount, type AmountLimits } from '../../../lib/money/peso-amount.ts';
import { useAmountMessage } from './use-amount-message.ts';

type EntryErrors = Partial<Record<'amount' | 'fundsPassword', string>>;

/**
 * What the withdraw and transfer forms share: the amount and funds password typed, their errors (checked before
 * sending, or the server's refusal under its field), the form's own message, and focus on the first invalid field.
 * `E` may name more fields (the withdraw form's account).
 */
export function useMoneyEntry<E extends EntryErrors>(form: RefObject<HTMLElement | null>) {
  const { t } = useTranslation('withdraw');
  const amountMessage = useAmountMessage();
  const [amount, setAmount] = useState('');
  const [fundsPassword, setFundsPassword] = useState('');
  const [errors, setErrors] = useState<E>({} as E);
  const [formError, setFormError] = useState<{ message: string; detail: string | null } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(form, attempt);

  const clear = (field: keyof EntryErrors) => {
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return {
    amount,
    fundsPassword,
    errors,
    setErrors,
    formError,
    /**
     * Checks the amount and the password, with `more` errors of the form's own; shows them and focuses the first.
     * Answers the amount in pesos when nothing is wrong.
     */
    check(limits: AmountLimits, more: E = {} as E): number | null {
      setFormError(null);
      const found: E = { ...more };
      const checked = checkAmount(amount, limits);
      if (!checked.ok) found.amount = amountMessage(checked.problem, limits);
      if (!FUNDS_PASSWORD_PATTERN.test(fundsPassword)) found.fundsPassword = t('validation.fundsPassword');
      setErrors(found);
      if (!checked.ok || Object.keys(found).length > 0) {
        setAttempt((n) => n + 1);
        return null;
      }
      return checked.amount;
    },
    /** The server's refusal: under the amount or the password (which is emptied), else for the form. */
    refused(error: unknown): 'field' | 'form' | 'other' {
      const text = moneyErrorText(t, error);
      if (text.field === 'fundsPassword' || text.field === 'amount') {
        if (text.field === 'fundsPassword') setFundsPassword('');
        setErrors({ [text.field]: text.detail ? `${text.message} ${text.detail}` : text.message } as E);
        setAttempt((n) => n + 1);
        return 'field';
      }
      setFormError({ message: text.message, detail: text.detail });
      return text.field === 'form' ? 'form' : 'other';
    },
    /** The props of AmountAndPasswordFields: typing in a field clears its error. */
    fields: {
      amount,
      fundsPassword,
      errors,
      onAmount: (text: string) => {
        setAmount(text);
        clear('amount');
      },
      onFundsPassword: (text: string) => {
        setFundsPassword(text);
        clear('fundsPassword');
      },
    },
  };
}
