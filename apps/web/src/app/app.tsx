import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppErrorBoundary } from './error-boundary.tsx';
import { AppRouter } from './routes/router.tsx';
import { StartupGate } from './startup/startup-gate.tsx';

/**
 * Providers (TanStack Query; i18next is global; antd-mobile is set up by lib/ui/antd.ts when a page first needs it),
 * the error boundary, start-up, the router.
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppErrorBoundary>
        <StartupGate>
          <AppRouter />
        </StartupGate>
      </AppErrorBoundary>
    </QueryClientProvider>
  );
}
