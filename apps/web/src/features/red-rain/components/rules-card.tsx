import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/account/use-format-money.ts';
import type { RedRain } from '../api/get-red-rain.ts';

/** How the rain works: envelopes per rain, the amount range, who may open them, and the turnover each envelope adds (when any). */
export function RulesCard({ rain }: { rain: RedRain }) {
  const { t } = useTranslation('redRain');
  const formatMoney = useFormatMoney();
  return (
    <section
      className="red-rain__card red-rain__card--rules"
      aria-labelledby="red-rain-rules"
      data-testid="red-rain-rules"
    >
      <h2 className="red-rain__heading" id="red-rain-rules">
        {t('rules.title')}
      </h2>
      <dl className="red-rain__facts">
        <div>
          <dt>{t('rules.perRain')}</dt>
          <dd data-testid="red-rain-per-rain">{t('rules.perRainValue', { count: rain.envelopesPerRain })}</dd>
        </div>
        <div>
          <dt>{t('rules.amount')}</dt>
          <dd data-testid="red-rain-range">
            {t('rules.amountRange', { min: formatMoney(rain.minAmount), max: formatMoney(rain.maxAmount) })}
          </dd>
        </div>
        {rain.minDeposits > 0 && (
          <div>
            <dt>{t('rules.who')}</dt>
            <dd data-testid="red-rain-min-deposits">{t('rules.minDeposits', { count: rain.minDeposits })}</dd>
          </div>
        )}
      </dl>
      {rain.turnoverMultiple > 0 && (
        <p className="red-rain__note" data-testid="red-rain-turnover">
          {t('rules.turnover', { multiple: rain.turnoverMultiple })}
        </p>
      )}
    </section>
  );
}
