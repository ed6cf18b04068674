import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { moneyRecordQuery, requestId } from './money.ts';

/*
 * Promotions and rewards (issue 16; lobby spec §1, §2.1, §2.4, §2.10, §2.11, §3; platform-api §4.6). The platform
 * names the relay calls but not their shapes; ours are recorded in docs/decisions.md "Promotions (server)".
 * Amounts are pesos (two decimals at most), times are ms since the epoch, texts are already in the request's
 * `language`. The merchant's promotions are configured in its merchant file (`promotions`).
 */

/**
 * The player's status for a promotion, named as the spec's labels (lobby spec §3: Join, Joined, signed, Process,
 * Applying, Claim, Issued, Claimed, Rejected, Close, coming soon). What the page offers for each:
 * - `join`: may take part. Guests always see `join` for a running promotion (joining sends them to login). For
 *   `needsSignUp` promotions the button calls `signUpPromotion`; for a deposit bonus it leads to the deposit page
 *   (the bonus is chosen there); for a daily login reward see `claim`.
 * - `joined`: taking part without sign-up (deposit bonus, rebate, mission): nothing to press.
 * - `signed`: signed up, waiting for the condition (e.g. a mission's target) to be reached.
 * - `process`: in progress (progress shows `current` of `target`).
 * - `applying`: signed up to a promotion that needs approval; an operator decides (→ `issued` or `rejected`).
 * - `claim`: a reward is waiting: `claimableRewardId` → `claimReward`; a daily login reward not yet taken today
 *   (`claimableRewardId` null) → `claimLoginReward`.
 * - `issued`: issued and to be claimed in the reward center (same as `claim` where the page prefers that label).
 * - `claimed`: taken (today, for the daily login reward).
 * - `rejected`: an operator rejected the application.
 * - `close`: ended, or not available to this member (e.g. a first-deposit bonus after the first deposit).
 * - `comingSoon`: starts later (`startTime` in the future).
 */
export const PROMOTION_STATUSES = [
  'join',
  'joined',
  'signed',
  'process',
  'applying',
  'claim',
  'issued',
  'claimed',
  'rejected',
  'close',
  'comingSoon',
] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** A reward of the reward center. `applying`: waiting for an operator; `expired`: not claimed in its window. */
export const REWARD_STATUSES = ['applying', 'issued', 'claimed', 'rejected', 'expired'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

export const PROMOTION_KINDS = ['deposit_bonus', 'daily_login', 'rebate', 'mission', 'sign_up'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** Id of a promotion, a category or a mission in the merchant's configuration. */
const configId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/));
const paging = {
  pageNo: z.optional(z.string().check(z.regex(/^[0-9]{1,6}$/))),
  /** 1-50, default 10. */
  pageSize: z.optional(z.string().check(z.regex(/^[0-9]{1,2}$/))),
};

export const promotionCategory = z.object({ id: z.string(), name: z.string() });
export type PromotionCategory = z.infer<typeof promotionCategory>;

export const promotionSummary = z.object({
  id: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  categoryId: z.string(),
  title: z.string(),
  /** Path of the banner image on this site (or a full URL); '' for none. */
  image: z.string(),
  /** One line of plain text. */
  summary: z.string(),
  /** 0 = running since before anyone looks (no start date). */
  startTime: z.number(),
  /** null = open-ended. */
  endTime: z.nullable(z.number()),
  status: z.enum(PROMOTION_STATUSES),
  /** Joining is an explicit sign-up (`signUpPromotion`). */
  needsSignUp: z.boolean(),
  /** A sign-up waits for an operator's approval (`applying`). */
  needsApproval: z.boolean(),
});
export type PromotionSummary = z.infer<typeof promotionSummary>;

