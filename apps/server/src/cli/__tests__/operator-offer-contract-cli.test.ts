import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../__tests__/test-app.ts';
import { startCliServer } from './cli-server.ts';
import { newMember } from '../../routes/wallet/__tests__/withdraw-helpers.ts';
import { parseOperatorArgs, runOperatorCommand, type OperatorSettings } from '../operator-commands.ts';

const TIERS = '[{"minTeamTurnover":5000,"minActiveMembers":3,"ratePercent":0.4}]';

describe('operator offer-contract arguments', () => {
  it('maps the options onto the kind’s terms', () => {
    expect(
      parseOperatorArgs([
        'offer-contract',
        'agent01',
        '--kind',
        'daily',
        '--rate',
        '0.2',
        '--min-active',
        '1',
        '--tiers',
        TIERS,
      ]),
    ).toEqual({
      kind: 'offer-contract',
      account: 'agent01',
      contract: 'DAILY_SALARY',
      terms: {
        basis: 'teamValidBets',
        ratePercent: 0.2,
        minActiveMembers: 1,
        tiers: [{ minTeamTurnover: 5000, minActiveMembers: 3, ratePercent: 0.4 }],
      },
    });
    expect(parseOperatorArgs(['offer-contract', 'agent01', '--kind=hourly', '--rate=0.0125'])).toEqual({
      kind: 'offer-contract',
      account: 'agent01',
      contract: 'HOURLY_SALARY',
      terms: { basis: 'teamValidBets', ratePercent: 0.0125 },
    });
    expect(
      parseOperatorArgs([
        'offer-contract',
        'agent01',
        '--kind',
        'dividend',
        '--rate',
        '20',
        '--period',
        'WEEK',
      ]),
    ).toEqual({
      kind: 'offer-contract',
      account: 'agent01',
      contract: 'DIVIDEND',
      terms: { basis: 'teamNetLoss', ratePercent: 20, period: 'WEEK' },
    });
  });

  it('says what is missing or does not belong to the kind', () => {
    const parse =
      (...args: string[]) =>
      () =>
        parseOperatorArgs(['offer-contract', ...args]);
    expect(parse('--kind', 'daily', '--rate', '1')).toThrow('takes one account');
    expect(parse('a', 'b', '--kind', 'daily', '--rate', '1')).toThrow('takes one account');
    expect(parse('a', '--rate', '1')).toThrow('--kind must be');
    expect(parse('a', '--kind', 'weekly', '--rate', '1')).toThrow('--kind must be');
    expect(parse('a', '--kind', 'daily')).toThrow('--rate must be');
    expect(parse('a', '--kind', 'daily', '--rate', '5', '--rate', '50')).toThrow('--rate is given twice');
    expect(parse('a', '--kind=daily', '--kind', 'hourly', '--rate', '5')).toThrow('--kind is given twice');
    expect(parse('a', '--kind', 'daily', '--rate', '100.5')).toThrow('--rate must be');
    expect(parse('a', '--kind', 'daily', '--rate', '0.12345')).toThrow('--rate must be');
    expect(parse('a', '--kind', 'daily', '--rate', '-1')).toThrow('--rate must be');
    expect(parse('a', '--kind', 'dividend', '--rate', '1')).toThrow('a dividend needs --period');
    expect(parse('a', '--kind', 'dividend', '--rate', '1', '--period', 'YEAR')).toThrow(
      'a dividend needs --period',
    );
    expect(parse('a', '--kind', 'dividend', '--rate', '1', '--period', 'DAY', '--min-active', '2')).toThrow(
      '--min-active is for a salary',
    );
    expect(parse('a', '--kind', 'dividend', '--rate', '1', '--period', 'DAY', '--tiers', '[]')).toThrow(
      '--tiers is for a salary',
    );
    expect(parse('a', '--kind', 'hourly', '--rate', '1', '--period', 'DAY')).toThrow(
      '--period is for a dividend',
    );
    expect(parse('a', '--kind', 'daily', '--rate', '1', '--min-active', '1.5')).toThrow(
      '--min-active must be',
    );
    expect(parse('a', '--kind', 'daily', '--rate', '1', '--tiers', '{"minTeamTurnover":1}')).toThrow(
      '--tiers must be a JSON array',
    );
    expect(parse('a', '--kind', 'daily', '--rate', '1', '--tiers', '[{')).toThrow(
      '--tiers must be a JSON array',
    );
    expect(parse('a', '--kind', 'daily', '--rate', '1', '--days', '2')).toThrow('unknown option --days');
  });
});

