import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  getTeamBets,
  getTeamMemberSummary,
  getTeamMembers,
  getTeamProfitLoss,
  getTeamSummary,
} from '@h5/contract/endpoints/agent-team.ts';
import { MERCHANT } from '../../../__tests__/account-helpers.ts';
import { demoToken, failureOf, memberIdOf, trialToken, valueOf } from '../../../__tests__/member-helpers.ts';
import { insertSettledRound } from '../../../__tests__/round-helpers.ts';
import { startTestApp, type TestApp } from '../../../__tests__/test-app.ts';
import { dayStart } from '../../../domain/zoned-days.ts';
import { DEMO_TEAM_ACTIVITY } from '../../../seed/agent-team-activity.ts';
import { ledgerEntry, newMember, type Member } from '../../wallet/__tests__/withdraw-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Wednesday 2025-03-05, 10:00 in Manila: inside the range the tests read (Monday 3rd to Sunday 9th). */
const BASE = dayStart([2025, 3, 5], 'Asia/Manila') + 10 * HOUR;
const RANGE = 'startDate=2025-03-03&endDate=2025-03-09';

const get = (url: string, token: string) =>
  t.app.inject({ url, headers: { ...MERCHANT, authorization: token } });

let gameSeq = 0;
async function newGame(gameType: string): Promise<number> {
  gameSeq += 1;
  const code = `TEAMT${String(gameSeq)}`;
  const db = t.app.platform.db;
  await db
    .insertInto('game_vendors')
    .values({
      code,
      display_name: code,
      category: gameType,
      game_type: gameType,
      is_game: 'GAME',
      sort_order: 999,
      enabled: 1,
    })
    .execute();
  const row = await db
    .insertInto('games')
    .values({
      node_id: `team-test-${String(gameSeq)}`,
      game_code: `team-test-${String(gameSeq)}`,
      vendor_code: code,
      game_type: gameType,
      name_en: `Team test ${gameType}`,
      name_ty: null,
      hot_rank: null,
      min_bet_cents: 100,
      play_kind: 'slot',
      sort_order: 999,
      enabled: 1,
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const round = (member: Member, gameId: number, stake: number, payout: number, at: number, freePlay = 0) =>
  insertSettledRound(t, {
    memberId: member.id,
    gameId,
    stakeCents: stake,
    payoutCents: payout,
    at,
    freePlay,
  });

const registeredAt = (member: Member, at: number) =>
  t.app.platform.db.updateTable('members').set({ reg_date: at }).where('id', '=', member.id).execute();

/**
 * agent → p1 (player), sub (agent) → p2 (player); `outsider` is under another agent. p1 registered in the range,
 * deposited 500.00, was paid 200.00, played two rounds in it (10.00 won 30.00, 5.00 lost), one after it, one in free
 * play, had a 3.00 RNG rebate and a 10.00 bonus; p2 registered in it and lost 20.00 at a FISH game; sub is older.
 */
async function team() {
  const agent = await newMember(t, { type: 1, fundsPassword: false });
  const p1 = await newMember(t, { uplineId: agent.id, balanceCents: 100_000, fundsPassword: false });
  const sub = await newMember(t, { type: 1, uplineId: agent.id, fundsPassword: false });
  const p2 = await newMember(t, { uplineId: sub.id, fundsPassword: false });
  const other = await newMember(t, { type: 1, fundsPassword: false });
  const outsider = await newMember(t, { uplineId: other.id, fundsPassword: false });
  await registeredAt(p1, BASE);
  await registeredAt(p2, BASE + HOUR);
  await registeredAt(sub, BASE - 60 * DAY);
  await registeredAt(agent, BASE - 90 * DAY);
  await ledgerEntry(t, p1.id, 'DEPOSIT', 50_000, BASE);
  await ledgerEntry(t, p1.id, 'WITHDRAW', -20_000, BASE + HOUR);
  await ledgerEntry(t, p1.id, 'BONUS', 1_000, BASE + 2 * HOUR);
  // Outside the range: neither counts.
  await ledgerEntry(t, p1.id, 'DEPOSIT', 7_000, BASE + 5 * DAY);
  const rng = await newGame('RNG');
  const fish = await newGame('FISH');
  await round(p1, rng, 1_000, 3_000, BASE + HOUR);
  await round(p1, rng, 500, 0, BASE + 2 * HOUR);
  await round(p1, rng, 700, 0, BASE + 5 * DAY);
  await round(p1, rng, 900, 0, BASE + 3 * HOUR, 1);
  await round(p2, fish, 2_000, 0, BASE + 4 * HOUR);
  await round(outsider, rng, 4_000, 0, BASE + HOUR);
  await t.app.platform.db
    .insertInto('rebates')
    .values({
      member_id: p1.id,
      kind: 'auto',
      product_type: 'RNG',
      rate_x100: 20,
      turnover_cents: 1_500,
      amount_cents: 300,
      period_start: BASE - DAY,
      period_end: BASE,
      settle_key: `team-test:${String(p1.id)}`,
      created_at: BASE + 3 * HOUR,
    })
    .execute();
  return { agent, p1, sub, p2, outsider };
}

describe('agent team reports: who may ask', () => {
  it('refuses players and trial accounts with agent.only on every report', async () => {
    const { p1 } = await team();
    const trial = await trialToken(t);
    for (const url of [
      `/wps/relay/ODSFE2_getTeamSummary?period=today`,
      `/wps/relay/ODSFE2_getTeamMembers`,
      `/wps/relay/ODSFE2_getTeamMemberSummary?account=${p1.account}&period=today`,
      `/wps/relay/ODSFE2_getTeamProfitLoss?${RANGE}`,
      `/wps/relay/ODSFE2_getTeamBets?${RANGE}`,
    ]) {
      for (const token of [p1.token, trial]) {
        const failure = failureOf(await get(url, token));
        expect(failure, url).toMatchObject({ status: 403, errorCode: 'agent.only' });
      }
    }
  });

  it('refuses a member outside the tree, or the caller, with agent.team.not.member', async () => {
    const { agent, sub, outsider } = await team();
    for (const url of [
      `/wps/relay/ODSFE2_getTeamMembers?parent=${outsider.account}`,
      `/wps/relay/ODSFE2_getTeamMembers?parent=${agent.account}`,
      `/wps/relay/ODSFE2_getTeamMemberSummary?account=${outsider.account}&period=today`,
      `/wps/relay/ODSFE2_getTeamMemberSummary?account=nosuchmember&period=today`,
      `/wps/relay/ODSFE2_getTeamProfitLoss?${RANGE}&account=${outsider.account}`,
      `/wps/relay/ODSFE2_getTeamBets?${RANGE}&account=${outsider.account}`,
    ]) {
      const failure = failureOf(await get(url, agent.token));
      expect(failure, url).toMatchObject({ status: 404, errorCode: 'agent.team.not.member' });
      expect(failure.message).not.toBe('');
    }
    // A sub-agent sees its own tree, not its upline's.
    const fromSub = failureOf(
      await get(`/wps/relay/ODSFE2_getTeamMemberSummary?account=${agent.account}&period=today`, sub.token),
    );
    expect(fromSub.errorCode).toBe('agent.team.not.member');
  });

  it('checks the period: a range needs real dates, in order, of at most 93 days', async () => {
    const { agent } = await team();
    const cases: [string, string][] = [
      ['period=range', 'startDate'],
      ['period=range&startDate=2025-03-01', 'endDate'],
      ['period=range&startDate=2025-02-30&endDate=2025-03-01', 'startDate'],
      ['period=range&startDate=2025-03-05&endDate=2025-03-04', 'endDate'],
      ['period=range&startDate=2025-01-01&endDate=2025-04-04', 'endDate'],
    ];
    for (const [query, field] of cases) {
      const res = await get(`/wps/relay/ODSFE2_getTeamSummary?${query}`, agent.token);
      expect(failureOf(res), query).toMatchObject({ status: 400, errorCode: 'request_param_err' });
      expect(res.json<{ value: { field: string } }>().value.field, query).toBe(field);
    }
    const ok = await get(
      `/wps/relay/ODSFE2_getTeamSummary?period=range&startDate=2025-01-01&endDate=2025-04-03`,
      agent.token,
    );
    expect(ok.statusCode).toBe(200);
    const unknown = await get(`/wps/relay/ODSFE2_getTeamSummary?period=year`, agent.token);
    expect(failureOf(unknown).errorCode).toBe('request_param_err');
    const tooLarge = await get(`/wps/relay/ODSFE2_getTeamBets?${RANGE}&pageSize=101`, agent.token);
    expect(failureOf(tooLarge).errorCode).toBe('request_param_err');
  });
});

describe('agent team reports: figures from the rows', () => {
  it('sums the whole downline and each level over the range', async () => {
    const { agent } = await team();
    const summary = z.parse(
      getTeamSummary.response,
      valueOf(await get(`/wps/relay/ODSFE2_getTeamSummary?period=range&${RANGE}`, agent.token)),
    );
    expect(summary.startDate).toBe('2025-03-03');
    expect(summary.endDate).toBe('2025-03-09');
    const level1 = {
      members: 2,
      registrations: 1,
      activeBettors: 1,
      depositCents: 50_000,
      withdrawalCents: 20_000,
      betCents: 1_500,
      winCents: 3_000,
    };
    const level2 = {
      members: 1,
      registrations: 1,
      activeBettors: 1,
      depositCents: 0,
      withdrawalCents: 0,
      betCents: 2_000,
      winCents: 0,
    };
    expect(summary.levels).toEqual([
      { level: 1, figures: level1 },
      { level: 2, figures: level2 },
    ]);
    expect(summary.total).toEqual({
      members: 3,
      registrations: 2,
      activeBettors: 2,
      depositCents: 50_000,
      withdrawalCents: 20_000,
      betCents: 3_500,
      winCents: 3_000,
    });
  });

  it('answers today, this week and this month as days of Manila up to today', async () => {
    const { agent } = await team();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(Date.now());
    for (const period of ['today', 'week', 'month']) {
      const summary = z.parse(
        getTeamSummary.response,
        valueOf(await get(`/wps/relay/ODSFE2_getTeamSummary?period=${period}`, agent.token)),
      );
      expect(summary.endDate, period).toBe(today);
      if (period === 'today') expect(summary.startDate).toBe(today);
      if (period === 'month') expect(summary.startDate).toBe(`${today.slice(0, 8)}01`);
      // Every member counts whatever the period; the activity of March 2025 does not.
      expect(summary.total.members).toBe(3);
      expect(summary.total.betCents).toBe(0);
    }
  });

  it('summarises one member: its own figures and its downline’s', async () => {
    const { agent, sub, p1 } = await team();
    const url = `/wps/relay/ODSFE2_getTeamMemberSummary?period=range&${RANGE}&account=`;
    const ofSub = z.parse(getTeamMemberSummary.response, valueOf(await get(url + sub.account, agent.token)));
    expect(ofSub.member).toMatchObject({
      account: sub.account,
      type: 1,
      agent: true,
      level: 1,
      downlineCount: 1,
    });
    expect(ofSub.member.balanceCents).toBeNull();
    expect(ofSub.own).toMatchObject({ members: 1, registrations: 0, activeBettors: 0, betCents: 0 });
    expect(ofSub.downline).toMatchObject({ members: 1, registrations: 1, activeBettors: 1, betCents: 2_000 });
    // Accounts are case-insensitive, as at login.
    const ofP1 = z.parse(
      getTeamMemberSummary.response,
      valueOf(await get(url + p1.account.toUpperCase(), agent.token)),
    );
    expect(ofP1.own).toEqual({
      members: 1,
      registrations: 1,
      activeBettors: 1,
      depositCents: 50_000,
      withdrawalCents: 20_000,
      betCents: 1_500,
      winCents: 3_000,
    });
    expect(ofP1.downline.members).toBe(0);
  });
});

describe('agent team reports: team management', () => {
  it('lists the direct downline, a parent’s downline with its path, a level and an account prefix', async () => {
    const { agent, p1, sub, p2 } = await team();
    const list = async (query: string) =>
      z.parse(
        getTeamMembers.response,
        valueOf(await get(`/wps/relay/ODSFE2_getTeamMembers?${query}`, agent.token)),
      );
    const top = await list('');
    expect(top.content.map((m) => m.account).sort()).toEqual([p1.account, sub.account].sort());
    expect(top).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 2, path: [], balanceShown: false });
    const first = top.content.find((m) => m.account === p1.account);
    expect(first).toMatchObject({
      type: 0,
      agent: false,
      level: 1,
      regDate: BASE,
      downlineCount: 0,
      balanceCents: null,
    });
    // newMember opened a session: that is its last login.
    expect(first?.lastLogin).toBeGreaterThan(0);

    const below = await list(`parent=${sub.account}`);
    expect(below.content.map((m) => m.account)).toEqual([p2.account]);
    expect(below.content[0]?.level).toBe(2);
    expect(below.path).toEqual([sub.account]);

    expect((await list('level=2')).content.map((m) => m.account)).toEqual([p2.account]);
    expect((await list('level=3')).totalCount).toBe(0);
    const found = await list(`account=${p2.account.slice(0, 8)}`);
    expect(found.content.map((m) => m.account)).toEqual([p2.account]);
  });

  it('pages the list by account', async () => {
    const { agent } = await team();
    const page = async (n: number) =>
      z.parse(
        getTeamMembers.response,
        valueOf(await get(`/wps/relay/ODSFE2_getTeamMembers?pageSize=1&pageNo=${String(n)}`, agent.token)),
      );
    const [one, two, three] = [await page(1), await page(2), await page(3)];
    expect(one).toMatchObject({ pageNum: 1, totalPages: 2, totalCount: 2 });
    expect(two).toMatchObject({ pageNum: 2, totalPages: 2, totalCount: 2 });
    expect(one.content).toHaveLength(1);
    expect(two.content).toHaveLength(1);
    expect(one.content[0]?.account).not.toBe(two.content[0]?.account);
    expect(three.content).toEqual([]);
  });
});

describe('agent team reports: profit and loss, betting', () => {
  it('gives per member and product type bets, wins, results and rebates, with totals and bonuses', async () => {
    const { agent, p1, p2 } = await team();
    const pnl = z.parse(
      getTeamProfitLoss.response,
      valueOf(await get(`/wps/relay/ODSFE2_getTeamProfitLoss?${RANGE}`, agent.token)),
    );
    const rows = [
      {
        account: p1.account,
        productType: 'RNG',
        betCents: 1_500,
        winCents: 3_000,
        profitCents: 1_500,
        rebateCents: 300,
      },
      {
        account: p2.account,
        productType: 'FISH',
        betCents: 2_000,
        winCents: 0,
        profitCents: -2_000,
        rebateCents: 0,
      },
    ].sort((a, b) => a.account.localeCompare(b.account));
    expect(pnl.content).toEqual(rows);
    expect(pnl).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 2 });
    expect(pnl.totals).toEqual({
      betCents: 3_500,
      winCents: 3_000,
      profitCents: -500,
      rebateCents: 300,
      bonusCents: 1_000,
    });

    const ofP2 = z.parse(
      getTeamProfitLoss.response,
      valueOf(
        await get(
          `/wps/relay/ODSFE2_getTeamProfitLoss?${RANGE}&account=${p2.account}&pageSize=1`,
          agent.token,
        ),
      ),
    );
    expect(ofP2.content).toEqual([rows.find((r) => r.account === p2.account)]);
    expect(ofP2.totals.bonusCents).toBe(0);
  });

  it('lists the real-money rounds of the range newest first, filtered by member and product type', async () => {
    const { agent, p1 } = await team();
    const bets = async (query: string) =>
      z.parse(
        getTeamBets.response,
        valueOf(await get(`/wps/relay/ODSFE2_getTeamBets?${RANGE}${query}`, agent.token)),
      );
    const all = await bets('');
    expect(all.content.map((b) => [b.betCents, b.winCents, b.profitCents, b.productType])).toEqual([
      [2_000, 0, -2_000, 'FISH'],
      [500, 0, -500, 'RNG'],
      [1_000, 3_000, 2_000, 'RNG'],
    ]);
    expect(all.content[2]).toMatchObject({
      account: p1.account,
      gameName: 'Team test RNG',
      status: 'settled',
      betTime: BASE + HOUR,
    });
    expect(all.totals).toEqual({ betCents: 3_500, winCents: 3_000, profitCents: -500 });
    expect((await bets('&productType=FISH')).totalCount).toBe(1);
    const ofP1 = await bets(`&account=${p1.account}&pageSize=1&pageNo=2`);
    expect(ofP1).toMatchObject({ pageNum: 2, totalPages: 2, totalCount: 2 });
    expect(ofP1.content.map((b) => b.betCents)).toEqual([1_000]);
  });
});

