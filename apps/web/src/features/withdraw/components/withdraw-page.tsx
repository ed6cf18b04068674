import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/load-state.tsx';
import { PayoutAccountForm } from '../../../components/payout-account-form.tsx';
import { useWithdrawSettings } from '../../../lib/money/get-withdraw-settings.ts';
import { isLockedNow, moneyTime } from '../../../lib/money/money-time.ts';
import type { CreateWithdrawalAnswer } from '../api/create-withdrawal.ts';
import { withdrawStage } from '../withdraw-rules.ts';
import { FundsPasswordCall } from './funds-password-call.tsx';
import { WithdrawForm } from './withdraw-form.tsx';
import { WithdrawResult } from './withdraw-result.tsx';
import { WithdrawSummary } from './withdraw-summary.tsx';
import './withdraw.css';

/**
 * `/m/withdraw` (lobby spec §2.3, §2.5, §2.11): the withdrawable and held amounts, limits and turnover; then what
 * comes first: a funds password (set in the security centre), a payout account (bound here), or the withdrawal.
 * After a request its reference and pending status. The route refuses guests and trial accounts.
 */
export default function WithdrawPage() {
  const { t } = useTranslation('withdraw');
  const settings = useWithdrawSettings();
  const [answer, setAnswer] = useState<CreateWithdrawalAnswer | null>(null);

  if (answer) {
    return (
      <section className="withdraw" data-testid="withdraw-page">
        <WithdrawResult
          answer={answer}
          onAnother={() => {
            setAnswer(null);
          }}
        />
      </section>
    );
  }
  if (settings.isPending) return <LoadingState testId="withdraw-loading" />;
  // A failed background refetch keeps the data: the form (and what was typed in it) stays.
  if (settings.data === undefined) {
    return (
      <ErrorState
        error={settings.error}
        retrying={settings.isFetching}
        onRetry={() => void settings.refetch()}
        testId="withdraw-load-error"
      />
    );
  }
  const data = settings.data;
  const stage = withdrawStage(data);
  return (
    <section className="withdraw" data-testid="withdraw-page" data-stage={stage}>
      <WithdrawSummary settings={data} />
      {isLockedNow(data.fundsPasswordLockedUntil) && stage !== 'needFundsPassword' && (
        <p className="withdraw-notice withdraw-notice--warn" role="status" data-testid="withdraw-locked">
          {t('locked', { time: moneyTime(data.fundsPasswordLockedUntil) })}
        </p>
      )}
      {stage === 'notAllowed' && (
        <p className="withdraw-notice" data-testid="withdraw-not-allowed">
          {t('notAllowed')}
        </p>
      )}
      {stage === 'needFundsPassword' && <FundsPasswordCall />}
      {stage === 'needAccount' && (
        <>
          <p className="withdraw-notice" data-testid="withdraw-need-account">
            {t('needAccount')}
          </p>
          <PayoutAccountForm
            providers={data.payoutProviders}
            payeeName={data.payeeName}
            onBound={() => undefined}
          />
        </>
      )}
      {stage === 'ready' && <WithdrawForm settings={data} onDone={setAnswer} />}
    </section>
  );
}
