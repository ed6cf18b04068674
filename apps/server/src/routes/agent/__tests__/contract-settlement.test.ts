import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getContractSettlements,
  settleAgentRebates,
  type ContractKind,
} from '@h5/contract/endpoints/agent-money.ts';
import type { EndpointValue } from '@h5/contract/endpoint.ts';
import { demoToken, memberIdOf } from '../../../__tests__/member-helpers.ts';
import { insertSettledRound } from '../../../__tests__/round-helpers.ts';
import { agentMoneyServices, type AgentMoneyServices } from '../../../domain/agent/agent-money-repository.ts';
import { dayPeriod, settleAgents } from '../../../domain/agent/agent-settlement.ts';
import {
  acceptedContracts,
  contractLedgerReference,
  contractPeriods,
  settleContractPeriod,
} from '../../../domain/agent/contract-settlement.ts';
import { dayStart } from '../../../domain/zoned-days.ts';
import {
  OPERATOR,
  failure,
  newMember,
  ok,
  startMoneyApp,
  type Member,
} from '../../wallet/__tests__/withdraw-helpers.ts';
import type { TestApp } from '../../../__tests__/test-app.ts';

let t: TestApp;
let close: () => Promise<void>;
let services: AgentMoneyServices;
beforeAll(async () => {
  ({ t, close } = await startMoneyApp());
  services = agentMoneyServices(t.app.platform.db);
});
afterAll(() => close());

const HOUR = 3_600_000;
const ZONE = 'Asia/Manila';
const merchant = { code: 'demo', timeZone: ZONE } as never;

const round = (member: Member, stakeCents: number, payoutCents: number, at: number) =>
  insertSettledRound(t, { memberId: member.id, stakeCents, payoutCents, at });

async function contract(
  member: Member,
  kind: ContractKind,
  terms: unknown,
  status: 'accepted' | 'pending' | 'rejected',
  decidedAt: number,
): Promise<void> {
  await t.app.platform.db
    .insertInto('member_contracts')
    .values({
      member_id: member.id,
      kind,
      offered_by: null,
      terms: JSON.stringify(terms),
      status,
      offered_at: decidedAt - HOUR,
      decided_at: status === 'pending' ? null : decidedAt,
    })
    .execute();
}

/** The member's ledger rows of salary and dividend credits. */
async function contractCredits(memberId: number) {
  return t.app.platform.db
    .selectFrom('wallet_transactions')
    .select(['amount_cents', 'reference', 'type'])
    .where('member_id', '=', memberId)
    .where((eb) =>
      eb.or([eb('reference', 'like', 'agent-salary:%'), eb('reference', 'like', 'agent-dividend:%')]),
    )
    .orderBy('reference')
    .execute();
}

/** agent → player, sub-agent → p2: the whole downline counts. */
async function team() {
  const agent = await newMember(t, { type: 1, fundsPassword: false });
  const player = await newMember(t, { uplineId: agent.id, fundsPassword: false });
  const sub = await newMember(t, { type: 1, uplineId: agent.id, fundsPassword: false });
  const p2 = await newMember(t, { uplineId: sub.id, fundsPassword: false });
  return { agent, player, sub, p2 };
}

/** A finished merchant day of its own per test, so the tests' agents never share a period. */
let dayNo = 0;
function nextDay() {
  dayNo += 1;
  const key = `2025-05-${String(dayNo).padStart(2, '0')}`;
  const period = dayPeriod(key, ZONE);
  if (period === undefined) throw new Error('bad day');
  return { key, period, start: dayStart([2025, 5, dayNo], ZONE) };
}

const records = (member: Member, kind?: ContractKind) =>
  ok<EndpointValue<typeof getContractSettlements>>(
    t,
    `${getContractSettlements.path}?pageSize=100${kind === undefined ? '' : `&kind=${kind}`}`,
    { token: member.token },
  );

