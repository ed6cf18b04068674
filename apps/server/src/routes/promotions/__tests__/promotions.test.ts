import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  claimReward,
  getMissions,
  getPromotionDetail,
  getPromotions,
  getRewards,
  getVipProgress,
  listPromotionApplications,
  reviewPromotionApplication,
} from '@h5/contract/endpoints/promotions.ts';
import { MERCHANT as DEMO_HEADER, loginAs, tokenOf } from '../../../__tests__/account-helpers.ts';
import { DEMO_PASSWORD } from '../../../seed/accounts.ts';
import { demoMemberId } from '../../../seed/common.ts';
import {
  OPERATORS,
  balanceCents,
  newMember,
  newRequestId,
  operatorCall,
} from '../../../__tests__/deposit-helpers.ts';
import { failureOf, valueOf } from '../../../__tests__/member-helpers.ts';
import {
  makeMerchantsDir,
  makeTempDir,
  readDemoMerchant,
  startTestApp,
  type TestApp,
} from '../../../__tests__/test-app.ts';
import { ApiError } from '../../../domain/errors.ts';
import { claimLoginReward, promotionList } from '../../../domain/promotions/activity.ts';
import { memberMissions } from '../../../domain/promotions/missions.ts';
import { dayKey, dayOf } from '../../../domain/promotions/periods.ts';
import type { PromotionServices } from '../../../domain/promotions/promotion-work.ts';
import {
  claimManualRebate,
  manualRebate,
  rebateReport,
  settleMerchantRebates,
} from '../../../domain/promotions/rebates.ts';
import { rewardCenter } from '../../../domain/promotions/rewards.ts';
import { vipProgress } from '../../../domain/promotions/vip.ts';
import { PATHS, entriesOf, get, getValue, insertBet, post, switchedOff } from './promotion-helpers.ts';

/*
 * The rules of days and months get an explicit `now` (no wall clock): a run crossing the merchant's midnight or a
 * month's end must not change what they answer. Noon in Manila (04:00 UTC), mid-month.
 */
const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 5, 10, 4, 0, 0);
/** 00:00 of NOW's day in Manila (UTC+8). */
const TODAY = Date.UTC(2026, 5, 9, 16, 0, 0);

// A merchant of its own whose reward center, manual rebate, rebate report, VIP benefits and missions are off.
const demo = readDemoMerchant();
const off = {
  ...demo,
  code: 'promooff',
  trialMerchantCode: undefined,
  domains: [],
  whitelabel: switchedOff(demo.whitelabel, ['REWCEN3', 'MANPLAYREB3', 'PLYRBT', 'VIPBENEFIT3', 'MISSION']),
};

let t: TestApp;
let temp: ReturnType<typeof makeTempDir>;
beforeAll(async () => {
  temp = makeTempDir();
  t = await startTestApp({
    merchantsDir: makeMerchantsDir(temp.dir, { 'promooff.json': off }),
    operatorTokens: OPERATORS,
  });
});
afterAll(async () => {
  await t.close();
  temp.remove();
});

const demoMerchant = () => {
  const merchant = t.app.platform.merchants.get('demo');
  if (merchant === undefined) throw new Error('no demo merchant');
  return merchant;
};
const services = (): PromotionServices => ({
  repository: t.app.platform.repositories.promotions,
  work: t.app.platform.units.promotions,
});
const member = (memberId: number) => ({ memberId, memberType: 0 });
/** The error code a rule failed with ('ok' when it did not). */
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (error: unknown) => (error instanceof ApiError ? error.errorCode : String(error)),
  );
const rebateCents = (memberId: number) =>
  entriesOf(t, memberId, 'REBATE').then((rows) => rows.map((e) => e.amount_cents).sort((a, b) => a - b));

const rewardsOf = async (token: string) =>
  z.parse(getRewards.response, await getValue(t, PATHS.rewards, token));
const badgeOf = (token: string) => getValue<number>(t, PATHS.badge, token);

/** A new member signed up to the weekend reload (issued at once, ₱188, 3× turnover): the reward's id. */
async function memberWithReward() {
  const member = await newMember(t);
  const res = await post(
    t,
    PATHS.signUp,
    { promotionId: 'weekend-reload', requestId: newRequestId() },
    member.token,
  );
  expect(valueOf(res)).toEqual({ status: 'claim' });
  const { waiting } = await rewardsOf(member.token);
  expect(waiting).toHaveLength(1);
  const [reward] = waiting;
  if (reward === undefined) throw new Error('no reward');
  return { ...member, rewardId: reward.id };
}

