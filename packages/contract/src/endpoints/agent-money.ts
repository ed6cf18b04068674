import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { requestId } from '../request-id.ts';

/**
 * The agent's money tools behind the agent home (lobby spec §2.12 agent rebate settings, team rebate income, open
 * account; §7 agent endpoint group "rebates"). The platform names none of these (platform-api §4.6 lists only
 * `MCSFE_getCustomerRebateSettingByProductType`, shape unknown), so all are ours, named after the `MCSFE_` relay
 * family. Token required; agents only (member type not 0, 4 or 40): anyone else gets `agent.only`.
 *
 * An agent rebate rate is one rate per member for every product type, in basis points of turnover (150 = 1.5 %).
 * Amounts are pesos with at most two decimals (the ledger keeps integer centavos).
 */

/** Highest rate anyone can hold: 100 % of turnover, in basis points. */
export const AGENT_REBATE_MAX_BP = 10_000;
const rateBp = z.int().check(z.nonnegative(), z.lte(AGENT_REBATE_MAX_BP));

const pageNo = z.optional(z.string().check(z.regex(/^[1-9][0-9]{0,5}$/)));
const pageSize = z.optional(z.string().check(z.regex(/^[1-9][0-9]{0,2}$/)));
/** Rows per page of the agent money lists when the query names none (at most AGENT_MONEY_MAX_PAGE_SIZE). */
export const AGENT_MONEY_PAGE_SIZE = 20;
export const AGENT_MONEY_MAX_PAGE_SIZE = 100;

/** Member types an agent can open (accounts spec §6: 0 player; 1 the agent type the demo's sub-agents have). */
export const OPEN_ACCOUNT_TYPES = [0, 1] as const;

export const downlineRate = z.object({
  memberId: z.number(),
  account: z.string(),
  memberType: z.number(),
  rateBp: z.number(),
  /** The lowest rate the agent may give this member: the highest its own direct downline holds. */
  minRateBp: z.number(),
});
export type DownlineRate = z.infer<typeof downlineRate>;

export const getAgentRebateRates = defineEndpoint({
  name: 'getAgentRebateRates',
  summary:
    'The agent’s own rebate rate and its direct downline’s rates (basis points, every product type), paged, by account',
  group: 'agent',
  path: '/wps/relay/MCSFE_getAgentRebateRates',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'required',
  query: z.object({
    pageNo,
    pageSize,
    /** A direct downline account, or the start of one. */
    account: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_]{1,32}$/))),
  }),
  response: z.object({
    ownRateBp: z.number(),
    content: z.array(downlineRate),
    pageNum: z.number(),
    totalPages: z.number(),
    totalCount: z.number(),
  }),
});

/**
 * Sets a direct downline member's rate: never above the agent's own (`agent.rate.above.own`), never below the
 * highest rate that member gave its own downline (`agent.rate.below.downline`); a member not directly below the
 * agent is `agent.team.not.member`. Setting the same rate again is harmless, so no requestId.
 */
export const setAgentRebateRate = defineEndpoint({
  name: 'setAgentRebateRate',
  summary: 'Sets the rebate rate (basis points) of one of the agent’s direct downline members',
  group: 'agent',
  path: '/wps/relay/MCSFE_setAgentRebateRate',
  method: 'POST',
  moduleId: null,
  encrypted: false,
  token: 'required',
  body: z.object({ memberId: z.int().check(z.positive()), rateBp }),
  response: downlineRate,
});

/**
 * Opens an account under the agent (upline = the agent): the username and password follow the merchant's
 * registration rules (platform-api §7), like a member's own registration; the rate is at most the agent's own.
 * The same requestId again answers the account it opened; with another username or member type it is
 * `request.id.reused`.
 */
export const openAgentAccount = defineEndpoint({
  name: 'openAgentAccount',
  summary: 'The agent opens a player or sub-agent account under itself, with its rebate rate',
  group: 'agent',
  path: '/wps/relay/MCSFE_openAgentAccount',
  method: 'POST',
  moduleId: null,
  encrypted: false,
  token: 'required',
  body: z.object({
    requestId,
    username: z.string().check(z.maxLength(64)),
    password: z.string().check(z.maxLength(64)),
    confirmPassword: z.string().check(z.maxLength(64)),
    memberType: z.union([z.literal(OPEN_ACCOUNT_TYPES[0]), z.literal(OPEN_ACCOUNT_TYPES[1])]),
    rateBp,
  }),
  response: z.object({
    memberId: z.number(),
    account: z.string(),
    memberType: z.number(),
    rateBp: z.number(),
  }),
});

