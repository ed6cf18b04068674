import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';

/** A calendar day, `YYYY-MM-DD`, read in the merchant's time zone. */
const day = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/));

/** Longest KPI period accepted, in days (both ends included). */
export const TEAM_KPI_MAX_DAYS = 93;

export const teamKpiFooter = z.object({
  /** Team members with at least one login in the period. */
  teamLoginMemberCount: z.int().check(z.nonnegative()),
  /** Team members with at least one bet placed in the period. */
  teamBetMemberCount: z.int().check(z.nonnegative()),
  /** Team members registered in the period. */
  teamRegisterMemberCount: z.int().check(z.nonnegative()),
  /** Team members with a live session now (whatever the period). */
  teamOnlineCount: z.int().check(z.nonnegative()),
});
export type TeamKpiFooter = z.infer<typeof teamKpiFooter>;

/**
 * OP-20: no platform endpoint is known; named after the newer product's `ODSFE2_getTeamOverviewSum`. The team
 * is every member below the agent (downline of any depth), not the agent. Agents only.
 */
export const getTeamOverview = defineEndpoint({
  name: 'getTeamOverview',
  summary:
    'Agent team KPI for a period (startDate..endDate, YYYY-MM-DD, merchant time zone): logins, bettors, registrations, online now',
  group: 'agent',
  path: '/wps/relay/ODSFE2_getTeamOverviewSum',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'required',
  query: z.object({
    startDate: day,
    endDate: day,
    /** Rows of the per-member list; only 0 (the footer alone) is served so far. */
    size: z.optional(z.literal('0')),
  }),
  response: z.object({ footer: teamKpiFooter }),
});

/**
 * Pending contract offers from the upline (platform-api §4.3 funds consolidated; OP-21). `true` = an offer of
 * that kind waits for an answer. Always all false for member types 4, 40, 41 and 42 (lobby spec §4).
 */
export const contractFlags = z.object({
  /** Daily salary contract offered. */
  dailysalreqtype: z.boolean(),
  /** Dividend contract offered (the product's name). */
  divtypecompperiodreq: z.boolean(),
  /** The same as `divtypecompperiodreq`, under the existing platform's name. */
  divtypereq: z.boolean(),
  /** Hourly salary contract offered. */
  contracthoursalreq: z.boolean(),
  /**
   * Ours (issue 19): the id of each pending offer, so that the agent home asks once per offer rather than on every
   * visit; a new offer of the same kind has a new id. Optional: a platform server without it is asked once per
   * session.
   */
  offerIds: z.optional(
    z.object({
      daily: z.nullable(z.number()),
      dividend: z.nullable(z.number()),
      hourly: z.nullable(z.number()),
    }),
  ),
});
export type ContractFlags = z.infer<typeof contractFlags>;

export const getContractStatus = defineEndpoint({
  name: 'getContractStatus',
  summary: 'Which contract offers (daily salary, dividend, hourly salary) wait for the member’s answer',
  group: 'agent',
  path: '/wps/member/info/funds/consolidated',
  method: 'GET',
  moduleId: 'COMM3',
  encrypted: false,
  token: 'required',
  response: contractFlags,
});

export const CONTRACT_ACTIONS = ['ACCEPT', 'REJECT'] as const;
const contractAction = z.object({
  action: z.enum(CONTRACT_ACTIONS),
  /**
   * Ours, not the platform's: the id of the offer the agent read (`getContractOffer`). When given and the pending offer
   * is another (an operator replaced it since), nothing is decided: `contract.offer.changed`.
   */
  offerId: z.optional(z.string().check(z.regex(/^[1-9][0-9]{0,15}$/))),
});
const contractDecision = z.object({ status: z.enum(['ACCEPTED', 'REJECTED']) });

/** platform-api §4.6: GET, as the platform has it. No pending offer (or answered already): contract.not.pending. */
export const processContractDividend = defineEndpoint({
  name: 'processContractDividend',
  summary: 'Accepts or rejects the pending dividend contract offer',
  group: 'agent',
  path: '/wps/relay/MCSFE_processContractDividend',
  aliases: ['/wps/relay/MCS2_processDividendReq'],
  method: 'GET',
  moduleId: 'SIGNCONDIV3',
  encrypted: false,
  token: 'required',
  query: contractAction,
  response: contractDecision,
});

export const processDailySalaryContract = defineEndpoint({
  name: 'processDailySalaryContract',
  summary: 'Accepts or rejects the pending daily salary contract offer',
  group: 'agent',
  path: '/wps/relay/MCSFE_processDailySalaryContract',
  aliases: ['/wps/relay/MCS2_processDailySalContract'],
  method: 'GET',
  moduleId: 'DAILYSALCONT3',
  encrypted: false,
  token: 'required',
  query: contractAction,
  response: contractDecision,
});

/** platform-api §4.6: POST with a JSON body. */
export const processContractHourSalary = defineEndpoint({
  name: 'processContractHourSalary',
  summary: 'Accepts or rejects the pending hourly salary contract offer',
  group: 'agent',
  path: '/wps/relay/MCSFE_processContractHourSalary',
  method: 'POST',
  moduleId: 'HOURSAL3',
  encrypted: false,
  token: 'required',
  body: contractAction,
  response: contractDecision,
});
