import { RECORD_DEFAULT_DAYS, RECORD_MAX_DAYS, RECORD_PAGE_SIZE } from '@h5/contract/endpoints/records.ts';
import { fieldError } from '../errors.ts';
import { dayStart, daysBetween, nextDay, parseDay, zoneOffset } from '../zoned-days.ts';

type Day = [number, number, number];

/** Page sizes above this are refused, as in the account record (domain/wallet/record-range.ts). */
const MAX_PAGE_SIZE = 100;

/** `[from, to)` instants of whole days of the merchant's calendar, with the days as `YYYY-MM-DD`. */
export interface MoneyRange {
  from: number;
  to: number;
  startDate: string;
  endDate: string;
}

export const formatDay = ([y, m, d]: Day): string =>
  `${String(y)}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The merchant's calendar day at instant `now`. */
export function zonedToday(timeZone: string, now: number): Day {
  const local = new Date(now + zoneOffset(now, timeZone));
  return [local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate()];
}

function daysBefore([y, m, d]: Day, days: number): Day {
  const date = new Date(Date.UTC(y, m - 1, d - days));
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

/** Today in the merchant's calendar as `[from, to)` (daily withdrawal limits). */
export function todayRange(timeZone: string, now: number): { from: number; to: number } {
  const today = zonedToday(timeZone, now);
  return { from: dayStart(today, timeZone), to: dayStart(nextDay(today), timeZone) };
}

/**
 * The days of a money record query in the merchant's calendar: as the account record (docs/decisions.md), the end
 * defaults to today and the start to 6 days before it, and a range spans at most RECORD_MAX_DAYS days. Not a real
 * date, a start after the end or a longer range: `request_param_err` naming the field.
 */
export function moneyRange(
  query: { startDate?: string | undefined; endDate?: string | undefined },
  timeZone: string,
  now: number,
): MoneyRange {
  const end = query.endDate === undefined ? zonedToday(timeZone, now) : parseDay(query.endDate);
  if (end === null) throw fieldError('endDate');
  const start =
    query.startDate === undefined ? daysBefore(end, RECORD_DEFAULT_DAYS - 1) : parseDay(query.startDate);
  if (start === null) throw fieldError('startDate');
  const days = daysBetween(start, end);
  if (days < 0 || days >= RECORD_MAX_DAYS) throw fieldError('startDate');
  return {
    from: dayStart(start, timeZone),
    to: dayStart(nextDay(end), timeZone),
    startDate: formatDay(start),
    endDate: formatDay(end),
  };
}

/** Page number (from 1) and size of a money record query, default size RECORD_PAGE_SIZE. */
export function moneyPage(query: { pageNo?: string | undefined; pageSize?: string | undefined }): {
  pageNo: number;
  pageSize: number;
} {
  const pageNo = query.pageNo === undefined ? 1 : Number(query.pageNo);
  const pageSize = query.pageSize === undefined ? RECORD_PAGE_SIZE : Number(query.pageSize);
  if (pageNo < 1) throw fieldError('pageNo');
  if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) throw fieldError('pageSize');
  return { pageNo, pageSize };
}
