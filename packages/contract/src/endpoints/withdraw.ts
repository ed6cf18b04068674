import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { fundsPassword, moneyRecordQuery, payoutAccount, pesoAmount, requestId } from './money.ts';

/* Withdraw, payout accounts, profit and loss and transfer to superior (lobby spec §2.3, §2.11 `/m/withdraw`,
 * `/m/withdrawReport`, `/m/profitandloss`, `/m/upLine/transfer`; §7 "withdraw" and "wallet" groups). */

export const WITHDRAW_STATUSES = [
  /** Requested: the amount is held (not spendable) until an operator acts. */
  'pending',
  /** An operator paid it: the held amount left the wallet. */
  'paid',
  /** An operator rejected it (`remark` says why): the held amount was released to the wallet. */
  'rejected',
] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

export const withdrawRecord = z.object({
  /** Our reference, e.g. `WD20261125ABCD1234`. */
  reference: z.string(),
  amount: z.number(),
  providerName: z.string(),
  accountNumberMasked: z.string(),
  status: z.enum(WITHDRAW_STATUSES),
  remark: z.string(),
  createTime: z.number(),
  updateTime: z.number(),
});
export type WithdrawRecord = z.infer<typeof withdrawRecord>;

export const payoutProvider = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(['bank', 'ewallet']),
});

export const getWithdrawSettings = defineEndpoint({
  name: 'getWithdrawSettings',
  summary:
    'Withdraw page: limits and what is used of today’s, the turnover still to play, the withdrawable and held amounts, the funds-password state and the bound payout accounts',
  group: 'wallet',
  path: '/wps/withdraw/settings',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'required',
  response: z.object({
    allowWithdraw: z.boolean(),
    minAmount: z.number(),
    maxAmount: z.number(),
    dailyCount: z.number(),
    dailyCountUsed: z.number(),
    dailyAmount: z.number(),
    dailyAmountUsed: z.number(),
    /** Bets since the last deposit must reach `turnoverMultiple` × that deposit; `turnoverRemaining` 0 = met. */
    turnoverMultiple: z.number(),
    turnoverRequired: z.number(),
    turnoverDone: z.number(),
    turnoverRemaining: z.number(),
    /** Spendable balance, and the amount held by pending withdrawals. */
    balance: z.number(),
    held: z.number(),
    hasFundsPassword: z.boolean(),
    /** Wrong funds passwords locked it until this time (ms); null when not locked. */
    fundsPasswordLockedUntil: z.nullable(z.number()),
    /** The member's payee name (payout accounts must carry it); '' when none is on file. */
    payeeName: z.string(),
    payoutAccounts: z.array(payoutAccount),
    maxPayoutAccounts: z.number(),
    payoutProviders: z.array(payoutProvider),
  }),
});

export const addPayoutAccount = defineEndpoint({
  name: 'addPayoutAccount',
  summary:
    'Binds a payout account (bank or e-wallet of the merchant’s providers): the name must equal the payee name; at most the merchant’s number; needs the funds password',
  group: 'wallet',
  path: '/wps/member/payout-accounts',
  method: 'POST',
  moduleId: null,
  encrypted: false,
  token: 'required',
  body: z.object({
    providerCode: z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/)),
    accountName: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    /** Digits only, 6-20 (bank account or e-wallet mobile number). */
    accountNumber: z.string().check(z.regex(/^[0-9]{6,20}$/)),
    fundsPassword,
  }),
  response: payoutAccount,
});

export const createWithdrawal = defineEndpoint({
  name: 'createWithdrawal',
  summary:
    'Withdraw request (platform-api `/wps/transaction/withdraw`): holds the amount until an operator pays or rejects it; the same requestId again answers the same withdrawal',
  group: 'wallet',
  path: '/wps/transaction/withdraw',
  method: 'POST',
  moduleId: null,
  encrypted: false,
  token: 'required',
  body: z.object({
    payoutAccountId: z.int().check(z.positive()),
    amount: pesoAmount,
    fundsPassword,
    requestId,
  }),
  response: z.object({ withdrawal: withdrawRecord, balance: z.number() }),
});

export const getWithdrawRecords = defineEndpoint({
  name: 'getWithdrawRecords',
  summary:
    'Withdraw record: the member’s withdrawals in a date range, newest first, optionally of one status; paged',
  group: 'wallet',
  path: '/wps/relay/MCSFE_getWithdrawRecords',
  method: 'GET',
  moduleId: 'WITHREC3',
  encrypted: false,
  token: 'required',
  query: z.object({ ...moneyRecordQuery, status: z.optional(z.enum(WITHDRAW_STATUSES)) }),
  response: z.object({
    content: z.array(withdrawRecord),
    pageNum: z.number(),
    totalPages: z.number(),
    totalCount: z.number(),
  }),
});

export const getProfitAndLoss = defineEndpoint({
  name: 'getProfitAndLoss',
  summary:
    'Profit and loss of the member for a date range, from the ledger: deposits, withdrawals, stakes, payouts, bonuses and rebates',
  group: 'wallet',
  path: '/wps/relay/MCSFE_getProfitAndLoss',
  method: 'GET',
  moduleId: 'PERSREP',
  encrypted: false,
  token: 'required',
  query: z.object({ startDate: moneyRecordQuery.startDate, endDate: moneyRecordQuery.endDate }),
  response: z.object({
    startDate: z.string(),
    endDate: z.string(),
    deposit: z.number(),
    withdraw: z.number(),
    stake: z.number(),
    payout: z.number(),
    bonus: z.number(),
    rebate: z.number(),
    /** payout − stake + bonus + rebate. */
    profit: z.number(),
  }),
});

export const transferToUpline = defineEndpoint({
  name: 'transferToUpline',
  summary:
    'Transfer to superior: moves an amount from the member’s wallet to the upline agent’s (flag AGETRANSFERUP3, a `toUpline`, member type not 2); needs the funds password; the same requestId again answers the same transfer',
  group: 'wallet',
  path: '/wps/member/transfer/upline',
  method: 'POST',
  moduleId: 'AGETRANSFERUP3',
  encrypted: false,
  token: 'required',
  body: z.object({ amount: pesoAmount, fundsPassword, requestId }),
  response: z.object({
    reference: z.string(),
    toUpline: z.string(),
    amount: z.number(),
    balance: z.number(),
  }),
});
