import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  GAME_PAGE_SIZE,
  getGameList,
  getGameVendors,
  getHotGames,
  getLotteryMenu,
  type GameItem,
  type GamePage,
  type VendorConfig,
} from '@h5/contract/endpoints/games.ts';
import { startTestApp, type TestApp } from '../../../__tests__/test-app.ts';
import { gameListQuery, listGames } from '../../../domain/games.ts';
import { call, failure, login, ok } from './games-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const list = async (query: string, language?: 'EN' | 'TY'): Promise<GamePage> =>
  z.parse(
    getGameList.response,
    await ok(t, `/wps/relay/GCSGAME_gameList?${query}`, language ? { language } : {}),
  );

/** Every game of a query, page by page. */
async function all(query: string, pageSize = 200): Promise<GameItem[]> {
  const first = await list(`${query}&pageSize=${pageSize}&pageNo=1`);
  const games = [...first.games];
  for (let page = 2; page <= first.totalPages; page++) {
    games.push(...(await list(`${query}&pageSize=${pageSize}&pageNo=${page}`)).games);
  }
  expect(games).toHaveLength(first.totalCount);
  return games;
}

describe('vendor configuration', () => {
  it('lists 20+ vendors in lobby order with game counts that match the game list, in both shapes', async () => {
    const config: VendorConfig = z.parse(
      getGameVendors.response,
      await ok(t, '/wps/relay/GCSGAME_newGameVendor?platform=html5&merchant=demo&clientType=2&language=EN'),
    );
    expect(config.vendorNames.length).toBeGreaterThanOrEqual(20);
    expect(config.sorting).toEqual(['SPORTS', 'LIVE', 'FISH', 'RNG', 'PVP', 'INHOUSE', 'ELOTT', 'LOTT']);
    expect(config.data.lanes.map((l) => l.title)).toEqual(config.sorting);
    for (const lane of config.data.lanes) expect(config.mapping[lane.title]?.vendors).toEqual(lane.cards);

    const sports = config.mapping.SPORTS?.vendors ?? [];
    expect(sports.find((c) => c.vassalage === 'TF')).toMatchObject({ gameType: 'ESPORTS', isGame: 'GAME' });
    expect(sports.find((c) => c.vassalage === 'DS88')).toMatchObject({
      gameType: 'COCKFIGHT',
      isGame: 'GAME',
    });
    const lott = (config.mapping.LOTT?.vendors ?? []).map((c) => c.vassalage);
    expect(lott).toEqual(['TCG_LOTTO_VN', 'TCG_SEA']);
    expect((config.mapping.ELOTT?.vendors ?? []).map((c) => c.vassalage)).toContain('TCG_LOTTO_VN');

    const rngKeys = (config.mapping.RNG?.gameClassify ?? []).map((c) => c.key);
    expect(rngKeys.slice(0, 4)).toEqual(['ALL', 'NEW', 'FAV', 'HOT']);
    expect(rngKeys).toEqual(expect.arrayContaining(['MEGAWAYS', 'JACKPOT', 'BG']));

    for (const [category, mapping] of Object.entries(config.mapping)) {
      for (const card of mapping.vendors) {
        const page = await list(`gameType=${card.gameType}&vassalage=${card.vassalage}&pageSize=1`);
        expect(page.totalCount, `${category}/${card.vassalage}`).toBe(card.gameCount);
        expect(card.gameCount).toBeGreaterThan(0);
        if (card.isGame === 'GAME') expect(card.nodeId).not.toBe('');
      }
    }
    // The alias answers the same.
    expect(await ok(t, '/wps/relay/GCSGAME_gameVendor?language=EN')).toEqual(config);
  });

  it('names classify keys in Filipino for TY', async () => {
    const config = z.parse(
      getGameVendors.response,
      await ok(t, '/wps/relay/GCSGAME_newGameVendor', { language: 'TY' }),
    );
    expect(config.mapping.RNG?.gameClassify.slice(0, 4).map((c) => c.displayName)).toEqual([
      'Lahat',
      'Bago',
      'Mga Paborito',
      'Patok',
    ]);
  });

  it('answers vendors per game type to members only, with ELOTT listed under TCG_LOTTO_VN (prize mode ELOTT)', async () => {
    expect((await failure(t, '/wps/relay/GCSGAME_getVassGameType?typeId=1')).errorCode).toBe(
      'login.not.session',
    );
    const token = await login(t, 'player01');
    const value = await ok<{ content: Record<string, Record<string, string[]>> }>(
      t,
      '/wps/relay/GLS2_getVassGameType?typeId=1&merchant_code=demo',
      { token },
    );
    expect(value.content.LOTT?.TCG_LOTTO_VN).toContain('ELOTT');
    expect(Object.keys(value.content.RNG ?? {})).toContain('SUNWAVE');
  });
});