describe('operator offer-contract against a running server', () => {
  let t: TestApp;
  let settings: OperatorSettings;
  beforeAll(async () => {
    ({ t, settings } = await startCliServer());
  });
  afterAll(() => t.close());

  const run = (...args: string[]) =>
    runOperatorCommand(parseOperatorArgs(['offer-contract', ...args]), settings);
  const pending = (memberId: number) =>
    t.app.platform.db
      .selectFrom('member_contracts')
      .select(['id', 'kind', 'terms', 'offered_at'])
      .where('member_id', '=', memberId)
      .where('status', '=', 'pending')
      .orderBy('id')
      .execute();

  it('offers, replaces and repeats an offer, one pending offer per kind', async () => {
    const agent = await newMember(t, { type: 1, fundsPassword: false });
    const daily = ['--kind', 'daily', '--rate', '0.2', '--min-active', '1', '--tiers', TIERS];
    const first = await run(agent.account, ...daily);
    const [row] = await pending(agent.id);
    const offeredAt = new Date(row?.offered_at ?? 0).toISOString().slice(0, 16).replace('T', ' ');
    expect(first).toBe(
      `${agent.account}: DAILY_SALARY offer #${String(row?.id)} offered at ${offeredAt} UTC, waiting for ` +
        `the agent's answer. Terms: {"basis":"teamValidBets","ratePercent":0.2,"minActiveMembers":1,` +
        `"tiers":[{"minTeamTurnover":5000,"minActiveMembers":3,"ratePercent":0.4}]}`,
    );
    expect(await run(agent.account, ...daily)).toContain(
      `offer #${String(row?.id)} pending since ${offeredAt} UTC with these terms, unchanged, waiting`,
    );
    expect(await run(agent.account, '--kind', 'daily', '--rate', '0.3')).toMatch(
      /offer #\d+ offered at .* UTC in place of the pending offer, waiting for the agent's answer\. Terms: \{"basis":"teamValidBets","ratePercent":0\.3\}$/,
    );
    expect(
      await run(agent.account, '--kind', 'dividend', '--rate', '15', '--period', 'HALF_MONTH'),
    ).toContain(': DIVIDEND offer #');
    expect((await pending(agent.id)).map((r) => [r.kind, r.terms])).toEqual([
      ['DAILY_SALARY', '{"basis":"teamValidBets","ratePercent":0.3}'],
      ['DIVIDEND', '{"basis":"teamNetLoss","ratePercent":15,"period":"HALF_MONTH"}'],
    ]);
  });

  it('passes the server’s refusals on in its words', async () => {
    const player = await newMember(t, { fundsPassword: false });
    const agent = await newMember(t, { type: 1, fundsPassword: false });
    await expect(run(player.account, '--kind', 'hourly', '--rate', '1')).rejects.toThrow(
      'Contracts are not available for this account. (contract.not.eligible)',
    );
    await expect(run('nobody_here_1', '--kind', 'hourly', '--rate', '1')).rejects.toThrow(
      '(record.not.found)',
    );
    const descending =
      '[{"minTeamTurnover":9000,"minActiveMembers":3,"ratePercent":2},{"minTeamTurnover":5000,"minActiveMembers":3,"ratePercent":3}]';
    await expect(run(agent.account, '--kind', 'daily', '--rate', '1', '--tiers', descending)).rejects.toThrow(
      /terms\.tiers\.1\.minTeamTurnover.*\(request_param_err\)/,
    );
    expect(await pending(player.id)).toEqual([]);
    expect(await pending(agent.id)).toEqual([]);
  });
});
