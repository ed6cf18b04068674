import { dayStart, nextDay } from '../zoned-days.ts';

/** Calendar periods of the merchant's time zone the promotions count in (daily login, missions, rebates, VIP). */

type Day = [number, number, number];

/** The zone's calendar day of instant `t`. */
export function dayOf(t: number, timeZone: string): Day {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(t);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return [get('year'), get('month'), get('day')];
}

/** `YYYY-MM-DD` of a day. */
export const dayKey = ([y, m, d]: Day): string =>
  `${String(y)}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** `[start, end)` of the zone's day, week (Monday to Sunday) or calendar month holding `t`. */
export function periodOf(
  t: number,
  period: 'day' | 'week' | 'month',
  timeZone: string,
): { start: number; end: number; key: string } {
  const day = dayOf(t, timeZone);
  if (period === 'day') {
    return { start: dayStart(day, timeZone), end: dayStart(nextDay(day), timeZone), key: dayKey(day) };
  }
  if (period === 'week') {
    const weekday = (new Date(Date.UTC(day[0], day[1] - 1, day[2])).getUTCDay() + 6) % 7;
    let first: Day = day;
    for (let i = 0; i < weekday; i += 1) {
      const date = new Date(Date.UTC(first[0], first[1] - 1, first[2] - 1));
      first = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    }
    let after: Day = first;
    for (let i = 0; i < 7; i += 1) after = nextDay(after);
    return { start: dayStart(first, timeZone), end: dayStart(after, timeZone), key: dayKey(first) };
  }
  const first: Day = [day[0], day[1], 1];
  const next: Day = day[1] === 12 ? [day[0] + 1, 1, 1] : [day[0], day[1] + 1, 1];
  return { start: dayStart(first, timeZone), end: dayStart(next, timeZone), key: dayKey(first).slice(0, 7) };
}
