import type { DepositChannel, DepositPromotion } from '@h5/contract/endpoints/deposit.ts';
import { isWholeCentavos, MONEY_MAX_PESOS, percentOfCents } from '@h5/contract/endpoints/money.ts';

/*
 * The deposit form's rules, as plain functions: what the player typed as an amount, the fee and total, which
 * promotions apply. The server checks the same again (its answers win); these only keep a bad request from being sent.
 */

export type AmountProblem = 'empty' | 'format' | 'decimals' | 'belowMin' | 'aboveMax';
export type AmountCheck =
  { amount: number; problem?: undefined } | { amount?: undefined; problem: AmountProblem };

/** Digits with an optional decimal part; no sign, no grouping, no exponent. */
const AMOUNT_TEXT = /^\d+(?:\.\d+)?$/;

/** The largest amount a channel takes: its own maximum, never more than one money request may move. */
export function channelMax(channel: Pick<DepositChannel, 'maxAmount'>): number {
  return Math.min(channel.maxAmount, MONEY_MAX_PESOS);
}

/** The amount field's text against the channel's limits: pesos with at most two decimals, min ≤ amount ≤ max. */
export function checkAmount(
  text: string,
  channel: Pick<DepositChannel, 'minAmount' | 'maxAmount'>,
): AmountCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'empty' };
  if (!AMOUNT_TEXT.test(trimmed)) return { problem: 'format' };
  const amount = Number(trimmed);
  if (!Number.isFinite(amount)) return { problem: 'format' };
  if ((trimmed.split('.')[1] ?? '').length > 2 || !isWholeCentavos(amount)) return { problem: 'decimals' };
  if (amount <= 0 || amount < channel.minAmount) return { problem: 'belowMin' };
  if (amount > channelMax(channel)) return { problem: 'aboveMax' };
  return { amount };
}

/** Rounds to whole centavos (half away from zero), tidying float noise such as 0.1 + 0.2. */
export function toCentavos(pesos: number): number {
  return Math.round((pesos + Number.EPSILON) * 100) / 100;
}

/**
 * The fee the player pays on top of the amount: a percentage of it rounded to the centavo plus a fixed part, as the
 * server counts it.
 */
export function depositFee(channel: Pick<DepositChannel, 'feePercent' | 'feeFixed'>, amount: number): number {
  const cents = percentOfCents(Math.round(amount * 100), channel.feePercent, 'nearest');
  return toCentavos(cents / 100 + channel.feeFixed);
}

/** The amount as the multipart body carries it (the contract's `pesoAmountText`: `100.00`, no leading zeros). */
export function amountText(amount: number): string {
  return toCentavos(amount).toFixed(2);
}

export type PromotionFit =
  { applies: true; bonus: number } | { applies: false; reason: 'belowMinimum' | 'noAmount' };

/**
 * Whether a promotion can go with this amount and the bonus it would give (a percentage of the deposit, at most
 * `maxBonus`). Whether it is the member's first deposit (`firstDepositOnly`) only the server knows: the page says
 * so beside the promotion and the server decides.
 */
export function promotionFit(promotion: DepositPromotion, amount: number | undefined): PromotionFit {
  if (amount === undefined) return { applies: false, reason: 'noAmount' };
  if (amount < promotion.minDeposit) return { applies: false, reason: 'belowMinimum' };
  // As the server counts it: the percentage of the amount rounded down to the centavo, at most `maxBonus`.
  const cents = percentOfCents(Math.round(amount * 100), promotion.bonusPercent, 'down');
  return { applies: true, bonus: Math.min(cents / 100, promotion.maxBonus) };
}

/**
 * Where to send the browser for a gateway payment: the answer's `payUrl` read against the API server (a path is on
 * the API server, which may be another origin than the app), only as an http(s) address; null for anything else.
 */
export function payPageUrl(payUrl: string, apiBaseUrl: string, pageHref: string): string | null {
  const base = /^https?:\/\//i.test(apiBaseUrl) ? `${apiBaseUrl}/` : pageHref;
  let url: URL;
  try {
    url = new URL(payUrl, base);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}

/** What the player is about to deposit, as the confirm step shows it and the request sends it. */
export interface DepositOrder {
  channel: DepositChannel;
  amount: number;
  fee: number;
  /** Amount plus fee: what the player pays. */
  total: number;
  promotion: DepositPromotion | null;
  /** The promotion's bonus for this amount (0 without one). */
  bonus: number;
}

export function depositOrder(
  channel: DepositChannel,
  amount: number,
  promotion: DepositPromotion | null,
): DepositOrder {
  const fee = depositFee(channel, amount);
  const fit = promotion ? promotionFit(promotion, amount) : null;
  const applies = fit?.applies === true;
  return {
    channel,
    amount,
    fee,
    total: toCentavos(amount + fee),
    promotion: applies ? promotion : null,
    bonus: applies ? fit.bonus : 0,
  };
}

/** The promotion chosen, unless it cannot go with the amount (then none is: the choice is not silently kept). */
export function chosenPromotion(
  promotions: readonly DepositPromotion[],
  promotionId: string | null,
  amount: number | undefined,
): DepositPromotion | null {
  const promotion = promotions.find((p) => p.id === promotionId);
  if (!promotion) return null;
  const fit = promotionFit(promotion, amount);
  return fit.applies || fit.reason === 'noAmount' ? promotion : null;
}
