import { randomInt } from 'node:crypto';
import type { EndpointValue } from '@h5/contract/endpoint.ts';
import {
  RED_RAIN_HISTORY_SIZE,
  type RedEnvelope,
  type getRedRain,
  type grabRedEnvelope,
} from '@h5/contract/endpoints/red-rain.ts';
import { ApiError } from '../errors.ts';
import type { MerchantConfig } from '../merchants/merchant-config.ts';
import type { RedRainConfig } from '../merchants/promotion-config.ts';
import { toCents, toPesos, x100, type PromotionServices } from './promotion-work.ts';
import type { PromotionsRepository, RewardRow } from './promotions-repository.ts';
import { rainsAt } from './red-rain-schedule.ts';
import { creditReward, issueReward } from './rewards.ts';

/*
 * Red envelope rain (docs/decisions.md "Red envelope rain"): the merchant's rains for its agents. An envelope is a
 * reward issued and claimed in one unit of work, so it is credited once through the ledger (BONUS, with its turnover)
 * and shows in the reward center and the transaction record like any other reward.
 */

/** The reward kind and promotion id of an envelope. */
export const RED_RAIN_KIND = 'red_rain';
const RED_RAIN_PROMOTION = 'redRain';
const ISSUE_KEY_START = 'redRain:';
const issueKeyPrefix = (rainKey: string): string => `${ISSUE_KEY_START}${rainKey}:`;

/** Who asks: the agent, its merchant, and whether the merchant's switch (AGENTMENU_REDRAIN3) shows the rain. */
export interface RainRequest {
  merchant: MerchantConfig;
  memberId: number;
  switchOn: boolean;
}

function rainConfig({ merchant, switchOn }: RainRequest): RedRainConfig {
  const config = merchant.promotions.redRain;
  if (!switchOn || config === undefined || !config.enabled) throw new ApiError('redRainUnavailable');
  return config;
}

async function isQualified(
  promotions: Pick<PromotionsRepository, 'successfulDeposits'>,
  config: RedRainConfig,
  memberId: number,
): Promise<boolean> {
  return config.minDeposits === 0 || (await promotions.successfulDeposits(memberId)) >= config.minDeposits;
}

function toEnvelope(row: RewardRow): RedEnvelope {
  const key = row.issue_key ?? '';
  return {
    id: row.id,
    rainKey: key.slice(ISSUE_KEY_START.length, key.lastIndexOf(':')),
    amount: toPesos(row.amount_cents),
    turnoverMultiple: row.turnover_x100 / 100,
    time: row.claimed_at ?? row.issued_at,
  };
}

/** The rain page: rules, the rain falling now with the agent's envelopes left, the next rain, the agent's envelopes. */
export async function redRainState(
  { repository }: PromotionServices,
  request: RainRequest,
  now = Date.now(),
): Promise<EndpointValue<typeof getRedRain>> {
  const config = rainConfig(request);
  const { current, next } = rainsAt(config, request.merchant.timeZone, now);
  const { rows, totalCents } = await repository.rainEnvelopes(request.memberId, RED_RAIN_HISTORY_SIZE);
  const qualified = await isQualified(repository, config, request.memberId);
  let falling: EndpointValue<typeof getRedRain>['current'] = null;
  if (current !== null) {
    const opened = await repository.rainEnvelopeCount(request.memberId, issueKeyPrefix(current.rainKey));
    const paid = await repository.rainPaid(request.merchant.code, current.rainKey);
    falling = {
      ...current,
      envelopesLeft: Math.max(0, config.envelopesPerRain - opened),
      over: toCents(config.budget) - paid < toCents(config.minAmount),
    };
  }
  return {
    serverTime: now,
    envelopesPerRain: config.envelopesPerRain,
    minAmount: config.minAmount,
    maxAmount: config.maxAmount,
    turnoverMultiple: config.turnoverMultiple,
    minDeposits: config.minDeposits,
    qualified,
    current: falling,
    next,
    envelopes: rows.map(toEnvelope),
    totalAmount: toPesos(totalCents),
  };
}

/**
 * Opens one of the agent's envelopes of the rain falling now. Under the agent's money lock: a repeat of the requestId
 * answers its envelope (even after the rain), then the rain, the agent's deposits and its count are checked; then
 * under the rain's lock the budget.
 * The amount is drawn in centavos from the range, cut to what the budget has left (never below the minimum: a rain
 * with less left than that is over).
 */
export async function grabEnvelope(
  services: PromotionServices,
  request: RainRequest,
  input: { requestId: string; rainKey: string },
  now = Date.now(),
  draw: (min: number, maxExclusive: number) => number = randomInt,
): Promise<EndpointValue<typeof grabRedEnvelope>> {
  const { memberId, merchant } = request;
  const prefix = issueKeyPrefix(input.rainKey);
  return services.work.run(async (repositories) => {
    const { promotions } = repositories;
    await promotions.lockMember(memberId);
    // A repeat answers its envelope even after the rain, or the rain switched off: it was credited.
    const repeat = await promotions.rewardByClaimRequest(memberId, input.requestId);
    if (repeat !== undefined) {
      if (repeat.kind !== RED_RAIN_KIND || repeat.issue_key?.startsWith(prefix) !== true) {
        throw new ApiError('requestIdReused');
      }
      const opened = await promotions.rainEnvelopeCount(memberId, prefix);
      const perRain = merchant.promotions.redRain?.envelopesPerRain ?? 0;
      return { envelope: toEnvelope(repeat), envelopesLeft: Math.max(0, perRain - opened) };
    }
    const config = rainConfig(request);
    const { current } = rainsAt(config, merchant.timeZone, now);
    if (current?.rainKey !== input.rainKey) throw new ApiError('redRainNotActive');
    if (!(await isQualified(promotions, config, memberId))) {
      throw new ApiError('redRainNotQualified', { value: { minDeposits: config.minDeposits } });
    }
    const opened = await promotions.rainEnvelopeCount(memberId, prefix);
    if (opened >= config.envelopesPerRain) throw new ApiError('redRainNoEnvelopes');

    await promotions.lockRain(merchant.code, input.rainKey);
    const left = toCents(config.budget) - (await promotions.rainPaid(merchant.code, input.rainKey));
    const minCents = toCents(config.minAmount);
    if (left < minCents) throw new ApiError('redRainOver');
    const amountCents = Math.min(draw(minCents, toCents(config.maxAmount) + 1), left);

    const { row, created } = await issueReward(promotions, {
      memberId,
      promotionId: RED_RAIN_PROMOTION,
      kind: RED_RAIN_KIND,
      title: config.title.EN,
      amountCents,
      turnoverX100: x100(config.turnoverMultiple),
      issueKey: `${prefix}${String(opened + 1)}`,
      status: 'issued',
      claimWindowHours: 0,
      now,
    });
    // The count was read under the member's lock, so the n-th envelope cannot exist already; if the locks were ever
    // bypassed, the unique issue key refuses it and nothing is credited.
    if (!created) throw new ApiError('redRainNoEnvelopes');
    const claimed = await creditReward(repositories, row, input.requestId, now);
    if (claimed === undefined) throw new Error('a red envelope issued in this transaction was not claimable');
    await promotions.addRainPayment(merchant.code, input.rainKey, amountCents);
    return { envelope: toEnvelope(claimed), envelopesLeft: config.envelopesPerRain - opened - 1 };
  });
}
