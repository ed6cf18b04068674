import { describe, expect, it } from 'vitest';
import { rangeDates, recordDay, recordTime, signedAmount } from '../record-dates.ts';

describe('record dates (merchant time zone, Asia/Manila)', () => {
  // 2026-03-01 17:30 UTC = 2026-03-02 01:30 in Manila.
  const lateUtc = Date.UTC(2026, 2, 1, 17, 30);

  it('counts days in Manila, not in UTC', () => {
    expect(recordDay(lateUtc)).toBe('2026-03-02');
    expect(recordTime(lateUtc)).toBe('2026-03-02 01:30');
  });

  it('builds a range with today included', () => {
    expect(rangeDates(1, lateUtc)).toEqual({ startDate: '2026-03-02', endDate: '2026-03-02' });
    expect(rangeDates(7, lateUtc)).toEqual({ startDate: '2026-02-24', endDate: '2026-03-02' });
    expect(rangeDates(90, lateUtc).startDate).toBe('2025-12-03');
  });

  it('signs amounts with two decimals', () => {
    expect(signedAmount(1234.5)).toBe('+1,234.50');
    expect(signedAmount(-20)).toBe('-20.00');
    expect(signedAmount(0)).toBe('0.00');
  });
});
