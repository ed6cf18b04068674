import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getContractStatus, processDailySalaryContract } from '@h5/contract/endpoints/agent.ts';
import { getContractOffer, type ContractKind } from '@h5/contract/endpoints/agent-money.ts';
import { offerContractByOperator } from '@h5/contract/endpoints/operator.ts';
import type { EndpointValue } from '@h5/contract/endpoint.ts';
import { insertSettledRound } from '../../../__tests__/round-helpers.ts';
import type { TestApp } from '../../../__tests__/test-app.ts';
import { agentMoneyServices } from '../../../domain/agent/agent-money-repository.ts';
import { settleAgents } from '../../../domain/agent/agent-settlement.ts';
import { periodOf } from '../../../domain/promotions/periods.ts';
import {
  OPERATOR,
  failure,
  newMember,
  ok,
  startMoneyApp,
  type Member,
} from '../../wallet/__tests__/withdraw-helpers.ts';

let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await startMoneyApp());
});
afterAll(() => close());

const HOUR = 3_600_000;
const ZONE = 'Asia/Manila';
type Offered = EndpointValue<typeof offerContractByOperator>;

const offer = (body: unknown) =>
  ok<Offered>(t, offerContractByOperator.path, { method: 'POST', token: OPERATOR.token, body });
/** Refused with the operator's token, or with `auth` as the Authorization header (none when undefined). */
const refused = (body: unknown, auth: { token: string | undefined } = { token: OPERATOR.token }) =>
  failure(t, offerContractByOperator.path, { method: 'POST', ...auth, body, language: 'EN' });
const shown = (member: Member, kind: ContractKind) =>
  ok<EndpointValue<typeof getContractOffer>>(t, `${getContractOffer.path}?kind=${kind}`, {
    token: member.token,
  });
const contractRows = (member: Member) =>
  t.app.platform.db
    .selectFrom('member_contracts')
    .select(['id', 'kind', 'status', 'terms', 'offered_by', 'decided_at'])
    .where('member_id', '=', member.id)
    .orderBy('id')
    .execute();

const SALARY = {
  basis: 'teamValidBets',
  ratePercent: 0.2,
  minActiveMembers: 1,
  tiers: [
    { minTeamTurnover: 5000, minActiveMembers: 3, ratePercent: 0.4 },
    { minTeamTurnover: 20_000, minActiveMembers: 3, ratePercent: 0.6 },
  ],
} as const;
const DIVIDEND = { basis: 'teamNetLoss', ratePercent: 15, period: 'WEEK' } as const;

