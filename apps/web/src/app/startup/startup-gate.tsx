import type { ReactNode } from 'react';
import { Splash } from '../../components/splash.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { useSystemStatus } from '../../lib/system-status/get-system-status.ts';
import { MaintenancePage, RestrictedPage, StartupError } from './site-pages.tsx';
import { startupMode } from './startup-mode.ts';

/**
 * Lobby spec §4: with the language set, fetch the configuration and choose the mode. The app (children) renders
 * only in normal mode. A failed fetch shows the retry screen; a successful retry continues without a reload.
 * Once configuration is known, a failed background refetch keeps the app on screen. Offline without a kept
 * configuration (lib/offline-cache), the fetch waits for the network: the screen says there is no internet and the
 * app continues by itself once the network is back (issue 17 #4).
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const { data, error, isFetching, fetchStatus, refetch } = useSystemStatus();
  if (data) {
    switch (startupMode(data)) {
      case 'maintenance':
        return <MaintenancePage status={data} />;
      case 'restricted':
        return <RestrictedPage status={data} />;
      case 'normal':
        return children;
    }
  }
  if (error || fetchStatus === 'paused') {
    return (
      <StartupError
        error={error ?? new ApiError('offline', 'getSystemStatus', 'offline')}
        retrying={isFetching}
        onRetry={() => {
          void refetch();
        }}
      />
    );
  }
  return <Splash />;
}