export const promotionDetail = z.object({
  ...promotionSummary.shape,
  /** The rules as HTML from the merchant's configuration: sanitise before showing (the web app's sanitiser). */
  rulesHtml: z.string(),
  /** Pesos (or a count for a bet count); null when the promotion has no measurable target or for guests. */
  progress: z.nullable(z.object({ current: z.number(), target: z.number() })),
  /** What is won, as text in the request's language, e.g. `100% up to ₱500` or `₱20`. */
  reward: z.string(),
  /** The member's reward of this promotion waiting to be claimed (`claimReward`); null when none. */
  claimableRewardId: z.nullable(z.number()),
});
export type PromotionDetail = z.infer<typeof promotionDetail>;

export const reward = z.object({
  id: z.number(),
  /** The promotion (or mission) it came from. */
  promotionId: z.string(),
  title: z.string(),
  /** Pesos credited on claim. */
  amount: z.number(),
  /** Claiming adds amount × turnoverMultiple to the turnover to play before a withdrawal. */
  turnoverMultiple: z.number(),
  status: z.enum(REWARD_STATUSES),
  /** When it was issued (or applied for, while `applying`). */
  issuedTime: z.number(),
  /** Claim by then; null = no limit. */
  expireTime: z.nullable(z.number()),
  claimedTime: z.nullable(z.number()),
  /** Rejection reason or a note; '' when none. */
  remark: z.string(),
});
export type Reward = z.infer<typeof reward>;

export const getPromotionCategories = defineEndpoint({
  name: 'getPromotionCategories',
  summary: 'Activity center tabs: the merchant’s promotion categories, in order (guests too)',
  group: 'promotions',
  path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'optional',
  response: z.array(promotionCategory),
});

export const getPromotions = defineEndpoint({
  name: 'getPromotions',
  summary:
    'Activity center: the merchant’s live and coming promotions, optionally of one category, with the member’s status for each (guests: `join`, `comingSoon` or `close`)',
  group: 'promotions',
  path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'optional',
  query: z.object({ categoryId: z.optional(configId) }),
  response: z.object({ content: z.array(promotionSummary) }),
});

export const getPromotionDetail = defineEndpoint({
  name: 'getPromotionDetail',
  summary: 'One promotion with its rules (HTML), the member’s progress and reward waiting to be claimed',
  group: 'promotions',
  path: '/wps/relay/MCSFE_getPromotionDetail',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'optional',
  query: z.object({ id: configId }),
  response: promotionDetail,
});

export const signUpPromotion = defineEndpoint({
  name: 'signUpPromotion',
  summary:
    'Signs the member up to a promotion that needs it: `signed` (taking part) or `applying` (an operator decides); the same requestId again answers the same status',
  group: 'promotions',
  path: '/wps/relay/MCSFE_signUpRequestReward',
  method: 'POST',
  moduleId: null,
  encrypted: false,
  token: 'required',
  body: z.object({ promotionId: configId, requestId }),
  response: z.object({ status: z.enum(PROMOTION_STATUSES) }),
});

export const getRewards = defineEndpoint({
  name: 'getRewards',
  summary:
    'Reward center: the member’s rewards waiting to be claimed (and applications waiting for approval), and the paged history of claimed, rejected and expired ones, newest first',
  group: 'promotions',
  path: '/wps/relay/MCSFE_getAvailablePromotions',
  method: 'GET',
  moduleId: 'REWCEN3',
  encrypted: false,
  token: 'required',
  query: z.object(paging),
  response: z.object({
    /** `issued` (claim button) first, then `applying`; soonest expiry first. */
    waiting: z.array(reward),
    history: z.object({ content: z.array(reward), pageNum: z.number(), totalPages: z.number() }),
  }),
});

export const claimReward = defineEndpoint({
  name: 'claimReward',
  summary:
    'Claims an issued reward: credits the wallet once through the ledger (BONUS) and adds amount × turnover multiple to the withdrawal turnover; the same requestId or a second claim answers the claimed reward without crediting again',
  group: 'promotions',
  path: '/wps/relay/MCSFE_claimIssuedPromotion',
  method: 'POST',
  moduleId: 'REWCEN3',
  encrypted: false,
  token: 'required',
  body: z.object({ rewardId: z.int().check(z.positive()), requestId }),
  response: z.object({ reward }),
});