describe('operator contract offers', () => {
  it('lets the agent answer only the offer it read: a replaced one is contract.offer.changed', async () => {
    const agent = await newMember(t, { type: 1, fundsPassword: false });
    const first = await offer({ account: agent.account, kind: 'DAILY_SALARY', terms: SALARY });
    const second = await offer({
      account: agent.account,
      kind: 'DAILY_SALARY',
      terms: { ...SALARY, ratePercent: 0.1 },
    });
    expect(second.outcome).toBe('replaced');
    const answer = (offerId: number) =>
      `${processDailySalaryContract.path}?action=ACCEPT&offerId=${String(offerId)}`;
    const stale = await failure(t, answer(first.offer.id), { token: agent.token, language: 'EN' });
    expect(stale).toMatchObject({ status: 409, errorCode: 'contract.offer.changed' });
    expect(stale.message).toBe('This offer has changed. Please read the new terms before you answer.');
    expect((await shown(agent, 'DAILY_SALARY')).offer).toMatchObject({
      id: second.offer.id,
      status: 'pending',
    });
    expect(await ok(t, answer(second.offer.id), { token: agent.token })).toEqual({ status: 'ACCEPTED' });
    // Answered: the same id again has nothing pending.
    expect((await failure(t, answer(second.offer.id), { token: agent.token })).errorCode).toBe(
      'contract.not.pending',
    );
  });

  it('offers an agent a contract that its contract page and agent home show, offered by the company', async () => {
    const agent = await newMember(t, { type: 1, fundsPassword: false });
    const made = await offer({ account: agent.account.toUpperCase(), kind: 'DAILY_SALARY', terms: SALARY });
    expect(made).toMatchObject({
      account: agent.account,
      outcome: 'offered',
      offer: { kind: 'DAILY_SALARY', status: 'pending', terms: SALARY, decidedAt: null },
    });
    // The agent's own page reads exactly the offer the operator got back.
    expect((await shown(agent, 'DAILY_SALARY')).offer).toEqual(made.offer);
    const flags = await ok<EndpointValue<typeof getContractStatus>>(t, getContractStatus.path, {
      token: agent.token,
    });
    expect(flags).toMatchObject({ dailysalreqtype: true, divtypereq: false, contracthoursalreq: false });
    expect(flags.offerIds).toEqual({ daily: made.offer.id, dividend: null, hourly: null });
    expect(await contractRows(agent)).toEqual([
      expect.objectContaining({ id: made.offer.id, status: 'pending', offered_by: null }),
    ]);

    const hourly = await offer({
      account: agent.account,
      kind: 'HOURLY_SALARY',
      terms: { basis: 'teamValidBets', ratePercent: 0.05 },
    });
    const dividend = await offer({ account: agent.account, kind: 'DIVIDEND', terms: DIVIDEND });
    expect((await shown(agent, 'HOURLY_SALARY')).offer?.terms).toEqual({
      basis: 'teamValidBets',
      ratePercent: 0.05,
    });
    expect((await shown(agent, 'DIVIDEND')).offer).toEqual(dividend.offer);
    expect((await contractRows(agent)).map((r) => r.id)).toEqual([
      made.offer.id,
      hourly.offer.id,
      dividend.offer.id,
    ]);
  });

  it('takes no tiers and an empty list of tiers for the same salary terms', async () => {
    const agent = await newMember(t, { type: 1, fundsPassword: false });
    const salaryWithout = { basis: 'teamValidBets', ratePercent: 0.2 } as const;
    const salaryFirst = await offer({ account: agent.account, kind: 'DAILY_SALARY', terms: salaryWithout });
    expect(
      await offer({ account: agent.account, kind: 'DAILY_SALARY', terms: { ...salaryWithout, tiers: [] } }),
    ).toMatchObject({ outcome: 'unchanged', offer: { id: salaryFirst.offer.id } });
  });

  it('replaces the pending offer’s terms under a new id, leaves it as it is for the same terms, and never makes two', async () => {
    const agent = await newMember(t, { type: 1, fundsPassword: false });
    const first = await offer({ account: agent.account, kind: 'DIVIDEND', terms: DIVIDEND });
    // A retry of the same offer (keys in another order): nothing changes, the agent is not asked again.
    const retry = await offer({
      terms: { period: 'WEEK', ratePercent: 15, basis: 'teamNetLoss' },
      kind: 'DIVIDEND',
      account: agent.account,
    });
    expect(retry).toEqual({ account: agent.account, outcome: 'unchanged', offer: first.offer });

    const changed = { ...DIVIDEND, ratePercent: 20, period: 'HALF_MONTH' };
    const second = await offer({ account: agent.account, kind: 'DIVIDEND', terms: changed });
    expect(second.outcome).toBe('replaced');
    expect(second.offer.id).not.toBe(first.offer.id);
    expect((await shown(agent, 'DIVIDEND')).offer).toMatchObject({ id: second.offer.id, terms: changed });
    expect(await contractRows(agent)).toEqual([
      expect.objectContaining({ id: second.offer.id, status: 'pending', terms: JSON.stringify(changed) }),
    ]);

    // Offers at the same moment take turns: one pending offer, holding one of the terms sent.
    const rates = [1, 2, 3, 4];
    const answers = await Promise.all(
      rates.map((ratePercent) =>
        offer({ account: agent.account, kind: 'DIVIDEND', terms: { ...DIVIDEND, ratePercent } }),
      ),
    );
    const rows = await contractRows(agent);
    expect(rows).toHaveLength(1);
    expect(answers.filter((a) => a.offer.id === rows[0]?.id)).toHaveLength(1);
    expect(answers.map((a) => a.outcome).sort()).toEqual(['replaced', 'replaced', 'replaced', 'replaced']);
  });

  it('offers nothing to a player, a type without contracts or an unknown account', async () => {
    const kinds = [0, 4, 40, 41, 42];
    for (const type of kinds) {
      const member = await newMember(t, { type, fundsPassword: false });
      const answer = await refused({ account: member.account, kind: 'DAILY_SALARY', terms: SALARY });
      expect([type, answer.status, answer.errorCode]).toEqual([type, 403, 'contract.not.eligible']);
      expect(answer.message).toBe('Contracts are not available for this account.');
      expect(await contractRows(member)).toEqual([]);
    }
    const unknown = await refused({ account: 'nobody_here_1', kind: 'DIVIDEND', terms: DIVIDEND });
    expect([unknown.status, unknown.errorCode]).toEqual([404, 'record.not.found']);
  });

  it('refuses terms that do not fit the kind or are not sane, naming the field, and writes nothing', async () => {
    const agent = await newMember(t, { type: 1, fundsPassword: false });
    const salary = (terms: object) => ({ account: agent.account, kind: 'DAILY_SALARY', terms });
    const cases: [unknown, string][] = [
      [salary({ ...SALARY, ratePercent: 100.5 }), 'terms.ratePercent'],
      [salary({ ...SALARY, ratePercent: -1 }), 'terms.ratePercent'],
      [salary({ ...SALARY, ratePercent: 0.12345 }), 'terms.ratePercent'],
      [salary({ ...SALARY, basis: 'teamNetLoss' }), 'terms.basis'],
      [salary({ ...SALARY, minActiveMembers: 1.5 }), 'terms.minActiveMembers'],
      // A field of another kind is refused, not dropped.
      [salary({ ...SALARY, period: 'WEEK' }), 'period'],
      [
        salary({ basis: 'teamValidBets', ratePercent: 1, tiers: [{ minTeamTurnover: 10 }] }),
        'terms.tiers.0.minActiveMembers',
      ],
      [
        salary({
          ...SALARY,
          tiers: [
            { minTeamTurnover: 5000, minActiveMembers: 3, ratePercent: 0.4 },
            { minTeamTurnover: 1000, minActiveMembers: 5, ratePercent: 0.6 },
          ],
        }),
        'terms.tiers.1.minTeamTurnover',
      ],
      [
        salary({
          ...SALARY,
          tiers: [
            { minTeamTurnover: 5000, minActiveMembers: 3, ratePercent: 0.4 },
            { minTeamTurnover: 5000, minActiveMembers: 3, ratePercent: 0.6 },
          ],
        }),
        'terms.tiers.1.minTeamTurnover',
      ],
      [
        salary({
          ...SALARY,
          tiers: [
            { minTeamTurnover: 5000, minActiveMembers: 3, ratePercent: 0.4 },
            { minTeamTurnover: 9000, minActiveMembers: 2, ratePercent: 0.6 },
          ],
        }),
        'terms.tiers.1.minActiveMembers',
      ],
      [
        salary({
          ...SALARY,
          tiers: [
            { minTeamTurnover: 5000, minActiveMembers: 3, ratePercent: 0.4 },
            { minTeamTurnover: 9000, minActiveMembers: 3, ratePercent: 0.3 },
          ],
        }),
        'terms.tiers.1.ratePercent',
      ],
      [
        salary({ ...SALARY, tiers: [{ minTeamTurnover: 5000, minActiveMembers: 3, ratePercent: 0.1 }] }),
        'terms.tiers.0.ratePercent',
      ],
      // Fewer members than the base minimum, which gates every tier: it could never apply.
      [
        salary({
          ...SALARY,
          minActiveMembers: 4,
          tiers: [{ minTeamTurnover: 5000, minActiveMembers: 3, ratePercent: 1 }],
        }),
        'terms.tiers.0.minActiveMembers',
      ],
      [
        salary({ ...SALARY, tiers: [{ minTeamTurnover: 50.001, minActiveMembers: 3, ratePercent: 1 }] }),
        'terms.tiers.0.minTeamTurnover',
      ],
      [{ account: agent.account, kind: 'DIVIDEND', terms: { ...DIVIDEND, period: 'YEAR' } }, 'terms.period'],
      [
        { account: agent.account, kind: 'DIVIDEND', terms: { basis: 'teamNetLoss', ratePercent: 5 } },
        'terms.period',
      ],
      [{ account: agent.account, kind: 'DIVIDEND', terms: SALARY }, 'terms.basis'],
      [{ account: agent.account, kind: 'WEEKLY_SALARY', terms: SALARY }, 'kind'],
      [{ account: 'no spaces', kind: 'DIVIDEND', terms: DIVIDEND }, 'account'],
    ];
    for (const [body, field] of cases) {
      const answer = await refused(body);
      expect([answer.status, answer.errorCode, answer.value], JSON.stringify(body)).toEqual([
        400,
        'request_param_err',
        { field },
      ]);
    }
    expect(await contractRows(agent)).toEqual([]);
  });

  it('needs the operator token', async () => {
    const agent = await newMember(t, { type: 1, fundsPassword: false });
    const body = { account: agent.account, kind: 'DIVIDEND', terms: DIVIDEND };
    for (const token of [undefined, 'not-an-operator-token', agent.token]) {
      const answer = await refused(body, { token });
      expect([answer.status, answer.errorCode]).toEqual([401, 'operator.unauthorized']);
    }
    expect(await contractRows(agent)).toEqual([]);
  });
});

