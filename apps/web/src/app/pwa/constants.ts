/**
 * PWA timings (not from the spec; docs/decisions.md "PWA"). Browsers look for a new service worker on each
 * navigation, which a single-page app rarely does: an open app asks again this often.
 */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** The message the generated service worker (vite-plugin-pwa, generateSW) answers with `skipWaiting()`. */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;
