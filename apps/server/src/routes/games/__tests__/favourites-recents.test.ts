import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getGameList } from '@h5/contract/endpoints/game-catalogue.ts';
import { getFavoriteList, getRecentGames } from '@h5/contract/endpoints/game-favourites.ts';
import { RECENT_PAGE_SIZE } from '@h5/contract/endpoints/games.ts';
import { startTestApp, type TestApp } from '../../../__tests__/test-app.ts';
import { failure, launchTicket, login, ok } from './games-helpers.ts';

let t: TestApp;
let token: string;
let nodes: { nodeId: string; vassalage: string; gameType: string }[];
beforeAll(async () => {
  t = await startTestApp();
  token = await login(t, 'player01');
  const rng = z.parse(
    getGameList.response,
    await ok(t, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=40'),
  ).games;
  const fish = z.parse(
    getGameList.response,
    await ok(t, '/wps/relay/GCSGAME_gameList?gameType=FISH&pageSize=2'),
  ).games;
  nodes = [...rng, ...fish].map((g) => ({ nodeId: g.nodeId, vassalage: g.vassalage, gameType: g.gameType }));
});
afterAll(() => t.close());

const node = (i: number) => {
  const n = nodes[i];
  if (n === undefined) throw new Error(`no game ${i}`);
  return n;
};
const add = (i: number, as = token) =>
  ok(t, '/wps/relay/MCSFE_addFavoriteGameV2', {
    method: 'POST',
    token: as,
    body: { nodeId: node(i).nodeId, vendor: node(i).vassalage, gameType: node(i).gameType },
  });
const remove = (i: number, as = token) =>
  ok(t, `/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${node(i).nodeId}&vendor=${node(i).vassalage}`, {
    method: 'DELETE',
    token: as,
  });
const ids = (as = token) => ok<string[]>(t, '/wps/relay/MCSFE_getFavoriteGames', { token: as });

describe('favourites', () => {
  it('are for members only', async () => {
    expect((await failure(t, '/wps/relay/MCSFE_getFavoriteGames')).status).toBe(401);
    expect((await failure(t, '/wps/relay/MCSFE_getFavoriteGamesList')).errorCode).toBe('login.not.session');
    const res = await failure(t, '/wps/relay/MCSFE_addFavoriteGameV2', {
      method: 'POST',
      body: { nodeId: '100001' },
    });
    expect(res.errorCode).toBe('login.not.session');
  });

  it('add is idempotent, newest first; remove takes it away (and removing again changes nothing)', async () => {
    expect(await ids()).toEqual([]);
    await add(0);
    await add(1);
    await add(0);
    expect(await ids()).toEqual([node(1).nodeId, node(0).nodeId]);
    const list = z.parse(
      getFavoriteList.response,
      await ok(t, '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=26&language=EN', { token }),
    );
    expect(list.content.map((g) => g.nodeId)).toEqual([node(1).nodeId, node(0).nodeId]);
    expect(list).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 2 });
    // The FAV classify key of the game list reads the same favourites.
    const fav = z.parse(
      getGameList.response,
      await ok(t, '/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=FAV', { token }),
    );
    expect(fav.games.map((g) => g.nodeId).sort()).toEqual([node(0).nodeId, node(1).nodeId].sort());
    await remove(1);
    await remove(1);
    expect(await ids()).toEqual([node(0).nodeId]);
    await remove(0);
    expect(await ids()).toEqual([]);
  });

  it('are each member’s own', async () => {
    const other = await login(t, 'agent01');
    await add(5, other);
    expect(await ids(other)).toEqual([node(5).nodeId]);
    expect(await ids()).toEqual([]);
    await remove(5, other);
  });

  it('pages by 26 and filters by game type', async () => {
    for (let i = 0; i < 30; i++) await add(i);
    await add(40);
    const first = z.parse(
      getFavoriteList.response,
      await ok(t, '/wps/relay/MCSFE_getFavoriteGamesList', { token }),
    );
    expect(first.content).toHaveLength(26);
    expect(first).toMatchObject({ totalCount: 31, totalPages: 2 });
    const second = z.parse(
      getFavoriteList.response,
      await ok(t, '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=2', { token }),
    );
    expect(second.content).toHaveLength(5);
    const fish = z.parse(
      getFavoriteList.response,
      await ok(t, '/wps/relay/MCSFE_getFavoriteGamesList?gameType=FISH', { token }),
    );
    expect(fish.content.map((g) => g.nodeId)).toEqual([node(40).nodeId]);
    for (let i = 0; i < 30; i++) await remove(i);
    await remove(40);
  });

  it('refuses an unknown game and a vendor that is not the game’s', async () => {
    const unknown = await failure(t, '/wps/relay/MCSFE_addFavoriteGameV2', {
      method: 'POST',
      token,
      body: { nodeId: '999999' },
    });
    expect(unknown).toMatchObject({ errorCode: 'game.not.found', status: 404 });
    const wrongVendor = await failure(t, '/wps/relay/MCSFE_addFavoriteGameV2', {
      method: 'POST',
      token,
      body: { nodeId: node(0).nodeId, vendor: 'TF' },
    });
    expect(wrongVendor).toMatchObject({ errorCode: 'request_param_err', value: { field: 'vendor' } });
    expect(
      (await failure(t, '/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=', { method: 'DELETE', token }))
        .errorCode,
    ).toBe('request_param_err');
    expect(await ids()).toEqual([]);
  });
});

describe('recent games', () => {
  it('are added by launch, most recent first, each game once, and paged by 25', async () => {
    const fresh = await login(t, 'agent01');
    const recents = async (query = '') =>
      z.parse(
        getRecentGames.response,
        await ok(t, `/wps/relay/GCS_recentGame?clientType=2&language=EN${query}`, { token: fresh }),
      );
    const before = (await recents()).list.map((g) => g.nodeId);
    expect(before).toEqual([]);
    await launchTicket(t, fresh, `launchMode=GLS&nodeId=${node(0).nodeId}`);
    await launchTicket(t, fresh, `launchMode=GLS&nodeId=${node(1).nodeId}`);
    await launchTicket(t, fresh, `launchMode=GLS&nodeId=${node(0).nodeId}`);
    expect((await recents()).list.map((g) => g.nodeId)).toEqual([node(0).nodeId, node(1).nodeId]);

    for (let i = 2; i < 30; i++) await launchTicket(t, fresh, `launchMode=GLS&nodeId=${node(i).nodeId}`);
    const first = await recents();
    expect(first.list).toHaveLength(RECENT_PAGE_SIZE);
    expect(first).toMatchObject({ totalCount: 30, totalPages: 2, pageNum: 1 });
    expect(first.list[0]?.nodeId).toBe(node(29).nodeId);
    const second = await recents('&page=2');
    expect(second.list.map((g) => g.nodeId)).toEqual([4, 3, 2, 0, 1].map((i) => node(i).nodeId));
    expect((await recents('&pageNo=2')).list).toEqual(second.list);
    expect((await recents('&gameType=FISH')).totalCount).toBe(0);
    expect((await failure(t, '/wps/relay/GCS_recentGame')).errorCode).toBe('login.not.session');
  });
});
