import { AT_ZERO_SPREAD_MS, MS_PER_SECOND, SECONDS_PER_DAY } from './constants.ts';

const SECONDS_PER_HOUR = 3600;
const SECONDS_PER_MINUTE = 60;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * What is left of a countdown: whole days, then `HH:MM:SS` of the rest. Seconds round up, so the last second
 * shows `00:00:01` until it is over and `00:00:00` means the moment has come.
 */
export function countdownParts(remainingMs: number): { days: number; clock: string } {
  const total = Math.max(0, Math.ceil(remainingMs / MS_PER_SECOND));
  const days = Math.floor(total / SECONDS_PER_DAY);
  const rest = total % SECONDS_PER_DAY;
  const hours = Math.floor(rest / SECONDS_PER_HOUR);
  const minutes = Math.floor((rest % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const seconds = rest % SECONDS_PER_MINUTE;
  return { days, clock: `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` };
}

/** How long to wait at zero before asking the server again: spread over `AT_ZERO_SPREAD_MS` by `random` (0 to <1). */
export function atZeroDelayMs(random: () => number = Math.random): number {
  return Math.floor(random() * AT_ZERO_SPREAD_MS);
}
