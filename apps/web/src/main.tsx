import i18next from 'i18next';
import './app/app.css';
import { bootstrap } from './app/bootstrap.tsx';

const container = document.getElementById('root');
if (container) void bootstrap(container);

// The service worker loads after the page has, so it never delays the first paint; the update prompt's code only
// when there is an update. Its import sits here, beside Vite's preload helper, so the registration chunk needs none.
if (import.meta.env.PROD) {
  window.addEventListener('load', () => {
    void import('./app/pwa/register-service-worker.ts').then((pwa) =>
      pwa.registerServiceWorker((onRefresh) => {
        void import('./app/pwa/update-prompt.ts').then((prompt) => {
          prompt.showUpdatePrompt(i18next, onRefresh);
        });
      }),
    );
  });
}

// Field data (issue 11): real-user timings, in their own chunk, once the page has loaded and the browser is idle, so
// they never compete with what the user waits for. A failed load or report is never the user's problem.
if (import.meta.env.PROD) {
  const startVitals = () => {
    void import('./lib/vitals/report-vitals.ts').then(
      (vitals) => {
        vitals.startVitalsReporting();
      },
      () => undefined,
    );
  };
  window.addEventListener('load', () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(startVitals, { timeout: 5_000 });
    else window.setTimeout(startVitals, 1_000);
  });
}