describe('activity center', () => {
  it('shows guests the categories, the promotions with join, and a detail with its rules', async () => {
    const categories = await getValue<{ id: string }[]>(t, PATHS.categories, null);
    expect(categories.map((c) => c.id)).toEqual(['deposit', 'daily', 'vip']);
    const list = z.parse(getPromotions.response, await getValue(t, PATHS.list, null));
    expect(list.content.length).toBeGreaterThanOrEqual(6);
    expect(new Set(list.content.map((p) => p.status))).toEqual(new Set(['join']));
    const daily = z.parse(getPromotions.response, await getValue(t, `${PATHS.list}?categoryId=daily`, null));
    expect(daily.content.map((p) => p.kind)).toEqual(['daily_login', 'rebate', 'mission']);
    const detail = z.parse(
      getPromotionDetail.response,
      valueOf(await get(t, `${PATHS.detail}?id=vip-welcome`, null, { language: 'EN' })),
    );
    expect(detail).toMatchObject({ needsSignUp: true, needsApproval: true, reward: '₱100', progress: null });
    expect(detail.rulesHtml).toContain('<p>');
    expect(detail.image).toBe('/cdn/promotions/vip-welcome-en-v1.svg');
    const ty = z.parse(
      getPromotionDetail.response,
      valueOf(await get(t, `${PATHS.detail}?id=first-deposit-bonus`, null, { language: 'TY' })),
    );
    expect(ty.reward).toBe('20% hanggang ₱500');
    expect(failureOf(await get(t, `${PATHS.detail}?id=nope`, null)).errorCode).toBe('record.not.found');
  });

  it('refuses a guest what needs a session', async () => {
    for (const url of [PATHS.rewards, PATHS.vip, PATHS.manualRebate, PATHS.missions]) {
      expect(failureOf(await get(t, url, null)).status).toBe(401);
    }
    const res = await post(
      t,
      PATHS.signUp,
      { promotionId: 'weekend-reload', requestId: newRequestId() },
      null,
    );
    expect(res.statusCode).toBe(401);
  });

  it("shows a member's statuses: claim for the login reward, then claimed", async () => {
    const m = await newMember(t);
    const statusOf = async (id: string) => {
      const list = await promotionList(
        services(),
        demoMerchant(),
        { missionsOn: true },
        member(m.memberId),
        undefined,
        'EN',
        NOW,
      );
      return list.content.find((p) => p.id === id)?.status;
    };
    expect(await statusOf('daily-login')).toBe('claim');
    expect(await statusOf('weekend-reload')).toBe('join');
    expect(await statusOf('daily-rebate')).toBe('joined');
    expect(await statusOf('daily-mission')).toBe('process');
    await claimLoginReward(services(), demoMerchant(), member(m.memberId), newRequestId(), 'EN', NOW);
    expect(await statusOf('daily-login')).toBe('claimed');
    // Through the route too (the wall clock's day: only that it answers the list).
    const list = z.parse(getPromotions.response, await getValue(t, PATHS.list, m.token));
    expect(list.content.map((p) => p.id)).toContain('daily-login');
  });
});

