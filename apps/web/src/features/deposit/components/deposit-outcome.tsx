import type { DepositRecord } from '@h5/contract/endpoints/deposit.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from './copy-button.tsx';
import { StepHeading } from './step-heading.tsx';
import './deposit-outcome.css';

type Status = DepositRecord['status'];

const TITLE = {
  pending: 'result.pendingTitle',
  reviewing: 'result.reviewingTitle',
  success: 'result.successTitle',
  failed: 'result.failedTitle',
  rejected: 'result.rejectedTitle',
} as const satisfies Record<Status, string>;

interface DepositOutcomeProps {
  deposit: DepositRecord;
  formatMoney: (amount: number) => string;
  /** What can be done next (links, buttons). */
  children?: ReactNode;
}

/**
 * Where a deposit stands, in words: waiting for the payment or for review, credited (with its bonus), or failed or
 * rejected (with the reason when the server gives one); its reference with a copy button. The heading is focused
 * whenever the status changes, so the change is announced.
 */
export function DepositOutcome({ deposit, formatMoney, children }: DepositOutcomeProps) {
  const { t } = useTranslation('deposit');
  const amount = formatMoney(deposit.amount);
  return (
    <div
      className={`deposit-outcome deposit-outcome--${deposit.status}`}
      data-testid="deposit-outcome"
      data-status={deposit.status}
    >
      <StepHeading key={deposit.status} testId="deposit-outcome-title">
        {t(TITLE[deposit.status])}
      </StepHeading>
      <p className="deposit__text" data-testid="deposit-outcome-text">
        {deposit.status === 'success' && t('result.successText', { amount })}
        {deposit.status === 'reviewing' && t('result.reviewingText', { amount })}
        {deposit.status === 'pending' && t('result.pendingText')}
        {deposit.status === 'failed' && t('result.failedText')}
        {deposit.status === 'rejected' && t('result.rejectedText')}
      </p>
      {deposit.status === 'success' && deposit.bonus > 0 && (
        <p className="deposit__text" data-testid="deposit-outcome-bonus">
          {t('result.bonusText', { bonus: formatMoney(deposit.bonus) })}
        </p>
      )}
      {(deposit.status === 'failed' || deposit.status === 'rejected') && deposit.remark && (
        <p className="deposit__text" data-testid="deposit-outcome-remark">
          {t('result.reason', { remark: deposit.remark })}
        </p>
      )}
      <dl className="deposit-outcome__reference">
        <dt>{t('result.reference')}</dt>
        <dd>
          <span data-testid="deposit-outcome-reference">{deposit.reference}</span>
          <CopyButton text={deposit.reference} label={t('result.copyReference')} />
        </dd>
      </dl>
      <div className="deposit__actions">{children}</div>
    </div>
  );
}
