import type {
  PromotionCategory,
  PromotionDetail,
  PromotionStatus,
  PromotionSummary,
  Reward,
} from '@h5/contract/endpoints/promotions.ts';
import type { Language } from '@h5/contract/languages.ts';
import { isTrial } from '@h5/contract/member-types.ts';
import { PROMOTION_TEXTS } from '../../i18n/promotion-texts.ts';
import type { SessionInfo } from '../accounts/sessions.ts';
import { ApiError } from '../errors.ts';
import { imageUrl, type MerchantConfig } from '../merchants/merchant-config.ts';
import type { PromotionItemConfig } from '../merchants/promotion-config.ts';
import { missionStates, missionStatus, type MissionState } from './missions.ts';
import { dayKey, dayOf } from './periods.ts';
import { toCents, toPesos, x100, type PromotionServices } from './promotion-work.ts';
import type { RewardRow } from './promotions-repository.ts';
import { creditReward, issueReward, rewardStatus, toReward } from './rewards.ts';

/*
 * The activity center (lobby spec §1, §2.1, §3): the merchant file's promotions with the member's status for each,
 * the sign-up of the promotions that need one, and the daily login reward.
 */

type Member = Pick<SessionInfo, 'memberId' | 'memberType'>;

/** What a reward row means for its promotion's status. */
function statusOfReward(row: RewardRow, now: number): PromotionStatus {
  const status = rewardStatus(row, now);
  if (status === 'issued') return 'claim';
  if (status === 'expired') return 'close';
  return status;
}

const loginIssueKey = (merchant: MerchantConfig, now: number): string =>
  `login:${dayKey(dayOf(now, merchant.timeZone))}`;
const signUpIssueKey = (item: PromotionItemConfig): string => `signup:${item.id}`;

/** Running at `now`: started, not ended. */
function timing(item: PromotionItemConfig, now: number): 'comingSoon' | 'close' | 'running' {
  if (item.startsAt !== undefined && now < Date.parse(item.startsAt)) return 'comingSoon';
  if (item.endsAt !== undefined && now >= Date.parse(item.endsAt)) return 'close';
  return 'running';
}

/** The deposit promotion a deposit-bonus item describes, if enabled. */
function depositPromotionOf(merchant: MerchantConfig, item: PromotionItemConfig) {
  if (item.kind !== 'deposit_bonus') return undefined;
  return merchant.payments.deposit.promotions.find((p) => p.id === item.depositPromotionId && p.enabled);
}

/**
 * Deposit promotions the member may choose now: a deposit-bonus item of the activity center that describes one
 * limits it to the item's period (its claim window); one no item describes is always open.
 */
export function depositPromotionOpen(merchant: MerchantConfig, promotionId: string, now: number): boolean {
  const items = merchant.promotions.items.filter(
    (i) => i.kind === 'deposit_bonus' && i.depositPromotionId === promotionId,
  );
  return items.length === 0 || items.some((i) => i.enabled && timing(i, now) === 'running');
}