/** `credited`: paid into the main wallet through the ledger; `nothing`: turnover without a rate difference. */
export const AGENT_REBATE_STATUSES = ['credited', 'nothing'] as const;

export const teamRebatePeriod = z.object({
  id: z.number(),
  /** The settlement period, a merchant day `YYYY-MM-DD`. */
  period: z.string(),
  periodStart: z.number(),
  periodEnd: z.number(),
  /** The downline's settled real-money turnover of the period, pesos. */
  turnover: z.number(),
  amount: z.number(),
  status: z.enum(AGENT_REBATE_STATUSES),
  createTime: z.number(),
});
export type TeamRebatePeriod = z.infer<typeof teamRebatePeriod>;

export const getTeamRebateIncome = defineEndpoint({
  name: 'getTeamRebateIncome',
  summary:
    'The agent’s team rebate income: one row per settled period (merchant day), newest first, with the downline’s turnover and the amount credited; paged',
  group: 'agent',
  path: '/wps/relay/MCSFE_getTeamRebateIncome',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'required',
  query: z.object({ pageNo, pageSize }),
  response: z.object({
    ownRateBp: z.number(),
    content: z.array(teamRebatePeriod),
    pageNum: z.number(),
    totalPages: z.number(),
    totalCount: z.number(),
  }),
});

/** A calendar day, `YYYY-MM-DD`, read in the merchant's time zone. */
const day = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/));

/**
 * Operator: settles the team rebate of every agent of the merchant, and the salary and dividend periods of its
 * accepted contracts, for one finished day (`day`), or for every finished day of the lookback window the background
 * run covers and today's finished hours (without `day`). Safe to repeat or to run beside
 * the background run: a period is credited once. `npm run operator -- settle-agents [--day YYYY-MM-DD]` wraps it.
 */
export const settleAgentRebates = defineEndpoint({
  name: 'settleAgentRebates',
  summary:
    'Operator: settles the agents’ team rebates of a finished merchant day (or of the recent finished days); a period is credited once',
  group: 'operator',
  path: '/ops/agents/settle',
  method: 'POST',
  moduleId: null,
  encrypted: false,
  token: 'operator',
  body: z.object({ day: z.optional(day) }),
  response: z.object({
    /** The days settled (finished ones only), `YYYY-MM-DD`. */
    days: z.array(z.string()),
    agents: z.number(),
    /** Periods credited by this run; a period settled before is not counted again. */
    credits: z.number(),
    credited: z.number(),
    failures: z.number(),
  }),
});

/**
 * Operator (ours): sets an agent's rebate rate from the next merchant day, as the company: a top agent's up to the
 * whole 100 %, any other agent's within its upline's rate; never below what the agent gave its own downline.
 */
export const setAgentRateByOperator = defineEndpoint({
  name: 'setAgentRateByOperator',
  summary:
    'Operator: sets an agent’s rebate rate (basis points) from the next merchant day, within its upline’s rate and above its downline’s',
  group: 'operator',
  path: '/ops/agents/rate',
  method: 'POST',
  moduleId: null,
  encrypted: false,
  token: 'operator',
  body: z.object({ account: z.string().check(z.regex(/^[A-Za-z0-9_]{1,32}$/)), rateBp }),
  response: z.object({
    account: z.string(),
    rateBp: z.number(),
    /** The merchant day `YYYY-MM-DD` from which the rate applies. */
    fromDay: z.string(),
  }),
});

