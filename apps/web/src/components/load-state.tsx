import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../lib/api/error-message.ts';
import { PATHS } from '../lib/routes/paths.ts';
import './load-state.css';

/** The three states every list page shares (lobby spec §8): loading, failed with retry, and empty. */
export function LoadingState({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <p className="load-state" role="status" data-testid={testId}>
      {t('common.loading')}
    </p>
  );
}

interface ErrorStateProps {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  testId?: string;
}

/** The spec's transport message, or the server's own message for a business failure, and a retry button. */
export function ErrorState({ error, onRetry, retrying = false, testId }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div className="load-state" role="alert" data-testid={testId}>
      <p>{errorMessage(t, error)}</p>
      <button type="button" className="load-state__retry" disabled={retrying} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

interface QueryStateProps {
  query: { isPending: boolean; isFetching: boolean; error: unknown; refetch: () => Promise<unknown> };
  testId: string;
}

/**
 * A query that has not succeeded yet: loading while pending, otherwise its error with retry. Callers render it when
 * `!query.isSuccess`, so TypeScript knows `query.data` below that check.
 */
export function QueryState({ query, testId }: QueryStateProps) {
  if (query.isPending) return <LoadingState testId={`${testId}-loading`} />;
  return (
    <ErrorState
      error={query.error}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
      testId={`${testId}-error`}
    />
  );
}

/** `in_no_data`, optionally with the way back home. */
export function EmptyState({ testId, homeLink = false }: { testId?: string; homeLink?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="load-state" data-testid={testId}>
      <p>{t('common.in_no_data')}</p>
      {homeLink && (
        <Link className="load-state__link" to={PATHS.home}>
          {t('common.backHome')}
        </Link>
      )}
    </div>
  );
}
