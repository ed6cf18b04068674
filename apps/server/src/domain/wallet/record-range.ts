import { RECORD_DEFAULT_DAYS, RECORD_MAX_DAYS, RECORD_PAGE_SIZE } from '@h5/contract/endpoints/records.ts';
import { fieldError } from '../errors.ts';

/** Record dates are days of the merchant's time zone: the Philippines, UTC+8 all year (no daylight saving). */
export const RECORD_UTC_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const MAX_PAGE_SIZE = 100;

/** ms at 00:00 of a `YYYY-MM-DD` day in the merchant's zone; null when the date does not exist. */
function dayStart(date: string): number | null {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(y, m - 1, d);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return utc - RECORD_UTC_OFFSET_MS;
}

/** Today's start in the merchant's zone. */
function todayStart(now: number): number {
  const local = now + RECORD_UTC_OFFSET_MS;
  return local - (local % DAY_MS) - RECORD_UTC_OFFSET_MS;
}

export interface RecordQuery {
  startDate?: string | undefined;
  endDate?: string | undefined;
  pageNo?: string | undefined;
  pageSize?: string | undefined;
}

export interface RecordRange {
  from: number;
  /** Exclusive. */
  to: number;
  pageNo: number;
  pageSize: number;
}

/** A page of records (transactions, bets). */
export interface PageOf<T> {
  content: T[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

/** The range `[from, to)` of a record query (decisions: default the last 7 days, at most 92). */
export function recordRange(query: RecordQuery, now = Date.now()): RecordRange {
  let to: number;
  if (query.endDate === undefined) to = todayStart(now) + DAY_MS;
  else {
    const end = dayStart(query.endDate);
    if (end === null) throw fieldError('endDate');
    to = end + DAY_MS;
  }
  let from: number;
  if (query.startDate === undefined) from = to - RECORD_DEFAULT_DAYS * DAY_MS;
  else {
    const start = dayStart(query.startDate);
    if (start === null) throw fieldError('startDate');
    from = start;
  }
  if (from >= to || to - from > RECORD_MAX_DAYS * DAY_MS) throw fieldError('startDate');
  const pageNo = query.pageNo === undefined ? 1 : Number(query.pageNo);
  const pageSize = query.pageSize === undefined ? RECORD_PAGE_SIZE : Number(query.pageSize);
  if (pageNo < 1) throw fieldError('pageNo');
  if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) throw fieldError('pageSize');
  return { from, to, pageNo, pageSize };
}
