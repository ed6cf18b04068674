import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../__tests__/test-app.ts';
import type { Db } from '../../../db/database.ts';
import { isPostgres } from '../../../db/engine.ts';
import { countRows, gameWhere, launchTicket, mainBalanceCents, ok } from './games-helpers.ts';
import { betKey, playCalls, startPlayApp } from './play-helpers.ts';

let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await startPlayApp());
});
afterAll(() => close());
afterEach(() => {
  vi.useRealTimers();
});
const { state, bet, betFails, newPlayer } = playCalls(() => t);

describe('the slot', () => {
  it('debits the stake and credits the win in the wallet and the ledger', async () => {
    const { token, id } = await newPlayer(100_00);
    const slot = await gameWhere(t, { gameType: 'RNG' });
    const ticket = await launchTicket(t, token, `launchMode=GLS&nodeId=${slot.node_id}`);
    expect((await state(ticket)).balance).toBe(100);
    let expected = 100_00;
    for (let i = 0; i < 12; i++) {
      const result = await bet(ticket, 1);
      expect(result.round.status).toBe('settled');
      expect(result.round.outcome).toHaveLength(3);
      expected += Math.round((result.round.payout - 1) * 100);
      expect(Math.round(result.balance * 100)).toBe(expected);
      const entries = await t.app.platform.db
        .selectFrom('wallet_transactions')
        .selectAll()
        .where('round_id', '=', result.round.roundId)
        .orderBy('id')
        .execute();
      expect(entries.map((e) => [e.type, e.amount_cents])).toEqual([
        ['BET', -100],
        ...(result.round.payout > 0 ? [['WIN', Math.round(result.round.payout * 100)]] : []),
      ]);
      expect(entries.at(-1)?.balance_after_cents).toBe(expected);
    }
    expect(await mainBalanceCents(t, id)).toBe(expected);
    const wallet = await ok<{ sumBalance: number }>(t, '/wps/v2/wallets/balance', { token });
    expect(Math.round(wallet.sumBalance * 100)).toBe(expected);
  });

  it('places a bet once per request id: a replay, also at the same moment, answers the first bet and moves nothing (issue 12 #6)', async () => {
    const { token, id } = await newPlayer(100_00);
    const slot = await gameWhere(t, { gameType: 'RNG' });
    const ticket = await launchTicket(t, token, `launchMode=GLS&nodeId=${slot.node_id}`);
    const requestId = betKey();
    const first = await bet(ticket, 2, undefined, requestId);
    const afterFirst = [await mainBalanceCents(t, id), await countRows(t, 'wallet_transactions', id)];
    // A retry after a timeout, and five copies sent together.
    const replays = [
      await bet(ticket, 2, undefined, requestId),
      ...(await Promise.all(Array.from({ length: 5 }, () => bet(ticket, 2, undefined, requestId)))),
    ];
    for (const replay of replays) expect(replay).toEqual(first);
    expect([await mainBalanceCents(t, id), await countRows(t, 'wallet_transactions', id)]).toEqual(
      afterFirst,
    );
    expect(await countRows(t, 'game_rounds', id)).toBe(1);
    // Five different keys at once are five bets.
    await Promise.all(Array.from({ length: 5 }, () => bet(ticket, 2)));
    expect(await countRows(t, 'game_rounds', id)).toBe(6);
    // The key of another bet with other terms is refused, not taken for that bet.
    expect((await betFails(ticket, 3, undefined, requestId)).value).toEqual({ field: 'requestId' });
    expect((await betFails(ticket, 2, undefined, 'short')).errorCode).toBe('request_param_err');
    expect(await countRows(t, 'game_rounds', id)).toBe(6);
  });

  it('refuses a stake above the balance, below the game’s minimum or with more than two decimals, writing nothing', async () => {
    const { token, id } = await newPlayer(5_00);
    const slot = await gameWhere(t, { gameType: 'RNG' });
    const ticket = await launchTicket(t, token, `launchMode=GLS&nodeId=${slot.node_id}`);
    const before = [
      await mainBalanceCents(t, id),
      await countRows(t, 'wallet_transactions', id),
      await countRows(t, 'game_rounds', id),
    ];
    expect(await betFails(ticket, 6)).toMatchObject({ errorCode: 'balance.insufficient', status: 400 });
    expect((await betFails(ticket, slot.min_bet_cents / 100 / 2)).value).toEqual({ field: 'stake' });
    expect((await betFails(ticket, 1.005)).value).toEqual({ field: 'stake' });
    expect((await betFails(ticket, 0)).errorCode).toBe('request_param_err');
    expect((await betFails(ticket, 20_000)).errorCode).toBe('request_param_err');
    expect([
      await mainBalanceCents(t, id),
      await countRows(t, 'wallet_transactions', id),
      await countRows(t, 'game_rounds', id),
    ]).toEqual(before);
  });

  it('places one bet when a new request id arrives several times at once, also from two devices', async () => {
    const { token, id } = await newPlayer(100_00);
    // A second login: its own session, its own game page.
    const other = await t.app.platform.accounts.sessions.create(id, { ip: '127.0.0.2', device: 'web' });
    const slot = await gameWhere(t, { gameType: 'RNG' });
    const launch = (session: string) => launchTicket(t, session, `launchMode=GLS&nodeId=${slot.node_id}`);
    const tickets = [await launch(token), await launch(other)];
    const requestId = betKey();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => bet(tickets[i % 2] ?? '', 2, undefined, requestId)),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await countRows(t, 'game_rounds', id)).toBe(1);
    expect(await mainBalanceCents(t, id)).toBe(Math.round((answers[0]?.balance ?? 0) * 100));
  });

  it('is all or nothing: a failure half-way through a bet leaves balance, ledger and rounds as they were', async () => {
    const { token, id } = await newPlayer(50_00);
    const slot = await gameWhere(t, { gameType: 'RNG' });
    const ticket = await launchTicket(t, token, `launchMode=GLS&nodeId=${slot.node_id}`);
    const snapshot = async () => [
      await mainBalanceCents(t, id),
      await countRows(t, 'wallet_transactions', id),
      await countRows(t, 'game_rounds', id),
    ];
    const before = await snapshot();
    const { db } = t.app.platform;
    // The ledger row is written after the round and the balance update: failing it must undo both.
    await failLedgerInserts(db, id);
    try {
      const res = await betFails(ticket, 1);
      expect(res.errorCode).toBe('system.busy');
      expect(await snapshot()).toEqual(before);
    } finally {
      await stopFailingLedgerInserts(db);
    }
    // And once the failure is gone the same bet goes through.
    await bet(ticket, 1);
    expect((await snapshot())[2]).toBe((before[2] ?? 0) + 1);
  });
});

/** A trigger that fails every ledger insert of the member, in each engine's trigger language. */
async function failLedgerInserts(db: Db, memberId: number): Promise<void> {
  if (isPostgres(db)) {
    await sql`create function test_fail_ledger() returns trigger language plpgsql as $$
      begin raise exception 'forced failure'; end $$`.execute(db);
    await sql`create trigger test_fail_ledger before insert on wallet_transactions for each row
      when (new.member_id = ${sql.lit(memberId)}) execute function test_fail_ledger()`.execute(db);
  } else {
    await sql`create trigger test_fail_ledger before insert on wallet_transactions
      when new.member_id = ${sql.lit(memberId)} begin select raise(abort, 'forced failure'); end`.execute(db);
  }
}

async function stopFailingLedgerInserts(db: Db): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger test_fail_ledger on wallet_transactions`.execute(db);
    await sql`drop function test_fail_ledger`.execute(db);
  } else {
    await sql`drop trigger test_fail_ledger`.execute(db);
  }
}
