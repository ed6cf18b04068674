import { FUNDS_PASSWORD_PATTERN, MONEY_MAX_PESOS } from '@h5/contract/endpoints/money.ts';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, useFocusFirstInvalid } from '../../../components/form-field.tsx';
import type { WithdrawSettings } from '../../../lib/money/get-withdraw-settings.ts';
import { moneyErrorText } from '../../../lib/money/money-error.ts';
import { useMoneyChanged } from '../../../lib/money/money-keys.ts';
import { checkAmount, floorCentavos, formatPeso } from '../../../lib/money/peso-amount.ts';
import { RequestIdHolder } from '../../../lib/money/request-id.ts';
import { useTransferToUpline, type TransferAnswer } from '../api/transfer-to-upline.ts';
import { useAmountMessage } from '../hooks/use-amount-message.ts';
import { AmountAndPasswordFields } from './amount-and-password-fields.tsx';

type Field = 'amount' | 'fundsPassword';
type Errors = Partial<Record<Field, string>>;

interface TransferFormProps {
  upline: string;
  settings: WithdrawSettings;
  onDone: (answer: TransferAnswer) => void;
}

/** Amount and funds password, checked before a confirmation step; one request id per intended transfer. */
export function TransferForm({ upline, settings, onDone }: TransferFormProps) {
  const { t } = useTranslation('withdraw');
  const formRef = useRef<HTMLFormElement>(null);
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const transfer = useTransferToUpline();
  const moneyChanged = useMoneyChanged();
  const amountMessage = useAmountMessage();
  const [requestIds] = useState(() => new RequestIdHolder());
  const [amount, setAmount] = useState('');
  const [fundsPassword, setFundsPassword] = useState('');
  const [confirming, setConfirming] = useState<number | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<{ message: string; detail: string | null } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(formRef, attempt);
  useEffect(() => {
    if (confirming !== null) confirmRef.current?.focus();
  }, [confirming]);

  const limits = { min: 0, max: MONEY_MAX_PESOS, balance: settings.balance };
  const all = floorCentavos(Math.max(0, Math.min(settings.balance, MONEY_MAX_PESOS)));

  const review = (event: SyntheticEvent) => {
    event.preventDefault();
    setFormError(null);
    const found: Errors = {};
    const checked = checkAmount(amount, limits);
    if (!checked.ok) found.amount = amountMessage(checked.problem, limits);
    if (!FUNDS_PASSWORD_PATTERN.test(fundsPassword)) found.fundsPassword = t('validation.fundsPassword');
    setErrors(found);
    if (!checked.ok || Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    setConfirming(checked.amount);
  };

  const send = (value: number) => {
    if (transfer.isPending) return;
    transfer.mutate(
      { amount: value, fundsPassword, requestId: requestIds.current() },
      {
        onSuccess: (result) => {
          requestIds.settle();
          void moneyChanged();
          onDone(result);
        },
        onError: (error) => {
          requestIds.settle(error);
          setConfirming(null);
          const text = moneyErrorText(t, error);
          if (text.field === 'fundsPassword' || text.field === 'amount') {
            if (text.field === 'fundsPassword') setFundsPassword('');
            setErrors({ [text.field]: text.detail ? `${text.message} ${text.detail}` : text.message });
            setAttempt((n) => n + 1);
          } else {
            setFormError({ message: text.message, detail: text.detail });
          }
          if (text.field !== 'form') void moneyChanged();
        },
      },
    );
  };

  if (confirming !== null) {
    return (
      <section
        className="withdraw-card"
        aria-labelledby="transfer-confirm-title"
        data-testid="transfer-confirm"
      >
        <h2 id="transfer-confirm-title" ref={confirmRef} tabIndex={-1} className="withdraw-result__title">
          {t('transfer.confirmTitle')}
        </h2>
        <p className="withdraw-result__text">
          {t('transfer.confirmText', { amount: formatPeso(confirming), upline })}
        </p>
        <div className="withdraw-actions">
          <button
            type="button"
            className="button"
            disabled={transfer.isPending}
            onClick={() => {
              setConfirming(null);
            }}
          >
            {t('transfer.back')}
          </button>
          <button
            type="button"
            className="button button--primary"
            data-busy={transfer.isPending ? '' : undefined}
            aria-busy={transfer.isPending}
            disabled={transfer.isPending}
            data-testid="transfer-confirm-submit"
            onClick={() => {
              send(confirming);
            }}
          >
            {t('transfer.confirm')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <form ref={formRef} className="withdraw-card" noValidate data-testid="transfer-form" onSubmit={review}>
      <AmountAndPasswordFields
        idPrefix="transfer"
        amountLabel={t('transfer.amount')}
        all={all}
        amount={amount}
        fundsPassword={fundsPassword}
        errors={errors}
        onAmount={(text) => {
          setAmount(text);
          setErrors(({ amount: _gone, ...rest }) => rest);
        }}
        onFundsPassword={(text) => {
          setFundsPassword(text);
          setErrors(({ fundsPassword: _gone, ...rest }) => rest);
        }}
      />
      <FormMessage testId="transfer-error" message={formError?.message ?? null} detail={formError?.detail} />
      <button type="submit" className="button button--primary withdraw-submit" data-testid="transfer-submit">
        {t('transfer.continue')}
      </button>
    </form>
  );
}
