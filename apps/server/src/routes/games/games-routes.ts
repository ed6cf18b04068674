import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { getGameList, getHotGames } from '@h5/contract/endpoints/game-catalogue.ts';
import {
  addFavorite,
  getFavoriteIds,
  getFavoriteList,
  getRecentGames,
  removeFavorite,
} from '@h5/contract/endpoints/game-favourites.ts';
import { launchGame } from '@h5/contract/endpoints/game-launch.ts';
import { getLotteryMenu } from '@h5/contract/endpoints/game-lottery.ts';
import { drawRound, gameTicket, getPlayState, placeBet } from '@h5/contract/endpoints/game-play.ts';
import { getGameVendors, getVendorsPerGameType } from '@h5/contract/endpoints/game-vendors.ts';
import { getRankList } from '@h5/contract/endpoints/game-winners.ts';
import { GAME_PAGE_SIZE, MAX_GAME_PAGE_SIZE, RECENT_PAGE_SIZE } from '@h5/contract/endpoints/games.ts';
import { HEADER } from '@h5/contract/headers.ts';
import { isLanguage, type Language } from '@h5/contract/languages.ts';
import { rankList } from '../../domain/content/home-feeds.ts';
import { ApiError, fieldError } from '../../domain/errors.ts';
import * as bets from '../../domain/games/bets.ts';
import { addFavorite as storeFavorite } from '../../domain/games/favourites.ts';
import { paging, toGameItem, type Paging } from '../../domain/games/game-items.ts';
import { launch } from '../../domain/games/launch.ts';
import { lotteryMenu, prizeModeOf } from '../../domain/games/lottery.ts';
import { vendorConfig, vendorsPerGameType } from '../../domain/games/vendors.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import type { Platform } from '../../http/platform.ts';

/** The `language` parameter when it names a language of ours, else the `Language` header's. */
function languageOf(parameter: string | undefined, header: Language): Language {
  const upper = parameter?.trim().toUpperCase();
  return isLanguage(upper) ? upper : header;
}

function pagingOf(pageNo: string | undefined, pageSize: string | undefined, fallback: number): Paging {
  const paged = paging(pageNo, pageSize, fallback);
  if (paged.pageNo < 1) throw fieldError('pageNo');
  if (paged.pageSize < 1 || paged.pageSize > MAX_GAME_PAGE_SIZE) throw fieldError('pageSize');
  return paged;
}

/** The favourite target: the game of `nodeId`, whose vendor must be `vendor` when one is given. */
async function favoriteGame(platform: Platform, nodeId: string, vendor: string | undefined) {
  const game = await platform.repositories.games.gameByNodeId(nodeId);
  if (game === undefined) throw new ApiError('gameNotFound');
  if (vendor !== undefined && vendor !== '' && vendor.toUpperCase() !== game.vendor_code)
    throw fieldError('vendor');
  return game;
}

const playOptions = (platform: Platform, merchant: { code: string; wallet: bets.PlayOptions['wallet'] }) => ({
  merchantCode: merchant.code,
  sessionIdleMs: platform.config.sessionIdleMinutes * 60_000,
  wallet: merchant.wallet,
});

/** The launch ticket of the `X-Game-Ticket` header: exactly one, in the ticket's format. */
function ticketHeader(request: FastifyRequest): string {
  const field = HEADER.gameTicket;
  const value = request.headers[field.toLowerCase()];
  if (value === undefined) throw fieldError(field, 'missing');
  const parsed = z.safeParse(gameTicket, value);
  if (!parsed.success) throw fieldError(field);
  return parsed.data;
}

