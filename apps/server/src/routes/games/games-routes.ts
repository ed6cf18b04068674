import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  addFavorite,
  drawRound,
  GAME_PAGE_SIZE,
  gameTicket,
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
  MAX_GAME_PAGE_SIZE,
  placeBet,
  RECENT_PAGE_SIZE,
  removeFavorite,
} from '@h5/contract/endpoints/games.ts';
import { HEADER } from '@h5/contract/headers.ts';
import { isLanguage, type Language } from '@h5/contract/languages.ts';
import * as games from '../../domain/games.ts';
import { rankList } from '../../domain/home-feeds.ts';
import * as play from '../../domain/play.ts';
import { ApiError, fieldError } from '../../domain/errors.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import type { Platform } from '../../http/platform.ts';

/** The `language` parameter when it names a language of ours, else the `Language` header's. */
function languageOf(parameter: string | undefined, header: Language): Language {
  const upper = parameter?.trim().toUpperCase();
  return isLanguage(upper) ? upper : header;
}

function pagingOf(pageNo: string | undefined, pageSize: string | undefined, fallback: number): games.Paging {
  const paged = games.paging(pageNo, pageSize, fallback);
  if (paged.pageNo < 1) throw fieldError('pageNo');
  if (paged.pageSize < 1 || paged.pageSize > MAX_GAME_PAGE_SIZE) throw fieldError('pageSize');
  return paged;
}

/** The favourite target: the game of `nodeId`, whose vendor must be `vendor` when one is given. */
async function favoriteGame(platform: Platform, nodeId: string, vendor: string | undefined) {
  const game = await games.gameByNodeId(platform.db, nodeId);
  if (game === undefined) throw new ApiError('gameNotFound');
  if (vendor !== undefined && vendor !== '' && vendor.toUpperCase() !== game.vendor_code)
    throw fieldError('vendor');
  return game;
}

const playOptions = (platform: Platform, merchant: { code: string; wallet: play.PlayOptions['wallet'] }) => ({
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
    rankList(platform.db, merchant, query),
  );

  registerEndpoint(app, getGameVendors, ({ platform, merchant, query, language }) =>
    games.vendorConfig(platform.db, merchant, languageOf(query.language, language)),
  );

  registerEndpoint(app, getVendorsPerGameType, async ({ platform }) => ({
    content: await games.vendorsPerGameType(platform.db),
  }));

  registerEndpoint(app, getGameList, async ({ platform, merchant, query, language, session }) => {
    const lang = languageOf(query.language, language);
    const page = await games.listGames(
      platform.db,
      query,
      pagingOf(query.pageNo, query.pageSize, GAME_PAGE_SIZE),
      session?.memberId ?? null,
    );
    return {
      games: page.rows.map((row) => games.toGameItem(row, merchant, lang)),
      pageNum: page.pageNum,
      totalPages: page.totalPages,
      totalCount: page.totalCount,
    };
  });

  registerEndpoint(app, getHotGames, async ({ platform, merchant, query, language }) => {
    const lang = languageOf(query.language, language);
    const rows = await games.hotGames(platform.db, query);
    return { list: rows.map((row) => games.toGameItem(row, merchant, lang)) };
  });

  registerEndpoint(app, getFavoriteIds, ({ platform, session }) =>
    games.favoriteIds(platform.db, session.memberId),
  );

  registerEndpoint(app, getFavoriteList, async ({ platform, merchant, query, language, session }) => {
    const lang = languageOf(query.language, language);
    const page = await games.favoriteList(
      platform.db,
      session.memberId,
      query.gameType,
      pagingOf(query.pageNo, query.pageSize, GAME_PAGE_SIZE),
    );
    return {
      content: page.rows.map((row) => games.toGameItem(row, merchant, lang)),
      pageNum: page.pageNum,
      totalPages: page.totalPages,
      totalCount: page.totalCount,
    };
  });

  registerEndpoint(app, addFavorite, async ({ platform, body, session }) => {
    const game = await favoriteGame(platform, body.nodeId, body.vendor);
    await games.addFavorite(platform.db, session.memberId, game.id);
    return null;
  });

  registerEndpoint(app, removeFavorite, async ({ platform, query, session }) => {
    const game = await favoriteGame(platform, query.nodeId, query.vendor);
    await games.removeFavorite(platform.db, session.memberId, game.id);
    return null;
  });

  registerEndpoint(app, getRecentGames, async ({ platform, merchant, query, language, session }) => {
    const lang = languageOf(query.language, language);
    const page = await games.recentList(
      platform.db,
      session.memberId,
      query.gameType,
      pagingOf(query.page ?? query.pageNo, query.pageSize, RECENT_PAGE_SIZE),
    );
    return {
      list: page.rows.map((row) => games.toGameItem(row, merchant, lang)),
      pageNum: page.pageNum,
      totalPages: page.totalPages,
      totalCount: page.totalCount,
    };
  });

  registerEndpoint(app, getLotteryMenu, async ({ platform, merchant, query, language }) => {
    const prizeMode =
      query.prizeMode === undefined || query.prizeMode === '' ? 'Lott' : games.prizeModeOf(query.prizeMode);
    if (prizeMode === null) throw fieldError('prizeMode');
    return {
      prizeMode,
      list: await games.lotteryMenu(platform.db, merchant, language, prizeMode, query.vendor),
    };
  });

  registerEndpoint(app, launchGame, async ({ platform, merchant, query, language, session }) => {
    const gameUrl = await play.launch(platform.db, query, {
      session,
      merchantCode: merchant.code,
      language,
    });
    return { content: { game_url: gameUrl } };
  });

  registerEndpoint(app, getPlayState, ({ platform, merchant, request }) =>
    play.playState(platform.db, ticketHeader(request), playOptions(platform, merchant)),
  );

  registerEndpoint(app, placeBet, ({ platform, merchant, body }) =>
    play.placeBet(platform.db, body, playOptions(platform, merchant)),
  );

  registerEndpoint(app, drawRound, ({ platform, merchant, body }) =>
    play.drawRound(platform.db, body, playOptions(platform, merchant)),
  );
}
