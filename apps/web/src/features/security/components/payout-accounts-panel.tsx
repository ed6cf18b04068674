import type { PayoutAccount } from '@h5/contract/endpoints/money.ts';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/load-state.tsx';
import { PayoutAccountForm } from '../../../components/payout-account-form.tsx';
import { useWithdrawSettings } from '../../../lib/money/get-withdraw-settings.ts';

interface PayoutAccountsPanelProps {
  payeeName: string;
  onBound: (account: PayoutAccount) => void;
  onCancel: () => void;
}

/**
 * The add-account form of the security centre: the same form as the withdraw page's, with the merchant's payout
 * providers and account limit from the withdraw settings (asked when the form opens).
 */
export function PayoutAccountsPanel({ payeeName, onBound, onCancel }: PayoutAccountsPanelProps) {
  const { t } = useTranslation('withdraw');
  const settings = useWithdrawSettings();
  if (settings.isPending) return <LoadingState testId="security-providers-loading" />;
  if (settings.isError) {
    return (
      <ErrorState
        error={settings.error}
        retrying={settings.isFetching}
        onRetry={() => void settings.refetch()}
        testId="security-providers-error"
      />
    );
  }
  const { payoutAccounts, maxPayoutAccounts, payoutProviders } = settings.data;
  if (payoutAccounts.length >= maxPayoutAccounts) {
    return (
      <p className="security-row__note" data-testid="security-accounts-full">
        {t('form.accountsFull', { max: maxPayoutAccounts })}
      </p>
    );
  }
  return (
    <PayoutAccountForm
      providers={payoutProviders}
      payeeName={payeeName}
      focusOnMount
      onBound={onBound}
      onCancel={onCancel}
      testId="security-payout-form"
    />
  );
}
