import type { LightMyRequestResponse } from 'fastify';
import type { WhitelabelNode } from '@h5/contract/endpoints/system.ts';
import { MERCHANT } from '../../../__tests__/account-helpers.ts';
import { postJson } from '../../../__tests__/deposit-helpers.ts';
import { valueOf } from '../../../__tests__/member-helpers.ts';
import { insertSettledRound } from '../../../__tests__/round-helpers.ts';
import type { TestApp } from '../../../__tests__/test-app.ts';
import { periodOf } from '../../../domain/promotions/periods.ts';

export const PATHS = {
  categories: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
  list: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
  detail: '/wps/relay/MCSFE_getPromotionDetail',
  signUp: '/wps/relay/MCSFE_signUpRequestReward',
  rewards: '/wps/relay/MCSFE_getAvailablePromotions',
  claim: '/wps/relay/MCSFE_claimIssuedPromotion',
  login: '/wps/relay/MCSFE_claimLoginPromotion',
  vip: '/wps/relay/MCSFE_getPlayerRankProgress',
  rebateSettings: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
  manualRebate: '/wps/relay/MCSFE_getManualRebate',
  claimRebate: '/wps/relay/MCSFE_claimManualRebate',
  rebateReport: '/wps/relay/MCSFE_getRebateReport',
  missions: '/wps/relay/MCSFE_getMissions',
  badge: '/wps/relay/MCSFE_getUnclaimedPromotionCount',
  applications: '/ops/promotions/applications',
  review: '/ops/promotions/applications/review',
  withdrawSettings: '/wps/withdraw/settings',
} as const;

export function get(
  t: TestApp,
  url: string,
  token: string | null,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { ...MERCHANT, ...(token === null ? {} : { authorization: token }), ...headers },
  });
}

export async function getValue<T>(t: TestApp, url: string, token: string | null): Promise<T> {
  return valueOf(await get(t, url, token)) as T;
}

export const post = (t: TestApp, url: string, body: unknown, token: string | null) =>
  postJson(t, url, body, token);

/** The merchant file's whitelabel tree with these module ids switched off. */
export function switchedOff(tree: WhitelabelNode, off: readonly string[]): WhitelabelNode {
  return {
    ...tree,
    enabled: off.includes(tree.modId) ? '0' : tree.enabled,
    childrenNodes: tree.childrenNodes.map((c) => switchedOff(c, off)),
  };
}

/** A settled real-money bet of the member on a game of that type, placed at `at` (no wallet movement). */
export const insertBet = (t: TestApp, memberId: number, gameType: string, stakeCents: number, at: number) =>
  insertSettledRound(t, { memberId, gameType, stakeCents, at });

/** The start of today in the demo merchant's zone (Manila). */
export const todayStart = (now = Date.now()): number => periodOf(now, 'day', 'Asia/Manila').start;

/** The member's ledger entries of one type. */
export function entriesOf(t: TestApp, memberId: number, type: string) {
  return t.app.platform.db
    .selectFrom('wallet_transactions')
    .select(['amount_cents', 'turnover_cents', 'reference'])
    .where('member_id', '=', memberId)
    .where('type', '=', type)
    .orderBy('id')
    .execute();
}
