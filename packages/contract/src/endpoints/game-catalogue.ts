import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { digits, gameItem, listQuery, pageNo, pageSize, searchTerm } from './games.ts';

/** `{games, pageNum, totalPages, totalCount}` (platform-api §4.5, OP-16). */
export const gamePage = z.object({
  games: z.array(gameItem),
  pageNum: z.number(),
  totalPages: z.number(),
  totalCount: z.number(),
});
export type GamePage = z.infer<typeof gamePage>;

export const getGameList = defineEndpoint({
  name: 'getGameList',
  summary:
    'Games of a category, filtered by vendor, classify key, name (EN or TY, any case), new, minimum bet; paged',
  group: 'games',
  path: '/wps/relay/GCSGAME_gameList',
  method: 'GET',
  moduleId: 'GAMELO3',
  encrypted: false,
  token: 'optional',
  query: z.object({
    ...listQuery,
    /** A category of GAME_CATEGORIES (any case); absent: every category. */
    gameType: z.optional(z.string().check(z.regex(/^[A-Za-z]{0,16}$/))),
    vassalage: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_]{0,64}$/))),
    /** ALL, NEW, FAV (needs a session), HOT or a vendor classify key; absent or ALL: no filter. */
    gameClassify: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_]{0,32}$/))),
    gameName: z.optional(searchTerm(64)),
    /** `1`: only new games; absent, empty or `0`: no filter. */
    isNew: z.optional(z.string().check(z.regex(/^(|0|1|true|false|null)$/))),
    /** Games whose minimum bet is exactly this stake (lobby spec §3 options: 0.01, 0.05, 0.1, 0.5, 0.75). */
    minBet: z.optional(z.string().check(z.regex(/^(|[0-9]{1,6}(\.[0-9]{1,2})?)$/))),
    /** Games with at most this many minimum lines. */
    minLine: z.optional(z.string().check(z.regex(/^[0-9]{0,4}$/))),
    pageNo: z.optional(pageNo),
    pageSize: z.optional(pageSize),
  }),
  response: gamePage,
});

export const getHotGames = defineEndpoint({
  name: 'getHotGames',
  summary: 'The hot games (one list, no paging), optionally of one category or vendor',
  group: 'games',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  method: 'GET',
  alsoAccepts: ['POST'],
  moduleId: 'GAMELOHOT3',
  encrypted: false,
  token: 'optional',
  query: z.object({
    ...listQuery,
    isPlatform: z.optional(digits(2)),
    vassalage: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_]{0,64}$/))),
    gameType: z.optional(z.string().check(z.regex(/^[A-Za-z]{0,16}$/))),
  }),
  response: z.object({ list: z.array(gameItem) }),
});
