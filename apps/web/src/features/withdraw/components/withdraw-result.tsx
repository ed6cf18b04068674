import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPeso } from '../../../lib/money/peso-amount.ts';
import { PATHS } from '../../../lib/routes/paths.ts';
import type { CreateWithdrawalAnswer } from '../api/create-withdrawal.ts';

interface WithdrawResultProps {
  answer: CreateWithdrawalAnswer;
  onAnother: () => void;
}

/** After a withdrawal request: its reference and status (pending: held until approved) and the balance now. */
export function WithdrawResult({ answer, onAnother }: WithdrawResultProps) {
  const { t } = useTranslation('withdraw');
  const heading = useRef<HTMLHeadingElement>(null);
  const { withdrawal } = answer;
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className="withdraw-card withdraw-result" data-testid="withdraw-result" aria-live="polite">
      <h2 ref={heading} tabIndex={-1} className="withdraw-result__title">
        {t('result.title')}
      </h2>
      <p className="withdraw-result__text">{t('result.text')}</p>
      <dl className="withdraw-result__facts">
        <div>
          <dt>{t('result.reference')}</dt>
          <dd data-testid="withdraw-result-reference">{withdrawal.reference}</dd>
        </div>
        <div>
          <dt>{t('result.amount')}</dt>
          <dd>{formatPeso(withdrawal.amount)}</dd>
        </div>
        <div>
          <dt>{t('result.account')}</dt>
          <dd>
            {withdrawal.providerName} {withdrawal.accountNumberMasked}
          </dd>
        </div>
        <div>
          <dt>{t('result.status')}</dt>
          <dd data-testid="withdraw-result-status">{t(`status.${withdrawal.status}`)}</dd>
        </div>
        <div>
          <dt>{t('result.balance')}</dt>
          <dd data-testid="withdraw-result-balance">{formatPeso(answer.balance)}</dd>
        </div>
      </dl>
      <div className="withdraw-actions">
        <Link className="button" to={PATHS.withdrawRecord}>
          {t('result.records')}
        </Link>
        <button type="button" className="button button--primary" onClick={onAnother}>
          {t('result.another')}
        </button>
      </div>
    </section>
  );
}
