import { MERCHANT_TIME_ZONE, merchantDay } from '../../lib/date/merchant-day.ts';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of an instant in the merchant's time zone. */
export const recordDay = (instant: number): string => merchantDay(instant);

/** The contract's `startDate`/`endDate` for the last `days` days, today included. */
export function rangeDates(days: number, now: number = Date.now()): { startDate: string; endDate: string } {
  return { startDate: recordDay(now - (days - 1) * DAY_MS), endDate: recordDay(now) };
}

/** A record time as `YYYY-MM-DD HH:mm` in the merchant's time zone. */
export function recordTime(instant: number, timeZone: string = MERCHANT_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** A signed amount with two decimals and grouped thousands (+1,234.50 / -20.00). */
export function signedAmount(amount: number): string {
  const text = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Math.abs(amount),
  );
  return `${amount < 0 ? '-' : amount > 0 ? '+' : ''}${text}`;
}
