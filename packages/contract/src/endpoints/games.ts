import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';

export const winnerRow = z.object({
  vo: z.object({
    /** Masked: first and last character kept, e.g. `p******1`. */
    customerName: z.string(),
    winAmount: z.number(),
    gameName: z.string(),
    nodeId: z.string(),
    gameType: z.string(),
    vendor: z.string(),
    iconUrl: z.string(),
  }),
});
export type WinnerRow = z.infer<typeof winnerRow>;

/** platform-api §4.5 winner board: the biggest wins, by win amount descending. */
export const getRankList = defineEndpoint({
  name: 'getRankList',
  summary: 'Winner board: the biggest recent wins of the merchant, win amount descending, names masked',
  group: 'games',
  path: '/wps/relay/GCSGAME_getRankList',
  method: 'GET',
  moduleId: 'COMM3',
  encrypted: false,
  token: 'optional',
  query: z.object({
    /** `ALL` (default) or one game category such as `SLOT`, `LIVE`, `FISH`, `SPORTS`. */
    gameCategory: z.optional(z.string().check(z.regex(/^[A-Za-z_]{1,32}$/))),
    /** Accepted for the platform's sake; the rows carry brand names that need no translation. */
    language: z.optional(z.string().check(z.maxLength(8))),
    /** 1-50, default 20. */
    limitNum: z.optional(z.string().check(z.regex(/^([1-9]|[1-4][0-9]|50)$/))),
  }),
  response: z.object({ list: z.array(winnerRow) }),
});
/* ---------------------------------------------------------------------------------------------------------
 * Game catalogue, favourites, recents, launch and the in-house games (platform-api §4.5, §9, §10, §12;
 * lobby spec §2.7, §2.8, §3, §4). Shapes the platform leaves open are decisions (docs/decisions.md,
 * "Games (server)").
 * ------------------------------------------------------------------------------------------------------- */

export { GAME_CATEGORIES, type GameCategory } from '../game-categories.ts';

/** Classify keys every category knows (platform-api §10 #1); vendors add their own. */
export const BASE_CLASSIFY_KEYS = ['ALL', 'NEW', 'FAV', 'HOT'] as const;

/** Prize modes of the lottery (platform-api §10 #2), as the wire spells them. */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** Page sizes of the product (lobby spec §9): lists and favourites 26, recents 25. */
export const GAME_PAGE_SIZE = 26;
export const RECENT_PAGE_SIZE = 25;
/** Largest page a client may ask for (the existing desktop asks 999 favourites, platform-api OP-16). */
export const MAX_GAME_PAGE_SIZE = 999;

/** Launch `accountType` (platform-api §4.5): 1 real money, 0 free play. */
export const ACCOUNT_TYPE = { freePlay: '0', real: '1' } as const;

const digits = (max: number) => z.string().check(z.regex(new RegExp(`^[0-9]{1,${max}}$`)));
const code = z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,64}$/));
/** A free-text parameter the server only compares or echoes. */
const text = (max: number) => z.string().check(z.maxLength(max));
/** A search term: free text without control characters (no name holds one; a NUL would break the search). */
const searchTerm = (max: number) => z.string().check(z.maxLength(max), z.regex(/^\P{Cc}*$/u));
const pageNo = digits(6);
const pageSize = digits(3);

