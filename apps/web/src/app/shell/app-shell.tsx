import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSiteName } from '../../lib/system-status/get-system-status.ts';
import { useRouteEntry } from '../routes/route-entry.ts';
import { HOME } from '../routes/paths.ts';
import { AppHeader } from './app-header.tsx';

/** Every page inside the shell (lobby spec §2.2): header when the route shows one, the page, the title. */
export function AppShell() {
  const { t } = useTranslation();
  const route = useRouteEntry();
  const site = useSiteName();
  const pageTitle = route ? t(`title.${route.title}`) : undefined;

  useEffect(() => {
    if (pageTitle) document.title = t('common.documentTitle', { page: pageTitle, site });
  }, [pageTitle, site, t]);

  return (
    <div className="app">
      {route?.header && <AppHeader title={route.title} isHome={route.path === HOME} />}
      <main className="app__main">
        <Outlet />
      </main>
    </div>
  );
}
