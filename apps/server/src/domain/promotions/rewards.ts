import type { EndpointValue } from '@h5/contract/endpoint.ts';
import type { Reward, getRewards } from '@h5/contract/endpoints/promotions.ts';
import type { Language } from '@h5/contract/languages.ts';
import { ApiError, fieldError } from '../errors.ts';
import type { MerchantConfig } from '../merchants/merchant-config.ts';
import { postWalletEntry } from '../wallet/ledger.ts';
import { toPesos, type PromotionServices } from './promotion-work.ts';
import type { NewReward, PromotionsRepository, RewardRow } from './promotions-repository.ts';

const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 50;

/** The ledger's reference of a reward's credit (the transaction record shows it). */
export const rewardLedgerReference = (id: number): string => `reward:${String(id)}`;

/** The reward's title in the request's language: the merchant file's, else the one stored when it was issued. */
function titleOf(row: RewardRow, merchant: MerchantConfig, language: Language): string {
  const { items, missions } = merchant.promotions;
  const item = items.find((i) => i.id === row.promotion_id);
  if (item !== undefined) return item.title[language];
  const mission = missions.find((m) => m.id === row.promotion_id);
  if (mission !== undefined) return mission.title[language];
  if (row.kind === 'red_rain' && merchant.promotions.redRain !== undefined) {
    return merchant.promotions.redRain.title[language];
  }
  if (row.kind === 'deposit_bonus') {
    const promotion = merchant.payments.deposit.promotions.find((p) => p.id === row.promotion_id);
    if (promotion !== undefined) return promotion.title[language];
  }
  return row.title;
}

/** `expired` is not stored: an issued reward past its `expires_at`. */
export function rewardStatus(row: RewardRow, now: number): Reward['status'] {
  if (row.status === 'issued' && row.expires_at !== null && row.expires_at <= now) return 'expired';
  return row.status;
}

export function toReward(row: RewardRow, merchant: MerchantConfig, language: Language, now: number): Reward {
  return {
    id: row.id,
    promotionId: row.promotion_id,
    title: titleOf(row, merchant, language),
    amount: toPesos(row.amount_cents),
    turnoverMultiple: row.turnover_x100 / 100,
    status: rewardStatus(row, now),
    issuedTime: row.issued_at,
    expireTime: row.expires_at,
    claimedTime: row.claimed_at,
    remark: row.remark,
  };
}

export interface IssueInput {
  memberId: number;
  promotionId: string;
  kind: string;
  /** Stored as the fallback title (the merchant file's, in English, at issue time). */
  title: string;
  amountCents: number;
  turnoverX100: number;
  /** What makes the reward once per member: a second issue with the same key answers the first. */
  issueKey: string;
  status: 'applying' | 'issued';
  /** Hours it may be claimed once issued; 0 = no limit. */
  claimWindowHours: number;
  now: number;
}

/** Issues a reward once per issue key (a unique index decides, also between instances). */
export async function issueReward(
  promotions: Pick<PromotionsRepository, 'issueReward'>,
  input: IssueInput,
): Promise<{ row: RewardRow; created: boolean }> {
  const reward: NewReward & { issue_key: string } = {
    member_id: input.memberId,
    promotion_id: input.promotionId,
    kind: input.kind,
    title: input.title,
    amount_cents: input.amountCents,
    turnover_x100: input.turnoverX100,
    status: input.status,
    issue_key: input.issueKey,
    issued_at: input.now,
    expires_at:
      input.status === 'issued' && input.claimWindowHours > 0
        ? input.now + input.claimWindowHours * 3_600_000
        : null,
    claimed_at: null,
  };
  return promotions.issueReward(reward);
}

/**
 * Credits an issued reward to the member's wallet once: under the member's money lock, the row goes from `issued` to
 * `claimed` only if it is still issued and not expired, and only then the ledger gets a BONUS entry carrying the
 * reward's turnover (amount × multiple) for the withdrawal rule. Call inside a unit of work. Undefined when the row
 * had moved on.
 */
export async function creditReward(
  { promotions, wallet }: { promotions: PromotionsRepository; wallet: Parameters<typeof postWalletEntry>[0] },
  row: RewardRow,
  requestId: string,
  now: number,
): Promise<RewardRow | undefined> {
  const claimed = await promotions.markClaimed(row.id, requestId, now);
  if (claimed === undefined) return undefined;
  if (claimed.amount_cents > 0) {
    await postWalletEntry(wallet, {
      memberId: claimed.member_id,
      type: 'BONUS',
      amountCents: claimed.amount_cents,
      turnoverCents: Math.round((claimed.amount_cents * claimed.turnover_x100) / 100),
      reference: rewardLedgerReference(claimed.id),
      now,
    });
  }
  return claimed;
}

/**
 * The member claims an issued reward (reward center, the home popup's button). The same requestId again, or a claim
 * of a reward already claimed, answers the claimed reward and credits nothing; a reward waiting for approval,
 * rejected or expired is `reward.not.claimable`.
 */
export async function claimReward(
  { work }: PromotionServices,
  merchant: MerchantConfig,
  memberId: number,
  input: { rewardId: number; requestId: string },
  language: Language,
  now = Date.now(),
): Promise<{ reward: Reward }> {
  const row = await work.run(async (repositories) => {
    const { promotions } = repositories;
    await promotions.lockMember(memberId);
    const repeat = await promotions.rewardByClaimRequest(memberId, input.requestId);
    if (repeat !== undefined) {
      if (repeat.id !== input.rewardId) throw fieldError('requestId');
      return repeat;
    }
    const current = await promotions.reward(memberId, input.rewardId);
    if (current === undefined) throw new ApiError('recordNotFound');
    if (current.status === 'claimed') return current;
    const status = rewardStatus(current, now);
    if (status !== 'issued') throw new ApiError('rewardNotClaimable', { value: { status } });
    const claimed = await creditReward(repositories, current, input.requestId, now);
    if (claimed === undefined) throw new ApiError('rewardNotClaimable', { value: { status } });
    return claimed;
  });
  return { reward: toReward(row, merchant, language, now) };
}

/** The reward center: what waits (issued, then applications) and the paged history. */
export async function rewardCenter(
  { repository }: Pick<PromotionServices, 'repository'>,
  merchant: MerchantConfig,
  memberId: number,
  query: { pageNo?: string | undefined; pageSize?: string | undefined },
  language: Language,
  now = Date.now(),
): Promise<EndpointValue<typeof getRewards>> {
  const pageNo = query.pageNo === undefined ? 1 : Number(query.pageNo);
  const pageSize = query.pageSize === undefined ? DEFAULT_PAGE_SIZE : Number(query.pageSize);
  if (pageNo < 1) throw fieldError('pageNo');
  if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) throw fieldError('pageSize');
  const waiting = await repository.waitingRewards(memberId, now);
  const history = await repository.rewardHistory(memberId, now, { pageNo, pageSize });
  return {
    waiting: waiting.map((r) => toReward(r, merchant, language, now)),
    history: {
      content: history.rows.map((r) => toReward(r, merchant, language, now)),
      pageNum: pageNo,
      totalPages: Math.ceil(history.total / pageSize),
    },
  };
}