export const gameItem = z.object({
  /** Stable id of the game in the catalogue (favourites and recents store it). */
  nodeId: z.string(),
  gameId: z.string(),
  /** The vendor's own game code (lottery: the lottery game code). */
  gameCode: z.string(),
  /** Name in the request language (TY falls back to EN where the name is not translated). */
  gameName: z.string(),
  /** The English name. */
  nodeName: z.string(),
  displayName: z.string(),
  gameNameEn: z.string(),
  gameNameTy: z.string(),
  /** Vendor code (platform-api: "vendor" = "vassalage"). */
  vassalage: z.string(),
  gameType: z.string(),
  /** Vendor-provided classify keys of this game (NEW and HOT included when they apply). */
  gameClassifyNew: z.array(z.string()),
  iconUrl: z.string(),
  showIcon: z.string(),
  defaultIcon: z.string(),
  mobileSmallIcon: z.string(),
  mobileLargeIcon: z.string(),
  /** Minimum stake in the merchant's currency (e.g. 0.01). */
  minBet: z.number(),
  minLine: z.number(),
  isNew: z.boolean(),
  isHot: z.boolean(),
  /** Free play (launch `accountType=0`) is offered. */
  freeplay: z.boolean(),
  isGameH5: z.boolean(),
  /** Launch is possible on this client (always true for the catalogue we serve). */
  supportPlay: z.boolean(),
  roomId: z.string(),
  /** Lottery only: the prize mode (Lott, ZY, Elott); '' otherwise. */
  lottoMode: z.string(),
  /** Lottery only: `trad`; '' otherwise. */
  playType: z.string(),
  nodeTypeManageId: z.string(),
});
export type GameItem = z.infer<typeof gameItem>;

/** A vendor as the lobby shows it (platform-api §4.5 `cards[]`, icon fields §9). */
export const vendorCard = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  /** The vendor's own game type (TF: ESPORTS, DS88: COCKFIGHT even inside the SPORTS lane, §10 #1). */
  gameType: z.string(),
  /**
   * `VASSALAGE`: the card opens the vendor's game list (§10 #4); `GAME`: it launches the vendor's lobby game
   * directly (`nodeId`, `gameId`).
   */
  isGame: z.enum(['VASSALAGE', 'GAME']),
  nodeId: z.string(),
  gameId: z.string(),
  gameCount: z.number(),
  mobileSmallIcon: z.string(),
  mobileLargeIcon: z.string(),
  h5Icon: z.string(),
  smallIcon: z.string(),
  /** Sic (platform-api §9). */
  lagerIcon: z.string(),
});
export type VendorCard = z.infer<typeof vendorCard>;

export const classifyEntry = z.object({ key: z.string(), displayName: z.string() });

/** One category of the product's vendor configuration (lobby spec §3 "category mapping"). */
export const categoryMapping = z.object({
  vendors: z.array(vendorCard),
  gameClassify: z.array(classifyEntry),
  display: z.boolean(),
  sorting: z.number(),
});

export const vendorConfig = z.object({
  /** The categories in lobby order (lobby spec §3 `sorting`); HOT is not in it (the client adds it, §10 #1). */
  sorting: z.array(z.string()),
  /** Category → vendors (with `gameCount`) and classify keys (lobby spec §3 `mapping`). */
  mapping: z.record(z.string(), categoryMapping),
  /** Every vendor once, with the category it is listed under (lobby spec §3 `vendorNames`). */
  vendorNames: z.array(z.object({ gameType: z.string(), vassalage: z.string(), displayName: z.string() })),
  /** The same data as the existing platform's lanes (platform-api §12 #10: `value.data.lanes`). */
  data: z.object({
    lanes: z.array(
      z.object({ title: z.string(), cards: z.array(vendorCard), gameClassify: z.array(classifyEntry) }),
    ),
  }),
});
export type VendorConfig = z.infer<typeof vendorConfig>;

const listQuery = {
  merchant: z.optional(code),
  merchantCode: z.optional(code),
  platform: z.optional(code),
  clientType: z.optional(digits(2)),
  language: z.optional(text(8)),
};

export const getGameVendors = defineEndpoint({
  name: 'getGameVendors',
  summary:
    'Vendor configuration of the lobby: category order, vendors per category with game counts, classify keys',
  group: 'games',
  path: '/wps/relay/GCSGAME_newGameVendor',
  aliases: ['/wps/relay/GCSGAME_gameVendor'],
  method: 'GET',
  moduleId: 'COMM3',
  encrypted: false,
  token: 'optional',
  query: z.object(listQuery),
  response: vendorConfig,
});