export const claimLoginReward = defineEndpoint({
  name: 'claimLoginReward',
  summary:
    'Takes today’s daily login reward (once per member per day in the merchant’s time zone), credited at once; the same requestId again answers the same reward',
  group: 'promotions',
  path: '/wps/relay/MCSFE_claimLoginPromotion',
  method: 'POST',
  moduleId: null,
  encrypted: false,
  token: 'required',
  body: z.object({ requestId }),
  response: z.object({ reward }),
});

export const vipBenefit = z.object({
  /** e.g. `upgrade_bonus`, `birthday_bonus`, `rebate`, `daily_withdrawals`: for an icon; the label says it. */
  kind: z.string(),
  label: z.string(),
  /** Display text, e.g. `₱88` or `0.8%`. */
  value: z.string(),
});

export const vipLevel = z.object({
  level: z.number(),
  name: z.string(),
  /** Pesos of turnover this calendar month (merchant's time zone), and in total, that reach this level. */
  monthlyTurnover: z.number(),
  totalTurnover: z.number(),
  benefits: z.array(vipBenefit),
});
export type VipLevel = z.infer<typeof vipLevel>;

export const getVipProgress = defineEndpoint({
  name: 'getVipProgress',
  summary:
    'VIP benefits: the member’s level and turnover (this month and in total) against the next level’s, and every level with its benefits',
  group: 'promotions',
  path: '/wps/relay/MCSFE_getPlayerRankProgress',
  method: 'GET',
  moduleId: 'VIPBENEFIT3',
  encrypted: false,
  token: 'required',
  response: z.object({
    level: z.number(),
    playerRankName: z.string(),
    /** Pesos; `expected` is the next level's threshold, equal to `actual` at the top level. */
    monthly: z.object({ actual: z.number(), expected: z.number() }),
    total: z.object({ actual: z.number(), expected: z.number() }),
    levels: z.array(vipLevel),
  }),
});

/** Product type of a bet for rebates: the game category of the game (GAME_CATEGORIES without HOT). */
const productType = z.string();

export const getRebateSettings = defineEndpoint({
  name: 'getRebateSettings',
  summary: 'Rebate rates of the merchant by product type (percent of turnover)',
  group: 'promotions',
  path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'optional',
  response: z.array(z.object({ productType, ratePercent: z.number() })),
});

export const getManualRebate = defineEndpoint({
  name: 'getManualRebate',
  summary:
    'Manual rebate: the member’s turnover by product type not yet rebated (since the last rebate, automatic or manual) and the rebate it is worth now',
  group: 'promotions',
  path: '/wps/relay/MCSFE_getManualRebate',
  method: 'GET',
  moduleId: 'MANPLAYREB3',
  encrypted: false,
  token: 'required',
  response: z.object({
    items: z.array(
      z.object({ productType, turnover: z.number(), ratePercent: z.number(), amount: z.number() }),
    ),
    /** Pesos claimable now; 0 = nothing to claim. */
    total: z.number(),
    /** Bets placed from then on count (ms); null when the member never had a rebate. */
    since: z.nullable(z.number()),
  }),
});

export const claimManualRebate = defineEndpoint({
  name: 'claimManualRebate',
  summary:
    'Claims the manual rebate now: credits it once through the ledger (REBATE); the same requestId again answers the same amount',
  group: 'promotions',
  path: '/wps/relay/MCSFE_claimManualRebate',
  method: 'POST',
  moduleId: 'MANPLAYREB3',
  encrypted: false,
  token: 'required',
  body: z.object({ requestId }),
  response: z.object({ amount: z.number() }),
});

