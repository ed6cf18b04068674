import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { startsWith } from '../../db/like.ts';
import { lockForTransaction } from '../../db/locks.ts';
import type { DatabaseSchema } from '../../db/schema.ts';
import { unitOfWork } from '../../db/unit-of-work.ts';
import { membersRepository, type MembersRepository } from '../accounts/members-repository.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import { walletRepository, type WalletRepository } from '../wallet/wallet-repository.ts';

export type AgentRebateRow = Selectable<DatabaseSchema['agent_rebates']>;
export type ContractSettlementRow = Selectable<DatabaseSchema['agent_contract_settlements']>;
export type ContractRow = Selectable<DatabaseSchema['member_contracts']>;
type ContractKindColumn = ContractSettlementRow['kind'];

/** The whole downline's (the agent itself left out) settled real-money play of a period. */
export interface TeamFigures {
  turnoverCents: number;
  /** Bets − wins: positive when the team lost. */
  netLossCents: number;
  /** Downline members with at least one such round. */
  activeMembers: number;
}

export interface DownlineRateRow {
  id: number;
  account: string;
  type: number;
  agent_rebate_bp: number;
  /** The highest rate among the member's own direct downline (0 without one). */
  min_rate_bp: number;
}

/** A direct downline member's rate and the turnover of its whole subtree (itself included) in a period. */
export interface BranchTurnover {
  memberId: number;
  rateBp: number;
  turnoverCents: number;
}

/** Member types that are not agents (lobby spec §6, platform-api OP-24), as SQL reads them. */
const NOT_AGENT_TYPES = [0, 4, 40];

