import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router';
import { Splash } from '../../components/splash.tsx';
import { AppShell } from '../shell/app-shell.tsx';
import type { RouteHandle } from './route-handle.ts';
import { RouteError } from './route-error.tsx';
import { ALIASES, FALLBACK, ROUTES } from './route-table.ts';

/** Redirects an alias to its page, keeping the query string and hash (`/register.html?affiliateCode=…`). */
function AliasRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

/** The route objects of the whole app (paths are absolute, no basename: the aliases live outside `/m`). */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <AppShell />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <Splash />,
      children: [
        ...ROUTES.map(({ path, title, header, footer, page }): RouteObject => ({
          path,
          handle: { path, title, header, footer } satisfies RouteHandle,
          errorElement: <RouteError />,
          lazy: async () => ({ Component: (await page()).default }),
        })),
        ...ALIASES.map(({ from, to }): RouteObject => ({ path: from, element: <AliasRedirect to={to} /> })),
        { path: '*', element: <Navigate to={FALLBACK} replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
