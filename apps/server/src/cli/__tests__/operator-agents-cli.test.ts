import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../__tests__/test-app.ts';
import { agentMoneyRepository } from '../../domain/agent/agent-money-repository.ts';
import { dayStart } from '../../domain/zoned-days.ts';
import { OPERATOR, newMember } from '../../routes/wallet/__tests__/withdraw-helpers.ts';
import {
  operatorSettings,
  parseOperatorArgs,
  runOperatorCommand,
  type OperatorSettings,
} from '../operator-commands.ts';

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

describe('operator settle-agents against a running server', () => {
  let t: TestApp;
  let settings: OperatorSettings;
  beforeAll(async () => {
    t = await startTestApp({ operatorTokens: [OPERATOR] });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    settings = { ...operatorSettings({ OPERATOR_TOKEN: OPERATOR.token }), apiUrl: address };
  });
  afterAll(() => t.close());

  it('credits a finished day once, however often it is run', async () => {
    const agent = await newMember(t, { type: 1, fundsPassword: false });
    const player = await newMember(t, { uplineId: agent.id, fundsPassword: false });
    const db = t.app.platform.db;
    await agentMoneyRepository(db).setRate(agent.id, 100, '2000-01-01', 0);
    const game = await db.selectFrom('games').select('id').orderBy('id').executeTakeFirstOrThrow();
    const at = dayStart([2025, 5, 2], 'Asia/Manila') + 3_600_000;
    await db
      .insertInto('game_rounds')
      .values({
        member_id: player.id,
        game_id: game.id,
        free_play: 0,
        ticket_hash: null,
        stake_cents: 50_000,
        payout_cents: 0,
        status: 'settled',
        created_at: at,
        settled_at: at,
      })
      .execute();
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
});
