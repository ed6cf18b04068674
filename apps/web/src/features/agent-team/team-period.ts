import { TEAM_REPORT_MAX_DAYS, type TeamPeriod } from '@h5/contract/endpoints/agent-team.ts';

/** The overview's period as the contract takes it: today, this week, this month, or a range of days. */
export type PeriodChoice =
  { period: Exclude<TeamPeriod, 'range'> } | { period: 'range'; startDate: string; endDate: string };

export const DEFAULT_PERIOD: PeriodChoice = { period: 'today' };

const DAY_MS = 86_400_000;

/**
 * Whether a chosen range is one the server takes (TEAM_REPORT_MAX_DAYS, both days included, end not before start),
 * so the page says so before asking.
 */
export function validRange(startDate: string, endDate: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate) || !/^\d{4}-\d{2}-\d{2}$/.test(endDate)) return false;
  const days = (Date.parse(endDate) - Date.parse(startDate)) / DAY_MS;
  return Number.isFinite(days) && days >= 0 && days < TEAM_REPORT_MAX_DAYS;
}
