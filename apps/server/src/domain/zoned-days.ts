/** Calendar days of a time zone as instants: the KPI periods are merchant days, not UTC days. */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC at instant `t`, in ms (Manila: +8 h). */
export function zoneOffset(t: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(t)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const asUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return asUtc - (t - (((t % 1000) + 1000) % 1000));
}

/** `YYYY-MM-DD` as [year, month, day] when it is a real date, else null (2026-02-30 is not). */
export function parseDay(day: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match === null) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? [y, m, d]
    : null;
}

/** The instant a calendar day starts in the zone (the offset is taken at that instant, so DST is right). */
export function dayStart([y, m, d]: [number, number, number], timeZone: string): number {
  const guess = Date.UTC(y, m - 1, d);
  const first = guess - zoneOffset(guess, timeZone);
  const second = guess - zoneOffset(first, timeZone);
  return second;
}

/** The day after, as [year, month, day]. */
export function nextDay([y, m, d]: [number, number, number]): [number, number, number] {
  const date = new Date(Date.UTC(y, m - 1, d + 1));
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

/** Whole days from one day to another (0 for the same day). */
export function daysBetween(from: [number, number, number], to: [number, number, number]): number {
  return Math.round(
    (Date.UTC(to[0], to[1] - 1, to[2]) - Date.UTC(from[0], from[1] - 1, from[2])) / 86_400_000,
  );
}
