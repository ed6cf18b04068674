import type { EndpointValue } from '@h5/contract/endpoint.ts';
import {
  TEAM_MAX_PAGE_SIZE,
  TEAM_PAGE_SIZE,
  type TeamFigures,
  type TeamMember,
  type TeamPeriod,
  type getTeamBets,
  type getTeamMembers,
  type getTeamMemberSummary,
  type getTeamProfitLoss,
  type getTeamSummary,
} from '@h5/contract/endpoints/agent-team.ts';
import type { Language } from '@h5/contract/languages.ts';
import { isAgent } from '@h5/contract/member-types.ts';
import { gameName } from '../games/game-items.ts';
import { ApiError, fieldError } from '../errors.ts';
import { dayRange, teamPeriod } from './team-period.ts';
import type { FigureRow, MemberSelection, Page, TeamMemberRow, TeamRepository } from './team-repository.ts';

/** Who asks, and how the merchant reads days and shows balances. */
export interface TeamCaller {
  memberId: number;
  timeZone: string;
  /** Merchant setting `agentTeam.showMemberBalance`. */
  showBalance: boolean;
}

const EMPTY: TeamFigures = {
  members: 0,
  registrations: 0,
  activeBettors: 0,
  depositCents: 0,
  withdrawalCents: 0,
  betCents: 0,
  winCents: 0,
};

const toFigures = (r: FigureRow): TeamFigures => ({
  members: r.members,
  registrations: r.registrations,
  activeBettors: r.active_bettors,
  depositCents: r.deposit_cents,
  withdrawalCents: r.withdrawal_cents,
  betCents: r.bet_cents,
  winCents: r.win_cents,
});

function sum(all: readonly TeamFigures[]): TeamFigures {
  return all.reduce<TeamFigures>(
    (a, f) => ({
      members: a.members + f.members,
      registrations: a.registrations + f.registrations,
      activeBettors: a.activeBettors + f.activeBettors,
      depositCents: a.depositCents + f.depositCents,
      withdrawalCents: a.withdrawalCents + f.withdrawalCents,
      betCents: a.betCents + f.betCents,
      winCents: a.winCents + f.winCents,
    }),
    EMPTY,
  );
}

/** Page number and size of a team list; a size over TEAM_MAX_PAGE_SIZE is `request_param_err`. */
export function teamPage(query: { pageNo?: string | undefined; pageSize?: string | undefined }) {
  const pageNo = query.pageNo === undefined ? 1 : Number(query.pageNo);
  const pageSize = query.pageSize === undefined ? TEAM_PAGE_SIZE : Number(query.pageSize);
  if (pageSize > TEAM_MAX_PAGE_SIZE) throw fieldError('pageSize');
  const page: Page = { limit: pageSize, offset: (pageNo - 1) * pageSize };
  return { pageNo, pageSize, page };
}

const pageOf = (pageNo: number, pageSize: number, total: number) => ({
  pageNum: pageNo,
  totalPages: Math.ceil(total / pageSize),
  totalCount: total,
});

const toMember = (r: TeamMemberRow): TeamMember => ({
  account: r.account,
  type: r.type,
  agent: isAgent(r.type),
  level: r.level,
  regDate: r.reg_date,
  lastLogin: r.last_login,
  downlineCount: r.downline_count,
  balanceCents: r.balance_cents,
});

/** A member of the caller's team by account; anything else (not below the caller, unknown) is refused alike. */
async function teamMember(team: TeamRepository, caller: TeamCaller, account: string) {
  const found = await team.findInTeam(caller.memberId, account);
  if (found === undefined) throw new ApiError('agentTeamNotMember');
  return found;
}

/** The downline's figures for the period, in all and per level (levels without members are left out). */
export async function teamSummary(
  team: TeamRepository,
  caller: TeamCaller,
  query: { period: TeamPeriod; startDate?: string | undefined; endDate?: string | undefined },
  now = Date.now(),
): Promise<EndpointValue<typeof getTeamSummary>> {
  const range = teamPeriod(query, caller.timeZone, now);
  const rows = await team.teamFigures(caller.memberId, [range.from, range.to]);
  const levels = rows.map((r) => ({ level: r.level, figures: toFigures(r) }));
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    total: sum(levels.map((l) => l.figures)),
    levels,
  };
}

/**
 * Team management's list: the direct downline of `parent` (the caller's own without it), one level, or an
 * account prefix across the team. `parent` outside the team: `agent.team.not.member`.
 */