/** The kinds of contract an upline offers (lobby spec §2.12 contract prompts; `member_contracts.kind`). */
export const CONTRACT_KINDS = ['DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** A salary tier: from this team turnover (pesos) and this many active members, this rate of the turnover. */
export const salaryTier = z.object({
  minTeamTurnover: z.number().check(z.nonnegative()),
  minActiveMembers: z.int().check(z.nonnegative()),
  ratePercent: z.number().check(z.nonnegative(), z.lte(100)),
});

/**
 * Daily or hourly salary terms (`member_contracts.terms`): a share of the team's valid bets of the period, with an
 * optional minimum of active members and optional tiers (the highest tier reached replaces the base rate).
 */
export const salaryTerms = z.object({
  basis: z.literal('teamValidBets'),
  ratePercent: z.number().check(z.nonnegative(), z.lte(100)),
  minActiveMembers: z.optional(z.int().check(z.nonnegative())),
  tiers: z.optional(z.array(salaryTier)),
});
export type SalaryTerms = z.infer<typeof salaryTerms>;

/** The periods a dividend is counted over. */
export const DIVIDEND_PERIODS = ['DAY', 'WEEK', 'HALF_MONTH', 'MONTH'] as const;

/** Dividend terms: a share of the team's net loss (bets − wins) of each period. */
export const dividendTerms = z.object({
  basis: z.literal('teamNetLoss'),
  ratePercent: z.number().check(z.nonnegative(), z.lte(100)),
  period: z.enum(DIVIDEND_PERIODS),
});
export type DividendTerms = z.infer<typeof dividendTerms>;

export const contractOffer = z.object({
  id: z.number(),
  kind: z.enum(CONTRACT_KINDS),
  /** `pending` waits for the answer (processDailySalaryContract and the others, in agent.ts). */
  status: z.enum(['pending', 'accepted', 'rejected']),
  terms: z.union([salaryTerms, dividendTerms]),
  offeredAt: z.number(),
  decidedAt: z.nullable(z.number()),
});
export type ContractOffer = z.infer<typeof contractOffer>;

/**
 * The member's offer of one kind the contract page shows: the pending one, else the latest answered; `offer: null`
 * without any. Accept or reject with the existing endpoints (platform-api §4.6). Agents only.
 */
export const getContractOffer = defineEndpoint({
  name: 'getContractOffer',
  summary:
    'The terms of the member’s contract offer of one kind (daily salary, dividend, hourly salary): the pending offer, else the latest answered',
  group: 'agent',
  path: '/wps/relay/MCSFE_getContractOffer',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'required',
  query: z.object({ kind: z.enum(CONTRACT_KINDS) }),
  response: z.object({ offer: z.nullable(contractOffer) }),
});

/** A settled period of an accepted salary or dividend contract (issue 18), with the figures that priced it. */
export const contractSettlement = z.object({
  id: z.number(),
  kind: z.enum(CONTRACT_KINDS),
  /**
   * The period: a merchant day `YYYY-MM-DD` (daily salary), an hour of it `YYYY-MM-DDTHH` (hourly salary), or the
   * dividend's period named by its terms and first day, e.g. `HALF_MONTH:2026-11-16`.
   */
  period: z.string(),
  periodStart: z.number(),
  periodEnd: z.number(),
  /** The downline's settled real-money bets of the period, pesos. */
  turnover: z.number(),
  /** Downline members who bet in the period. */
  activeMembers: z.number(),
  /** The downline's bets − wins of the period, pesos; negative when the team won. */
  netLoss: z.number(),
  /** The rate applied (the tier reached, or 0 when a minimum was not met). */
  ratePercent: z.number(),
  amount: z.number(),
  status: z.enum(AGENT_REBATE_STATUSES),
  createTime: z.number(),
});
export type ContractSettlement = z.infer<typeof contractSettlement>;

/**
 * The agent's settled salary or dividend periods, newest first, paged; `kind` narrows to one kind, else all three.
 * Agents only. The credits are `BONUS` entries of the account record (reference `agent-salary:<id>` or `agent-dividend:<id>`).
 */
export const getContractSettlements = defineEndpoint({
  name: 'getContractSettlements',
  summary:
    'The agent’s settled salary and dividend periods (kind, period, team turnover, active members, net loss, amount credited), newest first; paged',
  group: 'agent',
  path: '/wps/relay/MCSFE_getContractSettlements',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'required',
  query: z.object({ kind: z.optional(z.enum(CONTRACT_KINDS)), pageNo, pageSize }),
  response: z.object({
    content: z.array(contractSettlement),
    pageNum: z.number(),
    totalPages: z.number(),
    totalCount: z.number(),
  }),
});
