import { MERCHANT_TIME_ZONE, merchantDay } from '../../lib/date/merchant-day.ts';

/** A promotion's day (`YYYY-MM-DD` in the merchant's time zone, as the record pages show days). */
export const promotionDay = (instant: number): string => merchantDay(instant);

/** A reward's time as `YYYY-MM-DD HH:mm` in the merchant's time zone. */
export function rewardTime(instant: number, timeZone: string = MERCHANT_TIME_ZONE): string {
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
