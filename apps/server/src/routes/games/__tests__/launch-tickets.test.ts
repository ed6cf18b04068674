import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEADER } from '@h5/contract/headers.ts';
import type { TestApp } from '../../../__tests__/test-app.ts';
import { hashTicket, TICKET_IDLE_MS, TICKET_PURGE_AFTER_MS } from '../../../domain/games/tickets.ts';
import { redactUrl } from '../../../logger.ts';
import { failure, gameWhere, launchTicket, login, ok } from './games-helpers.ts';
import { betKey, OTHER, PLAY_FILES, playCalls, startPlayApp, STATE } from './play-helpers.ts';

let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await startPlayApp());
});
afterAll(() => close());
afterEach(() => {
  vi.useRealTimers();
});
const { state, stateFails, betFails, newPlayer } = playCalls(() => t);

describe('launch tickets', () => {
  it('never reach a log line', () => {
    expect(redactUrl('/play/game?ticket=abc')).toBe('/play/game?ticket=redacted');
    expect(redactUrl('/wps/game/inhouse/state?ticket=abc')).toBe('/wps/game/inhouse/state?ticket=redacted');
  });

  it('refuse a forged ticket, an expired one, and one whose session ended', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await login(t, 'player01');
    const slot = await gameWhere(t, { gameType: 'RNG' });
    const forged = 'A'.repeat(43);
    for (const ticket of [forged, 'short']) {
      const res = await stateFails(ticket);
      expect(res.errorCode).toBe(ticket === forged ? 'game.ticket.invalid' : 'request_param_err');
    }
    const page = await t.app.inject({ url: `/play/game?ticket=${forged}` });
    expect(page.statusCode).toBe(401);
    expect(page.body).toContain('This game link has expired');
    expect(page.body).toContain('Nag-expire na');
    // Styled like the game page: the same files of the build.
    expect(page.body).toContain(`<link rel="stylesheet" href="/m/${PLAY_FILES.style}">`);

    const ticket = await launchTicket(t, token, `launchMode=GLS&nodeId=${slot.node_id}`);
    await state(ticket);
    // Used within the idle time it lives on; left alone longer it dies.
    vi.setSystemTime(Date.now() + TICKET_IDLE_MS - 1000);
    await ok(t, '/wps/v2/wallets/balance', { token });
    await state(ticket);
    vi.setSystemTime(Date.now() + TICKET_IDLE_MS + 1000);
    await ok(t, '/wps/v2/wallets/balance', { token });
    expect((await stateFails(ticket)).errorCode).toBe('game.ticket.invalid');

    const live = await launchTicket(t, token, `launchMode=GLS&nodeId=${slot.node_id}`);
    await state(live);
    await ok(t, '/wps/session/logout', { method: 'DELETE', token });
    expect((await stateFails(live)).status).toBe(401);
    expect((await betFails(live, 1)).errorCode).toBe('game.ticket.invalid');
  });

  it('travel in the X-Game-Ticket header on state: the query string is not read', async () => {
    const token = await login(t, 'player01');
    const slot = await gameWhere(t, { gameType: 'RNG' });
    const ticket = await launchTicket(t, token, `launchMode=GLS&nodeId=${slot.node_id}`);
    expect(await failure(t, `${STATE}?ticket=${ticket}`)).toMatchObject({
      status: 400,
      errorCode: 'request_param_err',
      value: { field: HEADER.gameTicket },
    });
    expect((await state(ticket)).kind).toBe('slot');
  });

  it('belong to the merchant that launched them', async () => {
    const token = await login(t, 'player01');
    const slot = await gameWhere(t, { gameType: 'RNG' });
    const ticket = await launchTicket(t, token, `launchMode=GLS&nodeId=${slot.node_id}`);
    expect(await stateFails(ticket, OTHER)).toMatchObject({ status: 401, errorCode: 'game.ticket.invalid' });
    const other = { merchant: OTHER };
    const body = { ticket, stake: 1, requestId: betKey() };
    expect(
      (await failure(t, '/wps/game/inhouse/bet', { method: 'POST', body, headers: other })).errorCode,
    ).toBe('game.ticket.invalid');
    expect(
      (
        await failure(t, '/wps/game/inhouse/draw', {
          method: 'POST',
          body: { ticket, roundId: 1 },
          headers: other,
        })
      ).errorCode,
    ).toBe('game.ticket.invalid');
    // Nothing was written for the other merchant's request, and the ticket still works where it belongs.
    expect((await state(ticket)).kind).toBe('slot');
  });

  it('stop working when their game or its vendor is switched off', async () => {
    const token = await login(t, 'player01');
    const slot = await gameWhere(t, { gameType: 'RNG' });
    const vendor = (
      await t.app.platform.db
        .selectFrom('games')
        .select('vendor_code')
        .where('id', '=', slot.id)
        .executeTakeFirstOrThrow()
    ).vendor_code;
    const ticket = await launchTicket(t, token, `launchMode=GLS&nodeId=${slot.node_id}`);
    const { db } = t.app.platform;
    try {
      await db.updateTable('games').set({ enabled: 0 }).where('id', '=', slot.id).execute();
      expect((await stateFails(ticket)).errorCode).toBe('game.ticket.invalid');
      expect((await betFails(ticket, 1)).errorCode).toBe('game.ticket.invalid');
      await db.updateTable('games').set({ enabled: 1 }).where('id', '=', slot.id).execute();
      await state(ticket);
      await db.updateTable('game_vendors').set({ enabled: 0 }).where('code', '=', vendor).execute();
      expect((await stateFails(ticket)).errorCode).toBe('game.ticket.invalid');
      expect((await betFails(ticket, 1)).errorCode).toBe('game.ticket.invalid');
      expect((await t.app.inject({ url: `/play/game?ticket=${ticket}` })).statusCode).toBe(401);
    } finally {
      await db.updateTable('games').set({ enabled: 1 }).where('id', '=', slot.id).execute();
      await db.updateTable('game_vendors').set({ enabled: 1 }).where('code', '=', vendor).execute();
    }
    await state(ticket);
  });

  it('are deleted a day after they expired, at the member’s next launch', async () => {
    const { token, id } = await newPlayer(10_00);
    const slot = await gameWhere(t, { gameType: 'RNG' });
    const { db } = t.app.platform;
    const expireAt = (ticket: string, at: number) =>
      db
        .updateTable('game_tickets')
        .set({ expires_at: at })
        .where('ticket_hash', '=', hashTicket(ticket))
        .execute();
    const dead = await launchTicket(t, token, `launchMode=GLS&nodeId=${slot.node_id}`);
    const recent = await launchTicket(t, token, `launchMode=GLS&nodeId=${slot.node_id}`);
    await expireAt(dead, Date.now() - TICKET_PURGE_AFTER_MS - 60_000);
    // Expired, but less than a day ago: kept (for now).
    await expireAt(recent, Date.now() - TICKET_PURGE_AFTER_MS + 60_000);
    const latest = await launchTicket(t, token, `launchMode=GLS&nodeId=${slot.node_id}`);
    const hashes = (
      await db.selectFrom('game_tickets').select('ticket_hash').where('member_id', '=', id).execute()
    ).map((r) => r.ticket_hash);
    expect(hashes.sort()).toEqual([hashTicket(recent), hashTicket(latest)].sort());
  });
});
