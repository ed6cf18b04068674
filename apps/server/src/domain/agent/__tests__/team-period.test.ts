import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors.ts';
import { dayStart } from '../../zoned-days.ts';
import { teamPeriod, zonedToday } from '../team-period.ts';

const ZONE = 'Asia/Manila';
const HOUR = 3_600_000;

describe('team report periods', () => {
  // Sunday 2026-03-01, 00:30 in Manila is still Saturday 28 February in UTC.
  const now = dayStart([2026, 3, 1], ZONE) + HOUR / 2;

  it('reads today in the merchant zone, not in UTC', () => {
    expect(zonedToday(now, ZONE)).toEqual([2026, 3, 1]);
    expect(teamPeriod({ period: 'today' }, ZONE, now)).toEqual({
      from: dayStart([2026, 3, 1], ZONE),
      to: dayStart([2026, 3, 2], ZONE),
      startDate: '2026-03-01',
      endDate: '2026-03-01',
    });
  });

  it('starts the week on Monday, also across a month end, and the month on the 1st', () => {
    expect(teamPeriod({ period: 'week' }, ZONE, now)).toMatchObject({
      startDate: '2026-02-23',
      endDate: '2026-03-01',
    });
    const monday = dayStart([2026, 3, 2], ZONE) + 5 * HOUR;
    expect(teamPeriod({ period: 'week' }, ZONE, monday)).toMatchObject({
      startDate: '2026-03-02',
      endDate: '2026-03-02',
    });
    const lateInMonth = dayStart([2026, 3, 31], ZONE) + 23 * HOUR;
    expect(teamPeriod({ period: 'month' }, ZONE, lateInMonth)).toMatchObject({
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
  });

  it('takes a range as given and ignores dates for the other periods', () => {
    expect(
      teamPeriod({ period: 'range', startDate: '2026-01-05', endDate: '2026-01-06' }, ZONE, now),
    ).toEqual({
      from: dayStart([2026, 1, 5], ZONE),
      to: dayStart([2026, 1, 7], ZONE),
      startDate: '2026-01-05',
      endDate: '2026-01-06',
    });
    expect(
      teamPeriod({ period: 'today', startDate: '2026-01-05', endDate: '2026-01-06' }, ZONE, now).startDate,
    ).toBe('2026-03-01');
    expect(() => teamPeriod({ period: 'range', startDate: '2026-01-05' }, ZONE, now)).toThrow(ApiError);
  });
});
