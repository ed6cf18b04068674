import { useCallback, useEffect, useRef } from 'react';

/**
 * One pending timer per call site, kept in a ref: `schedule(run, ms)` replaces the previous one, and unmounting
 * clears it (a redirect or focus must not fire after the screen has closed).
 */
export function useTimeout(): (run: () => void, ms: number) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );
  return useCallback((run: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, ms);
  }, []);
}
