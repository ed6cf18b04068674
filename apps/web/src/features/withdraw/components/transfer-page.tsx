import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/load-state.tsx';
import { useWithdrawSettings } from '../../../lib/money/get-withdraw-settings.ts';
import { isLockedNow, moneyTime } from '../../../lib/money/money-time.ts';
import { formatPeso } from '../../../lib/money/peso-amount.ts';
import { useMemberInfo } from '../../../lib/session/get-member-info.ts';
import { useSwitches } from '../../../lib/system-status/use-switches.ts';
import type { TransferAnswer } from '../api/transfer-to-upline.ts';
import { canTransferToUpline } from '../withdraw-rules.ts';
import { FundsPasswordCall } from './funds-password-call.tsx';
import { TransferForm } from './transfer-form.tsx';
import { TransferResult } from './transfer-result.tsx';
import './withdraw.css';

/**
 * `/m/upLine/transfer` (lobby spec §2.11 "Transfer to superior": flag AGETRANSFERUP3, a `toUpline`, member type not
 * 2): the upline and the balance, then the amount and the funds password, a confirmation, and the result. The
 * route refuses guests and trial accounts.
 */
export default function TransferPage() {
  const { t } = useTranslation('withdraw');
  const member = useMemberInfo();
  const settings = useWithdrawSettings();
  const switches = useSwitches();
  const [answer, setAnswer] = useState<TransferAnswer | null>(null);

  if (answer) {
    return (
      <section className="withdraw" data-testid="transfer-page">
        <TransferResult
          answer={answer}
          onAnother={() => {
            setAnswer(null);
          }}
        />
      </section>
    );
  }
  // Only a query without data fails the page: a failed background refetch keeps what is on screen.
  const failed = member.data === undefined ? member : settings.data === undefined ? settings : null;
  if (failed) {
    return (
      <ErrorState
        error={failed.error}
        retrying={member.isFetching || settings.isFetching}
        onRetry={() => {
          if (member.data === undefined) void member.refetch();
          if (settings.data === undefined) void settings.refetch();
        }}
        testId="transfer-load-error"
      />
    );
  }
  const info = member.data;
  const data = settings.data;
  if (!info || !data) return <LoadingState testId="transfer-loading" />;

  const allowed = canTransferToUpline({ switches, toUpline: info.toUpline, type: info.type });
  return (
    <section className="withdraw" data-testid="transfer-page">
      <dl className="withdraw-card withdraw-result__facts" data-testid="transfer-summary">
        <div>
          <dt>{t('transfer.upline')}</dt>
          <dd data-testid="transfer-upline">{info.toUpline || '—'}</dd>
        </div>
        <div>
          <dt>{t('transfer.balance')}</dt>
          <dd data-testid="transfer-balance">{formatPeso(data.balance)}</dd>
        </div>
      </dl>
      {!allowed ? (
        <p className="withdraw-notice" data-testid="transfer-not-available">
          {t('transfer.notAvailable')}
        </p>
      ) : !data.hasFundsPassword ? (
        <FundsPasswordCall />
      ) : (
        <>
          {isLockedNow(data.fundsPasswordLockedUntil) && (
            <p className="withdraw-notice withdraw-notice--warn" role="status" data-testid="transfer-locked">
              {t('locked', { time: moneyTime(data.fundsPasswordLockedUntil) })}
            </p>
          )}
          <TransferForm upline={info.toUpline} settings={data} onDone={setAnswer} />
        </>
      )}
    </section>
  );
}
