import { describe, expect, it } from 'vitest';
import { rainsAt } from '../red-rain-schedule.ts';

const MANILA = 'Asia/Manila';
/** An instant given on Manila's clock (UTC+8, no daylight saving). */
const manila = (iso: string) => Date.parse(`${iso}+08:00`);

describe('rain windows', () => {
  const schedule = { startTimes: ['20:00', '12:00'], minutes: 15 };

  it('finds the rain falling now and the next one, on the merchant’s clock', () => {
    expect(rainsAt(schedule, MANILA, manila('2026-11-26T12:14:59'))).toEqual({
      current: {
        rainKey: '2026-11-26T12:00',
        startTime: manila('2026-11-26T12:00:00'),
        endTime: manila('2026-11-26T12:15:00'),
      },
      next: {
        rainKey: '2026-11-26T20:00',
        startTime: manila('2026-11-26T20:00:00'),
        endTime: manila('2026-11-26T20:15:00'),
      },
    });
  });

  it('has no rain at its end instant, and the next is tomorrow’s first', () => {
    const { current, next } = rainsAt(schedule, MANILA, manila('2026-11-26T20:15:00'));
    expect(current).toBeNull();
    expect(next?.rainKey).toBe('2026-11-27T12:00');
  });

  it('keeps a rain that started yesterday under yesterday’s key past midnight', () => {
    const late = { startTimes: ['23:50'], minutes: 20 };
    const { current, next } = rainsAt(late, MANILA, manila('2026-12-01T00:05:00'));
    expect(current?.rainKey).toBe('2026-11-30T23:50');
    expect(current?.endTime).toBe(manila('2026-12-01T00:10:00'));
    expect(next?.rainKey).toBe('2026-12-01T23:50');
  });

  it('reads the start on the zone’s clock, whatever the offset that day', () => {
    // New York moves from UTC-4 to UTC-5 on 2026-11-01.
    const ny = { startTimes: ['09:00'], minutes: 60 };
    const before = rainsAt(ny, 'America/New_York', Date.parse('2026-10-31T13:30:00Z'));
    const after = rainsAt(ny, 'America/New_York', Date.parse('2026-11-02T14:30:00Z'));
    expect(before.current?.startTime).toBe(Date.parse('2026-10-31T13:00:00Z'));
    expect(after.current?.startTime).toBe(Date.parse('2026-11-02T14:00:00Z'));
  });
});