describe('an offered contract, accepted', () => {
  const merchant = { code: 'demo', timeZone: ZONE } as never;
  const services = () => agentMoneyServices(t.app.platform.db);

  const round = (member: Member, stakeCents: number, at: number) =>
    insertSettledRound(t, { memberId: member.id, stakeCents, at });

  const salaryCredits = (member: Member) =>
    t.app.platform.db
      .selectFrom('agent_contract_settlements')
      .select(['period_key', 'contract_id', 'amount_cents'])
      .where('agent_id', '=', member.id)
      .where('kind', '=', 'DAILY_SALARY')
      .orderBy('period_start')
      .execute();

  it('keeps the accepted contract in force until the agent accepts the new terms, which price the periods after', async () => {
    const agent = await newMember(t, { type: 1, fundsPassword: false });
    const player = await newMember(t, { uplineId: agent.id, fundsPassword: false });
    const today = periodOf(Date.now(), 'day', ZONE);
    const yesterday = periodOf(today.start - 1, 'day', ZONE);
    const tomorrow = periodOf(today.end, 'day', ZONE);
    // A contract of 1 % accepted long before: it prices yesterday, settled before the new offer.
    const old = await t.app.platform.db
      .insertInto('member_contracts')
      .values({
        member_id: agent.id,
        kind: 'DAILY_SALARY',
        offered_by: null,
        terms: JSON.stringify({ basis: 'teamValidBets', ratePercent: 1 }),
        status: 'accepted',
        offered_at: yesterday.start - 48 * HOUR,
        decided_at: yesterday.start - 24 * HOUR,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await round(player, 10_000, yesterday.start + HOUR);
    await settleAgents(services(), merchant, [yesterday], () => undefined, today.start + HOUR);
    expect(await salaryCredits(agent)).toEqual([
      { period_key: yesterday.key, contract_id: old.id, amount_cents: 100 },
    ]);

    const made = await offer({
      account: agent.account,
      kind: 'DAILY_SALARY',
      terms: { basis: 'teamValidBets', ratePercent: 3 },
    });
    // The contract page shows the new offer; the accepted one is untouched while it waits.
    expect((await shown(agent, 'DAILY_SALARY')).offer).toMatchObject({
      id: made.offer.id,
      status: 'pending',
    });
    await ok(t, `${processDailySalaryContract.path}?action=ACCEPT`, { token: agent.token });
    const rows = await contractRows(agent);
    expect(rows.map((r) => [r.id, r.status, r.terms])).toEqual([
      [old.id, 'accepted', JSON.stringify({ basis: 'teamValidBets', ratePercent: 1 })],
      [made.offer.id, 'accepted', JSON.stringify({ basis: 'teamValidBets', ratePercent: 3 })],
    ]);
    const acceptedAt = rows[1]?.decided_at ?? 0;
    expect((await shown(agent, 'DAILY_SALARY')).offer).toMatchObject({
      id: made.offer.id,
      status: 'accepted',
      decidedAt: acceptedAt,
    });

    // Today began before the acceptance: still the old 1 %; tomorrow begins after it: the new 3 %. Yesterday,
    // settled already, is neither paid again nor repriced.
    expect(acceptedAt).toBeGreaterThan(today.start);
    await round(player, 10_000, today.start + 60_000);
    await round(player, 10_000, tomorrow.start + HOUR);
    await settleAgents(
      services(),
      merchant,
      [yesterday, today, tomorrow],
      () => undefined,
      tomorrow.end + HOUR,
    );
    expect(await salaryCredits(agent)).toEqual([
      { period_key: yesterday.key, contract_id: old.id, amount_cents: 100 },
      { period_key: today.key, contract_id: old.id, amount_cents: 100 },
      { period_key: tomorrow.key, contract_id: made.offer.id, amount_cents: 300 },
    ]);
  });
});
