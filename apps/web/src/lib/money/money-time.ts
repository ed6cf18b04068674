import { MERCHANT_TIME_ZONE } from '../date/merchant-day.ts';

/** An instant as `YYYY-MM-DD HH:mm` in the merchant's time zone (unlock times, record times of the money pages). */
export function moneyTime(instant: number, timeZone: string = MERCHANT_TIME_ZONE): string {
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

/** Whether the funds password is locked now (wrong passwords or answers); the pages show until when. */
export function isLockedNow(lockedUntil: number | null, now: number = Date.now()): lockedUntil is number {
  return lockedUntil !== null && lockedUntil > now;
}
