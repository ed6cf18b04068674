import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/routes/paths.ts';

/** The merchant runs no rain (switch off, or `red.rain.unavailable`): said plainly, with the way back. */
export function RainUnavailable() {
  const { t } = useTranslation('redRain');
  return (
    <section className="red-rain" data-testid="red-rain-unavailable">
      <div className="red-rain__card red-rain__unavailable">
        <span className="red-rain__art red-rain__art--still" aria-hidden="true" />
        <h2 className="red-rain__heading">{t('unavailable.title')}</h2>
        <p className="red-rain__note">{t('unavailable.text')}</p>
        <Link className="button button--primary" to={PATHS.agent} data-testid="red-rain-back">
          {t('unavailable.back')}
        </Link>
      </div>
    </section>
  );
}