/** platform-api §4.5: games. */
export function registerGamesRoutes(app: FastifyInstance): void {
  registerEndpoint(app, getRankList, ({ platform, merchant, query }) =>
    rankList(platform.repositories.content, merchant, query),
  );

  registerEndpoint(app, getGameVendors, ({ platform, merchant, query, language }) =>
    vendorConfig(platform.repositories.games, merchant, languageOf(query.language, language)),
  );

  registerEndpoint(app, getVendorsPerGameType, async ({ platform }) => ({
    content: await vendorsPerGameType(platform.repositories.games),
  }));

  registerEndpoint(app, getGameList, async ({ platform, merchant, query, language, session }) => {
    const lang = languageOf(query.language, language);
    const page = await platform.repositories.games.listGames(
      query,
      pagingOf(query.pageNo, query.pageSize, GAME_PAGE_SIZE),
      session?.memberId ?? null,
    );
    return {
      games: page.rows.map((row) => toGameItem(row, merchant, lang)),
      pageNum: page.pageNum,
      totalPages: page.totalPages,
      totalCount: page.totalCount,
    };
  });

  registerEndpoint(app, getHotGames, async ({ platform, merchant, query, language }) => {
    const lang = languageOf(query.language, language);
    const rows = await platform.repositories.games.hotGames(query);
    return { list: rows.map((row) => toGameItem(row, merchant, lang)) };
  });

  registerEndpoint(app, getFavoriteIds, ({ platform, session }) =>
    platform.repositories.games.favoriteIds(session.memberId),
  );

  registerEndpoint(app, getFavoriteList, async ({ platform, merchant, query, language, session }) => {
    const lang = languageOf(query.language, language);
    const page = await platform.repositories.games.favoriteList(
      session.memberId,
      query.gameType,
      pagingOf(query.pageNo, query.pageSize, GAME_PAGE_SIZE),
    );
    return {
      content: page.rows.map((row) => toGameItem(row, merchant, lang)),
      pageNum: page.pageNum,
      totalPages: page.totalPages,
      totalCount: page.totalCount,
    };
  });

  registerEndpoint(app, addFavorite, async ({ platform, body, session }) => {
    const game = await favoriteGame(platform, body.nodeId, body.vendor);
    await storeFavorite(platform.units.games, session.memberId, game.id);
    return null;
  });

  registerEndpoint(app, removeFavorite, async ({ platform, query, session }) => {
    const game = await favoriteGame(platform, query.nodeId, query.vendor);
    await platform.repositories.games.deleteFavorite(session.memberId, game.id);
    return null;
  });

  registerEndpoint(app, getRecentGames, async ({ platform, merchant, query, language, session }) => {
    const lang = languageOf(query.language, language);
    const page = await platform.repositories.games.recentList(
      session.memberId,
      query.gameType,
      pagingOf(query.page ?? query.pageNo, query.pageSize, RECENT_PAGE_SIZE),
    );
    return {
      list: page.rows.map((row) => toGameItem(row, merchant, lang)),
      pageNum: page.pageNum,
      totalPages: page.totalPages,
      totalCount: page.totalCount,
    };
  });

  registerEndpoint(app, getLotteryMenu, async ({ platform, merchant, query, language }) => {
    const prizeMode =
      query.prizeMode === undefined || query.prizeMode === '' ? 'Lott' : prizeModeOf(query.prizeMode);
    if (prizeMode === null) throw fieldError('prizeMode');
    return {
      prizeMode,
      list: await lotteryMenu(platform.repositories.games, merchant, language, prizeMode, query.vendor),
    };
  });

  registerEndpoint(app, launchGame, async ({ platform, merchant, query, language, session }) => {
    const { repositories, units } = platform;
    const gameUrl = await launch({ games: repositories.games, work: units.games }, query, {
      session,
      merchantCode: merchant.code,
      language,
    });
    return { content: { game_url: gameUrl } };
  });

  registerEndpoint(app, getPlayState, ({ platform, merchant, request }) =>
    bets.playState(platform.units.games, ticketHeader(request), playOptions(platform, merchant)),
  );

  registerEndpoint(app, placeBet, ({ platform, merchant, body }) =>
    bets.placeBet(platform.units.games, body, playOptions(platform, merchant)),
  );

  registerEndpoint(app, drawRound, ({ platform, merchant, body }) =>
    bets.drawRound(platform.units.games, body, playOptions(platform, merchant)),
  );
}
