import type { Db } from '../db/database.ts';
import type { MerchantConfig } from '../domain/merchants/merchant-config.ts';
import { promotionsRepository } from '../domain/promotions/promotions-repository.ts';
import { settleDaysBefore } from '../domain/promotions/rebates.ts';
import { walletRepository } from '../domain/wallet/wallet-repository.ts';
import { DAY, demoMemberId } from './common.ts';

/**
 * Demo data of the promotion engine (issue 16), after the home screen's: player01's reward center gets one real
 * reward waiting to be claimed (the demo merchant's `weekend-reload` sign-up, as if player01 had signed up), in
 * place of the home seed's title-only placeholders that came before the engine. The promotions themselves, the
 * rebate rates, missions and VIP levels are the merchant file's; VIP progress and rebates come from the seeded bets,
 * whose automatic rebates are settled here, through the ledger, as the daily settlement would. All of them, those of
 * the seed's own merchant day too (settled early, under that day's key): otherwise the sweep or any read of the reward
 * center would credit them later and move a demo balance after the seed (e2e runs crossing the merchant's midnight).
 */
export async function insertDemoPromotions(
  trx: Db,
  now: number,
  merchant: MerchantConfig | undefined,
): Promise<void> {
  if (merchant !== undefined) {
    const repositories = { promotions: promotionsRepository(trx), wallet: walletRepository(trx) };
    const rated = merchant.promotions.rebate.rates.map((r) => r.productType);
    for (const memberId of await repositories.promotions.membersToRebate(merchant.code, now + 1, rated)) {
      await repositories.promotions.lockMember(memberId);
      await settleDaysBefore(repositories, merchant, memberId, now + 1, now);
    }
  }
  const player = await demoMemberId(trx, 'player01');
  if (player === undefined) return;
  await trx
    .deleteFrom('member_promotions')
    .where('member_id', '=', player)
    .where('promotion_id', '=', '')
    .execute();
  await trx
    .insertInto('member_promotions')
    .values({
      member_id: player,
      promotion_id: 'weekend-reload',
      kind: 'sign_up',
      title: 'Weekend reload ₱188',
      amount_cents: 18_800,
      turnover_x100: 300,
      status: 'issued',
      issue_key: 'signup:weekend-reload',
      issued_at: now - DAY,
      expires_at: now + 29 * DAY,
      claimed_at: null,
    })
    .execute();
}
