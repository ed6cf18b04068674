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
