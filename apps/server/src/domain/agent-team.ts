import { sql } from 'kysely';
import { TEAM_KPI_MAX_DAYS, type TeamKpiFooter } from '@h5/contract/endpoints/agent.ts';
import type { Db } from '../db/database.ts';
import { fieldError } from './errors.ts';
import type { SessionPolicy } from './sessions.ts';
import { dayStart, daysBetween, nextDay, parseDay } from './zoned-days.ts';

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

/** Members below the agent at any depth (UNION, not UNION ALL: a cycle in bad data cannot loop). */
const team = (agentId: number) => sql`
  with recursive team(id) as (
    select id from members where upline_id = ${agentId}
    union
    select m.id from members m join team t on m.upline_id = t.id
  )`;

/**
 * The agent's team KPI for a period: members who logged in (a session created in it), who placed a real-money
 * bet in it (an in-house game round; free play does not count), who registered in it, and who are online now
 * (a session neither revoked, expired nor idle).
 */
export async function teamKpi(
  db: Db,
  agentId: number,
  [from, to]: [number, number],
  policy: SessionPolicy,
  now = Date.now(),
): Promise<TeamKpiFooter> {
  const idleSince = now - policy.idleMinutes * 60_000;
  const { rows } = await sql<{
    logins: number;
    bettors: number;
    registrations: number;
    online: number;
  }>`${team(agentId)}
  select
    (select count(distinct s.member_id) from sessions s join team on team.id = s.member_id
       where s.created_at >= ${from} and s.created_at < ${to}) as logins,
    (select count(distinct r.member_id) from game_rounds r join team on team.id = r.member_id
       where r.free_play = 0 and r.created_at >= ${from} and r.created_at < ${to}) as bettors,
    (select count(*) from members m join team on team.id = m.id
       where m.reg_date >= ${from} and m.reg_date < ${to}) as registrations,
    (select count(distinct s.member_id) from sessions s join team on team.id = s.member_id
       where s.revoked_at is null and s.expires_at > ${now} and s.last_seen_at > ${idleSince}) as online`.execute(
    db,
  );
  const row = rows[0];
  return {
    teamLoginMemberCount: row?.logins ?? 0,
    teamBetMemberCount: row?.bettors ?? 0,
    teamRegisterMemberCount: row?.registrations ?? 0,
    teamOnlineCount: row?.online ?? 0,
  };
}
