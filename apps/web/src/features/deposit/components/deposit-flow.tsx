import type { DepositRecord } from '@h5/contract/endpoints/deposit.ts';
import { getDepositRecords } from '@h5/contract/endpoints/deposit.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/load-state.tsx';
import { makeRequestId } from '../../../lib/api/request-id.ts';
import { PATHS } from '../../../lib/routes/paths.ts';
import { switchOn, useSwitches } from '../../../lib/system-status/use-switches.ts';
import { useDepositChannels, type DepositOptions } from '../api/get-deposit-channels.ts';
import type { DepositOrder } from '../deposit-rules.ts';
import { DepositConfirm } from './deposit-confirm.tsx';
import { DepositForm, type DepositFormValues } from './deposit-form.tsx';
import { DepositOutcome } from './deposit-outcome.tsx';
import { ManualTransfer } from './manual-transfer.tsx';

type Step =
  | { kind: 'form' }
  | { kind: 'confirm'; order: DepositOrder; requestId: string }
  | { kind: 'transfer'; order: DepositOrder; requestId: string }
  | { kind: 'reviewing'; deposit: DepositRecord };

/** The deposit page without `?deposit=`: channels, promotions and the member's right to deposit, then the steps. */
export function DepositFlow({ formatMoney }: { formatMoney: (amount: number) => string }) {
  const { t } = useTranslation('deposit');
  const query = useDepositChannels();
  if (query.isPending) return <LoadingState testId="deposit-loading" />;
  // A failed background refetch keeps the data: the steps (and what was typed) stay.
  if (query.data === undefined) {
    return (
      <ErrorState
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
        testId="deposit-error"
      />
    );
  }
  if (!query.data.allowDeposit) {
    return (
      <p className="deposit__notice" role="alert" data-testid="deposit-closed">
        {t('closed')}
      </p>
    );
  }
  if (query.data.channels.length === 0) {
    return (
      <p className="deposit__notice" data-testid="deposit-no-channels">
        {t('noChannels')}
      </p>
    );
  }
  return <DepositSteps options={query.data} formatMoney={formatMoney} />;
}

/**
 * form → confirm → (manual transfer → waiting for review) or the payment page. The deposit's `requestId` is made
 * when the confirm step opens and kept through every retry of that submission (a lost answer may hide a deposit the
 * server made: the same key again gets that one back); a refusal the server answered, or a change of the form,
 * gives the next submission a new one.
 */
function DepositSteps({
  options,
  formatMoney,
}: {
  options: DepositOptions;
  formatMoney: (amount: number) => string;
}) {
  const { t } = useTranslation('deposit');
  const recordsOn = switchOn(useSwitches(), getDepositRecords.moduleId ?? '');
  const [values, setValues] = useState<DepositFormValues>(() => ({
    channelId: options.channels[0]?.id ?? '',
    amountText: '',
    promotionId: null,
  }));
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const renewKey = () => {
    setStep((current) =>
      current.kind === 'confirm' || current.kind === 'transfer'
        ? { ...current, requestId: makeRequestId() }
        : current,
    );
  };
  const edit = () => {
    setStep({ kind: 'form' });
  };

  switch (step.kind) {
    case 'form':
      return (
        <DepositForm
          options={options}
          values={values}
          formatMoney={formatMoney}
          onChange={setValues}
          onNext={(order) => {
            setStep({ kind: 'confirm', order, requestId: makeRequestId() });
          }}
        />
      );
    case 'confirm':
      return (
        <DepositConfirm
          order={step.order}
          requestId={step.requestId}
          formatMoney={formatMoney}
          onEdit={edit}
          onAnswered={renewKey}
          onManual={() => {
            setStep({ kind: 'transfer', order: step.order, requestId: step.requestId });
          }}
        />
      );
    case 'transfer':
      return (
        <ManualTransfer
          order={step.order}
          requestId={step.requestId}
          formatMoney={formatMoney}
          onBack={edit}
          onAnswered={renewKey}
          onSubmitted={(deposit) => {
            setStep({ kind: 'reviewing', deposit });
          }}
        />
      );
    case 'reviewing':
      return (
        <DepositOutcome deposit={step.deposit} formatMoney={formatMoney}>
          <button
            type="button"
            className="button button--primary"
            data-testid="deposit-new"
            onClick={() => {
              setValues((current) => ({ ...current, amountText: '', promotionId: null }));
              setStep({ kind: 'form' });
            }}
          >
            {t('result.newDeposit')}
          </button>
          {recordsOn && (
            <Link className="button" to={PATHS.depositRecord} data-testid="deposit-records-link">
              {t('result.records')}
            </Link>
          )}
        </DepositOutcome>
      );
  }
}
