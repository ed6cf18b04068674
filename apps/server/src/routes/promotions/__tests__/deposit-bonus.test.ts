import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDeposit, getDepositChannels } from '@h5/contract/endpoints/deposit.ts';
import { getPromotions, getRewards } from '@h5/contract/endpoints/promotions.ts';
import { newRequestId, postJson } from '../../../__tests__/deposit-helpers.ts';
import { failureOf, valueOf } from '../../../__tests__/member-helpers.ts';
import {
  makeMerchantsDir,
  makeTempDir,
  readDemoMerchant,
  startTestApp,
  type TestApp,
} from '../../../__tests__/test-app.ts';
import { memberOf, payDeposit } from '../../wallet/__tests__/deposit-test-merchants.ts';
import { PATHS, entriesOf, get } from './promotion-helpers.ts';

// A merchant whose reload bonus adds 5× its turnover, and whose ended promotion's deposit bonus is closed.
const demo = readDemoMerchant();
const [firstDeposit] = demo.payments.deposit.promotions;
if (firstDeposit === undefined) throw new Error('the demo merchant has no deposit promotion');
const reload = {
  ...firstDeposit,
  id: 'reload',
  bonusPercent: 50,
  maxBonus: 200,
  minDeposit: 100,
  firstDepositOnly: false,
  turnoverMultiple: 5,
};
const ended = { ...reload, id: 'ended' };
const item = demo.promotions.items.find((i) => i.kind === 'deposit_bonus');
if (item === undefined) throw new Error('the demo merchant has no deposit-bonus promotion');
const bonus = {
  ...demo,
  code: 'bonus',
  trialMerchantCode: undefined,
  domains: [],
  payments: { ...demo.payments, deposit: { ...demo.payments.deposit, promotions: [reload, ended] } },
  promotions: {
    ...demo.promotions,
    items: [
      { ...item, id: 'reload-bonus', depositPromotionId: 'reload', startsAt: undefined, endsAt: undefined },
      {
        ...item,
        id: 'ended-bonus',
        depositPromotionId: 'ended',
        startsAt: '2020-01-01T00:00:00+08:00',
        endsAt: '2020-02-01T00:00:00+08:00',
      },
    ],
  },
};

let t: TestApp;
let temp: ReturnType<typeof makeTempDir>;
beforeAll(async () => {
  temp = makeTempDir();
  t = await startTestApp({ merchantsDir: makeMerchantsDir(temp.dir, { 'bonus.json': bonus }) });
});
afterAll(async () => {
  await t.close();
  temp.remove();
});

const headers = { merchant: 'bonus' };

describe('deposit bonus', () => {
  it('is credited with the deposit and adds its own turnover; a promotion past its period is not offered', async () => {
    const member = await memberOf(t, 'bonus');
    const channels = z.parse(
      getDepositChannels.response,
      valueOf(await get(t, '/wps/deposit/channels', member.token, headers)),
    );
    expect(channels.promotions.map((p) => p.id)).toEqual(['reload']);
    const refused = await postJson(
      t,
      '/wps/deposit/gateway',
      { channelId: 'gcash', amount: 300, promotionId: 'ended', requestId: newRequestId() },
      member.token,
      headers,
    );
    expect(failureOf(refused).errorCode).toBe('promotion.not.applicable');

    const created = await postJson(
      t,
      '/wps/deposit/gateway',
      { channelId: 'gcash', amount: 300, promotionId: 'reload', requestId: newRequestId() },
      member.token,
      headers,
    );
    const { deposit } = z.parse(createDeposit.response, valueOf(created));
    await payDeposit(t, deposit.reference);
    // 50% of ₱300 = ₱150, 5× = ₱750 of turnover on top of the deposit's own.
    expect(await entriesOf(t, member.memberId, 'BONUS')).toEqual([
      { amount_cents: 15_000, turnover_cents: 75_000, reference: `deposit:${deposit.reference}` },
    ]);
    const settings = valueOf(await get(t, PATHS.withdrawSettings, member.token, headers)) as {
      turnoverRequired: number;
    };
    // The demo's deposit multiple is 1: ₱300 + ₱750.
    expect(settings.turnoverRequired).toBe(1050);
    // The reward center's history shows the bonus, claimed with the deposit.
    const rewards = z.parse(getRewards.response, valueOf(await get(t, PATHS.rewards, member.token, headers)));
    expect(
      rewards.history.content.map((r) => [r.promotionId, r.status, r.amount, r.turnoverMultiple]),
    ).toEqual([['reload', 'claimed', 150, 5]]);
    const list = z.parse(getPromotions.response, valueOf(await get(t, PATHS.list, member.token, headers)));
    expect(list.content.map((p) => [p.id, p.status])).toEqual([
      ['reload-bonus', 'joined'],
      ['ended-bonus', 'close'],
    ]);
  });
});
