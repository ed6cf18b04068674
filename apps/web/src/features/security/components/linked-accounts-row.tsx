import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/routes/paths.ts';
import { SOCIAL_NAMES, useOfferedProviders } from '../../../lib/social/offered-providers.ts';

/**
 * The security centre's way to the linked-accounts page (issue 17 item 2), shown only when the site offers a social
 * provider: its switch on and configured on the server (nothing is asked when every switch is off).
 */
export function LinkedAccountsRow() {
  const { t } = useTranslation();
  const { offered } = useOfferedProviders();
  if (offered.length === 0) return null;
  return (
    <li className="card-list__row security-row" data-testid="security-social">
      <Link className="card-list__head security-row__head security-row__link" to={PATHS.socialAccounts}>
        <span className="security-row__text">
          <span className="security-row__title">{t('title.socialAccounts')}</span>
          <span className="security-row__value">{offered.map((p) => SOCIAL_NAMES[p]).join(', ')}</span>
        </span>
        <span className="security-row__chevron" aria-hidden="true">
          ›
        </span>
      </Link>
    </li>
  );
}
