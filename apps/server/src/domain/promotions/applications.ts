import type { EndpointValue } from '@h5/contract/endpoint.ts';
import type { RewardStatus, listPromotionApplications } from '@h5/contract/endpoints/promotions.ts';
import type { Language } from '@h5/contract/languages.ts';
import { ApiError, fieldError } from '../errors.ts';
import type { MerchantConfig } from '../merchants/merchant-config.ts';
import type { PromotionServices } from './promotion-work.ts';
import type { RewardRow } from './promotions-repository.ts';
import { toReward } from './rewards.ts';

/*
 * The operator API's side of promotions that need approval: the sign-ups waiting (`applying`), and the decision,
 * recorded with the operator's name and time. Approving issues the reward (the member claims it in the reward
 * center, which credits it); rejecting needs a reason, which the member reads. Nothing moves money here.
 */

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 50;

type OperatorApplication = EndpointValue<typeof listPromotionApplications>['content'][number];

function toApplication(
  row: RewardRow & { member_account: string },
  merchant: MerchantConfig,
  language: Language,
  now: number,
): OperatorApplication {
  return {
    ...toReward(row, merchant, language, now),
    memberAccount: row.member_account,
    operator: row.operator,
    reviewedAt: row.reviewed_at,
  };
}

export async function promotionApplications(
  { repository }: Pick<PromotionServices, 'repository'>,
  merchant: MerchantConfig,
  query: { status?: RewardStatus | undefined; pageNo?: string | undefined; pageSize?: string | undefined },
  language: Language,
  now = Date.now(),
): Promise<EndpointValue<typeof listPromotionApplications>> {
  const pageNo = query.pageNo === undefined ? 1 : Number(query.pageNo);
  const pageSize = query.pageSize === undefined ? DEFAULT_PAGE_SIZE : Number(query.pageSize);
  if (pageNo < 1) throw fieldError('pageNo');
  if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) throw fieldError('pageSize');
  // `expired` is not stored: those are issued rows, listed as such.
  const status =
    query.status === undefined ? 'applying' : query.status === 'expired' ? 'issued' : query.status;
  const { rows, total } = await repository.applications(merchant.code, status, { pageNo, pageSize });
  return {
    content: rows.map((r) => toApplication(r, merchant, language, now)),
    pageNum: pageNo,
    totalPages: Math.ceil(total / pageSize),
    totalCount: total,
  };
}

/**
 * Approves or rejects a sign-up waiting for review. The same decision again answers the application as decided; the
 * other decision afterwards is `review.conflict`.
 */
export async function reviewApplication(
  services: PromotionServices,
  merchant: MerchantConfig,
  operator: string,
  input: { id: number; decision: 'approve' | 'reject'; reason?: string | undefined },
  language: Language,
  now = Date.now(),
): Promise<OperatorApplication> {
  const reason = (input.reason ?? '').trim();
  if (input.decision === 'reject' && reason === '') throw fieldError('reason', 'missing');
  const target = await services.repository.application(merchant.code, input.id);
  if (target === undefined) throw new ApiError('recordNotFound');
  const wanted = input.decision === 'approve' ? 'issued' : 'rejected';
  const item = merchant.promotions.items.find((i) => i.id === target.promotion_id);
  const windowHours = item?.kind === 'sign_up' ? item.claimWindowHours : 0;
  await services.work.run(async ({ promotions }) => {
    await promotions.lockMember(target.member_id);
    const decided = await promotions.decide(target.id, {
      status: wanted,
      operator,
      remark: input.decision === 'reject' ? reason : '',
      expiresAt: wanted === 'issued' && windowHours > 0 ? now + windowHours * 3_600_000 : null,
      now,
    });
    if (decided !== undefined) return;
    const current = await promotions.reward(target.member_id, target.id);
    // Approved and claimed since is still the approval.
    const same = current?.status === wanted || (wanted === 'issued' && current?.status === 'claimed');
    if (!same) throw new ApiError('reviewConflict');
  });
  const row = await services.repository.application(merchant.code, input.id);
  if (row === undefined) throw new ApiError('recordNotFound');
  return toApplication(row, merchant, language, now);
}