/** The agent money queries: rebate rates, opened accounts and the team rebate income rows. */
export function agentMoneyRepository(db: Db) {
  /** The member's rate on the merchant day `day` (`YYYY-MM-DD`): the latest change applying by then, else 0. */
  const rateOn = async (memberId: number, day: string): Promise<number> => {
    const row = await db
      .selectFrom('agent_rebate_rates')
      .select('rate_bp')
      .where('member_id', '=', memberId)
      .where('from_day', '<=', day)
      .orderBy('from_day', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.rate_bp ?? 0;
  };

  return {
    /** Serialises what decides on one agent's money or rates (PostgreSQL; SQLite's writers already take turns). */
    async lockAgent(agentId: number): Promise<void> {
      // The same lock name as the wallet's other movements of the member, so a credit waits for them.
      await lockForTransaction(db, [`money:${agentId}`]);
    },

    async member(memberId: number) {
      return db
        .selectFrom('members')
        .select(['id', 'account', 'upline_id', 'agent_rebate_bp', 'type'])
        .where('id', '=', memberId)
        .executeTakeFirst();
    },

    async memberByAccount(merchantCode: string, key: string) {
      return db
        .selectFrom('members')
        .select(['id', 'account', 'upline_id', 'type'])
        .where('merchant_code', '=', merchantCode)
        .where('account_key', '=', key)
        .executeTakeFirst();
    },

    async rateOf(memberId: number): Promise<number> {
      const row = await db
        .selectFrom('members')
        .select('agent_rebate_bp')
        .where('id', '=', memberId)
        .executeTakeFirst();
      return row?.agent_rebate_bp ?? 0;
    },

    /** The highest rate among the member's direct downline (0 without one). */
    async highestDownlineRate(memberId: number): Promise<number> {
      const row = await db
        .selectFrom('members')
        .select((eb) => eb.fn.max<number | string | null>('agent_rebate_bp').as('rate'))
        .where('upline_id', '=', memberId)
        .executeTakeFirst();
      return Number(row?.rate ?? 0);
    },

    /**
     * Gives the member a rate from the merchant day `fromDay` on (the next day for a change; the day an account is
     * opened, as it has no turnover before): `members.agent_rebate_bp` is the rate from then on, and the history
     * keeps what each earlier day was settled with.
     */
    async setRate(memberId: number, rateBp: number, fromDay: string, now: number): Promise<void> {
      await db.updateTable('members').set({ agent_rebate_bp: rateBp }).where('id', '=', memberId).execute();
      await db
        .insertInto('agent_rebate_rates')
        .values({ member_id: memberId, from_day: fromDay, rate_bp: rateBp, changed_at: now })
        .onConflict((oc) =>
          oc.columns(['member_id', 'from_day']).doUpdateSet({ rate_bp: rateBp, changed_at: now }),
        )
        .execute();
    },

    rateOn,

    /** The agent's direct downline, by account, with the lowest rate each may be given. */
    async downlineRates(
      agentId: number,
      accountPrefix: string | undefined,
      limit: number,
      offset: number,
    ): Promise<{ rows: DownlineRateRow[]; total: number }> {
      let base = db.selectFrom('members as m').where('m.upline_id', '=', agentId);
      if (accountPrefix !== undefined) {
        base = base.where(startsWith('m.account_key', accountPrefix.toLowerCase()));
      }
      const count = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
      const rows = await base
        .select((eb) => [
          'm.id',
          'm.account',
          'm.type',
          'm.agent_rebate_bp',
          eb
            .selectFrom('members as d')
            .select((d) => d.fn.max<number | string | null>('d.agent_rebate_bp').as('r'))
            .whereRef('d.upline_id', '=', 'm.id')
            .as('min_rate_bp'),
        ])
        .orderBy('m.account_key')
        .limit(limit)
        .offset(offset)
        .execute();
      return {
        rows: rows.map((r) => ({ ...r, min_rate_bp: Number(r.min_rate_bp ?? 0) })),
        total: Number(count?.n ?? 0),
      };
    },

    async openedAccount(agentId: number, requestId: string) {
      return db
        .selectFrom('agent_opened_accounts as o')
        .innerJoin('members as m', 'm.id', 'o.member_id')
        .select(['m.id', 'm.account', 'm.type', 'm.agent_rebate_bp'])
        .where('o.agent_id', '=', agentId)
        .where('o.request_id', '=', requestId)
        .executeTakeFirst();
    },

    async recordOpenedAccount(
      agentId: number,
      requestId: string,
      memberId: number,
      now: number,
    ): Promise<void> {
      await db
        .insertInto('agent_opened_accounts')
        .values({ agent_id: agentId, request_id: requestId, member_id: memberId, created_at: now })
        .execute();
    },

    /**
     * Per direct downline member: its rate and the settled real-money turnover of its whole subtree (itself and
     * everyone below it) in `[from, to)`. Members without turnover are left out.
     */
    async branchTurnovers(agentId: number, day: string, from: number, to: number): Promise<BranchTurnover[]> {
      const { rows } = await sql<{ member_id: number; turnover_cents: number | string }>`
  with recursive branch(root_id, id) as (
    select id, id from members where upline_id = ${agentId}
    union
    select b.root_id, m.id from members m join branch b on m.upline_id = b.id
  )
  select b.root_id as member_id, sum(r.stake_cents) as turnover_cents
  from branch b
  join game_rounds r on r.member_id = b.id
  where r.status = 'settled' and r.free_play = 0 and r.settled_at >= ${from} and r.settled_at < ${to}
  group by b.root_id
  order by b.root_id`.execute(db);
      const branches: BranchTurnover[] = [];
      // The rate each branch's head had that day (a handful of direct members: one indexed read each).
      for (const r of rows) {
        branches.push({
          memberId: r.member_id,
          rateBp: await rateOn(r.member_id, day),
          turnoverCents: Number(r.turnover_cents),
        });
      }
      return branches;
    },

    async rebateByPeriod(agentId: number, periodKey: string): Promise<AgentRebateRow | undefined> {
      return db
        .selectFrom('agent_rebates')
        .selectAll()
        .where('agent_id', '=', agentId)
        .where('period_key', '=', periodKey)
        .executeTakeFirst();
    },

    /** The period's row, or undefined when another settlement wrote it first. */
    async insertRebate(row: Omit<AgentRebateRow, 'id'>): Promise<AgentRebateRow | undefined> {
      return db
        .insertInto('agent_rebates')
        .values(row)
        .onConflict((oc) => oc.columns(['agent_id', 'period_key']).doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    async rebatesPage(
      agentId: number,
      limit: number,
      offset: number,
    ): Promise<{ rows: AgentRebateRow[]; total: number }> {
      const count = await db
        .selectFrom('agent_rebates')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('agent_id', '=', agentId)
        .executeTakeFirst();
      const rows = await db
        .selectFrom('agent_rebates')
        .selectAll()
        .where('agent_id', '=', agentId)
        .orderBy('period_start', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return { rows, total: Number(count?.n ?? 0) };
    },

    /** The member's offer of a kind to show: the pending one first, else the latest answered. */
    async contractOffer(memberId: number, kind: 'DAILY_SALARY' | 'DIVIDEND' | 'HOURLY_SALARY') {
      return db
        .selectFrom('member_contracts')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('kind', '=', kind)
        .orderBy(sql`case when status = 'pending' then 0 else 1 end`)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** The member's pending offer of a kind (at most one: the unique index `member_contracts_pending`). */
    async pendingContract(memberId: number, kind: ContractKindColumn): Promise<ContractRow | undefined> {
      return db
        .selectFrom('member_contracts')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('kind', '=', kind)
        .where('status', '=', 'pending')
        .executeTakeFirst();
    },

    /**
     * Takes back a pending offer its terms were replaced in: a pending offer earns nothing and no settlement points
     * at it, so nothing else has to change. False when it was answered meanwhile.
     */
    async withdrawPendingContract(id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('member_contracts')
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** A new pending offer of the company (`offered_by` null: no upline member made it). */
    async insertCompanyOffer(
      memberId: number,
      kind: ContractKindColumn,
      terms: string,
      now: number,
    ): Promise<ContractRow> {
      return db
        .insertInto('member_contracts')
        .values({
          member_id: memberId,
          kind,
          offered_by: null,
          terms,
          status: 'pending',
          offered_at: now,
          decided_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The agent's accepted salary and dividend contracts, oldest answer first. */
    async acceptedContracts(agentId: number) {
      return db
        .selectFrom('member_contracts')
        .select(['id', 'kind', 'terms', 'decided_at'])
        .where('member_id', '=', agentId)
        .where('status', '=', 'accepted')
        .orderBy('decided_at')
        .orderBy('id')
        .execute();
    },

    /** The merchant's agents holding an accepted contract: only they can earn a salary or a dividend. */
    async agentsWithAcceptedContract(merchantCode: string): Promise<number[]> {
      const rows = await db
        .selectFrom('members as m')
        .select('m.id')
        .where('m.merchant_code', '=', merchantCode)
        .where('m.type', 'not in', NOT_AGENT_TYPES)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('member_contracts as c')
              .select('c.id')
              .whereRef('c.member_id', '=', 'm.id')
              .where('c.status', '=', 'accepted'),
          ),
        )
        .orderBy('m.id')
        .execute();
      return rows.map((r) => r.id);
    },

    /** The downline's settled real-money rounds of `[from, to)`, by `settled_at`, as the team rebate counts them. */
    async teamFigures(agentId: number, from: number, to: number): Promise<TeamFigures> {
      const { rows } = await sql<{
        turnover_cents: number | string | null;
        payout_cents: number | string | null;
        active_members: number | string;
      }>`
  with recursive team(id) as (
    select id from members where upline_id = ${agentId}
    union
    select m.id from members m join team t on m.upline_id = t.id
  )
  select sum(r.stake_cents) as turnover_cents, sum(r.payout_cents) as payout_cents,
    count(distinct r.member_id) as active_members
  from team t
  join game_rounds r on r.member_id = t.id
  where r.status = 'settled' and r.free_play = 0 and r.settled_at >= ${from} and r.settled_at < ${to}`.execute(
        db,
      );
      const row = rows[0];
      const turnoverCents = Number(row?.turnover_cents ?? 0);
      return {
        turnoverCents,
        netLossCents: turnoverCents - Number(row?.payout_cents ?? 0),
        activeMembers: Number(row?.active_members ?? 0),
      };
    },

    /** A settled period of the kind that is the given one or overlaps it (a dividend whose terms changed period). */
    async contractSettlementOverlapping(
      agentId: number,
      kind: ContractKindColumn,
      periodKey: string,
      start: number,
      end: number,
    ): Promise<boolean> {
      const row = await db
        .selectFrom('agent_contract_settlements')
        .select('id')
        .where('agent_id', '=', agentId)
        .where('kind', '=', kind)
        .where((eb) =>
          eb.or([
            eb('period_key', '=', periodKey),
            eb.and([eb('period_start', '<', end), eb('period_end', '>', start)]),
          ]),
        )
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** `kind|period_key` of the agent's settled contract periods starting at or after `from`. */
    async settledContractPeriods(agentId: number, from: number): Promise<Set<string>> {
      const rows = await db
        .selectFrom('agent_contract_settlements')
        .select(['kind', 'period_key'])
        .where('agent_id', '=', agentId)
        .where('period_start', '>=', from)
        .execute();
      return new Set(rows.map((r) => `${r.kind}|${r.period_key}`));
    },

    /** The period's row, or undefined when another settlement wrote it first. */
    async insertContractSettlement(
      row: Omit<ContractSettlementRow, 'id'>,
    ): Promise<ContractSettlementRow | undefined> {
      return db
        .insertInto('agent_contract_settlements')
        .values(row)
        .onConflict((oc) => oc.columns(['agent_id', 'kind', 'period_key']).doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    /** The agent's settled salary and dividend periods of the given kinds, newest first. */
    async contractSettlementsPage(
      agentId: number,
      kinds: readonly ContractKindColumn[],
      limit: number,
      offset: number,
    ): Promise<{ rows: ContractSettlementRow[]; total: number }> {
      const base = db
        .selectFrom('agent_contract_settlements')
        .where('agent_id', '=', agentId)
        .where('kind', 'in', kinds);
      const count = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
      const rows = await base
        .selectAll()
        .orderBy('period_start', 'desc')
        .orderBy('kind')
        .limit(limit)
        .offset(offset)
        .execute();
      return { rows, total: Number(count?.n ?? 0) };
    },

    /**
     * The merchant's agents that have held a rate: only they can earn a team rebate (on a day whose rate was above
     * 0; a rate given later does not reach back).
     */
    async agentsWithRate(merchantCode: string): Promise<number[]> {
      const rows = await db
        .selectFrom('members as m')
        .select('m.id')
        .where('m.merchant_code', '=', merchantCode)
        .where('m.type', 'not in', NOT_AGENT_TYPES)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('agent_rebate_rates as h')
              .select('h.member_id')
              .whereRef('h.member_id', '=', 'm.id')
              .where('h.rate_bp', '>', 0),
          ),
        )
        .orderBy('m.id')
        .execute();
      return rows.map((r) => r.id);
    },
  };
}

export type AgentMoneyRepository = ReturnType<typeof agentMoneyRepository>;

/** What changes together when an agent's money moves or an account is opened: the agent rows, members, wallet. */
export interface AgentMoneyRepositories {
  readonly agentMoney: AgentMoneyRepository;
  readonly members: MembersRepository;
  readonly wallet: WalletRepository;
}

/** The agent money rules' reads on the database and their unit of work. */
export interface AgentMoneyServices {
  readonly repository: AgentMoneyRepository;
  readonly work: UnitOfWork<AgentMoneyRepositories>;
}

export function agentMoneyServices(db: Db): AgentMoneyServices {
  return {
    repository: agentMoneyRepository(db),
    work: unitOfWork(db, (trx) => ({
      agentMoney: agentMoneyRepository(trx),
      members: membersRepository(trx),
      wallet: walletRepository(trx),
    })),
  };
}
