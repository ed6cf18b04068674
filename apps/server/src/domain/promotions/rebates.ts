import type { EndpointValue } from '@h5/contract/endpoint.ts';
import type {
  getManualRebate,
  getRebateReport,
  getRebateSettings,
} from '@h5/contract/endpoints/promotions.ts';
import { percentOfCents } from '@h5/contract/endpoints/money.ts';
import { ApiError } from '../errors.ts';
import type { MerchantConfig } from '../merchants/merchant-config.ts';
import type { RecordRange } from '../wallet/record-range.ts';
import { postWalletEntry } from '../wallet/ledger.ts';
import { dayKey, dayOf, periodOf } from './periods.ts';
import { toPesos, x100, type PromotionRepositories, type PromotionServices } from './promotion-work.ts';
import type { UnrebatedBet } from './promotions-repository.ts';

/*
 * Rebates on turnover by product type (the game type of the bet). Every settled real-money bet earns a rebate once:
 * the rebate row that counts it is written on the bet (`game_rounds.rebate_id`), under the member's money lock.
 * Bets count on the merchant day they were settled (a number-draw round placed one day may settle the next).
 * Automatic: each finished merchant day is settled by itself (`auto:<day>`, unique per member and product, so two
 * instances settling the same day write one row); bets of a day already written (settled late, or by an instance
 * whose clock is behind) are settled under `auto:<day>:<first bet id>` rather than left out. Manual: the member claims
 * what is not rebated yet (after the automatic settlement of the finished days, so the manual claim is the bets
 * settled today when `auto` is on). Either way a bet is marked by the one rebate that counted it.
 */

/** The ledger's reference of a rebate's credit. */
export const rebateLedgerReference = (id: number): string => `rebate:${String(id)}`;

function rateOf(merchant: MerchantConfig, productType: string): number {
  return merchant.promotions.rebate.rates.find((r) => r.productType === productType)?.ratePercent ?? 0;
}

interface Group {
  productType: string;
  start: number;
  end: number;
  bets: UnrebatedBet[];
  turnoverCents: number;
}

/** The product types with a rate: only their bets are ever rebated (and looked for). */
const ratedTypes = (merchant: MerchantConfig): string[] =>
  merchant.promotions.rebate.rates.filter((r) => r.ratePercent > 0).map((r) => r.productType);

function groupByProduct(bets: readonly UnrebatedBet[], merchant: MerchantConfig): Map<string, Group> {
  const groups = new Map<string, Group>();
  for (const bet of bets) {
    if (rateOf(merchant, bet.productType) <= 0) continue;
    const group = groups.get(bet.productType) ?? {
      productType: bet.productType,
      start: bet.settledAt,
      end: bet.settledAt + 1,
      bets: [],
      turnoverCents: 0,
    };
    group.bets.push(bet);
    group.turnoverCents += bet.stakeCents;
    group.start = Math.min(group.start, bet.settledAt);
    group.end = Math.max(group.end, bet.settledAt + 1);
    groups.set(bet.productType, group);
  }
  return groups;
}

/** Writes one rebate row of a group, marks its bets and credits it; undefined when its settle key is taken. */
async function settleGroup(
  { promotions, wallet }: PromotionRepositories,
  merchant: MerchantConfig,
  memberId: number,
  group: Group,
  kind: 'auto' | 'manual',
  settleKey: string,
  now: number,
): Promise<number | undefined> {
  const ratePercent = rateOf(merchant, group.productType);
  const amountCents = percentOfCents(group.turnoverCents, ratePercent, 'down');
  const row = await promotions.insertRebate({
    member_id: memberId,
    kind,
    product_type: group.productType,
    turnover_cents: group.turnoverCents,
    rate_x100: x100(ratePercent),
    amount_cents: amountCents,
    period_start: group.start,
    period_end: group.end,
    settle_key: settleKey,
    created_at: now,
  });
  if (row === undefined) return undefined;
  const marked = await promotions.markRebated(
    group.bets.map((b) => b.id),
    row.id,
  );
  // Under the member's lock nothing else marks these bets: a difference is a broken invariant, not a race to lose.
  if (marked !== group.bets.length) throw new Error(`rebate ${String(row.id)}: bets already rebated`);
  if (amountCents > 0) {
    await postWalletEntry(wallet, {
      memberId,
      type: 'REBATE',
      amountCents,
      turnoverCents: Math.round((amountCents * x100(merchant.promotions.rebate.turnoverMultiple)) / 100),
      reference: rebateLedgerReference(row.id),
      now,
    });
  }
  return amountCents;
}

