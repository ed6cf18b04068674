import { isTrial } from '@h5/contract/member-types.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PATHS } from '../lib/routes/paths.ts';
import { useSession } from '../lib/session/session-store.ts';

interface RequireSessionProps {
  children: ReactNode;
  /** Member pages refuse the free-play account (type 4) with `free_reject` (accounts spec §6). */
  refuseTrial?: boolean;
}

/**
 * The small guard of member pages: without a stored session → /m/home (accounts spec §2: settings and change
 * password; docs/decisions.md on the §6 sentence), a trial account where refused → the `free_reject` message.
 */
export function RequireSession({ children, refuseTrial = false }: RequireSessionProps) {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return <Navigate to={PATHS.home} replace />;
  if (refuseTrial && isTrial(session.type)) {
    return (
      <p className="notice notice--error" role="alert" data-testid="free-reject">
        {t('errors.free_reject')}
      </p>
    );
  }
  return children;
}
