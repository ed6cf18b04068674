import { onlineManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../lib/i18n/i18n.ts';
import { applyLanguage, currentLanguage, storedLanguage } from '../lib/i18n/language.ts';
import { seedHomeAnnouncements } from '../features/home/api/get-home-announcements.ts';
import { takeBootData } from '../lib/boot-data.ts';
import { appConfig } from '../lib/config.ts';
import { offlineCacheScope, startOfflineCache } from '../lib/offline-cache/offline-cache.ts';
import { currentToken } from '../lib/session/session-store.ts';
import { systemStatusQueryKey, systemStatusQueryOptions } from '../lib/system-status/get-system-status.ts';
import { App } from './app.tsx';
import { BootFailure } from './boot-failure.tsx';
import { createQueryClient } from './query-client.ts';
import { preloadPage } from './routes/router.tsx';

/**
 * Start-up (lobby spec §4). The language comes first (the configuration request carries it); the configuration
 * (unless the page carried it), the language file and the current page's code are then fetched in parallel, and
 * React renders once the texts are there. Until then the static splash of index.html stays on screen.
 */
export async function bootstrap(container: HTMLElement): Promise<void> {
  const language = storedLanguage();
  applyLanguage(language);
  const queryClient = createQueryClient();
  // TanStack Query assumes a network until an `offline` event, which a page started without one never gets: then
  // its queries would fail instead of waiting, and the offline banner would not show (issue 17 #4).
  onlineManager.setOnline(navigator.onLine);
  // Before any query: offline, the configuration, home and lobby come from the last public answers kept. In the
  // entry, not a lazy chunk: the start without a network needs it first, and split off it cost more bytes in all.
  startOfflineCache(queryClient, {
    scope: offlineCacheScope(appConfig(), window.location.origin),
    language: currentLanguage,
  });
  // What the server embedded in the page, in this language, needs no request (issue 11).
  const boot = takeBootData();
  if (boot?.language === language) {
    if (boot.status) queryClient.setQueryData(systemStatusQueryKey, boot.status);
    // The embedded feed is a guest's: a member's popups differ.
    if (boot.homeFeed && currentToken() === null) seedHomeAnnouncements(queryClient, boot.homeFeed);
  }
  // Started now, read by the start-up gate; a failure is shown there.
  queryClient.query(systemStatusQueryOptions()).catch(() => undefined);
  // The page's code too: the router renders it only after start-up.
  void preloadPage(window.location.pathname);
  const root = createRoot(container);
  try {
    // One more attempt before giving up: a flaky network often drops a single request.
    await initI18n(language).catch(() => initI18n(language));
  } catch {
    root.render(<BootFailure />);
    return;
  }
  root.render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}
