import { MAIN_WALLET_TYPE_ID } from '@h5/contract/endpoints/member.ts';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { startsWith } from '../../db/like.ts';

/**
 * Deepest level of a downline that is read. Real trees are a few levels deep; the bound is what keeps a cycle in
 * bad data (A under B under A) from recursing forever, since the depth column makes every visit a new row.
 */
export const MAX_TEAM_DEPTH = 30;

/** `team(id, depth)`: the members below `rootId` at any depth (1 = direct downline), never `rootId` itself. */
const subtree = (rootId: number) => sql`
  with recursive team(id, depth) as (
    select id, 1 from members where upline_id = ${rootId} and id <> ${rootId}
    union all
    select m.id, t.depth + 1 from members m join team t on m.upline_id = t.id
      where t.depth < ${MAX_TEAM_DEPTH} and m.id <> ${rootId}
  )`;

/** `team(id, depth)` of one member alone, so the figures query serves a member's own figures too. */
const single = (memberId: number) => sql`
  with recursive team(id, depth) as (select id, 0 from members where id = ${memberId})`;

export interface FigureRow {
  level: number;
  members: number;
  registrations: number;
  active_bettors: number;
  deposit_cents: number;
  withdrawal_cents: number;
  bet_cents: number;
  win_cents: number;
}

export interface TeamMemberRow {
  id: number;
  account: string;
  type: number;
  level: number;
  reg_date: number;
  last_login: number | null;
  downline_count: number;
  balance_cents: number | null;
}

export interface PnlRow {
  account: string;
  product_type: string;
  bet_cents: number;
  win_cents: number;
  rebate_cents: number;
}

export interface BetRow {
  id: number;
  account: string;
  name_en: string;
  name_ty: string | null;
  game_type: string;
  vendor_code: string;
  stake_cents: number;
  payout_cents: number;
  status: 'open' | 'settled';
  created_at: number;
}

/** Which members a team list reads: a parent's direct downline, one level, or an account prefix. */
export type MemberSelection =
  | { kind: 'children'; parentId: number }
  | { kind: 'level'; level: number }
  | { kind: 'prefix'; prefix: string };

export interface Page {
  limit: number;
  offset: number;
}

const selectionWhere = (selection: MemberSelection): RawBuilder<unknown> => {
  switch (selection.kind) {
    case 'children':
      return sql`m.upline_id = ${selection.parentId}`;
    case 'level':
      return sql`team.depth = ${selection.level}`;
    case 'prefix':
      return startsWith('m.account_key', selection.prefix.toLowerCase());
  }
};