describe('agent team reports: the demo team (seed demo-agent-team-v1)', () => {
  it("gives agent01's downline real rounds and deposits whose ledger adds up to each balance", async () => {
    const agent = await demoToken(t, 'agent01');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(Date.now());
    const monthAgo = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(
      Date.now() - 30 * DAY,
    );
    const range = `startDate=${monthAgo}&endDate=${today}`;
    for (const [account, activity] of Object.entries(DEMO_TEAM_ACTIVITY)) {
      const rounds = activity.flatMap((a) => (a.kind === 'ROUND' ? [a] : []));
      const pnl = z.parse(
        getTeamProfitLoss.response,
        valueOf(await get(`/wps/relay/ODSFE2_getTeamProfitLoss?${range}&account=${account}`, agent)),
      );
      expect(pnl.totals.betCents, account).toBe(rounds.reduce((sum, r) => sum + r.stakeCents, 0));
      expect(pnl.totals.winCents, account).toBe(rounds.reduce((sum, r) => sum + r.payoutCents, 0));
      // Their automatic rebates were settled by the seed, through the ledger.
      if (rounds.length > 0) expect(pnl.totals.rebateCents, account).toBeGreaterThan(0);

      const id = await memberIdOf(t, account);
      const db = t.app.platform.db;
      const ledger = await db
        .selectFrom('wallet_transactions')
        .select((eb) => eb.fn.sum<number>('amount_cents').as('sum'))
        .where('member_id', '=', id)
        .executeTakeFirstOrThrow();
      const wallet = await db
        .selectFrom('wallets')
        .select('balance_cents')
        .where('member_id', '=', id)
        .where('account_type_id', '=', 2)
        .executeTakeFirstOrThrow();
      expect(ledger.sum, account).toBe(wallet.balance_cents);
    }
    const summary = z.parse(
      getTeamSummary.response,
      valueOf(await get(`/wps/relay/ODSFE2_getTeamSummary?period=range&${range}`, agent)),
    );
    expect(summary.levels.map((l) => l.level)).toEqual([1, 2]);
    expect(summary.levels[1]?.figures.depositCents).toBe(80_000);
    expect(summary.total.activeBettors).toBeGreaterThanOrEqual(3);
  });
});
