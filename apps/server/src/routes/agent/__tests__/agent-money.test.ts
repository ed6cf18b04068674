import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processDailySalaryContract } from '@h5/contract/endpoints/agent.ts';
import {
  getAgentRebateRates,
  getContractOffer,
  getTeamRebateIncome,
  openAgentAccount,
  setAgentRebateRate,
  settleAgentRebates,
} from '@h5/contract/endpoints/agent-money.ts';
import type { EndpointValue } from '@h5/contract/endpoint.ts';
import { loginAs, tokenOf } from '../../../__tests__/account-helpers.ts';
import { demoToken, memberIdOf } from '../../../__tests__/member-helpers.ts';
import { insertSettledRound } from '../../../__tests__/round-helpers.ts';
import {
  agentMoneyRepository,
  agentMoneyServices,
  type AgentMoneyServices,
} from '../../../domain/agent/agent-money-repository.ts';
import {
  AGENT_SETTLEMENT_GRACE_MS,
  dayPeriod,
  settleAgents,
} from '../../../domain/agent/agent-settlement.ts';
import { agentRebateLedgerReference, settleAgentPeriod } from '../../../domain/agent/rebate-income.ts';
import { dayStart } from '../../../domain/zoned-days.ts';
import { DEMO_AGENT_RATES } from '../../../seed/agent-money.ts';
import {
  OPERATOR,
  failure,
  newMember,
  newRequestId,
  ok,
  startMoneyApp,
  type Member,
} from '../../wallet/__tests__/withdraw-helpers.ts';
import type { TestApp } from '../../../__tests__/test-app.ts';

let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await startMoneyApp());
});
afterAll(() => close());

const HOUR = 3_600_000;
const ZONE = 'Asia/Manila';

/** A rate the member has held since long before the tests' days (from 2000-01-01). */
const setRate = (member: { id: number }, rateBp: number) =>
  agentMoneyRepository(t.app.platform.db).setRate(member.id, rateBp, '2000-01-01', 0);

const round = (member: Member, stakeCents: number, at: number, freePlay = 0) =>
  insertSettledRound(t, { memberId: member.id, stakeCents, at, freePlay });

/** The member's ledger rows of team rebate credits. */
async function agentCredits(memberId: number): Promise<{ amount_cents: number; reference: string }[]> {
  return t.app.platform.db
    .selectFrom('wallet_transactions')
    .select(['amount_cents', 'reference'])
    .where('member_id', '=', memberId)
    .where('reference', 'like', 'agent-rebate:%')
    .execute();
}

/** agent (rate 200) → player (0), sub (rate 50) → p2 (0). */
async function team(agentRate = 200, subRate = 50) {
  const agent = await newMember(t, { type: 1, fundsPassword: false });
  const player = await newMember(t, { uplineId: agent.id, fundsPassword: false });
  const sub = await newMember(t, { type: 1, uplineId: agent.id, fundsPassword: false });
  const p2 = await newMember(t, { uplineId: sub.id, fundsPassword: false });
  await setRate(agent, agentRate);
  await setRate(sub, subRate);
  return { agent, player, sub, p2 };
}

