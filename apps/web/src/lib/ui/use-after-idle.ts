import { useEffect, useState } from 'react';

/** The longest we wait for an idle moment before loading anyway. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * True once the browser has been idle after the first paint: the moment to load what is not needed to see the
 * page (floating widgets, below-the-fold code), so it never competes with the first paint on a slow phone.
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(
        () => {
          setIdle(true);
        },
        { timeout: IDLE_TIMEOUT_MS },
      );
      return () => {
        window.cancelIdleCallback(handle);
      };
    }
    const handle = window.setTimeout(() => {
      setIdle(true);
    }, IDLE_TIMEOUT_MS / 4);
    return () => {
      window.clearTimeout(handle);
    };
  }, []);
  return idle;
}
