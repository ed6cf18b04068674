import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { useSiteName } from '../../lib/system-status/get-system-status.ts';
import { useRouteHandle } from '../routes/route-handle.ts';
import { HOME } from '../routes/paths.ts';
import { AppHeader } from './app-header.tsx';

/** Every page inside the shell (lobby spec §2.2): header when the route shows one, the page, the title. */
export function AppShell() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const navigation = useNavigation();
  const site = useSiteName();
  const pageTitle = handle ? t(`title.${handle.title}`) : undefined;

  useEffect(() => {
    if (pageTitle) document.title = t('common.documentTitle', { page: pageTitle, site });
  }, [pageTitle, site, t]);

  return (
    <div className="app">
      {navigation.state === 'loading' && (
        <div className="app__progress" role="progressbar" aria-label={t('common.loading')} />
      )}
      {handle?.header && <AppHeader title={handle.title} isHome={handle.path === HOME} />}
      <main className="app__main">
        <Outlet />
      </main>
    </div>
  );
}
