import { describe, expect, it } from 'vitest';
import { HOT_MATCH_AUTOPLAY_MS, HOT_MATCH_SPEED_MS } from '../constants.ts';
import { tickerKeyframes, tickerTiming } from '../ticker.ts';

const I = HOT_MATCH_AUTOPLAY_MS;
const S = HOT_MATCH_SPEED_MS;

/** The item held still at `ms` after the ticker appeared, or null while sliding (easing left aside). */
function itemAt(count: number, ms: number): number | null {
  const frames = tickerKeyframes(count, I, S, 'ease');
  const { duration, delay } = tickerTiming(count, I, S) as { duration: number; delay: number };
  if (ms < delay) return 0;
  const offset = ((ms - delay) % duration) / duration;
  const index = frames.findIndex(
    (f, i) => (f.offset as number) <= offset && offset < ((frames[i + 1]?.offset as number | undefined) ?? 2),
  );
  const from = frames[index];
  const to = frames[index + 1] ?? from;
  if (from?.transform !== to?.transform) return null;
  const percent = Number(/-([\d.]+)%/.exec(String(from?.transform))?.[1]);
  return Math.round((percent * (count + 1)) / 100) % count;
}

describe('ticker loop (lobby §2.9: 5000 ms autoplay, 500 ms speed)', () => {
  it('shows each item for an interval, slides for 500 ms at each 5000 ms mark, and loops forever', () => {
    expect(tickerTiming(3, I, S)).toEqual({ duration: 3 * I, delay: S, iterations: Infinity });
    expect(itemAt(3, 0)).toBe(0);
    expect(itemAt(3, I - 1)).toBe(0);
    expect(itemAt(3, I + S / 2)).toBeNull();
    expect(itemAt(3, I + S + 1)).toBe(1);
    expect(itemAt(3, 2 * I - 1)).toBe(1);
    expect(itemAt(3, 2 * I + S + 1)).toBe(2);
    // After the last comes the first again (the copy, then the loop's start, which look the same).
    expect(itemAt(3, 3 * I + S + 1)).toBe(0);
    expect(itemAt(3, 4 * I + S + 1)).toBe(1);
  });

  it('moves only transform, from the first item to the copy of the first, offsets in order', () => {
    const frames = tickerKeyframes(2, I, S, 'ease');
    expect(frames[0]).toEqual({ offset: 0, transform: 'translateY(-0%)' });
    expect(frames.at(-1)).toEqual({ offset: 1, transform: `translateY(-${(2 * 100) / 3}%)` });
    const offsets = frames.map((f) => f.offset as number);
    expect([...offsets].sort((a, b) => a - b)).toEqual(offsets);
    expect(
      frames.every((f) => Object.keys(f).every((k) => ['offset', 'transform', 'easing'].includes(k))),
    ).toBe(true);
  });
});
