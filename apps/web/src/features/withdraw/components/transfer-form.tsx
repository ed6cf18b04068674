import { MONEY_MAX_PESOS } from '@h5/contract/endpoints/money.ts';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/form-field.tsx';
import type { WithdrawSettings } from '../../../lib/money/get-withdraw-settings.ts';
import { useMoneyChanged } from '../../../lib/money/money-keys.ts';
import { floorCentavos, formatPeso } from '../../../lib/money/peso-amount.ts';
import { RequestIdHolder } from '../../../lib/money/request-id.ts';
import { useTransferToUpline, type TransferAnswer } from '../api/transfer-to-upline.ts';
import { useMoneyEntry } from '../hooks/use-money-entry.ts';
import { AmountAndPasswordFields } from './amount-and-password-fields.tsx';

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
  const entry = useMoneyEntry(formRef);
  const { fundsPassword, formError } = entry;
  const [requestIds] = useState(() => new RequestIdHolder());
  const [confirming, setConfirming] = useState<number | null>(null);
  useEffect(() => {
    if (confirming !== null) confirmRef.current?.focus();
  }, [confirming]);

  const limits = { min: 0, max: MONEY_MAX_PESOS, balance: settings.balance };
  const all = floorCentavos(Math.max(0, Math.min(settings.balance, MONEY_MAX_PESOS)));

  const review = (event: SyntheticEvent) => {
    event.preventDefault();
    const value = entry.check(limits);
    if (value !== null) setConfirming(value);
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
          if (entry.refused(error) !== 'form') void moneyChanged();
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
        {...entry.fields}
      />
      <FormMessage testId="transfer-error" message={formError?.message ?? null} detail={formError?.detail} />
      <button type="submit" className="button button--primary withdraw-submit" data-testid="transfer-submit">
        {t('transfer.continue')}
      </button>
    </form>
  );
}