describe('claiming a reward', () => {
  it('credits it once through the ledger, drops the badge and adds its turnover to the withdrawal rule', async () => {
    const m = await memberWithReward();
    expect(await badgeOf(m.token)).toBe(1);
    const requestId = newRequestId();
    const res = await post(t, PATHS.claim, { rewardId: m.rewardId, requestId }, m.token);
    const { reward } = z.parse(claimReward.response, valueOf(res));
    expect(reward).toMatchObject({ status: 'claimed', amount: 188, turnoverMultiple: 3 });
    expect(await balanceCents(t, m.memberId)).toBe(18_800);
    expect(await entriesOf(t, m.memberId, 'BONUS')).toEqual([
      { amount_cents: 18_800, turnover_cents: 56_400, reference: `reward:${String(m.rewardId)}` },
    ]);
    expect(await badgeOf(m.token)).toBe(0);
    // The same request again, and another request for the claimed reward: the claimed reward, no second credit.
    for (const again of [requestId, newRequestId()]) {
      const repeat = z.parse(
        claimReward.response,
        valueOf(await post(t, PATHS.claim, { rewardId: m.rewardId, requestId: again }, m.token)),
      );
      expect(repeat.reward.status).toBe('claimed');
    }
    expect(await balanceCents(t, m.memberId)).toBe(18_800);
    const history = await rewardsOf(m.token);
    expect(history.waiting).toEqual([]);
    expect(history.history.content.map((r) => r.status)).toEqual(['claimed']);
    // The withdrawal rule owes 3 × ₱188 with no deposit at all.
    const settings = await getValue<{ turnoverRequired: number; turnoverRemaining: number }>(
      t,
      PATHS.withdrawSettings,
      m.token,
    );
    expect(settings).toMatchObject({ turnoverRequired: 564, turnoverRemaining: 564 });
  });

  it('credits once when ten claims of one reward arrive together', async () => {
    const m = await memberWithReward();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(t, PATHS.claim, { rewardId: m.rewardId, requestId: newRequestId() }, m.token),
      ),
    );
    for (const res of results) expect(res.statusCode).toBe(200);
    expect(await entriesOf(t, m.memberId, 'BONUS')).toHaveLength(1);
    expect(await balanceCents(t, m.memberId)).toBe(18_800);
  });

  it("refuses an expired reward, counts it out of the badge, and another member's reward is not found", async () => {
    const m = await memberWithReward();
    await t.app.platform.db
      .updateTable('member_promotions')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', m.rewardId)
      .execute();
    expect(await badgeOf(m.token)).toBe(0);
    const res = await post(t, PATHS.claim, { rewardId: m.rewardId, requestId: newRequestId() }, m.token);
    expect(failureOf(res)).toMatchObject({ status: 409, errorCode: 'reward.not.claimable' });
    expect(await balanceCents(t, m.memberId)).toBe(0);
    expect((await rewardsOf(m.token)).history.content.map((r) => r.status)).toEqual(['expired']);
    const other = await newMember(t);
    const theirs = await post(
      t,
      PATHS.claim,
      { rewardId: m.rewardId, requestId: newRequestId() },
      other.token,
    );
    expect(failureOf(theirs).errorCode).toBe('record.not.found');
  });

  it('refuses a trial account', async () => {
    const trial = await newMember(t, 4);
    const res = await post(
      t,
      PATHS.signUp,
      { promotionId: 'weekend-reload', requestId: newRequestId() },
      trial.token,
    );
    expect(failureOf(res).status).toBe(403);
  });
});

describe('daily login reward', () => {
  it('credits ₱5 once a day; the same request answers the same reward, another is refused', async () => {
    const m = await newMember(t);
    const requestId = newRequestId();
    const first = valueOf(await post(t, PATHS.login, { requestId }, m.token)) as {
      reward: { amount: number };
    };
    expect(first.reward).toMatchObject({ amount: 5, status: 'claimed', promotionId: 'daily-login' });
    expect(valueOf(await post(t, PATHS.login, { requestId }, m.token))).toEqual(first);
    expect(await entriesOf(t, m.memberId, 'BONUS')).toEqual([
      { amount_cents: 500, turnover_cents: 500, reference: expect.stringMatching(/^reward:/) as string },
    ]);
  });

  it("refuses another request the same day; a retry after the merchant's midnight answers the same reward", async () => {
    const m = await newMember(t);
    const claim = (requestId: string, now: number) =>
      claimLoginReward(services(), demoMerchant(), member(m.memberId), requestId, 'EN', now);
    const requestId = newRequestId();
    const beforeMidnight = TODAY + 24 * HOUR - 1_000;
    const first = await claim(requestId, beforeMidnight);
    expect(first.reward).toMatchObject({ amount: 5, status: 'claimed', promotionId: 'daily-login' });
    expect(await outcome(claim(newRequestId(), beforeMidnight + 500))).toBe('promotion.login.taken');
    // The retry lands after midnight: the same reward, nothing more credited.
    const retry = await claim(requestId, TODAY + 24 * HOUR + 1_000);
    expect(retry.reward.id).toBe(first.reward.id);
    expect(retry.reward.amount).toBe(5);
    expect(await balanceCents(t, m.memberId)).toBe(500);
    // The new day's reward is another request's.
    await claim(newRequestId(), TODAY + 24 * HOUR + 2_000);
    expect(await balanceCents(t, m.memberId)).toBe(1000);
  });

  it('credits once when five requests arrive together', async () => {
    const m = await newMember(t);
    await Promise.all(
      Array.from({ length: 5 }, () => post(t, PATHS.login, { requestId: newRequestId() }, m.token)),
    );
    expect(await balanceCents(t, m.memberId)).toBe(500);
  });
});

