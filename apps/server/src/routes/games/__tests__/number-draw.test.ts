import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { drawRound } from '@h5/contract/endpoints/game-play.ts';
import type { TestApp } from '../../../__tests__/test-app.ts';
import { DRAW_DELAY_MS } from '../../../domain/games/game-rules.ts';
import { failure, gameWhere, launchTicket, mainBalanceCents, ok } from './games-helpers.ts';
import { playCalls, startPlayApp } from './play-helpers.ts';

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

describe('the number draw and #734', () => {
  it('keeps the round open until drawn; a second launch meanwhile is #734; the draw pays once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { token, id } = await newPlayer(100_00);
    const draw = await gameWhere(t, { gameType: 'INHOUSE', playKind: 'draw' });
    const slot = await gameWhere(t, { gameType: 'RNG' });
    const ticket = await launchTicket(t, token, `launchMode=GLS&nodeId=${draw.node_id}`);
    expect((await state(ticket)).kind).toBe('draw');
    expect((await betFails(ticket, 1)).value).toEqual({ field: 'pick' });
    expect((await betFails(ticket, 1, [11])).value).toEqual({ field: 'pick' });

    const placed = await bet(ticket, 2, [7]);
    expect(placed.round).toMatchObject({ status: 'open', pick: [7], outcome: [], payout: 0 });
    expect(placed.balance).toBe(98);
    expect(placed.round.drawAt - placed.round.createdAt).toBe(DRAW_DELAY_MS);
    expect((await state(ticket)).openRound?.roundId).toBe(placed.round.roundId);

    const second = await failure(t, `/wps/game/launchGame?launchMode=GLS&nodeId=${slot.node_id}`, { token });
    expect(second).toMatchObject({ errorCode: '#734', status: 409 });
    expect(second.message).toContain('#734');
    expect((await betFails(ticket, 1, [3])).errorCode).toBe('#734');
    const early = await failure(t, '/wps/game/inhouse/draw', {
      method: 'POST',
      body: { ticket, roundId: placed.round.roundId },
    });
    expect(early).toMatchObject({
      errorCode: 'game.round.not.ready',
      value: { drawAt: placed.round.drawAt },
    });

    vi.setSystemTime(placed.round.drawAt);
    const drawn = z.parse(
      drawRound.response,
      await ok(t, '/wps/game/inhouse/draw', {
        method: 'POST',
        body: { ticket, roundId: placed.round.roundId },
      }),
    );
    expect(drawn.round.status).toBe('settled');
    const number = Number(drawn.round.outcome[0]);
    expect(number).toBeGreaterThanOrEqual(1);
    expect(number).toBeLessThanOrEqual(10);
    expect(drawn.round.payout).toBe(number === 7 ? 18 : 0);
    expect(drawn.balance).toBe(98 + drawn.round.payout);
    // Drawing again answers the same round and pays nothing more.
    const again = z.parse(
      drawRound.response,
      await ok(t, '/wps/game/inhouse/draw', {
        method: 'POST',
        body: { ticket, roundId: placed.round.roundId },
      }),
    );
    expect(again).toEqual(drawn);
    expect(await mainBalanceCents(t, id)).toBe(Math.round(drawn.balance * 100));
    await launchTicket(t, token, `launchMode=GLS&nodeId=${slot.node_id}`);
  });

  it('draws a round whose page was closed when its time has come, so the player is not locked out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { token, id } = await newPlayer(100_00);
    const draw = await gameWhere(t, { gameType: 'LOTT' });
    const ticket = await launchTicket(t, token, `launchMode=GLS&nodeId=${draw.node_id}`);
    const placed = await bet(ticket, 1, [1]);
    vi.setSystemTime(placed.round.drawAt + 1);
    const other = await gameWhere(t, { gameType: 'FISH' });
    await launchTicket(t, token, `launchMode=GLS&nodeId=${other.node_id}`);
    const round = await t.app.platform.db
      .selectFrom('game_rounds')
      .selectAll()
      .where('id', '=', placed.round.roundId)
      .executeTakeFirstOrThrow();
    expect(round.status).toBe('settled');
    expect(await mainBalanceCents(t, id)).toBe(100_00 - 100 + round.payout_cents);
  });

  it('pays a due draw before answering the wallet balance and the records, without the player coming back', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { token, id } = await newPlayer(1000_00);
    const draw = await gameWhere(t, { gameType: 'LOTT' });
    const ticket = await launchTicket(t, token, `launchMode=GLS&nodeId=${draw.node_id}`);
    const roundOf = (roundId: number) =>
      t.app.platform.db
        .selectFrom('game_rounds')
        .selectAll()
        .where('id', '=', roundId)
        .executeTakeFirstOrThrow();
    const balance = async () =>
      (await ok<{ sumBalance: number }>(t, '/wps/v2/wallets/balance', { token })).sumBalance;
    // Until a pick wins (1 in 10 each): every read of the balance after the draw time includes the payout.
    let expected = 1000_00;
    let won = false;
    for (let i = 0; i < 200 && !won; i++) {
      const placed = await bet(ticket, 1, [1]);
      expected -= 100;
      // Before its time the round stays open and the balance holds only the stake taken.
      expect(Math.round((await balance()) * 100)).toBe(expected);
      expect((await roundOf(placed.round.roundId)).status).toBe('open');
      vi.setSystemTime(placed.round.drawAt + 1);
      const read = Math.round((await balance()) * 100);
      const round = await roundOf(placed.round.roundId);
      expect(round.status).toBe('settled');
      expected += round.payout_cents;
      expect(read).toBe(expected);
      won = round.payout_cents > 0;
    }
    expect(won).toBe(true);
    expect(await mainBalanceCents(t, id)).toBe(expected);

    // The records settle a due round as well.
    const placed = await bet(ticket, 1, [2]);
    vi.setSystemTime(placed.round.drawAt + 1);
    const records = await ok<{ content: { roundId: number; status: string }[] }>(
      t,
      '/wps/relay/MCSFE_getBettingRecords',
      { token },
    );
    expect(records.content.find((r) => r.roundId === placed.round.roundId)?.status).toBe('settled');
    const next = await bet(ticket, 1, [3]);
    vi.setSystemTime(next.round.drawAt + 1);
    await ok(t, '/wps/relay/MCSFE_getTransactionRecords', { token });
    expect((await roundOf(next.round.roundId)).status).toBe('settled');
  });
});
