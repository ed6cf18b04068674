import { useSyncExternalStore } from 'react';
import { prefersReducedMotion } from '../device/environment.ts';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void): () => void {
  let list: MediaQueryList;
  try {
    list = window.matchMedia(REDUCED_MOTION_QUERY);
  } catch {
    // No matchMedia (old WebView): the preference cannot change either.
    return () => undefined;
  }
  list.addEventListener('change', onChange);
  return () => {
    list.removeEventListener('change', onChange);
  };
}

/**
 * The user's "reduce motion" setting, followed live: a script-driven movement (a ticker's timer) stops as soon as it
 * is switched on, as the CSS animations under `@media (prefers-reduced-motion: reduce)` do.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, () => false);
}
