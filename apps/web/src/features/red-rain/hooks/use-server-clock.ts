import { useEffect, useRef, useSyncExternalStore } from 'react';
import { COUNTDOWN_TICK_MS } from '../constants.ts';

/** This device's time at the last tick, shared by every countdown on screen. */
let deviceNow = Date.now();

function subscribe(onTick: () => void): () => void {
  const timer = setInterval(() => {
    deviceNow = Date.now();
    onTick();
  }, COUNTDOWN_TICK_MS);
  return () => {
    clearInterval(timer);
  };
}

/**
 * The shared time, renewed when a tick or more old: a countdown that mounts long after the last one ticked starts
 * from now, and two reads in one render agree (useSyncExternalStore needs a stable snapshot).
 */
function readDeviceNow(): number {
  const now = Date.now();
  if (Math.abs(now - deviceNow) >= COUNTDOWN_TICK_MS) deviceNow = now;
  return deviceNow;
}

/** When an answer arrived by this device's clock, and how far the server's clock was ahead of it then. */
export interface ServerClock {
  receivedAt: number;
  clockOffsetMs: number;
}

/**
 * The time left until `target` (server time, ms) by the server's clock, updated once a second; null without a
 * target. `onZero` runs once per target and `attempt` when the time has come (the page asks the server what happens
 * now): a server whose next answer still names the same moment is not asked every second, but when asking failed
 * (the page gives a new `attempt`), the next tick asks again.
 */
export function useTimeLeft(
  target: number | null,
  { receivedAt, clockOffsetMs }: ServerClock,
  onZero: () => void,
  attempt = 0,
): number | null {
  const tick = useSyncExternalStore(subscribe, readDeviceNow, readDeviceNow);
  // Never before the answer's own moment: the shared tick may be up to a second older than a fresh answer.
  const now = Math.max(tick, receivedAt) + clockOffsetMs;
  const fired = useRef<{ target: number; attempt: number; tick: number } | null>(null);
  const onZeroRef = useRef(onZero);
  useEffect(() => {
    onZeroRef.current = onZero;
  }, [onZero]);
  const due = target !== null && now >= target;
  useEffect(() => {
    if (!due) return;
    const last = fired.current;
    // After a failed ask, wait for the next tick rather than asking again at once.
    if (last?.target === target && (last.attempt === attempt || last.tick === tick)) return;
    fired.current = { target, attempt, tick };
    onZeroRef.current();
  }, [due, target, attempt, tick]);
  return target === null ? null : Math.max(0, target - now);
}