describe('catalogue', () => {
  it('holds 600+ games over every category, 1,000+ slots, with icons the server draws', async () => {
    const everything = await list('pageSize=1');
    expect(everything.totalCount).toBeGreaterThanOrEqual(600);
    for (const type of [
      'SPORTS',
      'ESPORTS',
      'LIVE',
      'FISH',
      'RNG',
      'PVP',
      'INHOUSE',
      'COCKFIGHT',
      'ELOTT',
      'LOTT',
    ]) {
      expect((await list(`gameType=${type}&pageSize=1`)).totalCount, type).toBeGreaterThan(0);
    }
    expect((await list('gameType=rng&pageSize=1')).totalCount).toBeGreaterThanOrEqual(1000);
    expect((await list('gameType=LOTT&vassalage=TCG_SEA&pageSize=1')).totalCount).toBeGreaterThan(0);
    expect((await list('gameType=COCKFIGHT&vassalage=DS88&pageSize=1')).totalCount).toBeGreaterThan(0);
    expect((await list('gameType=ESPORTS&vassalage=TF&pageSize=1')).totalCount).toBeGreaterThan(0);

    const game = (await list('gameType=RNG&pageSize=1')).games[0];
    expect(game?.mobileSmallIcon).toMatch(/^\/cdn\/gen\/game\/\d+-s-v1\.svg$/);
    for (const url of [
      game?.mobileSmallIcon,
      game?.mobileLargeIcon,
      game?.defaultIcon,
      '/cdn/gen/vendor/TF-large-v1.svg',
    ]) {
      const res = await t.app.inject({ url: url ?? '' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toContain('<svg');
      expect(res.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
    // The same icon twice is the same picture (deterministic), an unknown one is a 404.
    const again = await t.app.inject({ url: game?.mobileSmallIcon ?? '' });
    expect(again.body).toBe((await t.app.inject({ url: game?.mobileSmallIcon ?? '' })).body);
    expect((await t.app.inject({ url: '/cdn/gen/game/999999999-s-v1.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/cdn/gen/vendor/NOPE-small-v1.svg' })).statusCode).toBe(404);
  });

  it('pages 26 by default; pages add up to the total without repeats; past the end is empty', async () => {
    const first = await list('gameType=RNG');
    expect(first.games).toHaveLength(GAME_PAGE_SIZE);
    expect(first.pageNum).toBe(1);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / GAME_PAGE_SIZE));
    const games = await all('gameType=RNG', 97);
    expect(new Set(games.map((g) => g.nodeId)).size).toBe(first.totalCount);
    expect(games.slice(0, GAME_PAGE_SIZE).map((g) => g.nodeId)).toEqual(first.games.map((g) => g.nodeId));
    const past = await list(`gameType=RNG&pageNo=${first.totalPages + 1}`);
    expect(past.games).toEqual([]);
    expect(past.totalCount).toBe(first.totalCount);
    for (const bad of ['pageSize=0', 'pageSize=1000', 'pageNo=0', 'pageSize=abc']) {
      expect((await failure(t, `/wps/relay/GCSGAME_gameList?${bad}`)).errorCode, bad).toBe(
        'request_param_err',
      );
    }
  });

  it('filters by vendor, classify key, new, hot, minimum bet and lines, and combines them', async () => {
    const sunwave = await all('gameType=RNG&vassalage=sunwave');
    expect(sunwave.length).toBeGreaterThan(0);
    expect(sunwave.every((g) => g.vassalage === 'SUNWAVE')).toBe(true);

    const fresh = await all('gameType=RNG&gameClassify=NEW');
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.every((g) => g.isNew && g.gameClassifyNew.includes('NEW'))).toBe(true);
    expect(await all('gameType=RNG&isNew=1')).toEqual(fresh);

    const hot = await all('gameClassify=HOT');
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((g) => g.isHot)).toBe(true);

    const megaways = await all('gameType=RNG&gameClassify=MEGAWAYS');
    expect(megaways.length).toBeGreaterThan(0);
    expect(megaways.every((g) => g.gameClassifyNew.includes('MEGAWAYS'))).toBe(true);

    const allRng = await all('gameType=RNG&gameClassify=ALL');
    for (const bet of [0.01, 0.05, 0.1, 0.5, 0.75]) {
      const games = await all(`gameType=RNG&minBet=${bet}`);
      expect(games.length, String(bet)).toBeGreaterThan(0);
      expect(games.every((g) => g.minBet === bet)).toBe(true);
      expect(games.length).toBe(allRng.filter((g) => g.minBet === bet).length);
    }
    const lines = await all('gameType=RNG&minLine=9');
    expect(lines.every((g) => g.minLine <= 9)).toBe(true);
    expect(lines.length).toBeLessThan(allRng.length);

    const combined = await all('gameType=RNG&vassalage=JADE&minBet=0.01&gameClassify=VIDEO');
    expect(
      combined.every(
        (g) => g.vassalage === 'JADE' && g.minBet === 0.01 && g.gameClassifyNew.includes('VIDEO'),
      ),
    ).toBe(true);
    expect(combined.length).toBe(
      allRng.filter((g) => g.vassalage === 'JADE' && g.minBet === 0.01 && g.gameClassifyNew.includes('VIDEO'))
        .length,
    );
    // A guest's FAV tab is empty, not an error.
    expect((await list('gameType=RNG&gameClassify=FAV')).totalCount).toBe(0);
  });

  it('names games in the request language (TY falls back to EN for brand names)', async () => {
    const en = (await list('gameType=RNG&pageSize=50', 'EN')).games;
    const ty = (await list('gameType=RNG&pageSize=50&language=TY', 'EN')).games;
    expect(en.map((g) => g.gameName)).toEqual(en.map((g) => g.gameNameEn));
    expect(ty.map((g) => g.gameName)).toEqual(ty.map((g) => g.gameNameTy));
    expect(ty.some((g) => g.gameNameTy !== g.gameNameEn)).toBe(true);
  });
});

