import { SKIP_WAITING_MESSAGE, UPDATE_CHECK_INTERVAL_MS } from './constants.ts';

const BASE = import.meta.env.BASE_URL;

/** Hashed files the page fetched itself (entry, current page, language file): the ones the runtime cache keeps. */
function loadedAppAssets(): string[] {
  const prefix = new URL(`${BASE}assets/`, window.location.href).href;
  const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
  return [...new Set(urls.filter((url) => url.startsWith(prefix)))];
}

/**
 * On the first install the page loaded its current page and language file before any service worker existed, so
 * nothing stored them. Asked again once the worker controls the page, they come from the HTTP cache through the
 * worker's runtime cache, and the next start works offline.
 */
function cacheLoadedAssets(): void {
  for (const url of loadedAppAssets()) fetch(url).catch(() => undefined);
}

/**
 * The new worker takes over only when the user accepts: it is told to skip waiting, and the page reloads once it
 * controls the page. A worker that another tab already activated needs only the reload.
 */
function activate(worker: ServiceWorker): void {
  if (worker.state !== 'installed') {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      window.location.reload();
    },
    { once: true },
  );
  worker.postMessage(SKIP_WAITING_MESSAGE);
}

/** Loads the prompt's code (only when there is an update to offer) and shows it; the action is the refresh. */
export type ShowUpdatePrompt = (onRefresh: () => void) => void;

let prompted: ServiceWorker | undefined;

/** `undefined` when there is no worker: blocked (private mode, policy, test tools) or answered without one. */
async function registerWorker(): Promise<ServiceWorkerRegistration | undefined> {
  try {
    // Not `undefined` by its type, but some hosts answer so instead of failing (in-app browsers, test tools).
    const registration: ServiceWorkerRegistration | undefined = await navigator.serviceWorker.register(
      `${BASE}sw.js`,
      { scope: BASE },
    );
    return registration;
  } catch {
    // The app works online as before.
    return undefined;
  }
}

/**
 * Registers the service worker (sw.js, scope /m/; docs/decisions.md "PWA") and offers a refresh when a new version
 * is waiting. Called once the page has loaded and the browser is idle, so none of this competes with the first
 * screen. Never reloads by itself: a user in the middle of a form decides when.
 */
export async function registerServiceWorker(showUpdatePrompt: ShowUpdatePrompt): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const hadController = navigator.serviceWorker.controller !== null;
  const registration = await registerWorker();
  if (!registration) return;
  // A waiting worker with a controller is an update; without a controller it is the first install.
  const offerIfWaiting = () => {
    const { waiting } = registration;
    if (!waiting || !navigator.serviceWorker.controller || prompted === waiting) return;
    prompted = waiting;
    showUpdatePrompt(() => {
      activate(waiting);
    });
  };
  offerIfWaiting();
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offerIfWaiting();
    });
  });
  if (!hadController) {
    navigator.serviceWorker.addEventListener('controllerchange', cacheLoadedAssets, { once: true });
  }
  setInterval(() => {
    registration.update().catch(() => undefined);
  }, UPDATE_CHECK_INTERVAL_MS);
}
