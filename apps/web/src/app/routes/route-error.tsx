import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FullScreenMessage } from '../../components/full-screen-message.tsx';
import { errorMessage } from '../../lib/api/error-message.ts';
import { ErrorBoundary } from '../error-boundary.tsx';

/**
 * A page that failed to load its code or to render: the spec's "loading failed, click to retry", never a blank
 * screen. Retry reloads the page: React.lazy keeps a failed import, a browser may keep a failed module fetch, and
 * a missing chunk is usually a new deployment whose chunk names only a fresh index.html knows.
 */
function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <FullScreenMessage
      testId="route-error"
      tone="error"
      title={errorMessage(t, error)}
      actions={
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            window.location.reload();
          }}
        >
          {t('common.retry')}
        </button>
      }
    />
  );
}

/** The error boundary of one route (give it the route's path as `key`, so a navigation starts it afresh). */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={(error) => <RouteError error={error} />}>{children}</ErrorBoundary>;
}
