import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FullScreenMessage } from '../../components/full-screen-message.tsx';
import { PATHS } from '../../lib/routes/paths.ts';
import { useSystemStatus } from '../../lib/system-status/get-system-status.ts';
import { MaintenancePage, RestrictedPage } from '../startup/site-pages.tsx';

/** `/m/maintenance`: the maintenance page, reachable directly (the start-up gate shows it by itself in mode 1). */
export function MaintenanceRoute() {
  const { data } = useSystemStatus();
  return data ? <MaintenancePage status={data} /> : null;
}

/** `/m/ipBlock`: the IP-blocked page. */
export function RestrictedRoute() {
  const { data } = useSystemStatus();
  return data ? <RestrictedPage status={data} /> : null;
}

/** `/m/serviceError`: the service-error page (lobby spec §2.1 named pages). */
export function ServiceErrorRoute() {
  const { t } = useTranslation();
  return (
    <FullScreenMessage
      testId="service-error-page"
      tone="error"
      title={t('title.serviceError')}
      actions={
        <Link className="button button--primary" to={PATHS.home} replace>
          {t('common.backHome')}
        </Link>
      }
    >
      <p className="full-screen__text">{t('errors.systemUpgrading')}</p>
    </FullScreenMessage>
  );
}