describe('search', () => {
  it('finds a word of the EN or the TY name, in any case, across the whole catalogue', async () => {
    const everything = await all('gameName=');
    const contains = (g: GameItem, term: string) =>
      g.gameNameEn.toLowerCase().includes(term.toLowerCase()) ||
      g.gameNameTy.toLowerCase().includes(term.toLowerCase());
    for (const term of [
      'dragon',
      'DRAGON',
      'DrAgOn',
      'gintong',
      'GINTO',
      'Kalabaw',
      'hold & win',
      'lo',
      '9',
    ]) {
      const found = await all(`gameName=${encodeURIComponent(term)}`);
      expect(found.length, term).toBeGreaterThan(0);
      expect(
        found.every((g) => contains(g, term)),
        term,
      ).toBe(true);
      expect(found.length, term).toBe(everything.filter((g) => contains(g, term)).length);
    }
    // TY words find games whose EN name does not have them.
    const gintong = await all('gameName=gintong');
    expect(gintong.some((g) => !g.gameNameEn.toLowerCase().includes('gintong'))).toBe(true);
    // Within a category, and combined with the other filters.
    const rngDragons = await all('gameType=RNG&vassalage=SUNWAVE&gameName=dragon');
    expect(rngDragons.every((g) => g.vassalage === 'SUNWAVE' && contains(g, 'dragon'))).toBe(true);
  });

  it('takes the term literally: wildcards, quotes and FTS syntax match nothing unexpected', async () => {
    for (const term of [
      '%',
      '_',
      '%%%',
      '"',
      'dragon"',
      'a OR b',
      'NEAR(x y)',
      '*',
      "'; drop table games; --",
    ]) {
      const res = await call(t, `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent(term)}`);
      expect(res.statusCode, term).toBe(200);
      const page = z.parse(getGameList.response, res.json<{ value: unknown }>().value);
      expect(page.totalCount, term).toBe(0);
    }
    expect((await list('pageSize=1')).totalCount).toBeGreaterThanOrEqual(600);
  });

  it('refuses control characters in the term with a 4xx envelope, and the search itself survives them', async () => {
    for (const term of ['ab\u0000c', 'dragon\u0000', '\u0000', 'dr\u001bagon', 'ko\u0007']) {
      const res = await failure(t, `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent(term)}`);
      expect(res, JSON.stringify(term)).toMatchObject({
        status: 400,
        errorCode: 'request_param_err',
        value: { field: 'gameName' },
      });
    }
    // Below the contract (another caller of the search): a NUL is dropped, not an SQLite error.
    const filtered = { gameName: 'dra\u0000gon' };
    const found = await listGames(t.app.platform.db, filtered, { pageNo: 1, pageSize: 5 }, null);
    const plain = await listGames(
      t.app.platform.db,
      { gameName: 'dragon' },
      { pageNo: 1, pageSize: 5 },
      null,
    );
    expect(found.totalCount).toBeGreaterThan(0);
    expect(found.totalCount).toBe(plain.totalCount);
  });

  it('uses the trigram index for terms of three characters or more, and is fast on the whole catalogue', async () => {
    // The plan of the very query the list runs (selection and order as `listGames` adds them).
    const planOf = async (gameName: string) => {
      const { query, order } = gameListQuery(t.app.platform.db, { gameName }, null);
      const compiled = order(query).selectAll('games').limit(26).compile();
      const plan = await t.app.platform.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      );
      return plan.rows.map((r) => r.detail).join('\n');
    };
    expect(await planOf('dragon')).toMatch(/SCAN games_search VIRTUAL TABLE INDEX/);
    expect(await planOf('Gintong')).toMatch(/SCAN games_search VIRTUAL TABLE INDEX/);
    // Two characters are below the trigram: those scan the names.
    expect(await planOf('ko')).not.toMatch(/games_search/);

    const terms = ['dragon', 'Gintong', 'fortune', 'ko', 'lucky', 'perlas', 'zzz'];
    for (const term of terms) await call(t, `/wps/relay/GCSGAME_gameList?gameName=${term}`);
    const runs = 20;
    const started = performance.now();
    for (let i = 0; i < runs; i++) {
      for (const term of terms) await call(t, `/wps/relay/GCSGAME_gameList?gameName=${term}&pageSize=26`);
    }
    const perSearch = (performance.now() - started) / (runs * terms.length);
    console.info(
      `game search over the whole catalogue: ${perSearch.toFixed(2)} ms per request (HTTP inject)`,
    );
    expect(perSearch).toBeLessThan(50);
  });
});

