import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/account/use-format-money.ts';
import { moneyTime } from '../../../lib/money/money-time.ts';
import type { RedRain } from '../api/get-red-rain.ts';

/** The agent's own envelopes: the total of all, and the latest (newest first, as the server lists them). */
export function MyEnvelopes({ rain }: { rain: RedRain }) {
  const { t } = useTranslation('redRain');
  const formatMoney = useFormatMoney();
  return (
    <section
      className="red-rain__card red-rain__card--mine"
      aria-labelledby="red-rain-mine"
      data-testid="red-rain-mine"
    >
      <h2 className="red-rain__heading" id="red-rain-mine">
        {t('mine.title')}
      </h2>
      <p className="red-rain__total">
        <span>{t('mine.total')}</span>
        <strong data-testid="red-rain-total">{formatMoney(rain.totalAmount)}</strong>
      </p>
      {rain.envelopes.length === 0 ? (
        <p className="red-rain__note" data-testid="red-rain-mine-empty">
          {t('mine.empty')}
        </p>
      ) : (
        <ul className="red-rain__list" data-testid="red-rain-mine-list">
          {rain.envelopes.map((envelope) => (
            <li key={envelope.id} className="red-rain__item" data-testid="red-rain-mine-item">
              <strong>{formatMoney(envelope.amount)}</strong>
              <span className="red-rain__time">{t('mine.opened', { time: moneyTime(envelope.time) })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
