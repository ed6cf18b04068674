import { zoneOffset } from '../zoned-days.ts';
import { dayKey, dayOf } from './periods.ts';

type Day = [number, number, number];

/** One rain: `[startTime, endTime)`, keyed by its start on the merchant's clock (`YYYY-MM-DDTHH:mm`). */
export interface RainWindow {
  rainKey: string;
  startTime: number;
  endTime: number;
}

function addDays([y, m, d]: Day, days: number): Day {
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

/** The instant the zone's clock shows `HH:mm` on `day` (the offset is taken at that instant, as `dayStart` does). */
function wallClock(day: Day, time: string, timeZone: string): number {
  const guess = Date.UTC(day[0], day[1] - 1, day[2], Number(time.slice(0, 2)), Number(time.slice(3, 5)));
  const first = guess - zoneOffset(guess, timeZone);
  return guess - zoneOffset(first, timeZone);
}

/** The rains starting on the days around `now` (yesterday's may still fall; tomorrow's may be the next), by start. */
function windowsAround(
  schedule: { startTimes: readonly string[]; minutes: number },
  timeZone: string,
  now: number,
): RainWindow[] {
  const today = dayOf(now, timeZone);
  const windows: RainWindow[] = [];
  for (const offset of [-1, 0, 1, 2]) {
    const day = addDays(today, offset);
    for (const time of schedule.startTimes) {
      const startTime = wallClock(day, time, timeZone);
      windows.push({
        rainKey: `${dayKey(day)}T${time}`,
        startTime,
        endTime: startTime + schedule.minutes * 60_000,
      });
    }
  }
  return windows.sort((a, b) => a.startTime - b.startTime);
}

/** The rain falling at `now` (null between rains) and the next one to start after `now`. */
export function rainsAt(
  schedule: { startTimes: readonly string[]; minutes: number },
  timeZone: string,
  now: number,
): { current: RainWindow | null; next: RainWindow | null } {
  const windows = windowsAround(schedule, timeZone, now);
  return {
    current: windows.find((w) => w.startTime <= now && now < w.endTime) ?? null,
    next: windows.find((w) => w.startTime > now) ?? null,
  };
}
