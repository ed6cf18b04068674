/** Game-area constants of lobby spec §2.5–§2.8, §3, §4, §9 and platform-api §4.5, §9, §10. */

/** Game categories the lobby knows (lobby §2.7); the vendor configuration decides which show and in what order. */
export { GAME_CATEGORIES, type GameCategory as KnownCategory } from '@h5/contract/game-categories.ts';

/** The current category until the player picks one; added first to the menu when the sorting list lacks it (§2.7, §9). */
export const DEFAULT_CATEGORY = 'HOT';
/** The category that is split (lobby §4 "Vendor sorting"). */
export const SPORTS_CATEGORY = 'SPORTS';
export const ESPORTS_CATEGORY = 'ESPORTS';
export const COCKFIGHT_CATEGORY = 'COCKFIGHT';
/** COCKFIGHT is placed after this category (lobby §4). */
export const COCKFIGHT_AFTER = 'RNG';
/** Slots: the only category with the game-type and minimum-bet filters, and NEW on the All tab (§2.8, §4). */
export const SLOTS_CATEGORY = 'RNG';
/** Vendor codes of e-sports and cockfight (lobby §9, platform-api §10 #1). */
export const ESPORTS_VENDOR = 'TF';
export const COCKFIGHT_VENDOR = 'DS88';

/** Lottery categories: launched directly through the lottery launch page (lobby §4, platform-api §10 #2). */
export const LOTTERY_CATEGORIES = ['ELOTT', 'LOTT'] as const;
/** Vendors whose games open their lottery lobby (lobby §4, platform-api §10 #3). */
export const LOTTERY_LOBBY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA'] as const;
/** A node id meaning "the lobby, no game code" (platform-api §10 #3). */
export const LOTTO_LOBBY_NODE = 'LOTTO_LOBBY';
/** Lottery launch page parameters (lobby §2.1, platform-api §10 #2): play type, default code, way back. */
export const LOTTERY_PLAY_TYPE = 'trad';
export const LOTTERY_LOBBY_CODE = 'lobby';
export const LOTTERY_PAGE_BACK = 'home';
/** Prize-mode decision (lobby §4): ELOTT when listed under one of these keys, else LOTT. */
export const PRIZE_MODE_KEYS = ['TCG_LOTTO_VN', 'LOTT'] as const;
export type PrizeMode = 'ELOTT' | 'LOTT';

/** Game select types (lobby §3, §9). */
export const CLASSIFY = { all: 'ALL', new: 'NEW', fav: 'FAV', hot: 'HOT' } as const;

/** Shortcut tabs of the game list (lobby §2.8, §4). */
export const LIST_TABS = ['all', 'recent', 'fav', 'hot'] as const;
export type ListTab = (typeof LIST_TABS)[number];

/** Page sizes (lobby §7, §9): game list and favourites 26, recent games 25. */
export const GAME_PAGE_SIZE = 26;
export const FAVOURITE_PAGE_SIZE = 26;
export const RECENT_PAGE_SIZE = 25;
/** Endless scroll (lobby §4, §9): next page within this distance of the bottom, at most once per interval. */
export const SCROLL_THRESHOLD_PX = 500;
export const SCROLL_THROTTLE_MS = 1_000;

/** Language change (lobby §4, §9): the list reloads after this debounce, the vendors after the other. */
export const LIST_LANGUAGE_DEBOUNCE_MS = 200;
export const VENDOR_LANGUAGE_DEBOUNCE_MS = 250;

/** Vendor carousel (lobby §2.8, §9): vendors per slide and the spacing between them. */
export const VENDORS_PER_SLIDE = 4;
export const VENDOR_SPACING_PX = 5;

/** Minimum-bet choices of the slots filter (lobby §3); `null` is "all". */
export const MIN_BET_OPTIONS = [null, '0.01', '0.05', '0.1', '0.5', '0.75'] as const;
export type MinBet = (typeof MIN_BET_OPTIONS)[number];

/** Wire constants of the game calls (lobby §7, §9): client type, platform, hot games' isPlatform, launch typeId. */
export const CLIENT_TYPE = 2;
export const GAME_PLATFORM = 'html5';
export const HOT_IS_PLATFORM = 2;
export const VASSAL_TYPE_ID = '1';

/** The grid of the game list: tiles per row and their fixed height in px (virtualised by rows). */
export const TILES_PER_ROW = 3;
export const TILE_ROW_HEIGHT_PX = 142;
/** Fixed icon box of a tile (no layout shift while the image loads). */
export const TILE_ICON_PX = 84;
/** Rows rendered beyond the visible ones, above and below. */
export const ROW_OVERSCAN = 3;

/** Delay before lazily loaded images start loading (lobby §9). */
export const LAZY_LOAD_DELAY_MS = 200;
