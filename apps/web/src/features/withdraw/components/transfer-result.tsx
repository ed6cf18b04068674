import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPeso } from '../../../lib/money/peso-amount.ts';
import type { TransferAnswer } from '../api/transfer-to-upline.ts';

/** The transfer's reference, amount and the balance after it. */
export function TransferResult({ answer, onAnother }: { answer: TransferAnswer; onAnother: () => void }) {
  const { t } = useTranslation('withdraw');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className="withdraw-card withdraw-result" data-testid="transfer-result" aria-live="polite">
      <h2 ref={heading} tabIndex={-1} className="withdraw-result__title">
        {t('transfer.doneTitle')}
      </h2>
      <p className="withdraw-result__text">
        {t('transfer.doneText', { amount: formatPeso(answer.amount), upline: answer.toUpline })}
      </p>
      <dl className="withdraw-result__facts">
        <div>
          <dt>{t('transfer.reference')}</dt>
          <dd data-testid="transfer-result-reference">{answer.reference}</dd>
        </div>
        <div>
          <dt>{t('transfer.balanceNow')}</dt>
          <dd data-testid="transfer-result-balance">{formatPeso(answer.balance)}</dd>
        </div>
      </dl>
      <div className="withdraw-actions">
        <button type="button" className="button button--primary" onClick={onAnother}>
          {t('transfer.another')}
        </button>
      </div>
    </section>
  );
}
