import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors.ts';
import { newReference, requestHash } from '../money-keys.ts';
import { moneyPage, moneyRange, todayRange } from '../money-range.ts';

const MANILA = 'Asia/Manila';
const fieldOf = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    if (error instanceof ApiError) return error.value;
    throw error;
  }
  return 'no error';
};

describe('money record ranges', () => {
  it('are whole days of the merchant’s calendar, by default the 7 days ending today', () => {
    // 00:30 on 1 March 2031 in Manila is still 28 February in UTC.
    const now = Date.UTC(2031, 1, 28, 16, 30);
    expect(moneyRange({}, MANILA, now)).toEqual({
      from: Date.UTC(2031, 1, 22, 16),
      to: Date.UTC(2031, 2, 1, 16),
      startDate: '2031-02-23',
      endDate: '2031-03-01',
    });
    expect(todayRange(MANILA, now)).toEqual({
      from: Date.UTC(2031, 1, 28, 16),
      to: Date.UTC(2031, 2, 1, 16),
    });
    // A zone with daylight saving: the day of the change is 23 hours long.
    const berlin = moneyRange({ startDate: '2031-03-30', endDate: '2031-03-30' }, 'Europe/Berlin', now);
    expect(berlin.to - berlin.from).toBe(23 * 3_600_000);
  });

  it('span at most 92 days, from a real date to one not before it', () => {
    const now = Date.UTC(2031, 5, 1);
    expect(moneyRange({ startDate: '2031-01-01', endDate: '2031-04-02' }, MANILA, now).startDate).toBe(
      '2031-01-01',
    );
    expect(
      fieldOf(() => moneyRange({ startDate: '2030-12-31', endDate: '2031-04-02' }, MANILA, now)),
    ).toEqual({
      field: 'startDate',
    });
    expect(
      fieldOf(() => moneyRange({ startDate: '2031-04-03', endDate: '2031-04-02' }, MANILA, now)),
    ).toEqual({
      field: 'startDate',
    });
    expect(fieldOf(() => moneyRange({ endDate: '2031-02-29' }, MANILA, now))).toEqual({ field: 'endDate' });
    expect(fieldOf(() => moneyRange({ startDate: '2031-13-01' }, MANILA, now))).toEqual({
      field: 'startDate',
    });
  });

  it('pages from 1, 20 by default, at most 100', () => {
    expect(moneyPage({})).toEqual({ pageNo: 1, pageSize: 20 });
    expect(moneyPage({ pageNo: '3', pageSize: '100' })).toEqual({ pageNo: 3, pageSize: 100 });
    expect(fieldOf(() => moneyPage({ pageNo: '0' }))).toEqual({ field: 'pageNo' });
    expect(fieldOf(() => moneyPage({ pageSize: '101' }))).toEqual({ field: 'pageSize' });
  });
});

describe('money keys', () => {
  it('make references of the prefix, the merchant’s date and 8 characters without look-alikes', () => {
    const reference = newReference('WD', MANILA, Date.UTC(2031, 1, 28, 16, 30));
    expect(reference).toMatch(/^WD20310301[A-HJ-NP-Z2-9]{8}$/);
    expect(newReference('WD', MANILA, 0)).not.toBe(newReference('WD', MANILA, 0));
  });

  it('hash the content of a request whatever the order of its fields', () => {
    expect(requestHash({ a: 1, b: 'x' })).toBe(requestHash({ b: 'x', a: 1 }));
    expect(requestHash({ a: 1, b: 'x' })).not.toBe(requestHash({ a: 2, b: 'x' }));
  });
});
