import { isAgent } from '@h5/contract/member-types.ts';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { RequireSession } from '../../components/require-session.tsx';
import { PATHS, withQuery } from '../../lib/routes/paths.ts';
import { RETURN_PARAM } from '../../lib/routes/return-target.ts';
import type { Guard } from '../../lib/routes/route-table.ts';
import { useSession } from '../../lib/session/session-store.ts';

interface RouteGuardProps {
  guard: Guard | undefined;
  children: ReactNode;
}

/**
 * A page's guard from the route table: who may not open it is sent away (or, a trial account on a member page,
 * told so) before the page renders. What each guard means is written beside `Guard`.
 */
export function RouteGuard({ guard, children }: RouteGuardProps) {
  const session = useSession();
  const { pathname, search } = useLocation();
  switch (guard) {
    case undefined:
      return children;
    case 'member':
      return <RequireSession>{children}</RequireSession>;
    case 'memberNotTrial':
      return <RequireSession refuseTrial>{children}</RequireSession>;
    case 'agent':
      return session && isAgent(session.type) ? children : <Navigate to={PATHS.home} replace />;
    case 'player':
      return session ? children : <Navigate to={PATHS.login} replace />;
    case 'playerNotTrial':
      // A visitor who opened a money page comes back to it once signed in.
      return session ? (
        <RequireSession refuseTrial>{children}</RequireSession>
      ) : (
        <Navigate to={withQuery(PATHS.login, { [RETURN_PARAM]: `${pathname}${search}` })} replace />
      );
  }
}