describe('operator review of sign-ups that need approval', () => {
  const review = (body: Record<string, unknown>) =>
    operatorCall(t, { method: 'POST', url: PATHS.review, body });

  it('lists the application; approving issues the reward, which the member claims once', async () => {
    const m = await newMember(t);
    const signUp = { promotionId: 'vip-welcome', requestId: newRequestId() };
    expect(valueOf(await post(t, PATHS.signUp, signUp, m.token))).toEqual({ status: 'applying' });
    expect(valueOf(await post(t, PATHS.signUp, { ...signUp, requestId: newRequestId() }, m.token))).toEqual({
      status: 'applying',
    });
    expect(await badgeOf(m.token)).toBe(0);
    const [waiting] = (await rewardsOf(m.token)).waiting;
    expect(waiting?.status).toBe('applying');
    const id = waiting?.id ?? 0;
    const early = await post(t, PATHS.claim, { rewardId: id, requestId: newRequestId() }, m.token);
    expect(failureOf(early).errorCode).toBe('reward.not.claimable');

    const list = z.parse(
      listPromotionApplications.response,
      valueOf(await operatorCall(t, { method: 'GET', url: `${PATHS.applications}?pageSize=50` })),
    );
    expect(list.content.find((a) => a.id === id)).toMatchObject({
      memberAccount: m.account,
      status: 'applying',
    });
    expect(
      (await operatorCall(t, { method: 'GET', url: PATHS.applications, authorization: null })).statusCode,
    ).toBe(401);

    const approved = z.parse(
      reviewPromotionApplication.response,
      valueOf(await review({ id, decision: 'approve' })),
    );
    expect(approved).toMatchObject({ status: 'issued', operator: 'alice', amount: 100, turnoverMultiple: 5 });
    expect(approved.expireTime).not.toBeNull();
    expect(valueOf(await review({ id, decision: 'approve' }))).toMatchObject({ status: 'issued' });
    expect(failureOf(await review({ id, decision: 'reject', reason: 'late' })).errorCode).toBe(
      'review.conflict',
    );
    expect(await badgeOf(m.token)).toBe(1);
    await post(t, PATHS.claim, { rewardId: id, requestId: newRequestId() }, m.token);
    expect(await entriesOf(t, m.memberId, 'BONUS')).toEqual([
      { amount_cents: 10_000, turnover_cents: 50_000, reference: `reward:${String(id)}` },
    ]);
  });

  it('rejects with a reason the member reads; nothing is credited', async () => {
    const m = await newMember(t);
    await post(t, PATHS.signUp, { promotionId: 'vip-welcome', requestId: newRequestId() }, m.token);
    const id = (await rewardsOf(m.token)).waiting[0]?.id ?? 0;
    expect(failureOf(await review({ id, decision: 'reject' })).status).toBe(400);
    expect(valueOf(await review({ id, decision: 'reject', reason: 'Not a VIP yet' }))).toMatchObject({
      status: 'rejected',
      remark: 'Not a VIP yet',
    });
    const { waiting, history } = await rewardsOf(m.token);
    expect(waiting).toEqual([]);
    expect(history.content[0]).toMatchObject({ status: 'rejected', remark: 'Not a VIP yet' });
    const detail = z.parse(
      getPromotionDetail.response,
      await getValue(t, `${PATHS.detail}?id=vip-welcome`, m.token),
    );
    expect(detail.status).toBe('rejected');
    expect(await balanceCents(t, m.memberId)).toBe(0);
  });
});

