import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ContractKind } from '../../db/schema.ts';

/** Members below the agent at any depth (UNION, not UNION ALL: a cycle in bad data cannot loop). */
const team = (agentId: number) => sql`
  with recursive team(id) as (
    select id from members where upline_id = ${agentId}
    union
    select m.id from members m join team t on m.upline_id = t.id
  )`;

export interface TeamCounts {
  logins: number;
  bettors: number;
  registrations: number;
  online: number;
}

/** The agent module's queries: the team's activity and the contract offers. */
export function agentRepository(db: Db) {
  return {
    /**
     * Team members who logged in (a session created in `[from, to)`), who placed a real-money round in it, who
     * registered in it, and who are online at `now` (a session neither revoked, expired nor seen before
     * `idleSince`).
     */
    async teamCounts(
      agentId: number,
      [from, to]: readonly [number, number],
      now: number,
      idleSince: number,
    ): Promise<TeamCounts | undefined> {
      const { rows } = await sql<TeamCounts>`${team(agentId)}
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
      return rows[0];
    },

    /** The member's pending offers: the id of each kind's (the newest, should there be two). */
    async pendingContracts(memberId: number): Promise<Map<ContractKind, number>> {
      const rows = await db
        .selectFrom('member_contracts')
        .select(['kind', 'id'])
        .where('member_id', '=', memberId)
        .where('status', '=', 'pending')
        .orderBy('id')
        .execute();
      return new Map(rows.map((r) => [r.kind, r.id]));
    },

    /**
     * Decides the member's pending offer of one kind (only if it is `offerId`, when given), in one conditional
     * update; whether there was one.
     */
    async decidePendingContract(
      memberId: number,
      kind: ContractKind,
      status: 'accepted' | 'rejected',
      now: number,
      offerId?: number,
    ): Promise<boolean> {
      let update = db
        .updateTable('member_contracts')
        .set({ status, decided_at: now })
        .where('member_id', '=', memberId)
        .where('kind', '=', kind)
        .where('status', '=', 'pending');
      if (offerId !== undefined) update = update.where('id', '=', offerId);
      const result = await update.executeTakeFirst();
      return result.numUpdatedRows !== 0n;
    },
  };
}

export type AgentRepository = ReturnType<typeof agentRepository>;
export type { ContractKind };
