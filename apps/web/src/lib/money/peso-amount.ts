import { MONEY_MAX_PESOS } from '@h5/contract/endpoints/money.ts';
import { formatBalance } from '../account/format-balance.ts';

/** The currency of the platform's money pages (pesos, lobby spec §9: two decimals, like the header balance). */
export const PESO = '₱';

/** A peso amount as the pages show it: ₱12,345.67 (the header's balance format, lib/account/format-balance.ts). */
export function formatPeso(amount: number): string {
  return formatBalance(amount, PESO);
}

/** What the amount field takes: digits, at most one point and two decimals (thousands separators are not typed). */
const AMOUNT_TEXT = /^(?:\d+(?:\.\d{0,2})?|\.\d{1,2})$/;

export type AmountProblem = 'empty' | 'format' | 'min' | 'max' | 'balance';

export interface AmountLimits {
  /** Smallest amount allowed; never below one centavo. */
  min: number;
  /** Largest amount allowed (also capped at the contract's MONEY_MAX_PESOS). */
  max: number;
  /** What the member can spend: an amount above it is refused before sending. */
  balance: number;
}

export type AmountCheck = { ok: true; amount: number } | { ok: false; problem: AmountProblem };

/**
 * The amount field's text checked before anything is sent: a number of at most two decimals (the contract's
 * `pesoAmount`), positive, within the limits and not more than the balance. The amount sent is rounded to whole
 * centavos, so float noise of the parse never reaches the server.
 */
export function checkAmount(text: string, limits: AmountLimits): AmountCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (!AMOUNT_TEXT.test(trimmed)) return { ok: false, problem: 'format' };
  const amount = Math.round(Number(trimmed) * 100) / 100;
  if (amount < minimumAmount(limits)) return { ok: false, problem: 'min' };
  if (amount > maximumAmount(limits)) return { ok: false, problem: 'max' };
  if (amount > limits.balance) return { ok: false, problem: 'balance' };
  return { ok: true, amount };
}

/** The smallest amount the limits allow: their minimum, and at least one centavo. */
export function minimumAmount(limits: Pick<AmountLimits, 'min'>): number {
  return Math.max(limits.min, 0.01);
}

/** The largest amount the limits allow (the contract caps every money request at MONEY_MAX_PESOS). */
export function maximumAmount(limits: Pick<AmountLimits, 'max'>): number {
  return Math.min(limits.max, MONEY_MAX_PESOS);
}

/** An amount as the field shows it, without grouping and with its cents only when it has some (1234.5 → "1234.50"). */
export function amountText(amount: number): string {
  const cents = Math.round(amount * 100);
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** Rounded down to whole centavos: the largest amount of at most two decimals that is not above `amount`. */
export function floorCentavos(amount: number): number {
  return Math.floor(Math.round(amount * 1000) / 10) / 100;
}
