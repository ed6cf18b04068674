import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getHotGames } from '@h5/contract/endpoints/game-catalogue.ts';
import { getLotteryMenu } from '@h5/contract/endpoints/game-lottery.ts';
import { getGameVendors, type VendorConfig } from '@h5/contract/endpoints/game-vendors.ts';
import { startTestApp, type TestApp } from '../../../__tests__/test-app.ts';
import { failure, gameList, login, ok } from './games-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const list = (query: string, language?: 'EN' | 'TY') => gameList(t, query, language);

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
