import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';

/**
 * The agent's team reports behind the agent home (lobby spec §2.12 team overview, team management, team profit and
 * loss, team betting; §7 agent endpoint group "KPI, downline"). OP-20: the platform names none of these, so all
 * are ours, named after the product's `ODSFE2_` relay family. Token required; agents only (member type not 0, 4
 * or 40): anyone else gets `agent.only`. The team is every member below the caller at any depth, never the caller.
 * Money is integer centavos.
 */

/** A calendar day, `YYYY-MM-DD`, read in the merchant's time zone. */
const day = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/));
/** A member account, or the start of one (search by prefix). */
const account = z.string().check(z.regex(/^[A-Za-z0-9_]{1,32}$/));
const pageNo = z.optional(z.string().check(z.regex(/^[1-9][0-9]{0,5}$/)));
const pageSize = z.optional(z.string().check(z.regex(/^[1-9][0-9]{0,2}$/)));
const productType = z.string().check(z.regex(/^[A-Z0-9_]{1,16}$/));

/** Rows per page of the team lists when the query names none (at most TEAM_MAX_PAGE_SIZE). */
export const TEAM_PAGE_SIZE = 20;
export const TEAM_MAX_PAGE_SIZE = 100;
/** Longest date range of a team report, in days (both ends included); the same as the team KPI's. */
export { TEAM_KPI_MAX_DAYS as TEAM_REPORT_MAX_DAYS } from './agent.ts';
/**
 * The overview's periods: today, this week (from Monday), this month, each up to today, or `range`
 * (`startDate`..`endDate`), all in the merchant's time zone.
 */
export const TEAM_PERIODS = ['today', 'week', 'month', 'range'] as const;
export type TeamPeriod = (typeof TEAM_PERIODS)[number];

const periodQuery = {
  period: z.enum(TEAM_PERIODS),
  /** Required with `range`, ignored otherwise. */
  startDate: z.optional(day),
  endDate: z.optional(day),
};

/** The overview figures of a set of members over a period. */
export const teamFigures = z.object({
  /** Members in the set (whatever the period). */
  members: z.int(),
  /** Of them, registered in the period. */
  registrations: z.int(),
  /** Of them, with at least one real-money round started in the period. */
  activeBettors: z.int(),
  /** Ledger DEPOSIT entries of the period. */
  depositCents: z.int(),
  /** Paid withdrawals (ledger WITHDRAW entries) of the period, positive. */
  withdrawalCents: z.int(),
  /** Stakes of the real-money rounds started in the period (turnover). */
  betCents: z.int(),
  /** Payouts of those rounds. */
  winCents: z.int(),
});
export type TeamFigures = z.infer<typeof teamFigures>;

export const getTeamSummary = defineEndpoint({
  name: 'getTeamSummary',
  summary:
    'Agent team overview for today, this week, this month or a date range: members, registrations, active bettors, deposits, withdrawals, bets and wins of the whole downline and per level',
  group: 'agent',
  path: '/wps/relay/ODSFE2_getTeamSummary',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'required',
  query: z.object(periodQuery),
  response: z.object({
    /** The period read, both days included. */
    startDate: z.string(),
    endDate: z.string(),
    total: teamFigures,
    /** Level 1 = direct downline, 2 = theirs, …; only levels that have members. */
    levels: z.array(z.object({ level: z.int(), figures: teamFigures })),
  }),
});

export const teamMember = z.object({
  account: z.string(),
  /** Member type; `agent` tells it apart (not 0, 4 or 40). */
  type: z.int(),
  agent: z.boolean(),
  /** Depth below the caller: 1 = direct downline. */
  level: z.int(),
  /** ms since the epoch. */
  regDate: z.number(),
  /** Newest session start; null when never logged in. */
  lastLogin: z.nullable(z.number()),
  /** Direct downline count. */
  downlineCount: z.int(),
  /** Main wallet balance, only when the merchant's `agentTeam.showMemberBalance` is on; null otherwise. */
  balanceCents: z.nullable(z.int()),
});
export type TeamMember = z.infer<typeof teamMember>;