function formatPesos(merchant: MerchantConfig, pesos: number): string {
  return `${merchant.wallet.currencySymbol}${pesos.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}

/** What is won, as text. */
function rewardText(merchant: MerchantConfig, item: PromotionItemConfig, language: Language): string {
  const texts = PROMOTION_TEXTS[language];
  switch (item.kind) {
    case 'deposit_bonus': {
      const promotion = depositPromotionOf(merchant, item);
      return promotion === undefined
        ? ''
        : texts.percentUpTo(String(promotion.bonusPercent), formatPesos(merchant, promotion.maxBonus));
    }
    case 'daily_login':
    case 'sign_up':
      return formatPesos(merchant, item.amount);
    case 'rebate': {
      const top = Math.max(0, ...merchant.promotions.rebate.rates.map((r) => r.ratePercent));
      return texts.rebateUpTo(String(top));
    }
    case 'mission': {
      const mission = merchant.promotions.missions.find((m) => m.id === item.missionId);
      return mission === undefined ? '' : formatPesos(merchant, mission.reward);
    }
  }
}

interface MemberFacts {
  rewards: RewardRow[];
  missions: MissionState[];
}

/** The member's status for a running promotion, with the reward to claim when there is one. */
async function memberStatus(
  services: PromotionServices,
  merchant: MerchantConfig,
  item: PromotionItemConfig,
  member: Member,
  facts: MemberFacts,
  now: number,
): Promise<{ status: PromotionStatus; claimable: RewardRow | undefined }> {
  const none = { claimable: undefined };
  switch (item.kind) {
    case 'deposit_bonus': {
      const promotion = depositPromotionOf(merchant, item);
      if (promotion === undefined) return { status: 'close', ...none };
      const { deposits, withBonus } = await services.repository.depositFacts(member.memberId, promotion.id);
      if (promotion.firstDepositOnly) {
        if (withBonus > 0) return { status: 'claimed', ...none };
        if (deposits > 0) return { status: 'close', ...none };
      }
      return { status: withBonus > 0 ? 'joined' : 'join', ...none };
    }
    case 'daily_login': {
      const key = loginIssueKey(merchant, now);
      const today = facts.rewards.find((r) => r.promotion_id === item.id && r.issue_key === key);
      return { status: today === undefined ? 'claim' : 'claimed', ...none };
    }
    case 'sign_up': {
      const row = facts.rewards.find(
        (r) => r.promotion_id === item.id && r.issue_key === signUpIssueKey(item),
      );
      if (row === undefined) return { status: 'join', ...none };
      const status = statusOfReward(row, now);
      return { status, claimable: status === 'claim' ? row : undefined };
    }
    case 'rebate':
      return { status: merchant.promotions.rebate.rates.length === 0 ? 'close' : 'joined', ...none };
    case 'mission': {
      const state = facts.missions.find((m) => m.config.id === item.missionId);
      if (state === undefined) return { status: 'close', ...none };
      const status = missionStatus(state, now);
      if (status === 'issued') return { status: 'claim', claimable: state.reward };
      return { status, ...none };
    }
  }
}

async function memberFacts(
  services: PromotionServices,
  merchant: MerchantConfig,
  member: Member | null,
  missionsOn: boolean,
  now: number,
): Promise<MemberFacts | null> {
  if (member === null) return null;
  const ids = merchant.promotions.items.map((i) => i.id);
  return {
    rewards: await services.repository.rewardsOf(member.memberId, ids),
    missions: missionsOn ? await missionStates(services.repository, merchant, member.memberId, now) : [],
  };
}

/** Which switches of the merchant shape the activity center: missions are listed only while MISSION is on. */
export interface ActivitySwitches {
  readonly missionsOn: boolean;
}

const listed = (item: PromotionItemConfig, switches: ActivitySwitches): boolean =>
  item.enabled && (item.kind !== 'mission' || switches.missionsOn);

async function summaryOf(
  services: PromotionServices,
  merchant: MerchantConfig,
  item: PromotionItemConfig,
  member: Member | null,
  facts: MemberFacts | null,
  language: Language,
  now: number,
): Promise<{ summary: PromotionSummary; claimable: RewardRow | undefined }> {
  const when = timing(item, now);
  let status: PromotionStatus = when === 'running' ? 'join' : when;
  let claimable: RewardRow | undefined;
  if (when === 'running' && member !== null && facts !== null) {
    ({ status, claimable } = await memberStatus(services, merchant, item, member, facts, now));
  }
  return {
    summary: {
      id: item.id,
      kind: item.kind,
      categoryId: item.categoryId,
      title: item.title[language],
      image: imageUrl(merchant.imageCDNs, typeof item.image === 'string' ? item.image : item.image[language]),
      summary: item.summary[language],
      startTime: item.startsAt === undefined ? 0 : Date.parse(item.startsAt),
      endTime: item.endsAt === undefined ? null : Date.parse(item.endsAt),
      status,
      needsSignUp: item.kind === 'sign_up',
      needsApproval: item.kind === 'sign_up' && item.needsApproval,
    },
    claimable,
  };
}

export function promotionCategories(
  merchant: MerchantConfig,
  switches: ActivitySwitches,
  language: Language,
): PromotionCategory[] {
  const used = new Set(merchant.promotions.items.filter((i) => listed(i, switches)).map((i) => i.categoryId));
  return merchant.promotions.categories
    .filter((c) => used.has(c.id))
    .map((c) => ({ id: c.id, name: c.name[language] }));
}

/** The activity center's list: enabled promotions, optionally of one category, in the file's order. */
export async function promotionList(
  services: PromotionServices,
  merchant: MerchantConfig,
  switches: ActivitySwitches,
  member: Member | null,
  categoryId: string | undefined,
  language: Language,
  now = Date.now(),
): Promise<{ content: PromotionSummary[] }> {
  const items = merchant.promotions.items.filter(
    (i) => listed(i, switches) && (categoryId === undefined || i.categoryId === categoryId),
  );
  const facts = await memberFacts(services, merchant, member, switches.missionsOn, now);
  const content: PromotionSummary[] = [];
  for (const item of items) {
    content.push((await summaryOf(services, merchant, item, member, facts, language, now)).summary);
  }
  return { content };
}

function findItem(
  merchant: MerchantConfig,
  id: string,
  switches: ActivitySwitches = { missionsOn: true },
): PromotionItemConfig {
  const item = merchant.promotions.items.find((i) => i.id === id && listed(i, switches));
  if (item === undefined) throw new ApiError('recordNotFound');
  return item;
}

export async function promotionDetail(
  services: PromotionServices,
  merchant: MerchantConfig,
  switches: ActivitySwitches,
  member: Member | null,
  id: string,
  language: Language,
  now = Date.now(),
): Promise<PromotionDetail> {
  const item = findItem(merchant, id, switches);
  const facts = await memberFacts(services, merchant, member, switches.missionsOn, now);
  const { summary, claimable } = await summaryOf(services, merchant, item, member, facts, language, now);
  let progress: PromotionDetail['progress'] = null;
  if (item.kind === 'mission' && facts !== null) {
    const state = facts.missions.find((m) => m.config.id === item.missionId);
    if (state !== undefined) {
      progress = { current: toPesos(state.currentCents), target: state.config.target };
    }
  }
  return {
    ...summary,
    rulesHtml: item.rules[language],
    progress,
    reward: rewardText(merchant, item, language),
    claimableRewardId: claimable?.id ?? null,
  };
}

function refuseTrial(member: Member): void {
  if (isTrial(member.memberType)) throw new ApiError('trialRefused');
}

/**
 * Signs the member up to a `sign_up` promotion once (its issue key): the reward is issued at once, or waits for an
 * operator (`applying`) when the promotion needs approval. A repeat answers the status of the first sign-up.
 */
export async function signUp(
  services: PromotionServices,
  merchant: MerchantConfig,
  member: Member,
  promotionId: string,
  now = Date.now(),
): Promise<{ status: PromotionStatus }> {
  refuseTrial(member);
  const item = findItem(merchant, promotionId);
  if (item.kind !== 'sign_up' || timing(item, now) !== 'running') throw new ApiError('promotionUnavailable');
  const row = await services.work.run(async ({ promotions }) => {
    await promotions.lockMember(member.memberId);
    const { row: issued } = await issueReward(promotions, {
      memberId: member.memberId,
      promotionId: item.id,
      kind: 'sign_up',
      title: item.title.EN,
      amountCents: toCents(item.amount),
      turnoverX100: x100(item.turnoverMultiple),
      issueKey: signUpIssueKey(item),
      status: item.needsApproval ? 'applying' : 'issued',
      claimWindowHours: item.claimWindowHours,
      now,
    });
    return issued;
  });
  return { status: statusOfReward(row, now) };
}

/**
 * Today's login reward (merchant's day), issued and credited at once through the ledger, once per member per day:
 * the same requestId again answers the same reward; another request the same day is `promotion.login.taken`.
 */
export async function claimLoginReward(
  services: PromotionServices,
  merchant: MerchantConfig,
  member: Member,
  requestId: string,
  language: Language,
  now = Date.now(),
): Promise<{ reward: Reward }> {
  refuseTrial(member);
  const item = merchant.promotions.items.find(
    (i) => i.kind === 'daily_login' && i.enabled && timing(i, now) === 'running',
  );
  if (item?.kind !== 'daily_login') throw new ApiError('promotionUnavailable');
  const key = loginIssueKey(merchant, now);
  const row = await services.work.run(async (repositories) => {
    const { promotions } = repositories;
    await promotions.lockMember(member.memberId);
    const repeat = await promotions.rewardByClaimRequest(member.memberId, requestId);
    if (repeat !== undefined) {
      // The same request answers its reward, even retried after the merchant's midnight (a new day's key).
      if (repeat.kind !== 'daily_login') throw new ApiError('loginRewardTaken');
      return repeat;
    }
    const { row: issued, created } = await issueReward(promotions, {
      memberId: member.memberId,
      promotionId: item.id,
      kind: 'daily_login',
      title: item.title.EN,
      amountCents: toCents(item.amount),
      turnoverX100: x100(item.turnoverMultiple),
      issueKey: key,
      status: 'issued',
      claimWindowHours: 0,
      now,
    });
    if (!created) throw new ApiError('loginRewardTaken');
    const claimed = await creditReward(repositories, issued, requestId, now);
    if (claimed === undefined) throw new ApiError('loginRewardTaken');
    return claimed;
  });
  return { reward: toReward(row, merchant, language, now) };
}
