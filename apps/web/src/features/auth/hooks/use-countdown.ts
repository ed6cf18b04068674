import { useCallback, useEffect, useRef, useState } from 'react';

/** A seconds countdown (accounts spec §4 SMS code); the timer is cleared when the screen closes. */
export function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);
  const start = useCallback(
    (total: number) => {
      stop();
      setSeconds(total);
      timer.current = setInterval(() => {
        setSeconds((left) => {
          if (left <= 1) {
            stop();
            return 0;
          }
          return left - 1;
        });
      }, 1000);
    },
    [stop],
  );
  useEffect(() => stop, [stop]);
  return { seconds, running: seconds > 0, start };
}
