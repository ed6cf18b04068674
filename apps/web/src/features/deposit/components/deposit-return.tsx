import { getDepositRecords } from '@h5/contract/endpoints/deposit.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/load-state.tsx';
import { walletBalanceQueryKey } from '../../../lib/account/get-wallet-balance.ts';
import { errorMessage } from '../../../lib/api/error-message.ts';
import { PATHS } from '../../../lib/routes/paths.ts';
import { switchOn, useSwitches } from '../../../lib/system-status/use-switches.ts';
import { useDeposit } from '../api/get-deposit.ts';
import { isFinalDeposit } from '../constants.ts';
import { DepositOutcome } from './deposit-outcome.tsx';

/** The contract's deposit reference: what `?deposit=` must look like before it is asked for. */
const REFERENCE = /^[A-Z0-9]{8,40}$/;

/**
 * `/m/voucherCenter?deposit=<reference>`: where the payment page sends the player back after Pay or Cancel. The
 * deposit is asked for again until its status is final (success, failed, rejected), for at most a bounded number
 * of answers; a credited deposit refreshes the header balance.
 */
export function DepositReturn({
  reference,
  formatMoney,
}: {
  reference: string;
  formatMoney: (n: number) => string;
}) {
  const { t } = useTranslation('deposit');
  if (!REFERENCE.test(reference)) {
    return (
      <div className="deposit__step" data-testid="deposit-bad-reference">
        <p className="deposit__error" role="alert">
          {t('result.badReference')}
        </p>
        <Link className="button button--primary" to={PATHS.deposit}>
          {t('result.newDeposit')}
        </Link>
      </div>
    );
  }
  return <DepositStatus reference={reference} formatMoney={formatMoney} />;
}

function DepositStatus({
  reference,
  formatMoney,
}: {
  reference: string;
  formatMoney: (n: number) => string;
}) {
  const { t } = useTranslation('deposit');
  const client = useQueryClient();
  const { query, pollingOver } = useDeposit(reference);
  const recordsOn = switchOn(useSwitches(), getDepositRecords.moduleId ?? '');
  const status = query.data?.status;

  // The money arrived: the header's balance (and the promotions a first deposit changes) are out of date.
  useEffect(() => {
    if (status !== 'success') return;
    void client.invalidateQueries({ queryKey: walletBalanceQueryKey });
    void client.invalidateQueries({ queryKey: ['deposit', 'channels'] });
  }, [status, client]);

  if (query.isPending) return <LoadingState testId="deposit-checking" />;
  if (query.isError && !query.data) {
    return (
      <ErrorState
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
        testId="deposit-return-error"
      />
    );
  }
  const deposit = query.data;
  const final = isFinalDeposit(deposit.status);
  const stopped = !final && !query.isFetching && pollingOver;
  const records = recordsOn && (
    <Link className="button" to={PATHS.depositRecord} data-testid="deposit-records-link">
      {t('result.records')}
    </Link>
  );
  return (
    <DepositOutcome deposit={deposit} formatMoney={formatMoney}>
      {!final && (
        <>
          {query.isError ? (
            <p className="deposit__error" role="alert">
              {errorMessage(t, query.error)}
            </p>
          ) : stopped ? (
            <p className="deposit__text" data-testid="deposit-still-pending">
              {t('result.stillPending')}
            </p>
          ) : (
            <p className="deposit__hint" role="status">
              {t('result.checking')}
            </p>
          )}
          {(stopped || query.isError) && (
            <button
              type="button"
              className="button button--primary"
              disabled={query.isFetching}
              data-testid="deposit-check-again"
              onClick={() => void query.refetch()}
            >
              {t('result.checkAgain')}
            </button>
          )}
        </>
      )}
      {final && deposit.status !== 'success' && (
        <Link className="button button--primary" to={PATHS.deposit} data-testid="deposit-again">
          {t('result.tryAgain')}
        </Link>
      )}
      {deposit.status === 'success' && (
        <Link className="button button--primary" to={PATHS.deposit} data-testid="deposit-again">
          {t('result.newDeposit')}
        </Link>
      )}
      {records}
    </DepositOutcome>
  );
}
