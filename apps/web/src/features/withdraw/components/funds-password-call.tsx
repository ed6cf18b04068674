import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/routes/paths.ts';

/** No funds password yet: nothing can be withdrawn or bound until one is set in the security centre. */
export function FundsPasswordCall() {
  const { t } = useTranslation('withdraw');
  return (
    <section className="withdraw-card withdraw-call" data-testid="withdraw-need-password">
      <h2 className="withdraw-call__title">{t('needFundsPassword.title')}</h2>
      <p className="withdraw-call__text">{t('needFundsPassword.text')}</p>
      <Link className="button button--primary" to={PATHS.securityCenter} data-testid="withdraw-go-security">
        {t('needFundsPassword.action')}
      </Link>
    </section>
  );
}