describe('hot games and lottery menus', () => {
  it('answers the hot list in rank order, by GET or POST, optionally per category', async () => {
    const value = z.parse(
      getHotGames.response,
      await ok(
        t,
        '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5&merchantCode=demo&language=EN&vassalage=',
      ),
    );
    expect(value.list.length).toBeGreaterThan(10);
    expect(value.list.every((g) => g.isHot)).toBe(true);
    const posted = await ok(t, '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2', { method: 'POST' });
    expect(posted).toEqual(await ok(t, '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2'));
    const rng = z.parse(getHotGames.response, await ok(t, '/wps/relay/GCSGAME_hotGamesV2?gameType=RNG')).list;
    expect(rng.length).toBeGreaterThan(0);
    expect(rng.every((g) => g.gameType === 'RNG')).toBe(true);
    expect(rng.map((g) => g.nodeId)).toEqual(
      value.list.filter((g) => g.gameType === 'RNG').map((g) => g.nodeId),
    );
  });

  it('lists lottery games by prize mode (any case) for both lottery vendors', async () => {
    const lott = z.parse(
      getLotteryMenu.response,
      await ok(t, '/lgw/vn/games/game_menu?prizeMode=lott&device=WEB'),
    );
    expect(lott.prizeMode).toBe('Lott');
    expect(new Set(lott.list.map((g) => g.vendor))).toEqual(new Set(['TCG_LOTTO_VN', 'TCG_SEA']));
    expect(lott.list.every((g) => g.prizeMode === 'Lott' && g.accountTypeName === g.vendor)).toBe(true);
    const elott = z.parse(getLotteryMenu.response, await ok(t, '/lgw/games/game_menus?prizeMode=ELOTT'));
    expect(elott.prizeMode).toBe('Elott');
    expect(elott.list.length).toBeGreaterThan(0);
    expect(elott.list.every((g) => g.gameType === 'ELOTT')).toBe(true);
    const zy = z.parse(
      getLotteryMenu.response,
      await ok(t, '/lgw/vn/games/game_menu?prizeMode=ZY&vendor=TCG_SEA'),
    );
    expect(zy.list.length).toBeGreaterThan(0);
    expect(zy.list.every((g) => g.vendor === 'TCG_SEA')).toBe(true);
    expect((await ok<{ prizeMode: string }>(t, '/lgw/vn/games/game_menu')).prizeMode).toBe('Lott');
    expect((await failure(t, '/lgw/vn/games/game_menu?prizeMode=Jackpot')).errorCode).toBe(
      'request_param_err',
    );
  });
});
