import { QueryErrorResetBoundary, useQueryClient } from '@tanstack/react-query';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FullScreenMessage } from '../components/full-screen-message.tsx';
import { errorMessage } from '../lib/api/error-message.ts';

interface BoundaryProps {
  children: ReactNode;
  fallback: (error: unknown, reset: () => void) => ReactNode;
  onReset?: () => void;
}

/** Shows `fallback` instead of `children` once they throw while rendering; `reset` tries the children again. */
export class ErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // The one place an unexpected render error is reported; the user sees the retry screen.
    console.error(error, info.componentStack);
  }

  reset = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render() {
    return this.state.error === null
      ? this.props.children
      : this.props.fallback(this.state.error, this.reset);
  }
}

function ErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <FullScreenMessage
      testId="app-error"
      tone="error"
      title={errorMessage(t, error)}
      actions={
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      }
    />
  );
}

/** Catches what the per-route boundaries do not (providers, start-up, the shell): retry resets it and refetches. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={() => {
            reset();
            void queryClient.refetchQueries({ type: 'active' });
          }}
          fallback={(error, retry) => <ErrorScreen error={error} onRetry={retry} />}
        >
          {children}
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