describe('agent rebate rates', () => {
  it('lists the own rate and the direct downline with the lowest rate each may get', async () => {
    const { agent, player, sub, p2 } = await team();
    await setRate(p2, 20);
    const rates = await ok<EndpointValue<typeof getAgentRebateRates>>(t, getAgentRebateRates.path, {
      token: agent.token,
    });
    expect(rates.ownRateBp).toBe(200);
    expect(rates.totalCount).toBe(2);
    const byId = new Map(rates.content.map((r) => [r.memberId, r]));
    expect(byId.get(sub.id)).toMatchObject({ rateBp: 50, minRateBp: 20, memberType: 1 });
    expect(byId.get(player.id)).toMatchObject({ rateBp: 0, minRateBp: 0, memberType: 0 });
    // p2 is below sub, not directly below the agent.
    expect(byId.has(p2.id)).toBe(false);
  });

  it('sets a rate between the downline’s and its own, and refuses one outside with its own error', async () => {
    const { agent, sub, p2 } = await team();
    await setRate(p2, 30);
    const post = (memberId: number, rateBp: number, token = agent.token) =>
      ({ token, method: 'POST', body: { memberId, rateBp } }) as const;
    expect(await ok(t, setAgentRebateRate.path, post(sub.id, 120))).toMatchObject({
      rateBp: 120,
      minRateBp: 30,
    });
    expect((await failure(t, setAgentRebateRate.path, post(sub.id, 201))).errorCode).toBe(
      'agent.rate.above.own',
    );
    expect((await failure(t, setAgentRebateRate.path, post(sub.id, 29))).errorCode).toBe(
      'agent.rate.below.downline',
    );
    // Below the agent but not directly: its own upline sets it.
    expect((await failure(t, setAgentRebateRate.path, post(p2.id, 10))).errorCode).toBe(
      'agent.team.not.member',
    );
    const rates = await ok<EndpointValue<typeof getAgentRebateRates>>(t, getAgentRebateRates.path, {
      token: agent.token,
    });
    expect(rates.content.find((r) => r.memberId === sub.id)?.rateBp).toBe(120);
  });

  it('keeps players at 0 %: a player earns no team rebate, so a rate would only take the agent’s share', async () => {
    const { agent, player } = await team();
    const post = { token: agent.token, method: 'POST', body: { memberId: player.id, rateBp: 50 } } as const;
    expect((await failure(t, setAgentRebateRate.path, post)).errorCode).toBe('agent.rate.not.agent');
  });

  it('finds accounts by a prefix with an underscore, taken literally', async () => {
    const { agent, player, sub } = await team();
    const suffix = randomBytes(4).toString('hex');
    const rename = (member: { id: number }, account: string) =>
      t.app.platform.db
        .updateTable('members')
        .set({ account, account_key: account })
        .where('id', '=', member.id)
        .execute();
    await rename(player, `u_${suffix}`);
    // Would match too if `_` were a wildcard.
    await rename(sub, `ux${suffix}`);
    const rates = await ok<EndpointValue<typeof getAgentRebateRates>>(
      t,
      `${getAgentRebateRates.path}?account=u_`,
      { token: agent.token },
    );
    expect(rates.content.map((r) => r.account)).toEqual([`u_${suffix}`]);
  });

  it('is for agents only', async () => {
    const { player } = await team();
    expect((await failure(t, getAgentRebateRates.path, { token: player.token })).errorCode).toBe(
      'agent.only',
    );
    expect((await failure(t, getTeamRebateIncome.path, { token: player.token })).errorCode).toBe(
      'agent.only',
    );
  });
});

