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
 * target. `onZero` runs once per target when the time has come (the page asks the server what happens now).
 */
export function useTimeLeft(
  target: number | null,
  { receivedAt, clockOffsetMs }: ServerClock,
  onZero: () => void,
): number | null {
  // Never before the answer's own moment: the shared tick may be up to a second older than a fresh answer.
  const deviceNow = Math.max(useSyncExternalStore(subscribe, readDeviceNow, readDeviceNow), receivedAt);
  const now = deviceNow + clockOffsetMs;
  const firedFor = useRef<number | null>(null);
  const onZeroRef = useRef(onZero);
  useEffect(() => {
    onZeroRef.current = onZero;
  }, [onZero]);
  const due = target !== null && now >= target;
  useEffect(() => {
    // Once per target: a server whose next answer still names the same moment is not asked again every second.
    if (!due || firedFor.current === target) return;
    firedFor.current = target;
    onZeroRef.current();
  }, [due, target]);
  return target === null ? null : Math.max(0, target - now);
}
