/* global self */
// Imported by the generated service worker (pwa.config.ts, workbox `importScripts`). Requests outside the app's
// own files (platform data under /wps and /lgw, images under /cdn, other hosts) never wake the worker: it has
// nothing to do for them, a cheap phone pays for every start of it, and a worker woken while it was being
// replaced by an update kept the update waiting (docs/decisions.md "PWA"). Browsers without static routes
// (Chromium before 123, Firefox, Safari) keep sending those requests through the worker, which passes them on.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  event.waitUntil(
    event
      .addRoutes([{ condition: { not: { urlPattern: { pathname: '/m/*' } } }, source: 'network' }])
      .catch(() => undefined),
  );
});