describe('open account', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    requestId: newRequestId(),
    username: `o${randomBytes(5).toString('hex')}`,
    password: 'abc12345',
    confirmPassword: 'abc12345',
    memberType: 0,
    rateBp: 0,
    ...overrides,
  });

  it('opens an account under the agent that can log in, once per requestId', async () => {
    const { agent } = await team();
    const request = body({ memberType: 1, rateBp: 150 });
    const opened = await ok<EndpointValue<typeof openAgentAccount>>(t, openAgentAccount.path, {
      token: agent.token,
      method: 'POST',
      body: request,
    });
    expect(opened).toMatchObject({ account: request.username, memberType: 1, rateBp: 150 });
    const again = await ok<EndpointValue<typeof openAgentAccount>>(t, openAgentAccount.path, {
      token: agent.token,
      method: 'POST',
      body: request,
    });
    expect(again.memberId).toBe(opened.memberId);
    const row = await t.app.platform.db
      .selectFrom('members')
      .select(['upline_id', 'type', 'agent_rebate_bp'])
      .where('id', '=', opened.memberId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ upline_id: agent.id, type: 1, agent_rebate_bp: 150 });
    expect(await tokenOf(await loginAs(t, request.username, request.password))).toMatch(/.+/);
    // The same requestId for another name or type opens nothing.
    for (const other of [{ username: `${request.username}x` }, { memberType: 0, rateBp: 0 }]) {
      const reused = await failure(t, openAgentAccount.path, {
        token: agent.token,
        method: 'POST',
        body: { ...request, ...other },
      });
      expect(reused.errorCode).toBe('request.id.reused');
    }
    expect(
      await t.app.platform.db
        .selectFrom('members')
        .select('id')
        .where('account', '=', `${request.username}x`)
        .execute(),
    ).toEqual([]);
  });

  it('refuses a rate above its own, a taken name and fields against the registration rules', async () => {
    const { agent, player } = await team();
    const post = (b: Record<string, unknown>) => ({ token: agent.token, method: 'POST', body: b }) as const;
    expect(
      (await failure(t, openAgentAccount.path, post(body({ memberType: 1, rateBp: 201 })))).errorCode,
    ).toBe('agent.rate.above.own');
    expect((await failure(t, openAgentAccount.path, post(body({ rateBp: 50 })))).errorCode).toBe(
      'agent.rate.not.agent',
    );
    expect(
      (await failure(t, openAgentAccount.path, post(body({ username: player.account })))).errorCode,
    ).toBe('username.exists');
    const short = await failure(t, openAgentAccount.path, post(body({ username: 'abc' })));
    expect(short.value).toEqual({ field: 'username' });
    const mismatch = await failure(t, openAgentAccount.path, post(body({ confirmPassword: 'other123' })));
    expect(mismatch.value).toEqual({ field: 'confirmPassword' });
    expect(
      (await failure(t, openAgentAccount.path, { token: player.token, method: 'POST', body: body() }))
        .errorCode,
    ).toBe('agent.only');
  });
});