describe('salary and dividend settlement', () => {
  it('credits each contract its share of the team’s figures per period, once, through the operator API', async () => {
    const { agent, player, p2 } = await team();
    const day = nextDay();
    const before = day.start - HOUR;
    await contract(
      agent,
      'DAILY_SALARY',
      {
        basis: 'teamValidBets',
        ratePercent: 0.3,
        minActiveMembers: 2,
        tiers: [
          { minTeamTurnover: 250, minActiveMembers: 2, ratePercent: 0.5 },
          { minTeamTurnover: 10_000, minActiveMembers: 2, ratePercent: 1 },
        ],
      },
      'accepted',
      before,
    );
    await contract(agent, 'HOURLY_SALARY', { basis: 'teamValidBets', ratePercent: 0.05 }, 'accepted', before);
    await contract(
      agent,
      'DIVIDEND',
      { basis: 'teamNetLoss', ratePercent: 25, period: 'DAY' },
      'accepted',
      before,
    );
    // 10:00 the player bets 100.00 and wins 30.00; 11:30 the sub-agent's player bets 200.00 and wins 250.00.
    await round(player, 10_000, 3_000, day.start + 10 * HOUR);
    await round(p2, 20_000, 25_000, day.start + 11.5 * HOUR);
    // The agent's own bets and the next day's are not the team's of the day.
    await round(agent, 90_000, 0, day.start + 12 * HOUR);
    await round(player, 70_000, 0, day.start + 24 * HOUR);

    const settle = () =>
      ok<EndpointValue<typeof settleAgentRebates>>(t, settleAgentRebates.path, {
        token: OPERATOR.token,
        method: 'POST',
        body: { day: day.key },
      });
    const first = await settle();
    // Daily: tier 0.5 % of 300.00; hourly 0.05 % of 100.00 and of 200.00; dividend 25 % of 20.00 net loss.
    expect(first).toMatchObject({ credits: 4, credited: 1.5 + 0.05 + 0.1 + 5, failures: 0 });
    expect(await settle()).toMatchObject({ credits: 0, credited: 0 });

    const all = await records(agent);
    expect(all.totalCount).toBe(4);
    const second = await ok<EndpointValue<typeof getContractSettlements>>(
      t,
      `${getContractSettlements.path}?pageSize=3&pageNo=2`,
      { token: agent.token },
    );
    expect(second).toMatchObject({ pageNum: 2, totalPages: 2, totalCount: 4 });
    expect(second.content.map((r) => r.id)).toEqual([all.content[3]?.id]);
    const daily = await records(agent, 'DAILY_SALARY');
    expect(daily.content).toEqual([
      expect.objectContaining({
        kind: 'DAILY_SALARY',
        period: day.key,
        turnover: 300,
        activeMembers: 2,
        netLoss: 20,
        ratePercent: 0.5,
        amount: 1.5,
        status: 'credited',
      }),
    ]);
    expect((await records(agent, 'HOURLY_SALARY')).content.map((r) => [r.period, r.amount])).toEqual([
      [`${day.key}T11`, 0.1],
      [`${day.key}T10`, 0.05],
    ]);
    expect((await records(agent, 'DIVIDEND')).content).toEqual([
      expect.objectContaining({ period: `DAY:${day.key}`, netLoss: 20, ratePercent: 25, amount: 5 }),
    ]);
    const credits = await contractCredits(agent.id);
    expect(credits.map((c) => c.reference).sort()).toEqual(
      all.content.map((r) => contractLedgerReference(r.kind, r.id)).sort(),
    );
    expect(credits.every((c) => c.type === 'BONUS')).toBe(true);
    expect((await failure(t, getContractSettlements.path, { token: player.token })).errorCode).toBe(
      'agent.only',
    );
  });

  it('pays nothing below the minimum of active members and no dividend on a team’s win, but records the period', async () => {
    const { agent, player } = await team();
    const day = nextDay();
    await contract(
      agent,
      'DAILY_SALARY',
      { basis: 'teamValidBets', ratePercent: 1, minActiveMembers: 2 },
      'accepted',
      0,
    );
    await contract(
      agent,
      'DIVIDEND',
      { basis: 'teamNetLoss', ratePercent: 30, period: 'DAY' },
      'accepted',
      0,
    );
    await round(player, 10_000, 40_000, day.start + HOUR);
    await settleAgents(services, merchant, [day.period], () => undefined);
    expect(
      (await records(agent)).content.map((r) => [
        r.kind,
        r.activeMembers,
        r.netLoss,
        r.ratePercent,
        r.amount,
        r.status,
      ]),
    ).toEqual([
      ['DAILY_SALARY', 1, -300, 0, 0, 'nothing'],
      ['DIVIDEND', 1, -300, 30, 0, 'nothing'],
    ]);
    expect(await contractCredits(agent.id)).toEqual([]);
  });

  it('earns only for closed periods that start after the acceptance; a pending or rejected offer earns nothing', async () => {
    const accepted = await team();
    const pending = await team();
    const rejected = await team();
    const day = nextDay();
    // Accepted at 10:30: the day and the 10:00 hour began before, the 11:00 hour after.
    await contract(
      accepted.agent,
      'DAILY_SALARY',
      { basis: 'teamValidBets', ratePercent: 1 },
      'accepted',
      day.start + 10.5 * HOUR,
    );
    await contract(
      accepted.agent,
      'HOURLY_SALARY',
      { basis: 'teamValidBets', ratePercent: 1 },
      'accepted',
      day.start + 10.5 * HOUR,
    );
    await contract(pending.agent, 'DAILY_SALARY', { basis: 'teamValidBets', ratePercent: 1 }, 'pending', 0);
    await contract(
      rejected.agent,
      'HOURLY_SALARY',
      { basis: 'teamValidBets', ratePercent: 1 },
      'rejected',
      0,
    );
    for (const { player } of [accepted, pending, rejected]) {
      await round(player, 10_000, 0, day.start + 10 * HOUR);
      await round(player, 10_000, 0, day.start + 11 * HOUR);
      await round(player, 10_000, 0, day.start + 12 * HOUR);
    }
    // At 12:30 of the day: the 11:00 hour is closed, the 12:00 hour and the day are not.
    const now = day.start + 12.5 * HOUR;
    await settleAgents(services, merchant, [day.period], () => undefined, now, day.period);
    expect((await records(accepted.agent)).content.map((r) => r.period)).toEqual([`${day.key}T11`]);
    expect((await records(pending.agent)).totalCount).toBe(0);
    expect((await records(rejected.agent)).totalCount).toBe(0);
    // Once the day is over its later hours are settled too, the day itself still not (it began before).
    await settleAgents(services, merchant, [day.period], () => undefined, day.period.end + HOUR);
    expect((await records(accepted.agent)).content.map((r) => r.period)).toEqual([
      `${day.key}T12`,
      `${day.key}T11`,
    ]);
    expect((await contractCredits(accepted.agent.id)).map((c) => c.amount_cents)).toEqual([100, 100]);
  });

  it('credits a period once when three settlements run at the same time', async () => {
    const { agent, player } = await team();
    const day = nextDay();
    await contract(agent, 'DAILY_SALARY', { basis: 'teamValidBets', ratePercent: 0.33 }, 'accepted', 0);
    await round(player, 12_345, 0, day.start + HOUR);
    const [item] = contractPeriods(
      await acceptedContracts(services.repository, agent.id),
      [day.period],
      ZONE,
      Date.now(),
    );
    if (item === undefined) throw new Error('no period');
    const credited = await Promise.all([
      settleContractPeriod(services, agent.id, item),
      settleContractPeriod(services, agent.id, item),
      settleContractPeriod(services, agent.id, item),
    ]);
    // 0.33 % of 123.45 = 0.407…, rounded down to the centavo.
    expect(credited.sort()).toEqual([0, 0, 40]);
    expect(await contractCredits(agent.id)).toEqual([expect.objectContaining({ amount_cents: 40 })]);
  });

  it('keeps nothing of an agent whose settlement fails, settles the others, and credits it on the next run', async () => {
    const broken = await team();
    const healthy = await team();
    const day = nextDay();
    for (const { agent, player } of [broken, healthy]) {
      await contract(agent, 'DAILY_SALARY', { basis: 'teamValidBets', ratePercent: 2 }, 'accepted', 0);
      await round(player, 10_000, 0, day.start + HOUR);
    }
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
    await settleAgents(failing, merchant, [day.period], (_error, agentId) => errors.push(agentId));
    expect(errors).toEqual([broken.agent.id]);
    expect((await records(broken.agent)).totalCount).toBe(0);
    expect(await contractCredits(broken.agent.id)).toEqual([]);
    expect(await contractCredits(healthy.agent.id)).toHaveLength(1);

    await settleAgents(services, merchant, [day.period], () => undefined);
    expect(await contractCredits(broken.agent.id)).toEqual([expect.objectContaining({ amount_cents: 200 })]);
    expect(await contractCredits(healthy.agent.id)).toHaveLength(1);
  });
});

describe('the demo contracts (seed demo-agent-contracts-v1)', () => {
  it('gives agent01 settled daily salary periods, each credited once through the ledger', async () => {
    const token = await demoToken(t, 'agent01');
    const agent = { token } as Member;
    const daily = await records(agent, 'DAILY_SALARY');
    expect(daily.totalCount).toBeGreaterThan(0);
    const all = await records(agent);
    const credits = await contractCredits(await memberIdOf(t, 'agent01'));
    expect(credits.map((c) => c.reference).sort()).toEqual(
      all.content
        .filter((r) => r.amount > 0)
        .map((r) => contractLedgerReference(r.kind, r.id))
        .sort(),
    );
  });
});