export const rebateRecord = z.object({
  id: z.number(),
  productType: z.string(),
  turnover: z.number(),
  ratePercent: z.number(),
  amount: z.number(),
  /** `auto`: the daily settlement; `manual`: claimed by the member. */
  kind: z.enum(['auto', 'manual']),
  /** The bets counted were placed from `periodStart` up to (not including) `periodEnd`. */
  periodStart: z.number(),
  periodEnd: z.number(),
  createTime: z.number(),
});
export type RebateRecord = z.infer<typeof rebateRecord>;

export const getRebateReport = defineEndpoint({
  name: 'getRebateReport',
  summary:
    'Rebate report: the member’s rebates (automatic and manual) credited in a date range, newest first; paged',
  group: 'promotions',
  path: '/wps/relay/MCSFE_getRebateReport',
  method: 'GET',
  moduleId: 'PLYRBT',
  encrypted: false,
  token: 'required',
  query: z.object(moneyRecordQuery),
  response: z.object({
    content: z.array(rebateRecord),
    pageNum: z.number(),
    totalPages: z.number(),
    totalCount: z.number(),
  }),
});

/**
 * A mission's state for the member: `comingSoon`, `process` (running, target not reached), `issued` (reached:
 * its reward waits in the reward center), `claimed` (reward taken), `close` (ended without reaching it).
 */
export const MISSION_STATUSES = ['comingSoon', 'process', 'issued', 'claimed', 'close'] as const;

export const mission = z.object({
  id: z.string(),
  title: z.string(),
  /** `bet`: turnover (pesos) of bets placed in the period; `deposit`: pesos deposited in the period. */
  kind: z.enum(['bet', 'deposit']),
  target: z.number(),
  current: z.number(),
  /** Pesos of the reward issued when the target is reached. */
  reward: z.number(),
  startTime: z.number(),
  endTime: z.number(),
  status: z.enum(MISSION_STATUSES),
  /** The reward in the reward center while `issued`; else null. */
  rewardId: z.nullable(z.number()),
});
export type Mission = z.infer<typeof mission>;

export const getMissions = defineEndpoint({
  name: 'getMissions',
  summary:
    'Mission page: the merchant’s missions with the member’s progress; reaching a target issues its reward (claimed in the reward center)',
  group: 'promotions',
  path: '/wps/relay/MCSFE_getMissions',
  method: 'GET',
  moduleId: 'MISSION',
  encrypted: false,
  token: 'required',
  response: z.array(mission),
});

/* Operator API: review of the sign-ups of promotions that need approval (same auth and limits as /ops/deposits). */

export const operatorApplication = z.object({
  ...reward.shape,
  memberAccount: z.string(),
  /** Who decided and when; null while nobody has. */
  operator: z.nullable(z.string()),
  reviewedAt: z.nullable(z.number()),
});

export const listPromotionApplications = defineEndpoint({
  name: 'listPromotionApplications',
  summary: 'Operator: sign-ups of promotions that need approval, oldest first, default those waiting; paged',
  group: 'operator',
  path: '/ops/promotions/applications',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'operator',
  query: z.object({ status: z.optional(z.enum(REWARD_STATUSES)), ...paging }),
  response: z.object({
    content: z.array(operatorApplication),
    pageNum: z.number(),
    totalPages: z.number(),
    totalCount: z.number(),
  }),
});

export const reviewPromotionApplication = defineEndpoint({
  name: 'reviewPromotionApplication',
  summary:
    'Operator: approves a sign-up (its reward is issued, to be claimed by the member) or rejects it with a reason; repeating the same decision answers the same application',
  group: 'operator',
  path: '/ops/promotions/applications/review',
  method: 'POST',
  moduleId: null,
  encrypted: false,
  token: 'operator',
  body: z.object({
    id: z.int().check(z.positive()),
    decision: z.enum(['approve', 'reject']),
    reason: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  }),
  response: operatorApplication,
});
