import * as z from 'zod/mini';

/*
 * Pieces shared by the money endpoints (deposit, withdraw, security centre, operator review). The platform
 * names the groups (lobby spec §7: deposit, withdraw, security, wallet) but no shapes; ours are recorded in
 * docs/decisions.md "Money". Amounts travel as pesos with at most two decimals and are kept as integer centavos
 * by the server.
 */

/** Largest amount of one money request, in pesos (₱1,000,000). */
export const MONEY_MAX_PESOS = 1_000_000;

/** True when a peso amount has at most two decimals (so it is a whole number of centavos). */
export function isWholeCentavos(pesos: number): boolean {
  const cents = pesos * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/**
 * A percentage (at most two decimals, e.g. 2.3) of centavos, in whole basis points so that it is integer arithmetic
 * (1500 × 2.3 / 100 is 34.4999… in floating point, 1500 × 230 / 10000 is 34.5). One function for the server, which
 * charges and credits, and the web app, which shows what will be charged and credited: they cannot differ.
 */
export function percentOfCents(cents: number, percent: number, round: 'nearest' | 'down'): number {
  const share = (cents * Math.round(percent * 100)) / 10_000;
  return round === 'down' ? Math.floor(share) : Math.round(share);
}

/** A positive peso amount of at most two decimals and at most MONEY_MAX_PESOS. */
export const pesoAmount = z
  .number()
  .check(z.positive(), z.lte(MONEY_MAX_PESOS), z.refine(isWholeCentavos, 'at most two decimals'));

/** The same amount as a form field (multipart bodies are text). */
export const pesoAmountText = z.string().check(
  z.regex(/^(0|[1-9][0-9]{0,6})(\.[0-9]{1,2})?$/),
  z.refine((v) => Number(v) > 0 && Number(v) <= MONEY_MAX_PESOS),
);

export { requestId } from '../request-id.ts';

/** The funds (payment) password: 6 digits (accounts spec §3 `paymentPassword`). */
export const FUNDS_PASSWORD_PATTERN = /^[0-9]{6}$/;
export const fundsPassword = z.string().check(z.regex(FUNDS_PASSWORD_PATTERN));

/** Record queries of the money records: the same dates and paging as the account record. */
const date = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
export const moneyRecordQuery = {
  /** First day, `YYYY-MM-DD` in the merchant's time zone; default 6 days before `endDate`. */
  startDate: z.optional(date),
  /** Last day included; default today. */
  endDate: z.optional(date),
  pageNo: z.optional(z.string().check(z.regex(/^[0-9]{1,6}$/))),
  /** 1-100, default 20. */
  pageSize: z.optional(z.string().check(z.regex(/^[0-9]{1,3}$/))),
};

/** A payout account as every answer shows it: the number masked (`•••• 4567`), never in full. */
export const payoutAccount = z.object({
  id: z.number(),
  kind: z.enum(['bank', 'ewallet']),
  /** Code of the merchant's payout provider (`gcash`, `maya`, `bdo` …). */
  providerCode: z.string(),
  providerName: z.string(),
  /** Must equal the member's payee name. */
  accountName: z.string(),
  /** Last four digits shown, the rest masked. */
  accountNumberMasked: z.string(),
  createTime: z.number(),
});
export type PayoutAccount = z.infer<typeof payoutAccount>;
