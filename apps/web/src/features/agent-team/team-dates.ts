import { MERCHANT_TIME_ZONE, merchantDay } from '../../lib/date/merchant-day.ts';

const DAY_MS = 86_400_000;

/** The contract's `startDate`/`endDate` for the last `days` days, today included, as merchant days. */
export function dayRangeDates(
  days: number,
  now: number = Date.now(),
): { startDate: string; endDate: string } {
  return { startDate: merchantDay(now - (days - 1) * DAY_MS), endDate: merchantDay(now) };
}

const TIME = new Intl.DateTimeFormat('en-CA', {
  timeZone: MERCHANT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as `YYYY-MM-DD HH:mm` in the merchant's time zone. */
export function teamTime(instant: number): string {
  const parts = TIME.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
