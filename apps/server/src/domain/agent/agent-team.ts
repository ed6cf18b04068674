import { TEAM_KPI_MAX_DAYS, type TeamKpiFooter } from '@h5/contract/endpoints/agent.ts';
import { fieldError } from '../errors.ts';
import { dayStart, daysBetween, nextDay, parseDay } from '../zoned-days.ts';
import type { AgentRepository } from './agent-repository.ts';

/**
 * `startDate`..`endDate` (both included) as [from, to) instants of the merchant's days. Not a real date, an end
 * before the start, or more than TEAM_KPI_MAX_DAYS days: `request_param_err` naming the field.
 */
export function kpiPeriod(startDate: string, endDate: string, timeZone: string): [number, number] {
  const start = parseDay(startDate);
  if (start === null) throw fieldError('startDate');
  const end = parseDay(endDate);
  if (end === null) throw fieldError('endDate');
  const days = daysBetween(start, end);
  if (days < 0 || days >= TEAM_KPI_MAX_DAYS) throw fieldError('endDate');
  return [dayStart(start, timeZone), dayStart(nextDay(end), timeZone)];
}

/**
 * The agent's team KPI for a period: members who logged in (a session created in it), who placed a real-money
 * bet in it (an in-house game round; free play does not count), who registered in it, and who are online now
 * (a session neither revoked, expired nor idle).
 */
export async function teamKpi(
  agent: AgentRepository,
  agentId: number,
  period: [number, number],
  policy: { idleMinutes: number },
  now = Date.now(),
): Promise<TeamKpiFooter> {
  const idleSince = now - policy.idleMinutes * 60_000;
  const row = await agent.teamCounts(agentId, period, now, idleSince);
  return {
    teamLoginMemberCount: row?.logins ?? 0,
    teamBetMemberCount: row?.bettors ?? 0,
    teamRegisterMemberCount: row?.registrations ?? 0,
    teamOnlineCount: row?.online ?? 0,
  };
}
