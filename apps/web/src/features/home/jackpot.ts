import {
  JACKPOT_COLUMN_DIGITS,
  JACKPOT_DELAYS_MS,
  JACKPOT_START_MAX,
  JACKPOT_START_MIN,
  JACKPOT_STEP_MAX,
  JACKPOT_STEP_MIN,
} from './constants.ts';

/** A random source returning numbers in [0, 1), like `Math.random` (injectable so tests can seed it). */
export type Rng = () => number;

/** A whole number in [min, max], both ends included. */
export function randomInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** The jackpot's first value (lobby §4): random in [170,000,000, 250,000,000]. */
export function jackpotStart(rng: Rng): number {
  return randomInt(rng, JACKPOT_START_MIN, JACKPOT_START_MAX);
}

/** How much one step adds (lobby §4): random in [100, 500]. */
export function jackpotIncrement(rng: Rng): number {
  return randomInt(rng, JACKPOT_STEP_MIN, JACKPOT_STEP_MAX);
}

/** The wait before the next step (lobby §4): 3, 4 or 5 seconds. */
export function jackpotDelay(rng: Rng): number {
  return JACKPOT_DELAYS_MS[randomInt(rng, 0, JACKPOT_DELAYS_MS.length - 1)] ?? JACKPOT_DELAYS_MS[0];
}

/** The digits of a value for the rolling columns, most significant first, left-padded with zeros to `minLength`. */
export function jackpotDigits(value: number, minLength = 0): number[] {
  const text = String(Math.max(0, Math.floor(value))).padStart(minLength, '0');
  return Array.from(text, Number);
}

/** A column shows the digits 0–9 stacked; showing `digit` moves the column up by this share of its height (%). */
export function columnOffsetPercent(digit: number): number {
  return (digit * 100) / JACKPOT_COLUMN_DIGITS;
}

interface JackpotTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface JackpotOptions {
  rng?: Rng;
  /** The operator's configured value (system status `jackpot`); absent or 0 starts from a random value (OP-26). */
  start?: number;
  /** Called with the first value at once, then after every step. */
  onChange: (value: number) => void;
  timers?: JackpotTimers;
}

const globalTimers: JackpotTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => {
    globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
};

/** Runs the display-only jackpot (lobby §4); returns the function that stops it. */
export function startJackpot({
  rng = Math.random,
  start,
  onChange,
  timers = globalTimers,
}: JackpotOptions): () => void {
  let value = start && start > 0 ? Math.floor(start) : jackpotStart(rng);
  let handle: unknown;
  let stopped = false;
  const schedule = () => {
    handle = timers.setTimeout(() => {
      if (stopped) return;
      value += jackpotIncrement(rng);
      onChange(value);
      schedule();
    }, jackpotDelay(rng));
  };
  onChange(value);
  schedule();
  return () => {
    stopped = true;
    timers.clearTimeout(handle);
  };
}