/**
 * Settles every finished merchant day not settled yet, on the caller's transaction (a unit of work, or the demo seed's),
 * which must hold the member's money lock.
 */
export async function settleFinishedDays(
  repositories: PromotionRepositories,
  merchant: MerchantConfig,
  memberId: number,
  now: number,
): Promise<void> {
  if (!merchant.promotions.rebate.auto) return;
  const today = periodOf(now, 'day', merchant.timeZone);
  await settleDaysBefore(repositories, merchant, memberId, today.start, now);
}

/**
 * The automatic rebate of the member's unrebated bets settled before `before`, one row per merchant day and product.
 * Exported for the demo seed, which settles its bets up to the seed time (so that no later read moves a demo balance).
 */
export async function settleDaysBefore(
  repositories: PromotionRepositories,
  merchant: MerchantConfig,
  memberId: number,
  before: number,
  now: number,
): Promise<void> {
  const bets = await repositories.promotions.unrebatedBets(memberId, before, ratedTypes(merchant));
  const byDay = new Map<string, UnrebatedBet[]>();
  for (const bet of bets) {
    const key = dayKey(dayOf(bet.settledAt, merchant.timeZone));
    byDay.set(key, [...(byDay.get(key) ?? []), bet]);
  }
  for (const [day, dayBets] of byDay) {
    const period = periodOf(dayBets[0]?.settledAt ?? now, 'day', merchant.timeZone);
    for (const group of groupByProduct(dayBets, merchant).values()) {
      const dayGroup = { ...group, start: period.start, end: period.end };
      const settled = await settleGroup(
        repositories,
        merchant,
        memberId,
        dayGroup,
        'auto',
        `auto:${day}`,
        now,
      );
      if (settled !== undefined) continue;
      // The day's row exists: these bets were settled after it was written. Their own row, keyed by their first bet
      // (unmarked, so no row has that key yet: under the member's lock a taken key is a broken invariant).
      const firstBet = Math.min(...group.bets.map((b) => b.id));
      const late = await settleGroup(
        repositories,
        merchant,
        memberId,
        dayGroup,
        'auto',
        `auto:${day}:${String(firstBet)}`,
        now,
      );
      if (late === undefined) throw new Error(`rebate auto:${day}:${String(firstBet)} already written`);
    }
  }
}

/**
 * The automatic daily rebate of one member (lazily, when the member's promotion pages are read, and by the sweep
 * `settleMerchantRebates`): idempotent, safe to run from two instances at once.
 */
export async function settleAutoRebates(
  { work }: Pick<PromotionServices, 'work'>,
  merchant: MerchantConfig,
  memberId: number,
  now = Date.now(),
): Promise<void> {
  if (!merchant.promotions.rebate.auto || merchant.promotions.rebate.rates.length === 0) return;
  await work.run(async (repositories) => {
    await repositories.promotions.lockMember(memberId);
    await settleFinishedDays(repositories, merchant, memberId, now);
  });
}

/**
 * The daily settlement of every member of the merchant with bets of finished days not yet rebated. A member whose
 * settlement fails is reported to `onError` and the next one is settled (each member is its own unit of work); answers
 * how many members were settled.
 */