describe('rebates', () => {
  const range = { from: 0, to: NOW + 1, pageNo: 1, pageSize: 20 };

  it('settles finished days automatically once, and the manual claim credits the rest once', async () => {
    const m = await newMember(t);
    // Yesterday: ₱1,000 of slots (0.8%) and ₱500 of live casino (0.6%); today: ₱2,000 of slots.
    await insertBet(t, m.memberId, 'RNG', 100_000, TODAY - HOUR);
    await insertBet(t, m.memberId, 'LIVE', 50_000, TODAY - 2 * HOUR);
    await insertBet(t, m.memberId, 'RNG', 200_000, TODAY + HOUR);
    const manual = await manualRebate(services(), demoMerchant(), m.memberId, NOW);
    expect(manual).toMatchObject({
      items: [{ productType: 'RNG', turnover: 2000, ratePercent: 0.8, amount: 16 }],
    });
    expect(manual.total).toBe(16);
    // Yesterday's were credited on the way, once even if the sweep runs again (a second instance).
    await settleMerchantRebates(
      services(),
      demoMerchant(),
      (error) => {
        throw error;
      },
      NOW,
    );
    expect(await rebateCents(m.memberId)).toEqual([300, 800]);

    const claims = await Promise.all(
      [newRequestId(), newRequestId(), newRequestId()].map((id) =>
        outcome(claimManualRebate(services(), demoMerchant(), m.memberId, id, NOW)),
      ),
    );
    expect(claims.sort()).toEqual(['ok', 'rebate.nothing', 'rebate.nothing']);
    expect(await balanceCents(t, m.memberId)).toBe(300 + 800 + 1600);
    const report = await rebateReport(services(), demoMerchant(), m.memberId, range, NOW);
    expect(report.totalCount).toBe(3);
    expect(report.content.map((r) => `${r.kind}:${String(r.amount)}`).sort()).toEqual([
      'auto:3',
      'auto:8',
      'manual:16',
    ]);
    // Every rebate adds its own turnover (the demo's multiple is 1).
    expect((await entriesOf(t, m.memberId, 'REBATE')).every((e) => e.turnover_cents === e.amount_cents)).toBe(
      true,
    );
    expect(
      await outcome(claimManualRebate(services(), demoMerchant(), m.memberId, newRequestId(), NOW)),
    ).toBe('rebate.nothing');
  });

  it('answers the manual rebate and the claim through the routes', async () => {
    const m = await newMember(t);
    // Long before the wall clock's day: whichever way the routes' clock falls, the bet is one finished day's.
    await insertBet(t, m.memberId, 'RNG', 100_000, NOW);
    const manual = await getValue<{ items: unknown[]; total: number }>(t, PATHS.manualRebate, m.token);
    expect(manual.total).toBe(0);
    expect(await rebateCents(m.memberId)).toEqual([800]);
    const claim = await post(t, PATHS.claimRebate, { requestId: newRequestId() }, m.token);
    expect(failureOf(claim).errorCode).toBe('rebate.nothing');
    const report = await getValue<{ totalCount: number }>(
      t,
      `${PATHS.rebateReport}?startDate=${dayKey(dayOf(Date.now() - 60 * 86_400_000, 'Asia/Manila'))}`,
      m.token,
    );
    expect(report.totalCount).toBe(1);
  });

  it('rebates a bet settled after its day was written exactly once, on the day it was settled', async () => {
    const m = await newMember(t);
    const yesterday = TODAY - 24 * HOUR;
    await insertBet(t, m.memberId, 'RNG', 100_000, yesterday + HOUR);
    // A round of the same product type placed yesterday, still open when yesterday was settled.
    const late = await insertBet(t, m.memberId, 'RNG', 50_000, yesterday + 2 * HOUR);
    await t.app.platform.db
      .updateTable('game_rounds')
      .set({ status: 'open', settled_at: null })
      .where('id', '=', late)
      .execute();
    await manualRebate(services(), demoMerchant(), m.memberId, TODAY + HOUR);
    expect(await rebateCents(m.memberId)).toEqual([800]);
    // It is settled yesterday but after yesterday's rebate (an instance whose clock is behind): its own row.
    await t.app.platform.db
      .updateTable('game_rounds')
      .set({ status: 'settled', settled_at: TODAY - 1 })
      .where('id', '=', late)
      .execute();
    await settleMerchantRebates(
      services(),
      demoMerchant(),
      (error) => {
        throw error;
      },
      NOW,
    );
    await settleMerchantRebates(
      services(),
      demoMerchant(),
      (error) => {
        throw error;
      },
      NOW,
    );
    expect(await rebateCents(m.memberId)).toEqual([400, 800]);
    expect(await services().repository.membersToRebate('demo', TODAY, ['RNG', 'LOTT'])).not.toContain(
      m.memberId,
    );
    // A round placed yesterday and settled today counts today, in the manual claim, once.
    const next = await insertBet(t, m.memberId, 'LOTT', 20_000, yesterday + 3 * HOUR);
    await t.app.platform.db
      .updateTable('game_rounds')
      .set({ settled_at: TODAY + 2 * HOUR })
      .where('id', '=', next)
      .execute();
    expect((await manualRebate(services(), demoMerchant(), m.memberId, NOW)).total).toBe(0.6);
    await claimManualRebate(services(), demoMerchant(), m.memberId, newRequestId(), NOW);
    await settleMerchantRebates(
      services(),
      demoMerchant(),
      (error) => {
        throw error;
      },
      NOW + 24 * HOUR,
    );
    expect(await rebateCents(m.memberId)).toEqual([60, 400, 800]);
  });

  it('leaves out members with only bets of unrated types, and one failing member does not stop the next', async () => {
    const unrated = await newMember(t);
    await insertBet(t, unrated.memberId, 'LIVE', 100_000, TODAY - HOUR);
    const noLive = {
      ...demoMerchant(),
      promotions: {
        ...demoMerchant().promotions,
        rebate: {
          ...demoMerchant().promotions.rebate,
          rates: demoMerchant().promotions.rebate.rates.filter((r) => r.productType !== 'LIVE'),
        },
      },
    };
    const { repository } = services();
    expect(await repository.membersToRebate('demo', TODAY, ['RNG'])).not.toContain(unrated.memberId);
    expect(await repository.membersToRebate('demo', TODAY, ['RNG', 'LIVE'])).toContain(unrated.memberId);
    expect(await repository.unrebatedBets(unrated.memberId, TODAY, ['RNG'])).toEqual([]);

    const failing = await newMember(t);
    const fine = await newMember(t);
    await insertBet(t, failing.memberId, 'RNG', 100_000, TODAY - HOUR);
    await insertBet(t, fine.memberId, 'RNG', 100_000, TODAY - HOUR);
    const { work } = services();
    const breaking: PromotionServices = {
      repository,
      work: {
        run: (fn) =>
          work.run((repositories) =>
            fn({
              ...repositories,
              promotions: {
                ...repositories.promotions,
                lockMember: async (id: number) => {
                  if (id === failing.memberId) throw new Error('broken member');
                  await repositories.promotions.lockMember(id);
                },
              },
            }),
          ),
      },
    };
    const errors: number[] = [];
    await settleMerchantRebates(breaking, noLive, (_error, memberId) => errors.push(memberId), NOW);
    expect(errors).toEqual([failing.memberId]);
    expect(await rebateCents(fine.memberId)).toEqual([800]);
    expect(await rebateCents(failing.memberId)).toEqual([]);
    expect(await rebateCents(unrated.memberId)).toEqual([]);
  });

  it('answers the rates to guests', async () => {
    const rates = await getValue<{ productType: string; ratePercent: number }[]>(
      t,
      PATHS.rebateSettings,
      null,
    );
    expect(rates).toContainEqual({ productType: 'RNG', ratePercent: 0.8 });
  });
});

