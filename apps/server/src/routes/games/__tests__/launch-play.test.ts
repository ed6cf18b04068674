import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { drawRound, getPlayState, placeBet } from '@h5/contract/endpoints/games.ts';
import { HEADER } from '@h5/contract/headers.ts';
import {
  makeMerchantsDir,
  makeTempDir,
  readDemoMerchant,
  startTestApp,
  type TestApp,
} from '../../../__tests__/test-app.ts';
import {
  hashTicket,
  DRAW_DELAY_MS,
  safeBackUrl,
  TICKET_IDLE_MS,
  TICKET_PURGE_AFTER_MS,
} from '../../../domain/play.ts';
import { redactUrl } from '../../../logger.ts';
import {
  call,
  countRows,
  failure,
  freePlayToken,
  gameWhere,
  launchTicket,
  login,
  mainBalanceCents,
  memberId,
  ok,
} from './games-helpers.ts';

let t: TestApp;
let temp: { dir: string; remove: () => void };
/** A second merchant of the same platform (tickets must not cross merchants). */
const OTHER = 'other';
/** The game page's files in the web build, as Vite's manifest names them (apps/web/vite.config.ts). */
const PLAY_FILES = { script: 'assets/play-Ab12Cd34.js', style: 'assets/play-Ef56Gh78.css' };

/** A web build in small: the app's index.html and the game page's entry with its hashed files. */
function makeWebBuild(dir: string): string {
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, PLAY_FILES.script), 'document.getElementById("play");\n');
  writeFileSync(join(dist, PLAY_FILES.style), '.play{margin:0}\n');
  const entry = { file: PLAY_FILES.script, name: 'play', src: 'src/play/play.ts', isEntry: true };
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({ 'src/play/play.ts': { ...entry, css: [PLAY_FILES.style] } }),
  );
  return dist;
}

beforeAll(async () => {
  temp = makeTempDir();
  const merchantsDir = makeMerchantsDir(temp.dir, {
    [`${OTHER}.json`]: { ...readDemoMerchant(), code: OTHER, trialMerchantCode: `${OTHER}_trial` },
  });
  t = await startTestApp({ merchantsDir, webDist: makeWebBuild(temp.dir) });
});
afterAll(async () => {
  await t.close();
  temp.remove();
});
afterEach(() => {
  vi.useRealTimers();
});

const STATE = '/wps/game/inhouse/state';
const ticketHeader = (ticket: string) => ({ headers: { [HEADER.gameTicket]: ticket } });
const state = async (ticket: string) =>
  z.parse(getPlayState.response, await ok(t, STATE, ticketHeader(ticket)));
const stateFails = (ticket: string, merchant?: string) =>
  failure(t, STATE, { headers: { [HEADER.gameTicket]: ticket, ...(merchant ? { merchant } : {}) } });
/** A new idempotency key per bet, as the game page makes one. */
const betKey = () => randomBytes(16).toString('hex');
const bet = async (ticket: string, stake: number, pick?: number[], requestId = betKey()) =>
  z.parse(
    placeBet.response,
    await ok(t, '/wps/game/inhouse/bet', {
      method: 'POST',
      body: { ticket, stake, requestId, ...(pick ? { pick } : {}) },
    }),
  );
const betFails = (ticket: string, stake: number, pick?: number[], requestId = betKey()) =>
  failure(t, '/wps/game/inhouse/bet', {
    method: 'POST',
    body: { ticket, stake, requestId, ...(pick ? { pick } : {}) },
  });

/** A member of our own, so the balance assertions do not share a wallet with other tests. */
async function newPlayer(balanceCents: number): Promise<{ token: string; id: number }> {
  const token = await freePlayToken(t);
  const id = (
    await t.app.platform.db
      .selectFrom('sessions')
      .select('member_id')
      .orderBy('created_at', 'desc')
      .orderBy('member_id', 'desc')
      .executeTakeFirstOrThrow()
  ).member_id;
  // A free-play account turned into a real one (type 0) with a known balance.
  await t.app.platform.db.updateTable('members').set({ type: 0 }).where('id', '=', id).execute();
  await t.app.platform.db
    .updateTable('wallets')
    .set({ balance_cents: balanceCents })
    .where('member_id', '=', id)
    .execute();
  return { token, id };
}

