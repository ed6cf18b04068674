import type { PromotionDetail, PromotionSummary } from '@h5/contract/endpoints/promotions.ts';

/**
 * What the detail page offers for a promotion (the contract's status notes, lobby §3):
 * - `login`: a guest who may join is sent to login, back here afterwards;
 * - `signUp`: an explicit sign-up (`signUpPromotion`);
 * - `deposit`: a deposit bonus is chosen on the deposit page;
 * - `claimReward`: a reward of this promotion waits (`claimReward`);
 * - `claimLogin`: today's daily login reward (`claimLoginReward`);
 * - `rewardCenter`: an issued reward is claimed in the reward center;
 * - `none`: nothing to press (joined, signed, in progress, applying, claimed, rejected, closed, coming soon).
 */
export type PromotionAction =
  'login' | 'signUp' | 'deposit' | 'claimReward' | 'claimLogin' | 'rewardCenter' | 'none';

type ActionInput = Pick<PromotionSummary, 'kind' | 'status' | 'needsSignUp'> &
  Partial<Pick<PromotionDetail, 'claimableRewardId'>>;

export function promotionAction(promotion: ActionInput, signedIn: boolean): PromotionAction {
  const { status, kind } = promotion;
  if (!signedIn) return status === 'join' ? 'login' : 'none';
  const rewardId = promotion.claimableRewardId ?? null;
  switch (status) {
    case 'join':
      if (promotion.needsSignUp) return 'signUp';
      if (kind === 'deposit_bonus') return 'deposit';
      if (kind === 'daily_login') return 'claimLogin';
      return 'none';
    case 'claim':
      if (rewardId !== null) return 'claimReward';
      return kind === 'daily_login' ? 'claimLogin' : 'rewardCenter';
    case 'issued':
      return rewardId !== null ? 'claimReward' : 'rewardCenter';
    default:
      return 'none';
  }
}

/** Share of a target reached, 0-100, for a progress bar (a target of 0 counts as reached). */
export function progressPercent(current: number, target: number): number {
  if (target <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((current / target) * 100)));
}
