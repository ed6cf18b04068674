import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';

/**
 * Member-centre records of the wallet ledger and the game rounds (lobby spec §2.11 "Account record", "Betting
 * record"; §2.12 agent "transaction record" `?types=A`). The platform names no path or shape for either; ours
 * follow the `MCSFE_` relay family (docs/decisions.md "Games (server)").
 */

/** Ledger entry types of `wallet_transactions`. */
export const TRANSACTION_TYPES = [
  'BET',
  'WIN',
  'REFUND',
  'DEPOSIT',
  'WITHDRAW',
  'BONUS',
  'REBATE',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'ADJUST',
  /** A withdrawal request: out of the main wallet and into the held wallet (two entries, one per wallet). */
  'WITHDRAW_HOLD',
  /** A rejected withdrawal: out of the held wallet and back into the main wallet. */
  'WITHDRAW_RELEASE',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Default length of a record query without dates, in days (today and the 6 before it). */
export const RECORD_DEFAULT_DAYS = 7;
/** Longest range a record query may span, in days. */
export const RECORD_MAX_DAYS = 92;
export const RECORD_PAGE_SIZE = 20;

const date = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const recordQuery = {
  /** First day, `YYYY-MM-DD` in the merchant's time zone (Asia/Manila, UTC+8); default 6 days before `endDate`. */
  startDate: z.optional(date),
  /** Last day included; default today. */
  endDate: z.optional(date),
  pageNo: z.optional(z.string().check(z.regex(/^[0-9]{1,6}$/))),
  /** 1-100, default 20. */
  pageSize: z.optional(z.string().check(z.regex(/^[0-9]{1,3}$/))),
};

export const transactionRecord = z.object({
  id: z.number(),
  type: z.string(),
  /** Signed: negative when money left the wallet. */
  amount: z.number(),
  balanceAfter: z.number(),
  /** What caused it, e.g. `round:123` for a game round, `deposit:DP2026…` for a deposit. */
  reference: z.string(),
  /** Game name of a game round's entry in the request language; '' otherwise. */
  remark: z.string(),
  accountTypeId: z.number(),
  /** ms since the epoch. */
  time: z.number(),
});
export type TransactionRecord = z.infer<typeof transactionRecord>;

export const getTransactionRecords = defineEndpoint({
  name: 'getTransactionRecords',
  summary: 'Account record: the member’s wallet ledger entries in a date range, newest first; paged',
  group: 'member',
  path: '/wps/relay/MCSFE_getTransactionRecords',
  method: 'GET',
  moduleId: 'TRANSREC3',
  encrypted: false,
  token: 'required',
  query: z.object({
    ...recordQuery,
    /** A TRANSACTION_TYPES entry or a comma list of them; absent: every type. */
    transactionType: z.optional(z.string().check(z.regex(/^[A-Z_,]{0,200}$/))),
    /** `A` from the agent menu (`/m/transaction/record?types=A`): the agent's own ledger, same rows. */
    types: z.optional(z.string().check(z.regex(/^[A-Za-z,]{0,16}$/))),
  }),
  response: z.object({
    content: z.array(transactionRecord),
    pageNum: z.number(),
    totalPages: z.number(),
    totalCount: z.number(),
  }),
});

export const betRecord = z.object({
  roundId: z.number(),
  nodeId: z.string(),
  gameName: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  stake: z.number(),
  payout: z.number(),
  /** payout − stake (0 while open). */
  winLoss: z.number(),
  status: z.enum(['open', 'settled']),
  freePlay: z.boolean(),
  /** ms since the epoch. */
  betTime: z.number(),
  settledAt: z.nullable(z.number()),
});
export type BetRecord = z.infer<typeof betRecord>;

export const getBettingRecords = defineEndpoint({
  name: 'getBettingRecords',
  summary: 'Betting record: the member’s game rounds in a date range, newest first, with totals; paged',
  group: 'member',
  path: '/wps/relay/MCSFE_getBettingRecords',
  method: 'GET',
  moduleId: 'TRANSBETREPMEM3',
  encrypted: false,
  token: 'required',
  query: z.object({
    ...recordQuery,
    gameType: z.optional(z.string().check(z.regex(/^[A-Za-z]{0,16}$/))),
    vendor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_]{0,64}$/))),
  }),
  response: z.object({
    content: z.array(betRecord),
    pageNum: z.number(),
    totalPages: z.number(),
    totalCount: z.number(),
    /** Totals of the whole range (every page), real-money rounds only. */
    summary: z.object({ stake: z.number(), payout: z.number(), winLoss: z.number() }),
  }),
});
