import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getTeamOverview } from '@h5/contract/endpoints/agent.ts';
import { MERCHANT } from '../../../__tests__/account-helpers.ts';
import { demoToken, failureOf, memberIdOf, trialToken, valueOf } from '../../../__tests__/member-helpers.ts';
import { insertSettledRound } from '../../../__tests__/round-helpers.ts';
import { startTestApp, type TestApp } from '../../../__tests__/test-app.ts';
import { dayStart, parseDay } from '../../../domain/zoned-days.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const KPI = '/wps/relay/ODSFE2_getTeamOverviewSum';
const ZONE = 'Asia/Manila';
const DAY = 86_400_000;

/** A Manila calendar day, `days` from today. */
function manilaDay(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(Date.now() + days * DAY);
}

const kpi = async (token: string, start = manilaDay(), end = start) =>
  t.app.inject({
    url: `${KPI}?startDate=${start}&endDate=${end}&size=0`,
    headers: { ...MERCHANT, authorization: token },
  });

const footerOf = async (token: string, start?: string, end?: string) =>
  z.parse(getTeamOverview.response, valueOf(await kpi(token, start, end))).footer;

describe('agent team KPI (ODSFE2_getTeamOverviewSum)', () => {
  it("counts agent01's seeded team for today: logins, registrations, online, bettors", async () => {
    const agent = await demoToken(t, 'agent01');
    // The games seed gives player01 (in agent01's team) real-money rounds; those of today count.
    const today = parseDay(manilaDay()) ?? [0, 0, 0];
    const from = dayStart(today, ZONE);
    const rounds = await t.app.platform.db
      .selectFrom('game_rounds')
      .select('id')
      .where('member_id', '=', await memberIdOf(t, 'player01'))
      .where('free_play', '=', 0)
      .where('created_at', '>=', from)
      .where('created_at', '<', from + DAY)
      .execute();
    // Seed (docs/decisions.md): team01 (new, online), team02 (new, logged out), team03 (online), team05 (new,
    // below subagent01); agent01's own login is not the team's.
    expect(await footerOf(agent)).toEqual({
      teamLoginMemberCount: 3,
      teamBetMemberCount: rounds.length > 0 ? 1 : 0,
      teamRegisterMemberCount: 3,
      teamOnlineCount: 2,
    });
  });

  it('follows the rows: a team login, a logout, a real-money round and a free-play round', async () => {
    const agent = await demoToken(t, 'agent01');
    const before = await footerOf(agent);
    const player = await demoToken(t, 'player01');
    const afterLogin = await footerOf(agent);
    expect(afterLogin.teamLoginMemberCount).toBe(before.teamLoginMemberCount + 1);
    expect(afterLogin.teamOnlineCount).toBe(before.teamOnlineCount + 1);

    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { ...MERCHANT, authorization: player },
    });
    expect(logout.statusCode).toBe(200);
    const afterLogout = await footerOf(agent);
    expect(afterLogout.teamOnlineCount).toBe(before.teamOnlineCount);
    // Logged in today all the same.
    expect(afterLogout.teamLoginMemberCount).toBe(before.teamLoginMemberCount + 1);

    const db = t.app.platform.db;
    await db
      .insertInto('game_vendors')
      .values({
        code: 'KPITEST',
        display_name: 'KPI test',
        category: 'RNG',
        game_type: 'RNG',
        is_game: 'GAME',
        sort_order: 999,
        enabled: 1,
      })
      .execute();
    const { id: gameId } = await db
      .insertInto('games')
      .values({
        node_id: 'kpi-test',
        game_code: 'kpi-test',
        vendor_code: 'KPITEST',
        game_type: 'RNG',
        name_en: 'KPI test',
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
    const round = async (account: string, freePlay: number, createdAt = Date.now()) =>
      insertSettledRound(t, {
        memberId: await memberIdOf(t, account),
        gameId,
        stakeCents: 1000,
        at: createdAt,
        freePlay,
      });
    const bettorsToday = (await footerOf(agent)).teamBetMemberCount;
    const bettorsWeek = (await footerOf(agent, manilaDay(-6), manilaDay())).teamBetMemberCount;
    // team01 and team02 have no seeded rounds (the team activity seed gives team03, team04 and subagent01 some in
    // the days before): each adds one bettor.
    await round('team01', 0);
    await round('team01', 0);
    await round('team05', 1);
    await round('team02', 0, Date.now() - 5 * DAY);
    // Outside the team: agent01 itself.
    await round('agent01', 0);
    expect((await footerOf(agent)).teamBetMemberCount).toBe(bettorsToday + 1);
    expect((await footerOf(agent, manilaDay(-6), manilaDay())).teamBetMemberCount).toBe(bettorsWeek + 2);
  });

  it('reads the period in Manila days and counts the whole downline', async () => {
    const agent = await demoToken(t, 'agent01');
    const db = t.app.platform.db;
    const yesterday = manilaDay(-1);
    const start = dayStart(parseDay(yesterday) ?? [0, 0, 0], ZONE);
    // 00:30 in Manila is still the previous day in UTC: a UTC reading would miss it.
    const subagent = await memberIdOf(t, 'subagent01');
    const base = {
      merchant_code: 'demo',
      type: 0,
      password_hash: 'x',
      dialing_code: null,
      mobile: null,
      payment_password_hash: null,
      affiliate_code: null,
      status: 'active' as const,
    };
    await db
      .insertInto('members')
      .values({
        ...base,
        account: 'kpiearly',
        account_key: 'kpiearly',
        reg_date: start + 30 * 60_000,
        upline_id: subagent,
      })
      .execute();
    await db
      .insertInto('members')
      .values({
        ...base,
        account: 'kpilate',
        account_key: 'kpilate',
        reg_date: start - 60_000,
        upline_id: subagent,
      })
      .execute();
    expect((await footerOf(agent, yesterday)).teamRegisterMemberCount).toBe(1);
    // Someone else's team is not counted.
    const sub = await demoToken(t, 'subagent01');
    const subFooter = await footerOf(sub, yesterday);
    expect(subFooter.teamRegisterMemberCount).toBe(1);
    expect((await footerOf(sub)).teamRegisterMemberCount).toBe(1); // team05
  });

  it('refuses bad periods naming the field', async () => {
    const agent = await demoToken(t, 'agent01');
    const cases: [string, string, string][] = [
      ['2026-02-30', '2026-03-01', 'startDate'],
      ['2026-03-01', '2026-02-31', 'endDate'],
      ['2026-03-02', '2026-03-01', 'endDate'],
      ['2026-01-01', '2026-04-04', 'endDate'],
      ['2026-3-1', '2026-03-01', 'startDate'],
    ];
    for (const [start, end, field] of cases) {
      const res = await kpi(agent, start, end);
      expect(failureOf(res), `${start}..${end}`).toMatchObject({
        status: 400,
        errorCode: 'request_param_err',
      });
      expect(res.json<{ value: { field: string } }>().value.field).toBe(field);
    }
    // 93 days, both ends included, is the longest period.
    expect((await kpi(agent, '2026-01-01', '2026-04-03')).statusCode).toBe(200);
    const sized = await t.app.inject({
      url: `${KPI}?startDate=2026-01-01&endDate=2026-01-01&size=10`,
      headers: { ...MERCHANT, authorization: agent },
    });
    expect(failureOf(sized).errorCode).toBe('request_param_err');
  });

  it('is for agents only: a guest is 401, a player and a trial account are agent.only', async () => {
    expect(
      failureOf(
        await t.app.inject({ url: `${KPI}?startDate=2026-01-01&endDate=2026-01-01`, headers: MERCHANT }),
      ),
    ).toMatchObject({
      status: 401,
      errorCode: 'login.not.session',
    });
    for (const token of [await demoToken(t, 'player01'), await trialToken(t)]) {
      const failure = failureOf(await kpi(token));
      expect(failure).toMatchObject({ status: 403, errorCode: 'agent.only' });
    }
    const english = await t.app.inject({
      url: `${KPI}?startDate=2026-01-01&endDate=2026-01-01`,
      headers: { ...MERCHANT, authorization: await demoToken(t, 'player01'), language: 'EN' },
    });
    expect(failureOf(english).message).toBe('This function is only for agent accounts.');
  });
});
