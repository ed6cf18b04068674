import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { FullScreenMessage } from '../../components/full-screen-message.tsx';
import { PATHS } from '../../lib/routes/paths.ts';
import { useSystemStatus } from '../../lib/system-status/get-system-status.ts';
import { MaintenancePage, RestrictedPage } from '../startup/site-pages.tsx';

/**
 * `/m/maintenance`: the maintenance page, reachable directly (the start-up gate shows it by itself in mode 1), but
 * only while the site is in maintenance: a player who lands on it (an old bookmark, a shared link) while the site is
 * up goes home instead of reading that it is down (issue 19).
 */
export function MaintenanceRoute() {
  const { data } = useSystemStatus();
  if (!data) return null;
  return data.maintenance ? <MaintenancePage status={data} /> : <Navigate to={PATHS.home} replace />;
}

/** `/m/ipBlock`: the IP-blocked page, likewise only while the visitor's region is restricted. */
export function RestrictedRoute() {
  const { data } = useSystemStatus();
  if (!data) return null;
  return data.regionRestriction ? <RestrictedPage status={data} /> : <Navigate to={PATHS.home} replace />;
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
