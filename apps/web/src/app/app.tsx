import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import type { createAppRouter } from './routes/router.tsx';
import { AppErrorBoundary } from './error-boundary.tsx';
import { StartupGate } from './startup/startup-gate.tsx';

interface AppProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

/**
 * Providers (TanStack Query; i18next is global; antd-mobile is set up by lib/ui/antd.ts when a page first needs it),
 * the error boundary, start-up, the router.
 */
export function App({ queryClient, router }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppErrorBoundary>
        <StartupGate>
          <RouterProvider router={router} />
        </StartupGate>
      </AppErrorBoundary>
    </QueryClientProvider>
  );
}
