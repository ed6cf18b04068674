/** A message time as `YYYY-MM-DD HH:mm` in the phone's own time zone (messages are personal, not day-bounded). */
export function mailTime(instant: number): string {
  const date = new Date(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
