import {
  JACKPOT_COLUMN_DIGITS,
  JACKPOT_DELAYS_MS,
  JACKPOT_PLAN_STEPS,
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

/** The digit at `position` (0 = ones, 1 = tens…) of a value; 0 left of its first digit. */
export function digitAt(value: number, position: number): number {
  return Math.floor(Math.max(0, value) / 10 ** position) % 10;
}

/** One planned step: `at` ms after its plan started, the jackpot becomes `value`. */
export interface JackpotStep {
  at: number;
  value: number;
}

/**
 * Steps drawn ahead (lobby §4 draws, in the order a step-by-step run draws them), so the rolling of all of them can
 * be handed to the compositor at once: the page's script and style then wake once per plan, not once per step.
 */
export interface JackpotPlan {
  /** The value when the plan starts. */
  from: number;
  /** The value before the step that ended the previous plan: that step's roll opens this plan. */
  previous?: number;
  steps: JackpotStep[];
}

/**
 * The next `count` steps from `from`. A step that adds a digit ends the plan there: the new column can only
 * appear with the next plan.
 */
export function planJackpot(rng: Rng, from: number, count: number): JackpotStep[] {
  const steps: JackpotStep[] = [];
  const length = String(from).length;
  let at = 0;
  let value = from;
  while (steps.length < count) {
    at += jackpotDelay(rng);
    value += jackpotIncrement(rng);
    steps.push({ at, value });
    if (String(value).length !== length) break;
  }
  return steps;
}

/** How long a plan's animation lasts: until its last step, whose roll opens the next plan. */
export function planDuration(plan: JackpotPlan): number {
  return plan.steps[plan.steps.length - 1]?.at ?? 0;
}

/**
 * The keyframes of the digit column at `position` over a plan (offsets are shares of `planDuration`): the previous
 * plan's last roll first (when there is one), then at each step but the last, a roll of `rollMs` to the new digit
 * when it changes. Empty when the column never moves, so it gets no animation at all.
 */
export function columnKeyframes(
  plan: JackpotPlan,
  position: number,
  rollMs: number,
  easing: string,
): Keyframe[] {
  const duration = planDuration(plan);
  if (duration <= rollMs) return [];
  const frame = (at: number, digit: number, rollEasing?: string): Keyframe => ({
    offset: at / duration,
    transform: `translateY(-${columnOffsetPercent(digit)}%)`,
    ...(rollEasing ? { easing: rollEasing } : {}),
  });
  let digit = digitAt(plan.previous ?? plan.from, position);
  const frames = [frame(0, digit, easing)];
  const rollTo = (at: number, next: number) => {
    if (next === digit) return;
    if (at > 0) frames.push(frame(at, digit, easing));
    frames.push(frame(at + rollMs, next));
    digit = next;
  };
  if (plan.previous !== undefined) rollTo(0, digitAt(plan.from, position));
  for (const step of plan.steps.slice(0, -1)) rollTo(step.at, digitAt(step.value, position));
  frames.push(frame(duration, digit));
  // A first and a last keyframe only: the column holds one digit all along.
  return frames.length > 2 ? frames : [];
}

interface JackpotTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface JackpotOptions {
  rng?: Rng;
  /** The operator's configured value (system status `jackpot`); absent or 0 starts from a random value (OP-26). */
  start?: number;
  /** The value a paused jackpot had: it goes on from there instead of starting again (wins over `start`). */
  from?: number;
  /**
   * Report the value and schedule no step: the display is off screen or its tab hidden, and a timer that nobody
   * sees would still wake the phone every few seconds. Starting again with `from` resumes it.
   */
  paused?: boolean;
  /** How many steps are drawn at a time (`JACKPOT_PLAN_STEPS`). */
  planSteps?: number;
  /** Called with each plan as it starts (the first at once), before the steps it holds happen. */
  onPlan?: (plan: JackpotPlan) => void;
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

/**
 * Runs the display-only jackpot (lobby §4); returns the function that stops it. Steps are drawn a plan at a time
 * (`onPlan`) and happen one by one on their timers (`onChange`), so the value is right at every step whatever the
 * display does with the plan.
 */
export function startJackpot({
  rng = Math.random,
  start,
  from,
  paused = false,
  planSteps = JACKPOT_PLAN_STEPS,
  onPlan,
  onChange,
  timers = globalTimers,
}: JackpotOptions): () => void {
  let value = from ?? (start && start > 0 ? Math.floor(start) : jackpotStart(rng));
  onChange(value);
  if (paused) return () => undefined;
  let handle: unknown;
  let stopped = false;
  const runPlan = (previous?: number) => {
    const steps = planJackpot(rng, value, Math.max(1, planSteps));
    onPlan?.({ from: value, ...(previous === undefined ? {} : { previous }), steps });
    let elapsed = 0;
    const next = (index: number) => {
      const step = steps[index];
      if (!step) return;
      handle = timers.setTimeout(() => {
        if (stopped) return;
        const before = value;
        value = step.value;
        elapsed = step.at;
        onChange(value);
        if (index + 1 < steps.length) next(index + 1);
        else runPlan(before);
      }, step.at - elapsed);
    };
    next(0);
  };
  runPlan();
  return () => {
    stopped = true;
    timers.clearTimeout(handle);
  };
}
