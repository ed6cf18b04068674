import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  columnKeyframes,
  columnOffsetPercent,
  digitAt,
  jackpotDelay,
  jackpotDigits,
  jackpotIncrement,
  jackpotStart,
  planDuration,
  planJackpot,
  randomInt,
  startJackpot,
  type JackpotPlan,
  type Rng,
} from '../jackpot.ts';

/** A small seeded generator (mulberry32), so runs are repeatable. */
function seeded(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const fixed =
  (value: number): Rng =>
  () =>
    value;

describe('jackpot ranges', () => {
  it('covers both ends of each range', () => {
    expect(jackpotStart(fixed(0))).toBe(170_000_000);
    expect(jackpotStart(fixed(0.9999999999))).toBe(250_000_000);
    expect(jackpotIncrement(fixed(0))).toBe(100);
    expect(jackpotIncrement(fixed(0.9999999999))).toBe(500);
    expect(jackpotDelay(fixed(0))).toBe(3_000);
    expect(jackpotDelay(fixed(0.5))).toBe(4_000);
    expect(jackpotDelay(fixed(0.9999999999))).toBe(5_000);
  });

  it('stays inside the ranges for many seeded draws', () => {
    const rng = seeded(42);
    const delays = new Set<number>();
    for (let i = 0; i < 2_000; i += 1) {
      const start = jackpotStart(rng);
      expect(start).toBeGreaterThanOrEqual(170_000_000);
      expect(start).toBeLessThanOrEqual(250_000_000);
      const step = jackpotIncrement(rng);
      expect(step).toBeGreaterThanOrEqual(100);
      expect(step).toBeLessThanOrEqual(500);
      expect(Number.isInteger(step)).toBe(true);
      delays.add(jackpotDelay(rng));
    }
    expect([...delays].sort()).toEqual([3_000, 4_000, 5_000]);
  });

  it('randomInt includes both ends', () => {
    expect(randomInt(fixed(0), 1, 3)).toBe(1);
    expect(randomInt(fixed(0.99), 1, 3)).toBe(3);
  });
});

describe('jackpot digits', () => {
  it('splits a value into its digits, most significant first', () => {
    expect(jackpotDigits(201_345_678)).toEqual([2, 0, 1, 3, 4, 5, 6, 7, 8]);
    expect(jackpotDigits(42, 4)).toEqual([0, 0, 4, 2]);
    expect(jackpotDigits(-5)).toEqual([0]);
  });

  it('moves a 10-digit column by a tenth per digit', () => {
    expect(columnOffsetPercent(0)).toBe(0);
    expect(columnOffsetPercent(7)).toBe(70);
    expect(columnOffsetPercent(9)).toBe(90);
  });
});

describe('jackpot stepping', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at once, then adds 100–500 every 3, 4 or 5 seconds, the same for the same seed', () => {
    const run = () => {
      const values: number[] = [];
      const stop = startJackpot({ rng: seeded(7), onChange: (v) => values.push(v) });
      return { values, stop };
    };
    const first = run();
    expect(first.values).toHaveLength(1);
    vi.advanceTimersByTime(2_999);
    expect(first.values).toHaveLength(1);
    vi.advanceTimersByTime(60_000 - 2_999);
    // 60 s hold between 12 (every 5 s) and 20 (every 3 s) steps.
    expect(first.values.length - 1).toBeGreaterThanOrEqual(12);
    expect(first.values.length - 1).toBeLessThanOrEqual(20);
    for (let i = 1; i < first.values.length; i += 1) {
      const step = (first.values[i] ?? 0) - (first.values[i - 1] ?? 0);
      expect(step).toBeGreaterThanOrEqual(100);
      expect(step).toBeLessThanOrEqual(500);
    }
    first.stop();
    const second = run();
    vi.advanceTimersByTime(60_000);
    expect(second.values).toEqual(first.values);
    second.stop();
  });

  it('waits exactly the drawn delay', () => {
    // rng 0: start 170,000,000, delay 3 s, step 100.
    const values: number[] = [];
    const stop = startJackpot({ rng: fixed(0), onChange: (v) => values.push(v) });
    vi.advanceTimersByTime(3_000);
    vi.advanceTimersByTime(3_000);
    expect(values).toEqual([170_000_000, 170_000_100, 170_000_200]);
    stop();
  });

  it('paused: reports the value and schedules nothing (no timer wakes the phone)', () => {
    const values: number[] = [];
    const stop = startJackpot({
      rng: fixed(0),
      start: 200_000_000,
      paused: true,
      onChange: (v) => values.push(v),
    });
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(values).toEqual([200_000_000]);
    stop();
  });

  it('resumes from the value it had, not from the start (`from` wins over `start`)', () => {
    const values: number[] = [];
    const stop = startJackpot({
      rng: fixed(0),
      start: 200_000_000,
      from: 200_000_700,
      onChange: (v) => values.push(v),
    });
    vi.advanceTimersByTime(3_000);
    expect(values).toEqual([200_000_700, 200_000_800]);
    stop();
  });

  it('stops stepping once stopped', () => {
    const values: number[] = [];
    const stop = startJackpot({ rng: seeded(1), onChange: (v) => values.push(v) });
    stop();
    vi.advanceTimersByTime(60_000);
    expect(values).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('jackpot plans (steps drawn ahead for the compositor)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the digit at a position, 0 left of the first', () => {
    expect(digitAt(201_345_678, 0)).toBe(8);
    expect(digitAt(201_345_678, 2)).toBe(6);
    expect(digitAt(201_345_678, 8)).toBe(2);
    expect(digitAt(201_345_678, 9)).toBe(0);
  });

  it('plans the same steps, in the same order of draws, as a step-by-step run', () => {
    const planned = planJackpot(seeded(7), 200_000_000, 10);
    const values: number[] = [];
    const stop = startJackpot({
      rng: seeded(7),
      start: 200_000_000,
      planSteps: 10,
      onChange: (v) => values.push(v),
    });
    vi.advanceTimersByTime(planned.at(-1)?.at ?? 0);
    stop();
    expect(values.slice(1)).toEqual(planned.map((s) => s.value));
    // Delays of 3, 4 or 5 s between steps.
    planned.forEach((step, i) => {
      expect([3_000, 4_000, 5_000]).toContain(step.at - (planned[i - 1]?.at ?? 0));
    });
  });

  it('ends a plan at the step that adds a digit (a new column appears with the next plan)', () => {
    const steps = planJackpot(fixed(0.9999999999), 999_999_000, 15);
    // +500 every 5 s: 999,999,500 then 1,000,000,000.
    expect(steps).toEqual([
      { at: 5_000, value: 999_999_500 },
      { at: 10_000, value: 1_000_000_000 },
    ]);
  });

  it('starts each plan with the roll of the step that ended the previous one', () => {
    const plans: JackpotPlan[] = [];
    const stop = startJackpot({
      rng: fixed(0),
      start: 200_000_000,
      planSteps: 3,
      onPlan: (plan) => plans.push(plan),
      onChange: () => undefined,
    });
    expect(plans).toEqual([
      {
        from: 200_000_000,
        steps: [
          { at: 3_000, value: 200_000_100 },
          { at: 6_000, value: 200_000_200 },
          { at: 9_000, value: 200_000_300 },
        ],
      },
    ]);
    vi.advanceTimersByTime(9_000);
    expect(plans[1]).toMatchObject({ from: 200_000_300, previous: 200_000_200 });
    expect(planDuration(plans[1] as JackpotPlan)).toBe(9_000);
    stop();
  });

  it('rolls a column at each step that changes its digit, and leaves the last step to the next plan', () => {
    const plan: JackpotPlan = {
      from: 200_000_300,
      previous: 200_000_200,
      steps: [
        { at: 3_000, value: 200_000_400 },
        { at: 6_000, value: 200_000_450 },
        { at: 9_000, value: 200_000_600 },
      ],
    };
    const frames = columnKeyframes(plan, 2, 800, 'ease');
    const at = (f: Keyframe) => Math.round((f.offset as number) * 9_000);
    expect(frames.map((f) => [at(f), f.transform])).toEqual([
      [0, 'translateY(-20%)'],
      // The previous plan's last step: 2 → 3.
      [800, 'translateY(-30%)'],
      [3_000, 'translateY(-30%)'],
      [3_800, 'translateY(-40%)'],
      // 450 keeps the hundreds at 4; 600 is the last step, rolled by the next plan.
      [9_000, 'translateY(-40%)'],
    ]);
    expect(frames.filter((f) => f.easing === 'ease')).toHaveLength(2);
    // The ones never change here: no keyframes, so no animation.
    expect(columnKeyframes(plan, 0, 800, 'ease')).toEqual([]);
  });
});
