import type { EndpointValue } from '@h5/contract/endpoint.ts';
import type { DepositChannel, DepositPromotion, getDepositChannels } from '@h5/contract/endpoints/deposit.ts';
import { percentOfCents } from '@h5/contract/endpoints/money.ts';
import { isTrial } from '@h5/contract/member-types.ts';
import type { Language } from '@h5/contract/languages.ts';
import type { MerchantConfig } from '../merchants/merchant-config.ts';
import type { DepositChannelConfig } from '../merchants/payment-config.ts';
import { ApiError } from '../errors.ts';
import { depositPromotionOpen } from '../promotions/activity.ts';
import type { DepositRepository } from './deposit-repository.ts';
import type { PaymentProviders } from './payment-provider.ts';
import { channelAvailable } from './payment-providers.ts';

type PromotionConfig = MerchantConfig['payments']['deposit']['promotions'][number];

/** Pesos of the merchant file (at most two decimals) as centavos. */
export const toCents = (pesos: number): number => Math.round(pesos * 100);
export const toPesos = (cents: number): number => cents / 100;

/** Lobby spec §2.11: the deposit-detail template follows `dep_func` equal to "1". */
export function depositTemplate(merchant: MerchantConfig): 'new' | 'base' {
  return merchant.mobileTemplate.dep_func === '1' ? 'new' : 'base';
}

function channelAnswer(channel: DepositChannelConfig): DepositChannel {
  return {
    id: channel.id,
    kind: channel.kind,
    name: channel.name,
    icon: channel.icon,
    minAmount: channel.minAmount,
    maxAmount: channel.maxAmount,
    feePercent: channel.feePercent,
    feeFixed: channel.feeFixed,
    quickAmounts: channel.quickAmounts,
    bankAccount: channel.bankAccount,
  };
}

function promotionAnswer(promotion: PromotionConfig, language: Language): DepositPromotion {
  return {
    id: promotion.id,
    title: promotion.title[language],
    bonusPercent: promotion.bonusPercent,
    maxBonus: promotion.maxBonus,
    minDeposit: promotion.minDeposit,
    firstDepositOnly: promotion.firstDepositOnly,
  };
}

/**
 * The deposit page's answer: the merchant's enabled channels and the promotions the member can still take (a
 * first-deposit one disappears after the first credited deposit). Trial accounts see the page but may not deposit.
 */
export async function depositChannels(
  deposits: DepositRepository,
  providers: PaymentProviders,
  merchant: MerchantConfig,
  member: { memberId: number; memberType: number },
  language: Language,
): Promise<EndpointValue<typeof getDepositChannels>> {
  const { deposit } = merchant.payments;
  const hasDeposited = await deposits.hasSuccessfulDeposit(member.memberId);
  return {
    allowDeposit: deposit.allow && !isTrial(member.memberType),
    template: depositTemplate(merchant),
    channels: deposit.channels.filter((c) => c.enabled && channelAvailable(c, providers)).map(channelAnswer),
    promotions: deposit.promotions
      .filter(
        (p) =>
          p.enabled &&
          !(p.firstDepositOnly && hasDeposited) &&
          depositPromotionOpen(merchant, p.id, Date.now()),
      )
      .map((p) => promotionAnswer(p, language)),
  };
}

/** A member may deposit on this merchant: not a trial account, and the merchant takes deposits. */
export function assertMayDeposit(merchant: MerchantConfig, memberType: number): void {
  if (isTrial(memberType)) throw new ApiError('trialRefused');
  if (!merchant.payments.deposit.allow) throw new ApiError('functionNotAvailable');
}

/** The merchant's enabled channel of that id and kind family (gateway or manual), or `channel.unknown`. */
export function findChannel(
  merchant: MerchantConfig,
  providers: PaymentProviders,
  channelId: string,
  family: 'gateway' | 'manual',
): DepositChannelConfig {
  const channel = merchant.payments.deposit.channels.find(
    (c) => c.id === channelId && c.enabled && channelAvailable(c, providers),
  );
  if (channel === undefined || (channel.kind === 'manual_bank') !== (family === 'manual')) {
    throw new ApiError('channelUnknown');
  }
  return channel;
}

/** What a deposit costs and brings, in centavos, decided when it is made. */
export interface DepositTerms {
  amountCents: number;
  feeCents: number;
  /** The promotion's bonus if the deposit is credited (a first-deposit one is checked again then). */
  bonusCents: number;
  promotionId: string | null;
  promotionFirstOnly: boolean;
  /** The promotion's turnover multiple × 100 (0 without one): the bonus adds that much turnover. */
  bonusTurnoverX100: number;
}

/**
 * The amount within the channel's limits (`amount.out.of.range` with them in pesos), the fee (percentage rounded to
 * the centavo, plus the fixed part) and the chosen promotion, which must apply: enabled, the amount at least its
 * minimum, and a first-deposit one only before the member's first credited deposit.
 */
export async function depositTerms(
  deposits: DepositRepository,
  merchant: MerchantConfig,
  channel: DepositChannelConfig,
  input: { memberId: number; amountCents: number; promotionId: string | undefined },
): Promise<DepositTerms> {
  const { amountCents } = input;
  const min = toCents(channel.minAmount);
  const max = toCents(channel.maxAmount);
  if (amountCents < min || amountCents > max) {
    throw new ApiError('amountOutOfRange', {
      params: { min: String(channel.minAmount), max: String(channel.maxAmount) },
      value: { min: channel.minAmount, max: channel.maxAmount },
    });
  }
  const feeCents = percentOfCents(amountCents, channel.feePercent, 'nearest') + toCents(channel.feeFixed);
  if (input.promotionId === undefined) {
    return {
      amountCents,
      feeCents,
      bonusCents: 0,
      promotionId: null,
      promotionFirstOnly: false,
      bonusTurnoverX100: 0,
    };
  }
  const promotion = merchant.payments.deposit.promotions.find((p) => p.id === input.promotionId);
  // Outside the period of the activity center's deposit-bonus item that describes it: its claim window (issue 16).
  if (
    promotion === undefined ||
    !promotion.enabled ||
    !depositPromotionOpen(merchant, promotion.id, Date.now())
  ) {
    throw new ApiError('promotionNotApplicable');
  }
  if (amountCents < toCents(promotion.minDeposit)) {
    throw new ApiError('promotionNotApplicable', { value: { minDeposit: promotion.minDeposit } });
  }
  if (promotion.firstDepositOnly && (await deposits.hasSuccessfulDeposit(input.memberId))) {
    throw new ApiError('promotionNotApplicable', { value: { firstDepositOnly: true } });
  }
  return {
    amountCents,
    feeCents,
    bonusCents: promotionBonusCents(amountCents, promotion),
    promotionId: promotion.id,
    promotionFirstOnly: promotion.firstDepositOnly,
    bonusTurnoverX100: Math.round(promotion.turnoverMultiple * 100),
  };
}

/** The bonus of a promotion: its percentage of the amount, rounded down to the centavo, at most `maxBonus`. */
export function promotionBonusCents(
  amountCents: number,
  promotion: Pick<PromotionConfig, 'bonusPercent' | 'maxBonus'>,
): number {
  return Math.min(percentOfCents(amountCents, promotion.bonusPercent, 'down'), toCents(promotion.maxBonus));
}
