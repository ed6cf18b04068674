import type { EndpointValue } from '@h5/contract/endpoint.ts';
import type { getVipProgress } from '@h5/contract/endpoints/promotions.ts';
import type { Language } from '@h5/contract/languages.ts';
import type { MerchantConfig } from '../merchants/merchant-config.ts';
import type { VipLevelConfig } from '../merchants/promotion-config.ts';
import { periodOf } from './periods.ts';
import { toCents, toPesos } from './promotion-work.ts';
import type { PromotionsRepository } from './promotions-repository.ts';

/** The highest level whose monthly or total threshold the turnover reaches (level 0 always). */
export function reachedLevel(
  levels: readonly VipLevelConfig[],
  monthlyCents: number,
  totalCents: number,
): number {
  let reached = 0;
  for (const level of levels) {
    if (monthlyCents >= toCents(level.monthlyTurnover) || totalCents >= toCents(level.totalTurnover)) {
      reached = Math.max(reached, level.level);
    }
  }
  return reached;
}

/**
 * VIP benefits page (`MCSFE_getPlayerRankProgress`-like): turnover of settled real-money bets this merchant month and
 * in total against the next level's thresholds. Reading it raises `members.vip_level` (the member strip's label)
 * when a threshold is reached; a level is never lowered.
 */
export async function vipProgress(
  repository: PromotionsRepository,
  merchant: MerchantConfig,
  memberId: number,
  language: Language,
  now = Date.now(),
): Promise<EndpointValue<typeof getVipProgress>> {
  const levels = merchant.promotions.vip;
  const month = periodOf(now, 'month', merchant.timeZone);
  const monthlyCents = await repository.stakesBetween(memberId, month.start, now + 1);
  const totalCents = await repository.stakesBetween(memberId, 0, now + 1);
  const reached = reachedLevel(levels, monthlyCents, totalCents);
  const stored = await repository.vipLevel(memberId);
  if (reached > stored) await repository.raiseVipLevel(memberId, reached);
  const top = levels[levels.length - 1]?.level ?? 0;
  const level = Math.min(Math.max(reached, stored), top);
  const current = levels.find((l) => l.level === level);
  const next = levels.find((l) => l.level === level + 1);
  const monthly = toPesos(monthlyCents);
  const total = toPesos(totalCents);
  return {
    level,
    playerRankName: current?.name[language] ?? `VIP${String(level)}`,
    monthly: { actual: monthly, expected: next?.monthlyTurnover ?? monthly },
    total: { actual: total, expected: next?.totalTurnover ?? total },
    levels: levels.map((l) => ({
      level: l.level,
      name: l.name[language],
      monthlyTurnover: l.monthlyTurnover,
      totalTurnover: l.totalTurnover,
      benefits: l.benefits.map((b) => ({ kind: b.kind, label: b.label[language], value: b.value[language] })),
    })),
  };
}