describe('team rebate settlement', () => {
  let services: AgentMoneyServices;
  beforeAll(() => {
    services = agentMoneyServices(t.app.platform.db);
  });

  /** A finished merchant day of its own per test, so the tests' agents never share a period's bets. */
  let dayNo = 0;
  function nextDay(): { key: string; at: number } {
    dayNo += 1;
    const key = `2025-04-${String(dayNo).padStart(2, '0')}`;
    return { key, at: dayStart([2025, 4, dayNo], ZONE) + 10 * HOUR };
  }

  it('credits each agent its rate difference on each branch, once, through the operator API', async () => {
    const { agent, player, sub, p2 } = await team();
    const day = nextDay();
    await round(player, 10_000, day.at);
    await round(p2, 20_000, day.at + HOUR);
    // Free play and another day do not count.
    await round(player, 50_000, day.at, 1);
    await round(player, 70_000, day.at + 24 * HOUR);
    const settle = () =>
      ok<EndpointValue<typeof settleAgentRebates>>(t, settleAgentRebates.path, {
        token: OPERATOR.token,
        method: 'POST',
        body: { day: day.key },
      });
    const first = await settle();
    expect(first.days).toEqual([day.key]);
    // agent: 2 % of 100.00 (player) + 1.5 % of 200.00 (sub's branch); sub: 0.5 % of 200.00.
    expect(await agentCredits(agent.id)).toEqual([expect.objectContaining({ amount_cents: 500 })]);
    expect(await agentCredits(sub.id)).toEqual([expect.objectContaining({ amount_cents: 100 })]);
    const second = await settle();
    expect(second.credits).toBe(0);
    expect(await agentCredits(agent.id)).toHaveLength(1);

    const report = await ok<EndpointValue<typeof getTeamRebateIncome>>(t, getTeamRebateIncome.path, {
      token: agent.token,
    });
    expect(report.content).toEqual([
      expect.objectContaining({ period: day.key, turnover: 300, amount: 5, status: 'credited' }),
    ]);
    const [credit] = await agentCredits(agent.id);
    expect(credit?.reference).toBe(agentRebateLedgerReference(report.content[0]?.id ?? 0));
  });

  it('settles a day with the rates of that day: a rate given later neither pays its turnover twice nor reaches back', async () => {
    // The agent at 2 %, its sub-agent without a rate: the agent earns 2 % of the sub's branch.
    const { agent, sub, p2 } = await team(200, 0);
    const day = nextDay();
    await round(p2, 10_000, day.at);
    const settle = () =>
      ok<EndpointValue<typeof settleAgentRebates>>(t, settleAgentRebates.path, {
        token: OPERATOR.token,
        method: 'POST',
        body: { day: day.key },
      });
    await settle();
    expect(await agentCredits(agent.id)).toEqual([expect.objectContaining({ amount_cents: 200 })]);
    // Later the agent gives the sub-agent 1.5 %: from the next day on, so that day stays the agent's alone.
    await ok(t, setAgentRebateRate.path, {
      token: agent.token,
      method: 'POST',
      body: { memberId: sub.id, rateBp: 150 },
    });
    const again = await settle();
    expect(again.credits).toBe(0);
    expect(await agentCredits(sub.id)).toEqual([]);
    expect(await agentCredits(agent.id)).toHaveLength(1);
  });

  it('credits a period once when two settlements run at the same time', async () => {
    const { agent, player } = await team();
    const day = nextDay();
    await round(player, 12_345, day.at);
    const period = dayPeriod(day.key, ZONE);
    if (period === undefined) throw new Error('bad day');
    const credited = await Promise.all([
      settleAgentPeriod(services, agent.id, period),
      settleAgentPeriod(services, agent.id, period),
      settleAgentPeriod(services, agent.id, period),
    ]);
    // 2 % of 123.45, rounded down to the centavo.
    expect(credited.sort()).toEqual([0, 0, 246]);
    expect(await agentCredits(agent.id)).toEqual([expect.objectContaining({ amount_cents: 246 })]);
  });

  it('never settles a day that is not over', async () => {
    const { agent, player } = await team();
    const now = Date.now();
    await round(player, 10_000, now - HOUR);
    const open = { key: 'open', start: now - 2 * HOUR, end: now + HOUR };
    const merchant = { code: 'demo', timeZone: ZONE } as never;
    const result = await settleAgents(services, merchant, [open], () => undefined, now);
    expect(result.credits).toBe(0);
    expect(await agentCredits(agent.id)).toEqual([]);
  });

  it('waits the grace after a day ends, so rounds committed late in its last moments are counted', async () => {
    const { agent, player } = await team();
    const day = nextDay();
    await round(player, 10_000, day.at);
    const period = dayPeriod(day.key, ZONE);
    if (period === undefined) throw new Error('bad day');
    const merchant = { code: 'demo', timeZone: ZONE } as never;
    const at = (ms: number) => settleAgents(services, merchant, [period], () => undefined, period.end + ms);
    expect((await at(AGENT_SETTLEMENT_GRACE_MS - 60_000)).credits).toBe(0);
    expect(await agentCredits(agent.id)).toEqual([]);
    expect((await at(AGENT_SETTLEMENT_GRACE_MS)).credits).toBe(1);
    expect(await agentCredits(agent.id)).toHaveLength(1);
  });

  it('keeps nothing of an agent whose settlement fails, settles the others, and credits it on the next run', async () => {
    const broken = await team();
    const healthy = await team();
    const day = nextDay();
    await round(broken.player, 10_000, day.at);
    await round(healthy.player, 10_000, day.at);
    const period = dayPeriod(day.key, ZONE);
    if (period === undefined) throw new Error('bad day');
    // The ledger write of the broken agent's credit fails, after its period row was written.
    const failing: AgentMoneyServices = {
      repository: services.repository,
      work: {
        run: (work) =>
          services.work.run((repositories) =>
            work({
              ...repositories,
              wallet: {
                ...repositories.wallet,
                insertLedgerEntry: async (entry) => {
                  if (entry.memberId === broken.agent.id) throw new Error('disk full');
                  await repositories.wallet.insertLedgerEntry(entry);
                },
              },
            }),
          ),
      },
    };
    const errors: number[] = [];
    const merchant = { code: 'demo', timeZone: ZONE } as never;
    await settleAgents(failing, merchant, [period], (_error, agentId) => errors.push(agentId));
    expect(errors).toEqual([broken.agent.id]);
    expect(await agentCredits(healthy.agent.id)).toHaveLength(1);
    expect(await agentCredits(broken.agent.id)).toEqual([]);
    expect(await services.repository.rebateByPeriod(broken.agent.id, day.key)).toBeUndefined();

    await settleAgents(services, merchant, [period], () => undefined);
    expect(await agentCredits(broken.agent.id)).toEqual([expect.objectContaining({ amount_cents: 200 })]);
    expect(await agentCredits(healthy.agent.id)).toHaveLength(1);
  });
});