describe('launch', () => {
  it('needs a session, a launch mode, a known game and GET', async () => {
    const slot = await gameWhere(t, { gameType: 'RNG' });
    expect((await failure(t, `/wps/game/launchGame?launchMode=GLS&nodeId=${slot.node_id}`)).status).toBe(401);
    const token = await login(t, 'player01');
    const noMode = await failure(t, `/wps/game/launchGame?nodeId=${slot.node_id}`, { token });
    expect(noMode).toMatchObject({ errorCode: 'request_param_err', value: { field: 'launchMode' } });
    expect((await failure(t, `/wps/game/launchGame?launchMode=XYZ&nodeId=1`, { token })).errorCode).toBe(
      'request_param_err',
    );
    expect((await failure(t, '/wps/game/launchGame?launchMode=GLS&nodeId=999999', { token })).errorCode).toBe(
      'game.not.found',
    );
    expect((await failure(t, '/wps/game/launchGame?launchMode=GLS', { token })).value).toEqual({
      field: 'nodeId',
    });
    const post = await call(t, `/wps/game/launchGame?launchMode=GLS&nodeId=${slot.node_id}`, {
      token,
      method: 'POST',
    });
    expect(post.statusCode).toBe(405);
    expect(post.json<{ errorCode: string }>().errorCode).toBe('http_method_not_support');
  });

  it('opens our game page: the game’s name and balance in the launch language, script and style as hashed files of the web build', async () => {
    const slot = await gameWhere(t, { gameType: 'RNG' });
    expect(slot.name_ty).not.toBeNull();
    const token = await login(t, 'player01');
    const id = await memberId(t, 'player01');
    const balance = (await mainBalanceCents(t, id)) / 100;
    for (const [language, name, money] of [
      ['EN', slot.name_en, `₱${balance.toLocaleString('en-PH', { minimumFractionDigits: 2 })}`],
      ['TY', slot.name_ty ?? '', '₱'],
    ] as const) {
      const ticket = await launchTicket(
        t,
        token,
        `launchMode=GLS&nodeId=${slot.node_id}&language=${language}&accountType=1`,
      );
      expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(ticket).not.toBe(token);
      const page = await t.app.inject({ url: `/play/game?ticket=${ticket}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.body).toContain(`<h1 class="title">${name.replace(/&/g, '&amp;')}</h1>`);
      expect(page.body).toContain(money);
      expect(page.body).toContain(`lang="${language === 'EN' ? 'en' : 'fil'}"`);
      expect(page.body).toContain('href="/m/home"');
      // No inline script or handler: every <script> has a src.
      expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(page.body).not.toMatch(/\son[a-z]+=/);
      expect(page.body).not.toContain(token);
      expect(page.body).toContain(`<script type="module" src="/m/${PLAY_FILES.script}"></script>`);
      expect(page.body).toContain(`<link rel="stylesheet" href="/m/${PLAY_FILES.style}">`);
      for (const asset of [PLAY_FILES.script, PLAY_FILES.style].map((file) => `/m/${file}`)) {
        const res = await t.app.inject({ url: asset });
        expect(res.statusCode, asset).toBe(200);
        expect(res.headers['cache-control']).toContain('immutable');
      }
    }
  });

  it('leads back to a /m/ path of this site only', async () => {
    expect(safeBackUrl('/m/gameList?gameType=RNG')).toBe('/m/gameList?gameType=RNG');
    for (const bad of [
      undefined,
      '',
      'https://evil.example/m/home',
      '//evil.example/m/',
      '/\\evil.example',
      '/play/game',
      'javascript:alert(1)',
      '/m',
    ]) {
      expect(safeBackUrl(bad), String(bad)).toBe('/m/home');
    }
    expect(safeBackUrl('/m/../wps/x')).toBe('/m/home');
    const token = await login(t, 'player01');
    const slot = await gameWhere(t, { gameType: 'FISH' });
    const ticket = await launchTicket(
      t,
      token,
      `launchMode=GLS&nodeId=${slot.node_id}&backUrl=${encodeURIComponent('/m/gameList?gameType=FISH')}`,
    );
    expect((await state(ticket)).backUrl).toBe('/m/gameList?gameType=FISH');
    const page = await t.app.inject({ url: `/play/game?ticket=${ticket}` });
    expect(page.body).toContain('href="/m/gameList?gameType=FISH"');
  });

  it('opens the lottery page for a lottery launch: lobby or a game code', async () => {
    const token = await login(t, 'player01');
    const lobby = await state(
      await launchTicket(
        t,
        token,
        'launchMode=LOTT&lottoArea=VN&lottoPrizeMode=Elott&lottoGameCode=lobby&lottoView=lobby&language=EN',
      ),
    );
    expect(lobby).toMatchObject({ kind: 'draw', vendor: 'TCG_LOTTO_VN', gameName: 'Vietnam Lottery' });
    const sea = await state(await launchTicket(t, token, 'launchMode=LOTT&vassalage=TCG_SEA&language=EN'));
    expect(sea).toMatchObject({ kind: 'draw', vendor: 'TCG_SEA' });
    const code = await state(await launchTicket(t, token, 'launchMode=LOTT&lottoGameCode=VN_F1&language=EN'));
    expect(code).toMatchObject({ kind: 'draw', gameName: 'Vietnam Fast 1 Minute' });
    const node = await state(
      await launchTicket(t, token, 'launchMode=GLS&nodeId=LOTTO_LOBBY&vassalage=TCG_SEA'),
    );
    expect(node.vendor).toBe('TCG_SEA');
    expect(
      (await failure(t, '/wps/game/launchGame?launchMode=LOTT&lottoGameCode=NOPE', { token })).errorCode,
    ).toBe('game.not.found');
  });
});

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
    await sql`create trigger test_fail_ledger before insert on wallet_transactions
      when new.member_id = ${sql.lit(id)} begin select raise(abort, 'forced failure'); end`.execute(db);
    try {
      const res = await betFails(ticket, 1);
      expect(res.errorCode).toBe('system.busy');
      expect(await snapshot()).toEqual(before);
    } finally {
      await sql`drop trigger test_fail_ledger`.execute(db);
    }
    // And once the failure is gone the same bet goes through.
    await bet(ticket, 1);
    expect((await snapshot())[2]).toBe((before[2] ?? 0) + 1);
  });
});

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
