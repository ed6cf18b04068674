import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { moneyRecordQuery, pesoAmount, pesoAmountText, requestId } from './money.ts';

/* Deposit (lobby spec §2.3, §2.4, §2.11 `/m/voucherCenter`, `/m/vouReport`; §7 "deposit" group). */

/** Receipt of a manual bank transfer: one PNG or JPEG told by its bytes, at most 5 MB (as feedback images). */
export const RECEIPT_LIMITS = {
  maxImages: 1,
  maxImageBytes: 5 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg'],
} as const;

export const DEPOSIT_STATUSES = [
  /** Gateway: created, the player has not paid yet. */
  'pending',
  /** Manual transfer: receipt sent, waiting for an operator. */
  'reviewing',
  /** Credited to the wallet. */
  'success',
  /** Gateway: the player cancelled, or the payment failed or expired. */
  'failed',
  /** Manual transfer: an operator rejected it (`remark` says why). */
  'rejected',
] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const depositChannel = z.object({
  /** Stable id from the merchant's configuration, e.g. `gcash`. */
  id: z.string(),
  /** `ewallet` and `online_bank` go through a payment gateway; `manual_bank` is a transfer with a receipt. */
  kind: z.enum(['ewallet', 'online_bank', 'manual_bank']),
  name: z.string(),
  /** Path of the channel's logo on this site or the CDN; '' for none. */
  icon: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  /** Fee the player pays on top, as a percentage of the amount (e.g. 1.5), and a fixed part in pesos. */
  feePercent: z.number(),
  feeFixed: z.number(),
  quickAmounts: z.array(z.number()),
  /** Manual transfer only: where to send the money; null for gateway channels. */
  bankAccount: z.nullable(
    z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() }),
  ),
});
export type DepositChannel = z.infer<typeof depositChannel>;

/** A deposit promotion of the merchant the player may take with a deposit. */
export const depositPromotion = z.object({
  id: z.string(),
  title: z.string(),
  /** Bonus as a percentage of the deposit, at most `maxBonus` pesos, for deposits of at least `minDeposit`. */
  bonusPercent: z.number(),
  maxBonus: z.number(),
  minDeposit: z.number(),
  /** Only a member's first successful deposit qualifies. */
  firstDepositOnly: z.boolean(),
});
export type DepositPromotion = z.infer<typeof depositPromotion>;

export const depositRecord = z.object({
  /** Our reference, e.g. `DP20261125ABCD1234`. */
  reference: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  kind: depositChannel.shape.kind,
  amount: z.number(),
  fee: z.number(),
  /** Promotion bonus credited with it (0 when none). */
  bonus: z.number(),
  promotionId: z.nullable(z.string()),
  status: z.enum(DEPOSIT_STATUSES),
  /** Rejection reason or failure text; '' when none. */
  remark: z.string(),
  createTime: z.number(),
  updateTime: z.number(),
});
export type DepositRecord = z.infer<typeof depositRecord>;

export const getDepositChannels = defineEndpoint({
  name: 'getDepositChannels',
  summary:
    'Deposit page: whether the member may deposit, the merchant’s channels with limits, fees and quick amounts, the deposit promotions, and the `dep_func` template',
  group: 'wallet',
  path: '/wps/deposit/channels',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'required',
  response: z.object({
    allowDeposit: z.boolean(),
    /** `new` when the merchant's `dep_func` template flag is "1", else `base` (lobby spec §2.11). */
    template: z.enum(['new', 'base']),
    channels: z.array(depositChannel),
    promotions: z.array(depositPromotion),
  }),
});

export const createDeposit = defineEndpoint({
  name: 'createDeposit',
  summary:
    'Starts a gateway deposit (e-wallet or online banking): answers the deposit and the hosted payment page to send the player to; the same requestId again answers the same deposit',
  group: 'wallet',
  path: '/wps/deposit/gateway',
  method: 'POST',
  moduleId: null,
  encrypted: false,
  token: 'required',
  body: z.object({
    channelId: z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/)),
    amount: pesoAmount,
    promotionId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/))),
    requestId,
  }),
  response: z.object({ deposit: depositRecord, payUrl: z.string() }),
});

export const submitManualDeposit = defineEndpoint({
  name: 'submitManualDeposit',
  summary:
    'Manual bank transfer: amount, the payer’s name and reference and one receipt image (multipart); waits for an operator; the same requestId again answers the same deposit',
  group: 'wallet',
  path: '/wps/deposit/manual',
  method: 'POST',
  moduleId: null,
  encrypted: false,
  token: 'required',
  bodyType: 'multipart',
  body: z.object({
    channelId: z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/)),
    amount: pesoAmountText,
    /** Name on the sending account, and the bank's transfer reference, as the player typed them. */
    payerName: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    transferReference: z.optional(z.string().check(z.trim(), z.maxLength(64))),
    promotionId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/))),
    requestId,
  }),
  files: {
    field: 'receipt',
    maxCount: RECEIPT_LIMITS.maxImages,
    maxBytes: RECEIPT_LIMITS.maxImageBytes,
    mediaTypes: RECEIPT_LIMITS.imageTypes,
  },
  response: z.object({ deposit: depositRecord }),
});

export const getDeposit = defineEndpoint({
  name: 'getDeposit',
  summary: 'One of the member’s deposits by reference (the page the gateway returns to polls it)',
  group: 'wallet',
  path: '/wps/deposit/detail',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'required',
  query: z.object({ reference: z.string().check(z.regex(/^[A-Z0-9]{8,40}$/)) }),
  response: depositRecord,
});

export const getDepositRecords = defineEndpoint({
  name: 'getDepositRecords',
  summary:
    'Deposit record: the member’s deposits in a date range, newest first, optionally of one status; paged',
  group: 'wallet',
  path: '/wps/relay/MCSFE_getDepositRecords',
  method: 'GET',
  moduleId: 'DEPRECM3',
  encrypted: false,
  token: 'required',
  query: z.object({ ...moneyRecordQuery, status: z.optional(z.enum(DEPOSIT_STATUSES)) }),
  response: z.object({
    content: z.array(depositRecord),
    pageNum: z.number(),
    totalPages: z.number(),
    totalCount: z.number(),
  }),
});
