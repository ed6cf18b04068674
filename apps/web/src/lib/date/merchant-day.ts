/**
 * Calendar days of the platform are the merchant's (Asia/Manila, UTC+8: the record and team-KPI contracts read
 * `YYYY-MM-DD` in that zone), whatever the phone's own zone.
 */
export const MERCHANT_TIME_ZONE = 'Asia/Manila';

/** `YYYY-MM-DD` of an instant in the merchant's time zone. */
export function merchantDay(instant: number = Date.now(), timeZone: string = MERCHANT_TIME_ZONE): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
