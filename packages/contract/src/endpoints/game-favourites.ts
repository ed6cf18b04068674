import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { gameItem, listQuery, pageNo, pageSize, text } from './games.ts';

/* The member's own game lists: favourites and the recently launched games (launch adds to the latter). */

export const getFavoriteIds = defineEndpoint({
  name: 'getFavoriteIds',
  summary: 'The nodeIds of the member’s favourite games, newest first',
  group: 'games',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  method: 'GET',
  moduleId: 'GAMELOFAV3',
  encrypted: false,
  token: 'required',
  response: z.array(z.string()),
});

/** Favourites and recents page: `content` (favourites, platform-api §4.5) or `list` (recents, lobby §7). */
export const favoritePage = z.object({
  content: z.array(gameItem),
  pageNum: z.number(),
  totalPages: z.number(),
  totalCount: z.number(),
});

export const getFavoriteList = defineEndpoint({
  name: 'getFavoriteList',
  summary: 'The member’s favourite games, newest first, optionally of one category; paged (26)',
  group: 'games',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  method: 'GET',
  moduleId: 'GAMELOFAV3',
  encrypted: false,
  token: 'required',
  query: z.object({
    ...listQuery,
    /** The product sends the token as a parameter too; the `Authorization` header is what counts. */
    token: z.optional(text(128)),
    gameType: z.optional(z.string().check(z.regex(/^[A-Za-z]{0,16}$/))),
    pageNo: z.optional(pageNo),
    pageSize: z.optional(pageSize),
  }),
  response: favoritePage,
});

const favoriteTarget = {
  nodeId: z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,64}$/)),
  /** The game's vendor code (= vassalage); must match the game's. */
  vendor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_]{0,64}$/))),
  gameType: z.optional(z.string().check(z.regex(/^[A-Za-z]{0,16}$/))),
};

export const addFavorite = defineEndpoint({
  name: 'addFavorite',
  summary: 'Adds a game to the member’s favourites (adding one already there changes nothing)',
  group: 'games',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  method: 'POST',
  moduleId: 'GAMELOFAV3',
  encrypted: false,
  token: 'required',
  body: z.object({ ...favoriteTarget, token: z.optional(text(128)) }),
  response: z.null(),
});

export const removeFavorite = defineEndpoint({
  name: 'removeFavorite',
  summary: 'Removes a game from the member’s favourites (parameters in the query: DELETE has no body)',
  group: 'games',
  path: '/wps/relay/MCSFE_removeFavoriteGameV2',
  method: 'DELETE',
  moduleId: 'GAMELOFAV3',
  encrypted: false,
  token: 'required',
  query: z.object({ ...favoriteTarget, token: z.optional(text(128)) }),
  response: z.null(),
});

export const getRecentGames = defineEndpoint({
  name: 'getRecentGames',
  summary: 'Games the member launched, most recent first, each once; paged (25). Launch adds to it',
  group: 'games',
  path: '/wps/relay/GCS_recentGame',
  method: 'GET',
  moduleId: 'GAMELOREC3',
  encrypted: false,
  token: 'required',
  query: z.object({
    ...listQuery,
    /** The product calls the page `page` here (lobby spec §7); `pageNo` is accepted too. */
    page: z.optional(pageNo),
    pageNo: z.optional(pageNo),
    pageSize: z.optional(pageSize),
    gameType: z.optional(z.string().check(z.regex(/^[A-Za-z]{0,16}$/))),
  }),
  response: z.object({
    list: z.array(gameItem),
    pageNum: z.number(),
    totalPages: z.number(),
    totalCount: z.number(),
  }),
});