describe('missions and VIP', () => {
  it('issues the mission reward once the target is reached; it waits in the reward center', async () => {
    const m = await newMember(t);
    const missionsAt = () => memberMissions(services().repository, demoMerchant(), m.memberId, 'EN', NOW);
    await insertBet(t, m.memberId, 'RNG', 60_000, TODAY + HOUR);
    let missions = await missionsAt();
    expect(missions.find((x) => x.id === 'bet-1000-today')).toMatchObject({
      status: 'process',
      current: 600,
    });
    await insertBet(t, m.memberId, 'RNG', 40_000, TODAY + 2 * HOUR);
    missions = await missionsAt();
    const reached = missions.find((x) => x.id === 'bet-1000-today');
    expect(reached).toMatchObject({ status: 'issued', current: 1000, reward: 20 });
    await missionsAt();
    const center = await rewardCenter(services(), demoMerchant(), m.memberId, {}, 'EN', NOW);
    expect(center.waiting.map((r) => r.id)).toEqual([reached?.rewardId]);
  });

  it('answers the missions and the badge through the routes', async () => {
    const m = await newMember(t);
    const missions = z.parse(getMissions.response, await getValue(t, PATHS.missions, m.token));
    expect(missions.find((x) => x.id === 'bet-1000-today')).toMatchObject({ status: 'process', current: 0 });
    expect(await badgeOf(m.token)).toBe(0);
  });

  it('answers the level and progress of the month, and raises the stored VIP level', async () => {
    const m = await newMember(t);
    // Last month's ₱1,000 counts in the total only.
    await insertBet(t, m.memberId, 'LIVE', 100_000, Date.UTC(2026, 4, 31, 15, 0, 0));
    await insertBet(t, m.memberId, 'LIVE', 600_000, TODAY + HOUR);
    const vip = await vipProgress(services().repository, demoMerchant(), m.memberId, 'EN', NOW);
    expect(vip).toMatchObject({ level: 1, monthly: { actual: 6000, expected: 20_000 } });
    expect(vip.total.actual).toBe(7000);
    expect(vip.levels.map((l) => l.level)).toEqual([0, 1, 2, 3, 4, 5]);
    const row = await t.app.platform.db
      .selectFrom('members')
      .select('vip_level')
      .where('id', '=', m.memberId)
      .executeTakeFirstOrThrow();
    expect(row.vip_level).toBe(1);
    const viaRoute = z.parse(getVipProgress.response, await getValue(t, PATHS.vip, m.token));
    expect(viaRoute.level).toBe(1);
  });
});

