import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawSettings } from '../../../lib/money/get-withdraw-settings.ts';
import { formatPeso } from '../../../lib/money/peso-amount.ts';
import { turnoverShare } from '../withdraw-rules.ts';

/**
 * The withdraw page's figures: the withdrawable balance and the amount held by pending withdrawals, one
 * withdrawal's limits, what is used of today's, and the turnover still to play as a progress bar.
 */
export function WithdrawSummary({ settings }: { settings: WithdrawSettings }) {
  const { t } = useTranslation('withdraw');
  const turnoverId = useId();
  const required = settings.turnoverRequired > 0;
  return (
    <section className="withdraw-card withdraw-summary" aria-label={t('summary.label')}>
      <dl className="withdraw-summary__main">
        <div>
          <dt>{t('summary.withdrawable')}</dt>
          <dd className="withdraw-summary__balance" data-testid="withdraw-balance">
            {formatPeso(settings.balance)}
          </dd>
        </div>
        <div>
          <dt>{t('summary.held')}</dt>
          <dd data-testid="withdraw-held">{formatPeso(settings.held)}</dd>
        </div>
      </dl>
      <dl className="withdraw-summary__limits">
        <div>
          <dt>{t('summary.limits')}</dt>
          <dd>
            {t('summary.limitsValue', {
              min: formatPeso(settings.minAmount),
              max: formatPeso(settings.maxAmount),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('summary.dailyCount')}</dt>
          <dd data-testid="withdraw-daily-count">
            {t('summary.dailyCountValue', { used: settings.dailyCountUsed, limit: settings.dailyCount })}
          </dd>
        </div>
        <div>
          <dt>{t('summary.dailyAmount')}</dt>
          <dd data-testid="withdraw-daily-amount">
            {t('summary.dailyAmountValue', {
              used: formatPeso(settings.dailyAmountUsed),
              limit: formatPeso(settings.dailyAmount),
            })}
          </dd>
        </div>
      </dl>
      <div className="withdraw-summary__turnover" data-testid="withdraw-turnover">
        <p id={turnoverId} className="withdraw-summary__turnover-title">
          {t('summary.turnover')}
        </p>
        {required ? (
          <>
            <progress
              className="withdraw-summary__progress"
              aria-labelledby={turnoverId}
              value={turnoverShare(settings)}
              max={1}
            />
            <p className="withdraw-summary__note">
              {t('summary.turnoverProgress', {
                done: formatPeso(settings.turnoverDone),
                required: formatPeso(settings.turnoverRequired),
              })}
            </p>
            <p
              className={`withdraw-summary__note${settings.turnoverRemaining > 0 ? ' withdraw-summary__note--due' : ''}`}
              data-testid="withdraw-turnover-remaining"
            >
              {settings.turnoverRemaining > 0
                ? t('summary.turnoverRemaining', { amount: formatPeso(settings.turnoverRemaining) })
                : t('summary.turnoverMet')}
            </p>
          </>
        ) : (
          <p className="withdraw-summary__note">{t('summary.turnoverNone')}</p>
        )}
      </div>
    </section>
  );
}