describe('the demo team (seed demo-agent-money-v1)', () => {
  it('gives agent01 its rates and settled periods, each credited once through the ledger', async () => {
    const agent = await demoToken(t, 'agent01');
    const rates = await ok<EndpointValue<typeof getAgentRebateRates>>(t, getAgentRebateRates.path, {
      token: agent,
    });
    expect(rates.ownRateBp).toBe(DEMO_AGENT_RATES.agent01);
    expect(rates.content.find((r) => r.account === 'subagent01')?.rateBp).toBe(DEMO_AGENT_RATES.subagent01);
    const report = await ok<EndpointValue<typeof getTeamRebateIncome>>(t, getTeamRebateIncome.path, {
      token: agent,
    });
    expect(report.totalCount).toBeGreaterThan(0);
    const credits = await agentCredits(await memberIdOf(t, 'agent01'));
    expect(credits.map((c) => c.reference).sort()).toEqual(
      report.content.map((r) => agentRebateLedgerReference(r.id)).sort(),
    );
    for (const row of report.content) expect(row).toMatchObject({ status: 'credited' });
  });
});

describe('contract offers', () => {
  it('shows the pending offer’s terms, then the answered one after accepting it through the existing endpoint', async () => {
    const { agent, player } = await team();
    const offer = (
      kind: 'DAILY_SALARY' | 'DIVIDEND',
      terms: unknown,
      status: 'pending' | 'rejected',
      at: number,
    ) =>
      t.app.platform.db
        .insertInto('member_contracts')
        .values({
          member_id: agent.id,
          kind,
          offered_by: null,
          terms: JSON.stringify(terms),
          status,
          offered_at: at,
          decided_at: status === 'pending' ? null : at,
        })
        .execute();
    const salary = {
      basis: 'teamValidBets',
      ratePercent: 0.3,
      minActiveMembers: 5,
      tiers: [{ minTeamTurnover: 10_000, minActiveMembers: 10, ratePercent: 0.5 }],
    };
    await offer('DAILY_SALARY', { basis: 'teamValidBets', ratePercent: 0.1 }, 'rejected', 1);
    await offer('DAILY_SALARY', salary, 'pending', 2);
    const read = (kind: string) =>
      ok<EndpointValue<typeof getContractOffer>>(t, `${getContractOffer.path}?kind=${kind}`, {
        token: agent.token,
      });
    expect((await read('DAILY_SALARY')).offer).toMatchObject({
      status: 'pending',
      terms: salary,
      offeredAt: 2,
    });
    expect((await read('DIVIDEND')).offer).toBeNull();

    await ok(t, `${processDailySalaryContract.path}?action=ACCEPT`, { token: agent.token });
    expect((await read('DAILY_SALARY')).offer).toMatchObject({ status: 'accepted', terms: salary });
    expect(
      (await failure(t, `${getContractOffer.path}?kind=DAILY_SALARY`, { token: player.token })).errorCode,
    ).toBe('agent.only');
  });
});