export const getVendorsPerGameType = defineEndpoint({
  name: 'getVendorsPerGameType',
  summary:
    'Game type → vendor code → the game types that vendor offers (prize mode rule of platform-api §10 #2)',
  group: 'games',
  path: '/wps/relay/GCSGAME_getVassGameType',
  aliases: ['/wps/relay/GLS2_getVassGameType'],
  method: 'GET',
  moduleId: 'COMM3',
  encrypted: false,
  token: 'required',
  query: z.object({ typeId: z.optional(digits(2)), merchant_code: z.optional(code) }),
  response: z.object({ content: z.record(z.string(), z.record(z.string(), z.array(z.string()))) }),
});

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

export const lotteryGame = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  nodeId: z.string(),
  /** TCG_LOTTO_VN or TCG_SEA. */
  vendor: z.string(),
  /** platform-api §4.5: the client adds this to VN menu entries; we send it already. */
  accountTypeName: z.string(),
  prizeMode: z.string(),
  gameType: z.string(),
  iconUrl: z.string(),
  /** Seconds between two draws of the game. */
  drawIntervalSeconds: z.number(),
});
export type LotteryGame = z.infer<typeof lotteryGame>;

export const getLotteryMenu = defineEndpoint({
  name: 'getLotteryMenu',
  summary: 'Lottery games of a prize mode (Lott, ZY, Elott; any case), both lottery vendors',
  group: 'games',
  path: '/lgw/vn/games/game_menu',
  aliases: ['/lgw/games/game_menus'],
  method: 'GET',
  moduleId: 'COMM3',
  encrypted: false,
  token: 'optional',
  query: z.object({
    prizeMode: z.optional(z.string().check(z.regex(/^[A-Za-z]{0,8}$/))),
    device: z.optional(code),
    vendor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_]{0,64}$/))),
  }),
  response: z.object({ prizeMode: z.string(), list: z.array(lotteryGame) }),
});

export const launchGame = defineEndpoint({
  name: 'launchGame',
  summary:
    'Starts a game for the member (records it as recent) and answers the URL of the game page; #734 while a round is open',
  group: 'games',
  path: '/wps/game/launchGame',
  method: 'GET',
  moduleId: 'GAMELO3',
  encrypted: false,
  token: 'required',
  query: z.object({
    /** `GLS` (games) or `LOTT` (lottery); required (platform-api §12 #2). */
    launchMode: z.string().check(z.regex(/^[A-Za-z]{1,8}$/)),
    nodeId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_.-]{0,64}$/))),
    gameId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_.-]{0,64}$/))),
    vassalage: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_]{0,64}$/))),
    vendor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_]{0,64}$/))),
    gameType: z.optional(z.string().check(z.regex(/^[A-Za-z]{0,16}$/))),
    gameCategory: z.optional(z.string().check(z.regex(/^[A-Za-z]{0,16}$/))),
    /** `1` real money (default), `0` free play; free-play accounts always play free (demo balance). */
    accountType: z.optional(z.string().check(z.regex(/^[01]$/))),
    roomId: z.optional(text(64)),
    language: z.optional(text(8)),
    platform: z.optional(code),
    clientType: z.optional(digits(2)),
    merchant: z.optional(code),
    typeId: z.optional(digits(2)),
    isPlatform: z.optional(digits(2)),
    supportPlay: z.optional(text(16)),
    confirmTrans: z.optional(text(8)),
    webView: z.optional(text(8)),
    isCoin: z.optional(text(8)),
    username: z.optional(text(64)),
    /** Where the game page's back link goes: used only when it is a path of this site under `/m/`. */
    backUrl: z.optional(text(512)),
    /** Lottery (launchMode LOTT): area, prize mode, game code (`lobby` or none: the lottery lobby), view. */
    lottoArea: z.optional(code),
    lottoPrizeMode: z.optional(z.string().check(z.regex(/^[A-Za-z]{0,8}$/))),
    prizeMode: z.optional(z.string().check(z.regex(/^[A-Za-z]{0,8}$/))),
    lottoGameCode: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_.-]{0,64}$/))),
    lottoView: z.optional(code),
    device: z.optional(code),
  }),
  response: z.object({ content: z.object({ game_url: z.string() }) }),
});

