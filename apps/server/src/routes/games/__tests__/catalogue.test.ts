import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_PAGE_SIZE } from '@h5/contract/endpoints/games.ts';
import { startTestApp, type TestApp } from '../../../__tests__/test-app.ts';
import { allGames, failure, gameList } from './games-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const list = (query: string, language?: 'EN' | 'TY') => gameList(t, query, language);
const all = (query: string, pageSize?: number) => allGames(t, query, pageSize);

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
      '/cdn/gen/vendor/TF-large-v2.svg',
      '/cdn/gen/vendor/TF-small-v2.svg',
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
    expect((await t.app.inject({ url: '/cdn/gen/vendor/NOPE-small-v2.svg' })).statusCode).toBe(404);
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
