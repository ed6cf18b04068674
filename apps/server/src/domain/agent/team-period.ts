import { TEAM_REPORT_MAX_DAYS, type TeamPeriod } from '@h5/contract/endpoints/agent-team.ts';
import { fieldError } from '../errors.ts';
import { dayStart, daysBetween, nextDay, parseDay, zoneOffset } from '../zoned-days.ts';

type Day = [number, number, number];

/** A team report's period: `[from, to)` instants and the days it covers, both included. */
export interface TeamRange {
  from: number;
  to: number;
  startDate: string;
  endDate: string;
}

const formatDay = ([y, m, d]: Day) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The zone's calendar day at instant `now`. */
export function zonedToday(now: number, timeZone: string): Day {
  const local = new Date(now + zoneOffset(now, timeZone));
  return [local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate()];
}

function rangeOf(start: Day, end: Day, timeZone: string): TeamRange {
  return {
    from: dayStart(start, timeZone),
    to: dayStart(nextDay(end), timeZone),
    startDate: formatDay(start),
    endDate: formatDay(end),
  };
}

/**
 * `startDate`..`endDate` (both included) in the merchant's zone. Not a real date, an end before the start or more
 * than TEAM_REPORT_MAX_DAYS days: `request_param_err` naming the field (as the team KPI).
 */
export function dayRange(
  startDate: string | undefined,
  endDate: string | undefined,
  timeZone: string,
): TeamRange {
  const start = startDate === undefined ? null : parseDay(startDate);
  if (start === null) throw fieldError('startDate', startDate === undefined ? 'missing' : 'invalid');
  const end = endDate === undefined ? null : parseDay(endDate);
  if (end === null) throw fieldError('endDate', endDate === undefined ? 'missing' : 'invalid');
  const days = daysBetween(start, end);
  if (days < 0 || days >= TEAM_REPORT_MAX_DAYS) throw fieldError('endDate');
  return rangeOf(start, end, timeZone);
}

/**
 * The overview's period: today; this week, Monday to today (the Philippine work week; the spec names no first
 * day); this month, the 1st to today; or `range` with its dates.
 */
export function teamPeriod(
  query: { period: TeamPeriod; startDate?: string | undefined; endDate?: string | undefined },
  timeZone: string,
  now = Date.now(),
): TeamRange {
  const today = zonedToday(now, timeZone);
  switch (query.period) {
    case 'today':
      return rangeOf(today, today, timeZone);
    case 'week': {
      const weekday = new Date(Date.UTC(today[0], today[1] - 1, today[2])).getUTCDay();
      const monday = new Date(Date.UTC(today[0], today[1] - 1, today[2] - ((weekday + 6) % 7)));
      return rangeOf(
        [monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate()],
        today,
        timeZone,
      );
    }
    case 'month':
      return rangeOf([today[0], today[1], 1], today, timeZone);
    case 'range':
      return dayRange(query.startDate, query.endDate, timeZone);
  }
}
