import { lazy, Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { Splash } from '../../components/splash.tsx';
import { landingRoute } from '../../lib/routes/route-entry.ts';
import { ALIASES, FALLBACK, ROUTES } from '../../lib/routes/route-table.ts';
import { AppShell } from '../shell/app-shell.tsx';
import { pageLoader, type PageLoader, type PageModule } from './page-loaders.ts';
import { RouteErrorBoundary } from './route-error.tsx';
import { RouteGuard } from './route-guard.tsx';
import './router.css';

/** Page modules already loaded, by loader (most routes share the placeholder's). */
const loaded = new Map<PageLoader, PageModule>();

function loadPage(page: PageLoader): Promise<PageModule> {
  return page().then((module) => {
    loaded.set(page, module);
    return module;
  });
}

/**
 * React.lazy for a page. A module that is already there is handed over in a thenable that calls back at once:
 * React.lazy then renders without suspending, so the first page is not held behind the splash by Suspense's
 * 300 ms reveal throttle (the start-up preload has usually loaded it by then).
 */
function lazyPage(page: PageLoader) {
  return lazy(() => {
    const module = loaded.get(page);
    if (!module) return loadPage(page);
    const ready = {
      then(onLoaded: (value: PageModule) => void) {
        onLoaded(module);
      },
    };
    return ready as unknown as Promise<PageModule>;
  });
}

/**
 * Declarative routing (`<BrowserRouter>` + `<Routes>`): the data router added 15.5 KB gz to the home route for
 * loaders this app does not use (docs/decisions.md, Web). One lazy component per entry, made once.
 */
const PAGES = ROUTES.map(({ id, path, guard }) => ({ path, guard, Page: lazyPage(pageLoader(id)) }));

/**
 * Loads the code of the page `pathname` lands on (start-up: in parallel with configuration and texts). Never
 * rejects: a failure is left to the route, whose own import shows the retry screen if it fails as well.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const route = landingRoute(pathname);
  if (route) await loadPage(pageLoader(route.id)).catch(() => undefined);
}

/** Redirects an alias to its page, keeping the query string and hash (`/register.html?affiliateCode=…`). */
function AliasRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

/**
 * Every route of the table inside the shell (paths are absolute, no basename: the aliases live outside `/m`),
 * behind its guard.
 * The routes render a deferred location: on a navigation to a page whose code is still loading, the current page
 * stays with a progress bar until the new one is ready. Only the very first page shows the splash (the same as
 * index.html's). A page that fails to load or render shows its route's retry screen, inside the shell.
 * Needs a router with transitions off (`useTransitions={false}`), or the deferred value never lags.
 */
export function AppRoutes() {
  const { t } = useTranslation();
  const location = useLocation();
  const shown = useDeferredValue(location);
  return (
    <>
      {shown !== location && (
        <div className="app__progress" role="progressbar" aria-label={t('common.loading')} />
      )}
      <Suspense fallback={<Splash />}>
        <Routes location={shown}>
          <Route element={<AppShell />}>
            {PAGES.map(({ path, guard, Page }) => (
              <Route
                key={path}
                path={path}
                element={
                  <RouteErrorBoundary key={path}>
                    <RouteGuard guard={guard}>
                      <Page />
                    </RouteGuard>
                  </RouteErrorBoundary>
                }
              />
            ))}
            {ALIASES.map(({ from, to }) => (
              <Route key={from} path={from} element={<AliasRedirect to={to} />} />
            ))}
            <Route path="*" element={<Navigate to={FALLBACK} replace />} />
          </Route>
        </Routes>
      </Suspense>
    </>
  );
}

/** The app's router: the browser's history, updated outside transitions (see AppRoutes). */
export function AppRouter() {
  return (
    <BrowserRouter useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  );
}
