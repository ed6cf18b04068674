import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSettledRound } from '../../__tests__/round-helpers.ts';
import type { TestApp } from '../../__tests__/test-app.ts';
import { startCliServer } from './cli-server.ts';
import { agentMoneyRepository } from '../../domain/agent/agent-money-repository.ts';
import { dayStart } from '../../domain/zoned-days.ts';
import { newMember } from '../../routes/wallet/__tests__/withdraw-helpers.ts';
import { parseOperatorArgs, runOperatorCommand, type OperatorSettings } from '../operator-commands.ts';

describe('operator settle-agents arguments', () => {
  it('takes an optional --day of the form YYYY-MM-DD and nothing else', () => {
    expect(parseOperatorArgs(['settle-agents'])).toEqual({ kind: 'settle-agents', day: undefined });
    expect(parseOperatorArgs(['settle-agents', '--day', '2025-05-02'])).toEqual({
      kind: 'settle-agents',
      day: '2025-05-02',
    });
    expect(() => parseOperatorArgs(['settle-agents', '--day', '2.5.2025'])).toThrow('--day must be');
    expect(() => parseOperatorArgs(['settle-agents', 'now'])).toThrow('takes no argument');
    expect(() => parseOperatorArgs(['settle-agents', '--agent', '1'])).toThrow('unknown option --agent');
  });
});

describe('operator set-agent-rate arguments', () => {
  it('takes one account and --rate in percent with at most two decimals, sent as basis points', () => {
    expect(parseOperatorArgs(['set-agent-rate', 'agent01', '--rate', '1.25'])).toEqual({
      kind: 'set-agent-rate',
      account: 'agent01',
      rateBp: 125,
    });
    expect(parseOperatorArgs(['set-agent-rate', 'agent01', '--rate=2'])).toMatchObject({ rateBp: 200 });
    expect(() => parseOperatorArgs(['set-agent-rate', 'agent01'])).toThrow('--rate must be');
    expect(() => parseOperatorArgs(['set-agent-rate', 'agent01', '--rate', '1.234'])).toThrow(
      '--rate must be',
    );
    expect(() => parseOperatorArgs(['set-agent-rate', 'agent01', '--rate', '101'])).toThrow('--rate must be');
    expect(() => parseOperatorArgs(['set-agent-rate', '--rate', '1'])).toThrow('takes one account');
  });
});

describe('operator settle-agents against a running server', () => {
  let t: TestApp;
  let settings: OperatorSettings;
  beforeAll(async () => {
    ({ t, settings } = await startCliServer());
  });
  afterAll(() => t.close());

  it('credits a finished day once, however often it is run', async () => {
    const agent = await newMember(t, { type: 1, fundsPassword: false });
    const player = await newMember(t, { uplineId: agent.id, fundsPassword: false });
    const db = t.app.platform.db;
    await agentMoneyRepository(db).setRate(agent.id, 100, '2000-01-01', 0);
    const at = dayStart([2025, 5, 2], 'Asia/Manila') + 3_600_000;
    await insertSettledRound(t, { memberId: player.id, stakeCents: 50_000, at });
    const command = parseOperatorArgs(['settle-agents', '--day', '2025-05-02']);
    expect(await runOperatorCommand(command, settings)).toMatch(
      /^Settled 2025-05-02: \d+ agents, 1 periods credited \(5\), 0 failed\.$/,
    );
    expect(await runOperatorCommand(command, settings)).toMatch(/0 periods credited \(0\)/);
    const credits = await db
      .selectFrom('wallet_transactions')
      .select('amount_cents')
      .where('member_id', '=', agent.id)
      .where('reference', 'like', 'agent-rebate:%')
      .execute();
    expect(credits).toEqual([{ amount_cents: 500 }]);
  });

  it('sets a top agent’s rate from tomorrow as the company, within the tree’s limits', async () => {
    const db = t.app.platform.db;
    const rates = agentMoneyRepository(db);
    const top = await newMember(t, { type: 1, fundsPassword: false });
    const sub = await newMember(t, { type: 1, uplineId: top.id, fundsPassword: false });
    const player = await newMember(t, { uplineId: top.id, fundsPassword: false });
    await rates.setRate(top.id, 100, '2000-01-01', 0);
    await rates.setRate(sub.id, 80, '2000-01-01', 0);
    const account = (member: { id: number }) =>
      db.selectFrom('members').select('account').where('id', '=', member.id).executeTakeFirstOrThrow();
    const topAccount = (await account(top)).account;
    const run = (who: string, rate: string) =>
      runOperatorCommand(parseOperatorArgs(['set-agent-rate', who, '--rate', rate]), settings);

    const manilaDay = (t: number) => new Date(t).toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });
    const before = Date.now();
    const answer = await run(topAccount, '1.5');
    const after = Date.now();
    const fromDay = /^\S+: 1\.5 % from (\d{4}-\d{2}-\d{2})\.$/.exec(answer)?.[1] ?? '';
    expect(answer.startsWith(`${topAccount}: `)).toBe(true);
    // The next Manila day of the call (either side of a midnight passing during it).
    expect([manilaDay(before + 86_400_000), manilaDay(after + 86_400_000)]).toContain(fromDay);
    // The days before keep the rate they had; the new one is in the history from that day.
    const dayBefore = manilaDay(Date.parse(`${fromDay}T12:00:00+08:00`) - 86_400_000);
    expect(await rates.rateOn(top.id, dayBefore)).toBe(100);
    expect(await rates.rateOn(top.id, fromDay)).toBe(150);
    // Not below what the agent gave its own downline, a sub-agent not above its upline, no rate for a player.
    await expect(run(topAccount, '0.5')).rejects.toThrow('cannot be lower');
    await expect(run((await account(sub)).account, '2')).rejects.toThrow('cannot be higher');
    await expect(run((await account(player)).account, '0.1')).rejects.toThrow('Only an agent');
    await expect(run('nobody_here_1', '1')).rejects.toThrow();
  });
});