export async function settleMerchantRebates(
  services: PromotionServices,
  merchant: MerchantConfig,
  onError: (error: unknown, memberId: number) => void,
  now = Date.now(),
): Promise<number> {
  if (!merchant.promotions.rebate.auto) return 0;
  const today = periodOf(now, 'day', merchant.timeZone);
  const members = await services.repository.membersToRebate(merchant.code, today.start, ratedTypes(merchant));
  let settled = 0;
  for (const memberId of members) {
    try {
      await settleAutoRebates(services, merchant, memberId, now);
      settled += 1;
    } catch (error) {
      onError(error, memberId);
    }
  }
  return settled;
}

export function rebateSettings(merchant: MerchantConfig): EndpointValue<typeof getRebateSettings> {
  return merchant.promotions.rebate.rates.map((r) => ({
    productType: r.productType,
    ratePercent: r.ratePercent,
  }));
}

/** What the manual claim would credit now, by product type. */
export async function manualRebate(
  services: PromotionServices,
  merchant: MerchantConfig,
  memberId: number,
  now = Date.now(),
): Promise<EndpointValue<typeof getManualRebate>> {
  await settleAutoRebates(services, merchant, memberId, now);
  const bets = await services.repository.unrebatedBets(memberId, now + 1, ratedTypes(merchant));
  const items = [...groupByProduct(bets, merchant).values()].map((g) => {
    const ratePercent = rateOf(merchant, g.productType);
    return {
      productType: g.productType,
      turnover: toPesos(g.turnoverCents),
      ratePercent,
      amount: toPesos(percentOfCents(g.turnoverCents, ratePercent, 'down')),
    };
  });
  const totalCents = items.reduce((sum, i) => sum + Math.round(i.amount * 100), 0);
  return { items, total: toPesos(totalCents), since: await services.repository.lastRebateTime(memberId) };
}

/**
 * Claims the manual rebate: once per requestId (a repeat answers the first claim's amount), under the member's money
 * lock, every unrebated bet counted once; `rebate.nothing` when there is nothing to credit.
 */
export async function claimManualRebate(
  { work }: Pick<PromotionServices, 'work'>,
  merchant: MerchantConfig,
  memberId: number,
  requestId: string,
  now = Date.now(),
): Promise<{ amount: number }> {
  const settleKey = `manual:${requestId}`;
  const cents = await work.run(async (repositories) => {
    await repositories.promotions.lockMember(memberId);
    const repeat = await repositories.promotions.rebatesBySettleKey(memberId, settleKey);
    if (repeat.length > 0) return repeat.reduce((sum, r) => sum + r.amount_cents, 0);
    await settleFinishedDays(repositories, merchant, memberId, now);
    const bets = await repositories.promotions.unrebatedBets(memberId, now + 1, ratedTypes(merchant));
    const groups = [...groupByProduct(bets, merchant).values()];
    const total = groups.reduce(
      (sum, g) => sum + percentOfCents(g.turnoverCents, rateOf(merchant, g.productType), 'down'),
      0,
    );
    if (total === 0) throw new ApiError('rebateNothingToClaim');
    let credited = 0;
    for (const group of groups) {
      credited += (await settleGroup(repositories, merchant, memberId, group, 'manual', settleKey, now)) ?? 0;
    }
    return credited;
  });
  return { amount: toPesos(cents) };
}

/** The rebate report: the member's rebates created in the range, newest first. */
export async function rebateReport(
  services: PromotionServices,
  merchant: MerchantConfig,
  memberId: number,
  range: RecordRange,
  now = Date.now(),
): Promise<EndpointValue<typeof getRebateReport>> {
  await settleAutoRebates(services, merchant, memberId, now);
  const { rows, total } = await services.repository.rebatesPage(memberId, range);
  return {
    content: rows.map((r) => ({
      id: r.id,
      productType: r.product_type,
      turnover: toPesos(r.turnover_cents),
      ratePercent: r.rate_x100 / 100,
      amount: toPesos(r.amount_cents),
      kind: r.kind,
      periodStart: r.period_start,
      periodEnd: r.period_end,
      createTime: r.created_at,
    })),
    pageNum: range.pageNo,
    totalPages: Math.ceil(total / range.pageSize),
    totalCount: total,
  };
}
