import i18next from 'i18next';
import './app/app.css';
import { bootstrap } from './app/bootstrap.tsx';

const container = document.getElementById('root');
if (container) void bootstrap(container);

/** Once the page has loaded and the browser is idle: nothing started here competes with the first screen. */
function whenLoadedAndIdle(start: () => void): void {
  window.addEventListener('load', () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(start, { timeout: 5_000 });
    else window.setTimeout(start, 1_000);
  });
}

if (import.meta.env.PROD) {
  // The service worker (issue 11: installed after the page is idle, precaching only the shell); the update
  // prompt's code only when there is an update. Its import sits here, beside Vite's preload helper, so the
  // registration chunk needs none.
  whenLoadedAndIdle(() => {
    void import('./app/pwa/register-service-worker.ts').then((pwa) =>
      pwa.registerServiceWorker((onRefresh) => {
        void import('./app/pwa/update-prompt.ts').then((prompt) => {
          prompt.showUpdatePrompt(i18next, onRefresh);
        });
      }),
    );
  });
  // Field data (issue 11): real-user timings, in their own chunk. A failed load or report is never the user's
  // problem.
  whenLoadedAndIdle(() => {
    void import('./lib/vitals/report-vitals.ts').then(
      (vitals) => {
        vitals.startVitalsReporting();
      },
      () => undefined,
    );
  });
}