export const getTeamMembers = defineEndpoint({
  name: 'getTeamMembers',
  summary:
    'Team management: the downline, paged by account; the direct downline of `parent` (a team member), the members of one `level`, or those whose account starts with `account`',
  group: 'agent',
  path: '/wps/relay/ODSFE2_getTeamMembers',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'required',
  query: z.object({
    /** Whose direct downline; absent: the caller's. Outside the caller's team: `agent.team.not.member`. */
    parent: z.optional(account),
    /** Only the members this deep below the caller (instead of `parent`). */
    level: z.optional(z.string().check(z.regex(/^[1-9][0-9]?$/))),
    /** Account prefix, searched across the whole team (instead of `parent`). */
    account: z.optional(account),
    pageNo,
    pageSize,
  }),
  response: z.object({
    content: z.array(teamMember),
    pageNum: z.int(),
    totalPages: z.int(),
    totalCount: z.int(),
    /** From the caller down to `parent` (accounts, the caller's direct downline first); empty without `parent`. */
    path: z.array(z.string()),
    balanceShown: z.boolean(),
  }),
});

export const getTeamMemberSummary = defineEndpoint({
  name: 'getTeamMemberSummary',
  summary:
    'A team member’s summary for a period: its own overview figures and those of its downline, with its downline count',
  group: 'agent',
  path: '/wps/relay/ODSFE2_getTeamMemberSummary',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'required',
  query: z.object({ account, ...periodQuery }),
  response: z.object({
    startDate: z.string(),
    endDate: z.string(),
    member: teamMember,
    /** The member's own figures (`members` is 1). */
    own: teamFigures,
    /** Its whole downline's figures (`members` is its downline count at any depth). */
    downline: teamFigures,
  }),
});

const rangeQuery = { startDate: day, endDate: day, pageNo, pageSize };

export const teamPnlRow = z.object({
  account: z.string(),
  productType: z.string(),
  betCents: z.int(),
  winCents: z.int(),
  /** winCents − betCents: the member's result (negative: the member lost). */
  profitCents: z.int(),
  /** Rebates of this product type credited in the period (ledger REBATE, by the rebate's product type). */
  rebateCents: z.int(),
});

export const getTeamProfitLoss = defineEndpoint({
  name: 'getTeamProfitLoss',
  summary:
    'Team profit and loss for a date range, per member and product type (real-money rounds and rebates), paged, with totals including bonuses',
  group: 'agent',
  path: '/wps/relay/ODSFE2_getTeamProfitLoss',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'required',
  query: z.object({ ...rangeQuery, account: z.optional(account) }),
  response: z.object({
    content: z.array(teamPnlRow),
    pageNum: z.int(),
    totalPages: z.int(),
    totalCount: z.int(),
    /** Of every row of the range (all pages), plus the team's BONUS ledger entries of the range. */
    totals: z.object({
      betCents: z.int(),
      winCents: z.int(),
      profitCents: z.int(),
      rebateCents: z.int(),
      bonusCents: z.int(),
    }),
  }),
});

export const teamBet = z.object({
  roundId: z.int(),
  account: z.string(),
  gameName: z.string(),
  productType: z.string(),
  vendor: z.string(),
  betCents: z.int(),
  winCents: z.int(),
  /** winCents − betCents (0 while open). */
  profitCents: z.int(),
  status: z.enum(['open', 'settled']),
  betTime: z.number(),
});
export type TeamBet = z.infer<typeof teamBet>;

export const getTeamBets = defineEndpoint({
  name: 'getTeamBets',
  summary:
    'Team betting: the downline’s real-money rounds in a date range, newest first, by member account and product type, paged, with totals',
  group: 'agent',
  path: '/wps/relay/ODSFE2_getTeamBets',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'required',
  query: z.object({ ...rangeQuery, account: z.optional(account), productType: z.optional(productType) }),
  response: z.object({
    content: z.array(teamBet),
    pageNum: z.int(),
    totalPages: z.int(),
    totalCount: z.int(),
    totals: z.object({ betCents: z.int(), winCents: z.int(), profitCents: z.int() }),
  }),
});
