import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { contractOffer, dividendTerms, salaryTerms, salaryTier } from './agent-money.ts';
import { DEPOSIT_STATUSES, depositRecord } from './deposit.ts';
import { requestId } from './money.ts';
import { WITHDRAW_STATUSES, withdrawRecord } from './withdraw.ts';

/*
 * The operator API (money issue): the merchant's staff review manual deposits and withdrawals. Authenticated by
 * an operator token in `Authorization` (`token: 'operator'`), never a member session; every action is recorded
 * with the operator's name and time. Not part of the existing platform; `npm run operator` wraps it.
 */

const paging = {
  pageNo: z.optional(z.string().check(z.regex(/^[0-9]{1,6}$/))),
  pageSize: z.optional(z.string().check(z.regex(/^[0-9]{1,3}$/))),
};
const reference = z.string().check(z.regex(/^[A-Z0-9]{8,40}$/));
const review = z.object({
  /** Who acted and when; null while nobody has. */
  operator: z.nullable(z.string()),
  reviewedAt: z.nullable(z.number()),
});

export const operatorDeposit = z.object({
  ...depositRecord.shape,
  memberAccount: z.string(),
  payerName: z.string(),
  transferReference: z.string(),
  /** Manual deposits: the receipt's type, size and SHA-256 (the image itself: `getOperatorReceipt`). */
  receipt: z.nullable(z.object({ mediaType: z.string(), sizeBytes: z.number(), sha256: z.string() })),
  providerReference: z.string(),
  ...review.shape,
});

export const operatorWithdrawal = z.object({
  ...withdrawRecord.shape,
  memberAccount: z.string(),
  accountName: z.string(),
  /** The full account number: the operator pays to it. */
  accountNumber: z.string(),
  ...review.shape,
});

export const listOperatorDeposits = defineEndpoint({
  name: 'listOperatorDeposits',
  summary: 'Operator: the merchant’s deposits, oldest first, default those waiting for review; paged',
  group: 'operator',
  path: '/ops/deposits',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'operator',
  query: z.object({ status: z.optional(z.enum(DEPOSIT_STATUSES)), ...paging }),
  response: z.object({
    content: z.array(operatorDeposit),
    pageNum: z.number(),
    totalPages: z.number(),
    totalCount: z.number(),
  }),
});

export const reviewDeposit = defineEndpoint({
  name: 'reviewDeposit',
  summary:
    'Operator: approves a manual deposit (credits the wallet through the ledger, once) or rejects it with a reason; repeating the same decision answers the same deposit',
  group: 'operator',
  path: '/ops/deposits/review',
  method: 'POST',
  moduleId: null,
  encrypted: false,
  token: 'operator',
  body: z.object({
    reference,
    decision: z.enum(['approve', 'reject']),
    reason: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    requestId,
  }),
  response: operatorDeposit,
});

export const listOperatorWithdrawals = defineEndpoint({
  name: 'listOperatorWithdrawals',
  summary: 'Operator: the merchant’s withdrawals, oldest first, default the pending ones; paged',
  group: 'operator',
  path: '/ops/withdrawals',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'operator',
  query: z.object({ status: z.optional(z.enum(WITHDRAW_STATUSES)), ...paging }),
  response: z.object({
    content: z.array(operatorWithdrawal),
    pageNum: z.number(),
    totalPages: z.number(),
    totalCount: z.number(),
  }),
});

export const reviewWithdrawal = defineEndpoint({
  name: 'reviewWithdrawal',
  summary:
    'Operator: marks a pending withdrawal paid (the held amount leaves the wallet) or rejects it with a reason (the hold is released); repeating the same decision answers the same withdrawal',
  group: 'operator',
  path: '/ops/withdrawals/review',
  method: 'POST',
  moduleId: null,
  encrypted: false,
  token: 'operator',
  body: z.object({
    reference,
    decision: z.enum(['pay', 'reject']),
    reason: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    requestId,
  }),
  response: operatorWithdrawal,
});

/*
 * The operator's contract offers live here, not beside the agent's contract endpoints: the web app imports
 * agent-money.ts, and these strict schemas (zod's discriminated union and never) would otherwise keep those zod
 * classes in its start-up code.
 */
/** Salary terms as an operator offers them: the same fields and no other (a typo is refused, not dropped). */
const offeredSalaryTerms = z.strictObject({
  ...salaryTerms.shape,
  tiers: z.optional(z.array(z.strictObject(salaryTier.shape))),
});
const offeredDividendTerms = z.strictObject(dividendTerms.shape);
const offeredAccount = z.string().check(z.regex(/^[A-Za-z0-9_]{1,32}$/));
/** An operator's offer: the account, the kind, and terms of that kind's schema. */
const offeredContract = z.discriminatedUnion('kind', [
  z.object({ account: offeredAccount, kind: z.literal('DAILY_SALARY'), terms: offeredSalaryTerms }),
  z.object({ account: offeredAccount, kind: z.literal('HOURLY_SALARY'), terms: offeredSalaryTerms }),
  z.object({ account: offeredAccount, kind: z.literal('DIVIDEND'), terms: offeredDividendTerms }),
]);
export type OfferedContract = z.infer<typeof offeredContract>;

/**
 * What an operator's offer did: a first pending offer of the kind, new terms in place of the pending offer's, or the
 * same terms again (nothing changed).
 */
export const CONTRACT_OFFER_OUTCOMES = ['offered', 'replaced', 'unchanged'] as const;

/**
 * Operator (ours): offers an agent a contract of a kind, as the company. The terms are those of the kind's schema
 * above; the rules beyond the shape (rates with at most four decimals, tiers ascending) are the server's and name the
 * field too. A member has at most one pending offer per kind: new terms replace the pending offer (under a new id,
 * so the agent home asks again), the same terms again change nothing, and an accepted contract stays in force until
 * the agent accepts the new one. `npm run operator -- offer-contract` wraps it.
 */
export const offerContractByOperator = defineEndpoint({
  name: 'offerContractByOperator',
  summary:
    'Operator: offers an agent a daily salary, hourly salary or dividend contract; new terms replace the pending offer of that kind',
  group: 'operator',
  path: '/ops/agents/contract-offer',
  method: 'POST',
  moduleId: null,
  encrypted: false,
  token: 'operator',
  body: offeredContract,
  response: z.object({
    account: z.string(),
    outcome: z.enum(CONTRACT_OFFER_OUTCOMES),
    /** The pending offer as the agent's `getContractOffer` shows it. */
    offer: contractOffer,
  }),
});
