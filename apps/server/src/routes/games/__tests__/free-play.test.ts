import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../__tests__/test-app.ts';
import {
  countRows,
  failure,
  freePlayToken,
  gameWhere,
  launchTicket,
  mainBalanceCents,
} from './games-helpers.ts';
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
const { state, bet, newPlayer } = playCalls(() => t);

describe('free play', () => {
  it('a free-play account plays on its demo wallet only and may not ask for real money', async () => {
    const token = await freePlayToken(t);
    const slot = await gameWhere(t, { gameType: 'RNG', freeplay: 1 });
    expect(
      (
        await failure(t, `/wps/game/launchGame?launchMode=GLS&nodeId=${slot.node_id}&accountType=1`, {
          token,
        })
      ).errorCode,
    ).toBe('in_need_true_account');
    const ticket = await launchTicket(t, token, `launchMode=GLS&nodeId=${slot.node_id}&accountType=0`);
    const s = await state(ticket);
    expect(s).toMatchObject({ freePlay: true, balance: 2000 });
    const result = await bet(ticket, 1);
    expect(result.balance).toBe(2000 - 1 + result.round.payout);
    const page = await t.app.inject({ url: `/play/game?ticket=${ticket}` });
    expect(page.body).toContain('class="free"');
  });

  it('a real member’s free play uses a demo balance on the ticket and never touches the wallet', async () => {
    const { token, id } = await newPlayer(10_00);
    const free = await gameWhere(t, { gameType: 'RNG', freeplay: 1 });
    const ticket = await launchTicket(t, token, `launchMode=GLS&nodeId=${free.node_id}&accountType=0`);
    expect(await state(ticket)).toMatchObject({ freePlay: true, balance: 2000 });
    const ledger = await countRows(t, 'wallet_transactions', id);
    const result = await bet(ticket, 50);
    expect(result.balance).toBe(2000 - 50 + result.round.payout);
    expect(await mainBalanceCents(t, id)).toBe(10_00);
    expect(await countRows(t, 'wallet_transactions', id)).toBe(ledger);
    const live = await gameWhere(t, { gameType: 'LIVE', freeplay: 0 });
    const refused = await failure(
      t,
      `/wps/game/launchGame?launchMode=GLS&nodeId=${live.node_id}&accountType=0`,
      { token },
    );
    expect(refused.value).toEqual({ field: 'accountType' });
  });
});
