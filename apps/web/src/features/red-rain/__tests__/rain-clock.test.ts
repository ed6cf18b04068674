import { describe, expect, it } from 'vitest';
import { atZeroDelayMs, countdownParts } from '../rain-clock.ts';

describe('countdownParts', () => {
  it('counts hours, minutes and seconds, rounding the last part-second up', () => {
    expect(countdownParts(3_723_000)).toEqual({ days: 0, clock: '01:02:03' });
    expect(countdownParts(999)).toEqual({ days: 0, clock: '00:00:01' });
    expect(countdownParts(1)).toEqual({ days: 0, clock: '00:00:01' });
  });

  it('is zero at and past the moment', () => {
    expect(countdownParts(0)).toEqual({ days: 0, clock: '00:00:00' });
    expect(countdownParts(-5000)).toEqual({ days: 0, clock: '00:00:00' });
  });

  it('puts whole days first when a day or more is left', () => {
    expect(countdownParts(86_400_000)).toEqual({ days: 1, clock: '00:00:00' });
    expect(countdownParts(2 * 86_400_000 + 59_000)).toEqual({ days: 2, clock: '00:00:59' });
    expect(countdownParts(86_399_000)).toEqual({ days: 0, clock: '23:59:59' });
    expect(countdownParts(86_399_001)).toEqual({ days: 1, clock: '00:00:00' });
  });
});

describe('atZeroDelayMs', () => {
  it('spreads the ask at zero over two seconds', () => {
    expect(atZeroDelayMs(() => 0)).toBe(0);
    expect(atZeroDelayMs(() => 0.5)).toBe(1000);
    expect(atZeroDelayMs(() => 0.9999)).toBe(1999);
  });
});
