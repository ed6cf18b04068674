import type { Mission } from '@h5/contract/endpoints/promotions.ts';
import type { Language } from '@h5/contract/languages.ts';
import type { MerchantConfig } from '../merchants/merchant-config.ts';
import type { MissionConfig } from '../merchants/promotion-config.ts';
import { periodOf } from './periods.ts';
import { toCents, toPesos, x100 } from './promotion-work.ts';
import type { PromotionsRepository, RewardRow } from './promotions-repository.ts';
import { issueReward, rewardStatus } from './rewards.ts';

/** What a mission issues its reward under: once per member per mission period. */
export const missionIssueKey = (mission: MissionConfig, periodKey: string): string =>
  `mission:${mission.id}:${periodKey}`;

export interface MissionState {
  config: MissionConfig;
  start: number;
  end: number;
  currentCents: number;
  reward: RewardRow | undefined;
}

/**
 * The member's progress on each enabled mission in its current period (merchant's time zone), issuing the reward of
 * a mission whose target is reached and which has none yet (the issue key makes it once, also between instances).
 * The reward waits in the reward center; nothing is credited here.
 */
export async function missionStates(
  repository: PromotionsRepository,
  merchant: MerchantConfig,
  memberId: number,
  now: number,
): Promise<MissionState[]> {
  const states: MissionState[] = [];
  for (const mission of merchant.promotions.missions.filter((m) => m.enabled)) {
    const period = periodOf(now, mission.period, merchant.timeZone);
    const to = Math.min(period.end, now + 1);
    const currentCents =
      mission.kind === 'bet'
        ? await repository.stakesBetween(memberId, period.start, to)
        : await repository.depositsBetween(memberId, period.start, to);
    const key = missionIssueKey(mission, period.key);
    let reward = await repository.rewardByIssueKey(memberId, key);
    if (reward === undefined && currentCents >= toCents(mission.target)) {
      ({ row: reward } = await issueReward(repository, {
        memberId,
        promotionId: mission.id,
        kind: 'mission',
        title: mission.title.EN,
        amountCents: toCents(mission.reward),
        turnoverX100: x100(mission.turnoverMultiple),
        issueKey: key,
        status: 'issued',
        claimWindowHours: mission.claimWindowHours,
        now,
      }));
    }
    states.push({ config: mission, start: period.start, end: period.end, currentCents, reward });
  }
  return states;
}

export function missionStatus(state: MissionState, now: number): Mission['status'] {
  if (state.reward === undefined) return 'process';
  const status = rewardStatus(state.reward, now);
  if (status === 'claimed') return 'claimed';
  if (status === 'issued') return 'issued';
  return 'close';
}

export function toMission(state: MissionState, language: Language, now: number): Mission {
  const status = missionStatus(state, now);
  return {
    id: state.config.id,
    title: state.config.title[language],
    kind: state.config.kind,
    target: state.config.target,
    current: toPesos(state.currentCents),
    reward: state.config.reward,
    startTime: state.start,
    endTime: state.end,
    status,
    rewardId: status === 'issued' && state.reward !== undefined ? state.reward.id : null,
  };
}

/** The mission page. */
export async function memberMissions(
  repository: PromotionsRepository,
  merchant: MerchantConfig,
  memberId: number,
  language: Language,
  now = Date.now(),
): Promise<Mission[]> {
  const states = await missionStates(repository, merchant, memberId, now);
  return states.map((s) => toMission(s, language, now));
}