/** The team reports' queries: the downline tree (members.upline_id) joined to rounds, the ledger and sessions. */
export function teamRepository(db: Db) {
  /** The overview figures of a set of members, per depth. */
  async function figures(set: RawBuilder<unknown>, [from, to]: readonly [number, number]) {
    const { rows } = await sql<FigureRow>`${set},
  bets as (
    select r.member_id, sum(r.stake_cents) as bet, sum(r.payout_cents) as win
    from game_rounds r join team on team.id = r.member_id
    where r.free_play = 0 and r.created_at >= ${from} and r.created_at < ${to}
    group by r.member_id
  ),
  money as (
    select w.member_id,
      sum(case when w.type = 'DEPOSIT' then w.amount_cents else 0 end) as deposit,
      sum(case when w.type = 'WITHDRAW' then w.amount_cents else 0 end) as withdrawal
    from wallet_transactions w join team on team.id = w.member_id
    where w.type in ('DEPOSIT', 'WITHDRAW') and w.created_at >= ${from} and w.created_at < ${to}
    group by w.member_id
  )
  select team.depth as level,
    count(*) as members,
    sum(case when m.reg_date >= ${from} and m.reg_date < ${to} then 1 else 0 end) as registrations,
    sum(case when bets.member_id is null then 0 else 1 end) as active_bettors,
    coalesce(sum(money.deposit), 0) as deposit_cents,
    coalesce(0 - sum(money.withdrawal), 0) as withdrawal_cents,
    coalesce(sum(bets.bet), 0) as bet_cents,
    coalesce(sum(bets.win), 0) as win_cents
  from team
    join members m on m.id = team.id
    left join bets on bets.member_id = team.id
    left join money on money.member_id = team.id
  group by team.depth
  order by team.depth`.execute(db);
    return rows;
  }

  return {
    /** The figures of the downline of `rootId`, one row per level that has members. */
    teamFigures: (rootId: number, period: readonly [number, number]) => figures(subtree(rootId), period),

    /** The figures of the member alone (one row, level 0; none when there is no such member). */
    memberFigures: (memberId: number, period: readonly [number, number]) => figures(single(memberId), period),

    /** The member with this account below `rootId`, with its depth; undefined when it is not in the team. */
    async findInTeam(rootId: number, account: string): Promise<{ id: number; depth: number } | undefined> {
      const { rows } = await sql<{ id: number; depth: number }>`${subtree(rootId)}
  select m.id, team.depth from team join members m on m.id = team.id
  where m.account_key = ${account.toLowerCase()}`.execute(db);
      return rows[0];
    },

    /** Accounts from just below `rootId` down to `memberId` (a team member), top first. */
    async pathTo(rootId: number, memberId: number): Promise<string[]> {
      const { rows } = await sql<{ account: string; n: number }>`
  with recursive up(id, upline_id, account, n) as (
    select id, upline_id, account, 0 from members where id = ${memberId}
    union all
    select m.id, m.upline_id, m.account, up.n + 1 from members m join up on m.id = up.upline_id
      where up.upline_id <> ${rootId} and up.n < ${MAX_TEAM_DEPTH}
  )
  select account, n from up order by n desc`.execute(db);
      return rows.map((r) => r.account);
    },

    /** One page of team members (by account) and how many there are in all. */
    async members(
      rootId: number,
      selection: MemberSelection,
      page: Page,
      withBalance: boolean,
    ): Promise<{ rows: TeamMemberRow[]; total: number }> {
      const where = selectionWhere(selection);
      const countRows = await sql<{ total: number }>`${subtree(rootId)}
  select count(*) as total from team join members m on m.id = team.id where ${where}`.execute(db);
      const balance = withBalance
        ? sql`(select w.balance_cents from wallets w where w.member_id = m.id and w.account_type_id = ${MAIN_WALLET_TYPE_ID})`
        : sql`null`;
      const { rows } = await sql<TeamMemberRow>`${subtree(rootId)}
  select m.id, m.account, m.type, team.depth as level, m.reg_date,
    (select max(s.created_at) from sessions s where s.member_id = m.id) as last_login,
    (select count(*) from members c where c.upline_id = m.id) as downline_count,
    ${balance} as balance_cents
  from team join members m on m.id = team.id
  where ${where}
  order by m.account_key
  limit ${page.limit} offset ${page.offset}`.execute(db);
      return { rows, total: countRows.rows[0]?.total ?? 0 };
    },

    /** The member row of one team member (same columns as the list). */
    async member(rootId: number, memberId: number, withBalance: boolean): Promise<TeamMemberRow | undefined> {
      const balance = withBalance
        ? sql`(select w.balance_cents from wallets w where w.member_id = m.id and w.account_type_id = ${MAIN_WALLET_TYPE_ID})`
        : sql`null`;
      const { rows } = await sql<TeamMemberRow>`${subtree(rootId)}
  select m.id, m.account, m.type, team.depth as level, m.reg_date,
    (select max(s.created_at) from sessions s where s.member_id = m.id) as last_login,
    (select count(*) from members c where c.upline_id = m.id) as downline_count,
    ${balance} as balance_cents
  from team join members m on m.id = team.id
  where m.id = ${memberId}`.execute(db);
      return rows[0];
    },

    /**
     * Per member and product type over `[from, to)`: stakes and payouts of real-money rounds started then, and
     * rebates credited then; one page by account and product type, the count of rows and the totals of all.
     */
    async profitAndLoss(
      rootId: number,
      [from, to]: readonly [number, number],
      memberId: number | null,
      page: Page,
    ) {
      const only = memberId === null ? sql`` : sql`and team.id = ${memberId}`;
      const base = sql`${subtree(rootId)},
  played as (
    select r.member_id, g.game_type as product_type, sum(r.stake_cents) as bet, sum(r.payout_cents) as win
    from game_rounds r join team on team.id = r.member_id join games g on g.id = r.game_id
    where r.free_play = 0 and r.created_at >= ${from} and r.created_at < ${to} ${only}
    group by r.member_id, g.game_type
  ),
  rebated as (
    select b.member_id, b.product_type, sum(b.amount_cents) as rebate
    from rebates b join team on team.id = b.member_id
    where b.created_at >= ${from} and b.created_at < ${to} ${only}
    group by b.member_id, b.product_type
  ),
  keyed as (
    select member_id, product_type from played union select member_id, product_type from rebated
  ),
  result as (
    select m.account, m.account_key, k.product_type,
      coalesce(p.bet, 0) as bet_cents, coalesce(p.win, 0) as win_cents, coalesce(rb.rebate, 0) as rebate_cents
    from keyed k
      join members m on m.id = k.member_id
      left join played p on p.member_id = k.member_id and p.product_type = k.product_type
      left join rebated rb on rb.member_id = k.member_id and rb.product_type = k.product_type
  )`;
      const { rows } = await sql<PnlRow>`${base}
  select account, product_type, bet_cents, win_cents, rebate_cents from result
  order by account_key, product_type limit ${page.limit} offset ${page.offset}`.execute(db);
      const totals = await sql<{ total: number; bet: number; win: number; rebate: number }>`${base}
  select count(*) as total, coalesce(sum(bet_cents), 0) as bet, coalesce(sum(win_cents), 0) as win,
    coalesce(sum(rebate_cents), 0) as rebate
  from result`.execute(db);
      const bonus = await sql<{ bonus: number }>`${subtree(rootId)}
  select coalesce(sum(w.amount_cents), 0) as bonus from wallet_transactions w join team on team.id = w.member_id
  where w.type = 'BONUS' and w.created_at >= ${from} and w.created_at < ${to} ${only}`.execute(db);
      const t = totals.rows[0];
      return {
        rows,
        total: t?.total ?? 0,
        betCents: t?.bet ?? 0,
        winCents: t?.win ?? 0,
        rebateCents: t?.rebate ?? 0,
        bonusCents: bonus.rows[0]?.bonus ?? 0,
      };
    },

    /** The team's real-money rounds started in `[from, to)`, newest first; one page, the count and totals. */
    async bets(
      rootId: number,
      [from, to]: readonly [number, number],
      filter: { memberId: number | null; productType: string | null },
      page: Page,
    ) {
      const where = sql`r.free_play = 0 and r.created_at >= ${from} and r.created_at < ${to}
    ${filter.memberId === null ? sql`` : sql`and r.member_id = ${filter.memberId}`}
    ${filter.productType === null ? sql`` : sql`and g.game_type = ${filter.productType}`}`;
      const { rows } = await sql<BetRow>`${subtree(rootId)}
  select r.id, m.account, g.name_en, g.name_ty, g.game_type, g.vendor_code, r.stake_cents, r.payout_cents,
    r.status, r.created_at
  from game_rounds r join team on team.id = r.member_id join members m on m.id = r.member_id
    join games g on g.id = r.game_id
  where ${where}
  order by r.created_at desc, r.id desc
  limit ${page.limit} offset ${page.offset}`.execute(db);
      const totals = await sql<{ total: number; bet: number; win: number; profit: number }>`${subtree(rootId)}
  select count(*) as total, coalesce(sum(r.stake_cents), 0) as bet, coalesce(sum(r.payout_cents), 0) as win,
    coalesce(sum(case when r.status = 'settled' then r.payout_cents - r.stake_cents else 0 end), 0) as profit
  from game_rounds r join team on team.id = r.member_id join games g on g.id = r.game_id
  where ${where}`.execute(db);
      const t = totals.rows[0];
      return {
        rows,
        total: t?.total ?? 0,
        betCents: t?.bet ?? 0,
        winCents: t?.win ?? 0,
        profitCents: t?.profit ?? 0,
      };
    },
  };
}

export type TeamRepository = ReturnType<typeof teamRepository>;