describe('switches', () => {
  it('refuses the switched-off modules, and the public lists stay', async () => {
    const m = await newMember(t);
    await t.app.platform.db
      .updateTable('members')
      .set({ merchant_code: 'promooff' })
      .where('id', '=', m.memberId)
      .execute();
    const headers = { ...DEMO_HEADER, merchant: 'promooff' };
    for (const url of [PATHS.rewards, PATHS.manualRebate, PATHS.rebateReport, PATHS.vip, PATHS.missions]) {
      const res = await get(t, url, m.token, headers);
      expect(failureOf(res).errorCode).toBe('function.not.available');
    }
    // The activity center stays, without the mission while MISSION is off.
    const list = z.parse(getPromotions.response, valueOf(await get(t, PATHS.list, null, headers)));
    expect(list.content.map((p) => p.id)).not.toContain('daily-mission');
    expect(list.content.map((p) => p.id)).toContain('daily-rebate');
    const mission = await get(t, `${PATHS.detail}?id=daily-mission`, null, headers);
    expect(failureOf(mission).errorCode).toBe('record.not.found');
  });
});

describe('demo data', () => {
  it("gives player01 one reward waiting, VIP progress, and the seeded bets' rebates of finished days", async () => {
    // Every seeded bet is rebated by the seed, those of the seed's own day too: no later sweep or read (after the
    // merchant's midnight) moves a demo balance.
    const player = await demoMemberId(t.app.platform.db, 'player01');
    if (player === undefined) throw new Error('no player01');
    const rated = demoMerchant().promotions.rebate.rates.map((r) => r.productType);
    expect(await services().repository.unrebatedBets(player, Number.MAX_SAFE_INTEGER, rated)).toEqual([]);
    const token = await tokenOf(await loginAs(t, 'player01', DEMO_PASSWORD));
    const { waiting } = await rewardsOf(token);
    expect(waiting.map((r) => [r.promotionId, r.status, r.amount])).toEqual([
      ['weekend-reload', 'issued', 188],
    ]);
    const vip = z.parse(getVipProgress.response, await getValue(t, PATHS.vip, token));
    expect(vip.total.actual).toBeGreaterThan(0);
    expect(vip.level).toBeGreaterThanOrEqual(2);
    const report = await getValue<{ totalCount: number }>(
      t,
      `${PATHS.rebateReport}?startDate=${dayKey(dayOf(Date.now() - 60 * 86_400_000, 'Asia/Manila'))}`,
      token,
    );
    expect(report.totalCount).toBeGreaterThan(0);
    const missions = z.parse(getMissions.response, await getValue(t, PATHS.missions, token));
    expect(missions.map((m) => m.id)).toEqual(['bet-1000-today', 'deposit-2000-week']);
  });
});
