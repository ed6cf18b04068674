import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api/error-message.ts';
import { wasAnswered } from '../../../lib/api/request-id.ts';
import { appConfig } from '../../../lib/config.ts';
import { useCreateDeposit } from '../api/create-deposit.ts';
import { payPageUrl, type DepositOrder } from '../deposit-rules.ts';
import { DepositSummary } from './deposit-summary.tsx';
import { StepHeading } from './step-heading.tsx';

interface DepositConfirmProps {
  order: DepositOrder;
  /** The key of this deposit, made when this step opened and kept for every retry of it. */
  requestId: string;
  onEdit: () => void;
  /** Manual transfer: on to the bank account and the receipt form. */
  onManual: () => void;
  /** The server answered a refusal: the next try is a new request. */
  onAnswered: () => void;
  formatMoney: (amount: number) => string;
}

/**
 * The confirm step: what will be paid, then for a gateway channel the deposit is created and the browser goes to
 * the hosted payment page (which returns to `/m/voucherCenter?deposit=<reference>`); a manual transfer goes on to
 * the transfer step.
 */
export function DepositConfirm({
  order,
  requestId,
  onEdit,
  onManual,
  onAnswered,
  formatMoney,
}: DepositConfirmProps) {
  const { t } = useTranslation('deposit');
  const create = useCreateDeposit();
  const [redirecting, setRedirecting] = useState(false);
  const [badPayPage, setBadPayPage] = useState(false);
  const manual = order.channel.kind === 'manual_bank';
  const busy = create.isPending || redirecting;

  const pay = () => {
    setBadPayPage(false);
    create.mutate(
      {
        channelId: order.channel.id,
        amount: order.amount,
        ...(order.promotion ? { promotionId: order.promotion.id } : {}),
        requestId,
      },
      {
        onSuccess: ({ payUrl }) => {
          const url = payPageUrl(payUrl, appConfig().apiBaseUrl, window.location.href);
          if (url === null) {
            // Answered, so final: a new try is a new deposit (this one's page cannot be opened).
            setBadPayPage(true);
            onAnswered();
            return;
          }
          setRedirecting(true);
          window.location.assign(url);
        },
        onError: (error) => {
          if (wasAnswered(error)) onAnswered();
        },
      },
    );
  };

  return (
    <div className="deposit__step" data-testid="deposit-confirm">
      <StepHeading>{t('confirm.heading')}</StepHeading>
      <DepositSummary order={order} formatMoney={formatMoney} full />
      {order.promotion?.firstDepositOnly && <p className="deposit__hint">{t('confirm.firstOnlyNote')}</p>}
      {create.isError && (
        <p className="deposit__error" role="alert" data-testid="deposit-confirm-error">
          {errorMessage(t, create.error)}
        </p>
      )}
      {badPayPage && (
        <p className="deposit__error" role="alert" data-testid="deposit-confirm-error">
          {t('confirm.badPayPage')}
        </p>
      )}
      {redirecting && (
        <p className="deposit__hint" role="status" data-testid="deposit-redirecting">
          {t('confirm.redirecting')}
        </p>
      )}
      <div className="deposit__actions">
        <button type="button" className="button" disabled={busy} data-testid="deposit-edit" onClick={onEdit}>
          {t('confirm.edit')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          data-busy={busy ? '' : undefined}
          data-testid="deposit-confirm-button"
          onClick={manual ? onManual : pay}
        >
          {manual ? t('confirm.continue') : t('confirm.pay')}
        </button>
      </div>
    </div>
  );
}