/* ---------- the in-house game page's own API (identified by the launch ticket, not the session) ---------- */

/** A launch ticket as issued (43 base64url characters), the value of the `X-Game-Ticket` header on `state`. */
export const gameTicket = z.string().check(z.regex(/^[A-Za-z0-9_-]{20,64}$/));
const ticket = gameTicket;
const money = z.number().check(z.positive(), z.lte(1_000_000));

export const roundResult = z.object({
  roundId: z.number(),
  /** `open`: stake taken, draw pending (number draw); `settled`: paid out. */
  status: z.enum(['open', 'settled']),
  stake: z.number(),
  payout: z.number(),
  /** Slot: three symbols; draw: the drawn number (empty while open). */
  outcome: z.array(z.string()),
  /** Draw: the player's pick; slot: empty. */
  pick: z.array(z.number()),
  /** Draw: when the result may be drawn (ms); 0 for a slot. */
  drawAt: z.number(),
  createdAt: z.number(),
});
export type RoundResult = z.infer<typeof roundResult>;

export const playState = z.object({
  kind: z.enum(['slot', 'draw']),
  gameName: z.string(),
  nodeId: z.string(),
  vendor: z.string(),
  /** The balance the game plays with (free play: the demo balance). */
  balance: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
  freePlay: z.boolean(),
  minBet: z.number(),
  maxBet: z.number(),
  /** Draw: the numbers a player picks from (1..drawMax). */
  drawMax: z.number(),
  /** Draw: payout multiple of a right pick; slot: multiple for three of a kind of the best symbol. */
  payoutMultiple: z.number(),
  openRound: z.nullable(roundResult),
  language: z.string(),
  /** Where the page's way back leads (a path of this site). */
  backUrl: z.string(),
});
export type PlayState = z.infer<typeof playState>;

export const getPlayState = defineEndpoint({
  name: 'getPlayState',
  summary:
    'In-house game page: the game, the balance it plays with and any open round, by the launch ticket of the X-Game-Ticket header',
  group: 'games',
  path: '/wps/game/inhouse/state',
  method: 'GET',
  moduleId: 'GAMELO3',
  encrypted: false,
  token: 'none',
  // The ticket travels in the `X-Game-Ticket` header (HEADER.gameTicket), never in the query string.
  response: playState,
});

export const placeBet = defineEndpoint({
  name: 'placeBet',
  summary:
    'In-house game: places a bet (slot: settled at once; draw: stake taken, round open until drawn), one transaction; the same requestId again answers the same round',
  group: 'games',
  path: '/wps/game/inhouse/bet',
  method: 'POST',
  moduleId: 'GAMELO3',
  encrypted: false,
  token: 'none',
  body: z.object({
    ticket,
    stake: money,
    /**
     * The bet's idempotency key, made by the client once per bet and sent again with a retry: a request that
     * comes twice (a retry after a timeout, a replay) places one bet and gets the first answer again.
     */
    requestId: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)),
    /** Draw only: one number of 1..drawMax. */
    pick: z.optional(z.array(z.int().check(z.gte(1), z.lte(99))).check(z.maxLength(1))),
  }),
  response: z.object({ round: roundResult, balance: z.number() }),
});

export const drawRound = defineEndpoint({
  name: 'drawRound',
  summary:
    'In-house number draw: draws an open round once its draw time has come and pays it, one transaction',
  group: 'games',
  path: '/wps/game/inhouse/draw',
  method: 'POST',
  moduleId: 'GAMELO3',
  encrypted: false,
  token: 'none',
  body: z.object({ ticket, roundId: z.int().check(z.positive()) }),
  response: z.object({ round: roundResult, balance: z.number() }),
});
