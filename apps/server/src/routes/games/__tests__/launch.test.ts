import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../__tests__/test-app.ts';
import { safeBackUrl } from '../../../domain/games/launch.ts';
import {
  call,
  failure,
  gameWhere,
  launchTicket,
  login,
  mainBalanceCents,
  memberId,
} from './games-helpers.ts';
import { PLAY_FILES, playCalls, startPlayApp } from './play-helpers.ts';

let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await startPlayApp());
});
afterAll(() => close());
afterEach(() => {
  vi.useRealTimers();
});
const { state } = playCalls(() => t);

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
