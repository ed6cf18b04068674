import type { FastifyInstance } from 'fastify';
import {
  addFavorite,
  drawRound,
  getFavoriteIds,
  getFavoriteList,
  getGameList,
  getGameVendors,
  getHotGames,
  getLotteryMenu,
  getPlayState,
  getRankList,
  getRecentGames,
  getVendorsPerGameType,
  launchGame,
  placeBet,
  removeFavorite,
} from '@h5/contract/endpoints/games.ts';
import { rankList } from '../../domain/home-feeds.ts';
import { ApiError } from '../../http/api-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** Until the handler lands: the honest "not available" envelope (docs/decisions.md, Games (server)). */
const notYet = (): never => {
  throw new ApiError('functionNotAvailable');
};

/** platform-api §4.5: games. */
export function registerGamesRoutes(app: FastifyInstance): void {
  registerEndpoint(app, getRankList, ({ platform, merchant, query }) =>
    rankList(platform.db, merchant, query),
  );
  for (const endpoint of [
    getGameVendors,
    getVendorsPerGameType,
    getGameList,
    getHotGames,
    getFavoriteIds,
    getFavoriteList,
    addFavorite,
    removeFavorite,
    getRecentGames,
    getLotteryMenu,
    launchGame,
    getPlayState,
    placeBet,
    drawRound,
  ]) {
    registerEndpoint(app, endpoint, notYet);
  }
}
