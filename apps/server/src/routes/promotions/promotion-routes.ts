import type { FastifyInstance } from 'fastify';
import {
  claimLoginReward,
  claimManualRebate,
  claimReward,
  getManualRebate,
  getMissions,
  getPromotionCategories,
  getPromotionDetail,
  getPromotions,
  getRebateReport,
  getRebateSettings,
  getRewards,
  getVipProgress,
  signUpPromotion,
} from '@h5/contract/endpoints/promotions.ts';
import { PROMO_SWITCHES } from '@h5/contract/shell-switches.ts';
import type { MerchantConfig } from '../../domain/merchants/merchant-config.ts';
import {
  type ActivitySwitches,
  claimLoginReward as claimLogin,
  promotionCategories,
  promotionDetail,
  promotionList,
  signUp,
} from '../../domain/promotions/activity.ts';
import { memberMissions, missionStates } from '../../domain/promotions/missions.ts';
import type { PromotionServices } from '../../domain/promotions/promotion-work.ts';
import {
  claimManualRebate as claimManual,
  manualRebate,
  rebateReport,
  rebateSettings,
  settleAutoRebates,
} from '../../domain/promotions/rebates.ts';
import { claimReward as claim, rewardCenter } from '../../domain/promotions/rewards.ts';
import { vipProgress } from '../../domain/promotions/vip.ts';
import { recordRange } from '../../domain/wallet/record-range.ts';
import { refuseTrial } from '../../domain/withdrawals/money-work.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** The member's side of promotions (docs/decisions.md "Promotions (server)"); the operator's is routes/operator. */
export function registerPromotionRoutes(app: FastifyInstance): void {
  const { platform } = app;
  const services = (): PromotionServices => ({
    repository: platform.repositories.promotions,
    work: platform.units.promotions,
  });

  const switches = (merchant: MerchantConfig): ActivitySwitches => ({
    missionsOn: platform.merchants.isModuleOn(merchant.code, PROMO_SWITCHES.mission),
  });

  registerEndpoint(app, getPromotionCategories, ({ merchant, language }) =>
    promotionCategories(merchant, switches(merchant), language),
  );
  registerEndpoint(app, getPromotions, ({ merchant, session, query, language }) =>
    promotionList(services(), merchant, switches(merchant), session, query.categoryId, language),
  );
  registerEndpoint(app, getPromotionDetail, ({ merchant, session, query, language }) =>
    promotionDetail(services(), merchant, switches(merchant), session, query.id, language),
  );
  registerEndpoint(app, signUpPromotion, ({ merchant, session, body }) =>
    signUp(services(), merchant, session, body.promotionId),
  );
  registerEndpoint(app, getRewards, async ({ merchant, session, query, language }) => {
    // What became due since the last visit shows at once: finished days' rebates, missions reached.
    await settleAutoRebates(services(), merchant, session.memberId);
    if (switches(merchant).missionsOn) {
      await missionStates(platform.repositories.promotions, merchant, session.memberId, Date.now());
    }
    return rewardCenter(services(), merchant, session.memberId, query, language);
  });
  registerEndpoint(app, claimReward, ({ merchant, session, body, language }) => {
    refuseTrial(session);
    return claim(services(), merchant, session.memberId, body, language);
  });
  registerEndpoint(app, claimLoginReward, ({ merchant, session, body, language }) =>
    claimLogin(services(), merchant, session, body.requestId, language),
  );
  registerEndpoint(app, getVipProgress, ({ merchant, session, language }) =>
    vipProgress(platform.repositories.promotions, merchant, session.memberId, language),
  );
  registerEndpoint(app, getRebateSettings, ({ merchant }) => rebateSettings(merchant));
  registerEndpoint(app, getManualRebate, ({ merchant, session }) =>
    manualRebate(services(), merchant, session.memberId),
  );
  registerEndpoint(app, claimManualRebate, ({ merchant, session, body }) => {
    refuseTrial(session);
    return claimManual(services(), merchant, session.memberId, body.requestId);
  });
  registerEndpoint(app, getRebateReport, ({ merchant, session, query }) =>
    rebateReport(services(), merchant, session.memberId, recordRange(query)),
  );
  registerEndpoint(app, getMissions, ({ merchant, session, language }) =>
    memberMissions(platform.repositories.promotions, merchant, session.memberId, language),
  );
}