export async function teamMembers(
  team: TeamRepository,
  caller: TeamCaller,
  query: {
    parent?: string | undefined;
    level?: string | undefined;
    account?: string | undefined;
    pageNo?: string | undefined;
    pageSize?: string | undefined;
  },
): Promise<EndpointValue<typeof getTeamMembers>> {
  const { pageNo, pageSize, page } = teamPage(query);
  let selection: MemberSelection;
  let path: string[] = [];
  if (query.account !== undefined) selection = { kind: 'prefix', prefix: query.account };
  else if (query.level !== undefined) selection = { kind: 'level', level: Number(query.level) };
  else if (query.parent !== undefined) {
    const parent = await teamMember(team, caller, query.parent);
    selection = { kind: 'children', parentId: parent.id };
    path = await team.pathTo(caller.memberId, parent.id);
  } else selection = { kind: 'children', parentId: caller.memberId };
  const { rows, total } = await team.members(caller.memberId, selection, page, caller.showBalance);
  return {
    content: rows.map(toMember),
    ...pageOf(pageNo, pageSize, total),
    path,
    balanceShown: caller.showBalance,
  };
}

/** One team member's own figures and its downline's for the period. */
export async function teamMemberSummary(
  team: TeamRepository,
  caller: TeamCaller,
  query: {
    account: string;
    period: TeamPeriod;
    startDate?: string | undefined;
    endDate?: string | undefined;
  },
  now = Date.now(),
): Promise<EndpointValue<typeof getTeamMemberSummary>> {
  const range = teamPeriod(query, caller.timeZone, now);
  const found = await teamMember(team, caller, query.account);
  const member = await team.member(caller.memberId, found.id, caller.showBalance);
  if (member === undefined) throw new ApiError('agentTeamNotMember');
  const period = [range.from, range.to] as const;
  const [own, downline] = await Promise.all([
    team.memberFigures(found.id, period),
    team.teamFigures(found.id, period),
  ]);
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    member: toMember(member),
    own: own[0] === undefined ? EMPTY : toFigures(own[0]),
    downline: sum(downline.map(toFigures)),
  };
}

/** Team profit and loss per member and product type; the member's result is wins − bets. */
export async function teamProfitLoss(
  team: TeamRepository,
  caller: TeamCaller,
  query: {
    startDate: string;
    endDate: string;
    account?: string | undefined;
    pageNo?: string | undefined;
    pageSize?: string | undefined;
  },
): Promise<EndpointValue<typeof getTeamProfitLoss>> {
  const range = dayRange(query.startDate, query.endDate, caller.timeZone);
  const { pageNo, pageSize, page } = teamPage(query);
  const memberId = query.account === undefined ? null : (await teamMember(team, caller, query.account)).id;
  const result = await team.profitAndLoss(caller.memberId, [range.from, range.to], memberId, page);
  return {
    content: result.rows.map((r) => ({
      account: r.account,
      productType: r.product_type,
      betCents: r.bet_cents,
      winCents: r.win_cents,
      profitCents: r.win_cents - r.bet_cents,
      rebateCents: r.rebate_cents,
    })),
    ...pageOf(pageNo, pageSize, result.total),
    totals: {
      betCents: result.betCents,
      winCents: result.winCents,
      profitCents: result.winCents - result.betCents,
      rebateCents: result.rebateCents,
      bonusCents: result.bonusCents,
    },
  };
}

/** The team's real-money rounds of the range, newest first. */
export async function teamBets(
  team: TeamRepository,
  caller: TeamCaller,
  query: {
    startDate: string;
    endDate: string;
    account?: string | undefined;
    productType?: string | undefined;
    pageNo?: string | undefined;
    pageSize?: string | undefined;
  },
  language: Language,
): Promise<EndpointValue<typeof getTeamBets>> {
  const range = dayRange(query.startDate, query.endDate, caller.timeZone);
  const { pageNo, pageSize, page } = teamPage(query);
  const memberId = query.account === undefined ? null : (await teamMember(team, caller, query.account)).id;
  const result = await team.bets(
    caller.memberId,
    [range.from, range.to],
    { memberId, productType: query.productType ?? null },
    page,
  );
  return {
    content: result.rows.map((r) => ({
      roundId: r.id,
      account: r.account,
      gameName: gameName(r, language),
      productType: r.game_type,
      vendor: r.vendor_code,
      betCents: r.stake_cents,
      winCents: r.payout_cents,
      profitCents: r.status === 'settled' ? r.payout_cents - r.stake_cents : 0,
      status: r.status,
      betTime: r.created_at,
    })),
    ...pageOf(pageNo, pageSize, result.total),
    totals: {
      betCents: result.betCents,
      winCents: result.winCents,
      profitCents: result.profitCents,
    },
  };
}
