import { sql, type ExpressionBuilder, type Selectable, type SelectQueryBuilder } from 'kysely';
import {
  BASE_CLASSIFY_KEYS,
  GAME_CATEGORIES,
  PRIZE_MODES,
  type GameItem,
  type LotteryGame,
  type VendorCard,
  type VendorConfig,
} from '@h5/contract/endpoints/games.ts';
import type { Language } from '@h5/contract/languages.ts';
import type { Db } from '../db/database.ts';
import type { DatabaseSchema, GamesTable } from '../db/schema.ts';
import { imageUrl } from './announcements.ts';

/** Game code of a lottery vendor's lobby (platform-api §10 #3: node `LOTTO_LOBBY` means no game code). */
export const LOTTO_LOBBY_CODE = 'LOTTO_LOBBY';
/** Shortest search term the trigram index can serve; shorter ones scan the names. */
const TRIGRAM = 3;

export type GameRow = Selectable<GamesTable>;

/** Paths of the generated icons below the merchant's image CDN (served by `web/game-icons.ts`). */
export const ICON_VERSION = 'v1';
export const gameIconPath = (nodeId: string, size: 's' | 'l') =>
  `gen/game/${nodeId}-${size}-${ICON_VERSION}.svg`;
export const vendorIconPath = (code: string, variant: VendorIconVariant) =>
  `gen/vendor/${code}-${variant}-${ICON_VERSION}.svg`;
export const DEFAULT_GAME_ICON = `gen/game/default-${ICON_VERSION}.svg`;
export type VendorIconVariant = 'small' | 'large' | 'color';

const BASE_CLASSIFY_NAMES: Readonly<Record<(typeof BASE_CLASSIFY_KEYS)[number], Record<Language, string>>> = {
  ALL: { EN: 'All', TY: 'Lahat' },
  NEW: { EN: 'New', TY: 'Bago' },
  FAV: { EN: 'Favourites', TY: 'Mga Paborito' },
  HOT: { EN: 'Hot', TY: 'Patok' },
};

interface Merchant {
  readonly imageCDNs: readonly string[];
}

function jsonArray(text: string): string[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
}

interface ClassifyKey {
  key: string;
  en: string;
  ty: string;
}
function classifyKeys(text: string): ClassifyKey[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? (parsed as ClassifyKey[]) : [];
}

export function gameName(row: Pick<GameRow, 'name_en' | 'name_ty'>, language: Language): string {
  return language === 'TY' && row.name_ty !== null ? row.name_ty : row.name_en;
}

export function toGameItem(row: GameRow, merchant: Merchant, language: Language): GameItem {
  const small = imageUrl(merchant.imageCDNs, gameIconPath(row.node_id, 's'));
  const large = imageUrl(merchant.imageCDNs, gameIconPath(row.node_id, 'l'));
  const name = gameName(row, language);
  const classify = jsonArray(row.classify);
  if (row.is_new === 1) classify.push('NEW');
  if (row.hot_rank !== null) classify.push('HOT');
  const lottery = row.prize_mode !== '';
  return {
    nodeId: row.node_id,
    gameId: row.game_code,
    gameCode: row.game_code,
    gameName: name,
    nodeName: row.name_en,
    displayName: name,
    gameNameEn: row.name_en,
    gameNameTy: row.name_ty ?? row.name_en,
    vassalage: row.vendor_code,
    gameType: row.game_type,
    gameClassifyNew: classify,
    iconUrl: small,
    showIcon: small,
    defaultIcon: imageUrl(merchant.imageCDNs, DEFAULT_GAME_ICON),
    mobileSmallIcon: small,
    mobileLargeIcon: large,
    minBet: row.min_bet_cents / 100,
    minLine: row.min_line,
    isNew: row.is_new === 1,
    isHot: row.hot_rank !== null,
    freeplay: row.freeplay === 1,
    isGameH5: true,
    supportPlay: true,
    roomId: '',
    lottoMode: lottery ? row.prize_mode : '',
    playType: lottery ? 'trad' : '',
    nodeTypeManageId: row.game_code === LOTTO_LOBBY_CODE ? LOTTO_LOBBY_CODE : '',
  };
}

type GamesQuery = SelectQueryBuilder<DatabaseSchema, 'games' | 'game_vendors', object>;

/** Listed games: enabled, of an enabled vendor, not a lottery lobby (those are launched, never listed). */
function listedGames(db: Db): GamesQuery {
  return db
    .selectFrom('games')
    .innerJoin('game_vendors', 'game_vendors.code', 'games.vendor_code')
    .where('games.enabled', '=', 1)
    .where('game_vendors.enabled', '=', 1)
    .where('games.game_code', '!=', LOTTO_LOBBY_CODE);
}

/** `%` and `_` of a LIKE pattern taken literally. */
const likeEscape = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Games whose EN or TY name contains `term`, any case. Control characters are dropped first: no name holds one,
 * and FTS5 refuses a NUL inside a query string (an SQLite error, not "no match").
 */
export function nameMatches(rawTerm: string) {
  const term = rawTerm.replace(/\p{Cc}/gu, '');
  return (eb: ExpressionBuilder<DatabaseSchema, 'games'>) => {
    if (Array.from(new Intl.Segmenter().segment(term)).length >= TRIGRAM) {
      // A quoted FTS5 string: the trigram tokenizer matches it as a substring of either column.
      const phrase = `"${term.replace(/"/g, '""')}"`;
      return eb(
        'games.id',
        'in',
        eb
          .selectFrom('games_search')
          .select('games_search.rowid')
          .where(sql<boolean>`games_search match ${phrase}`),
      );
    }
    const pattern = `%${likeEscape(term)}%`;
    return eb.or([
      eb(sql`games.name_en`, 'like', sql`${pattern} escape '\\'`),
      eb(sql`coalesce(games.name_ty, '')`, 'like', sql`${pattern} escape '\\'`),
    ]);
  };
}

export interface GameListFilter {
  gameType?: string | undefined;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  gameName?: string | undefined;
  isNew?: string | undefined;
  minBet?: string | undefined;
  minLine?: string | undefined;
}

export interface Paging {
  pageNo: number;
  pageSize: number;
}

export function paging(
  pageNo: string | undefined,
  pageSize: string | undefined,
  fallbackSize: number,
): Paging {
  const no = pageNo === undefined || pageNo === '' ? 1 : Number(pageNo);
  const size = pageSize === undefined || pageSize === '' ? fallbackSize : Number(pageSize);
  return { pageNo: no, pageSize: size };
}

export interface Page<T> {
  items: T[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

/**
 * One page of a games query: the count of the whole filter and the rows of the page (none asked for when the
 * count is 0). A page past the end is empty with the real totals.
 */
async function page<Q extends SelectQueryBuilder<DatabaseSchema, 'games', object>>(
  query: Q,
  { pageNo, pageSize }: Paging,
  order: (q: Q) => Q,
): Promise<{ rows: GameRow[]; pageNum: number; totalPages: number; totalCount: number }> {
  const { n } = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows =
    n === 0
      ? []
      : ((await order(query)
          .selectAll('games')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute()) as GameRow[]);
  return { rows, pageNum: pageNo, totalPages: Math.ceil(n / pageSize), totalCount: n };
}

/** The game list (platform-api §4.5; filters in docs/decisions.md "Games (server)"). */
export async function listGames(
  db: Db,
  filter: GameListFilter,
  paged: Paging,
  memberId: number | null,
): Promise<{ rows: GameRow[]; pageNum: number; totalPages: number; totalCount: number }> {
  const { query, order } = gameListQuery(db, filter, memberId);
  return page(query, paged, order);
}

/** The game list's filtered query (no selection yet) and its order; the list pages it. */
export function gameListQuery(
  db: Db,
  filter: GameListFilter,
  memberId: number | null,
): { query: GamesQuery; order: (q: GamesQuery) => GamesQuery } {
  let query = listedGames(db);
  const type = (filter.gameType ?? '').toUpperCase();
  if (type === 'HOT') query = query.where('games.hot_rank', 'is not', null);
  else if (type !== '') query = query.where('games.game_type', '=', type);
  const vendor = (filter.vassalage ?? '').toUpperCase();
  if (vendor !== '') query = query.where('games.vendor_code', '=', vendor);
  const classify = (filter.gameClassify ?? '').toUpperCase();
  if (classify === 'NEW') query = query.where('games.is_new', '=', 1);
  else if (classify === 'HOT') query = query.where('games.hot_rank', 'is not', null);
  else if (classify === 'FAV') {
    // A guest has no favourites: an empty page rather than an error, so the tab simply shows "no data".
    query = query.where('games.id', 'in', (eb) =>
      eb
        .selectFrom('favorite_games')
        .select('game_id')
        .where('member_id', '=', memberId ?? -1),
    );
  } else if (classify !== '' && classify !== 'ALL') {
    query = query.where(
      sql<boolean>`exists (select 1 from json_each(games.classify) where json_each.value = ${classify})`,
    );
  }
  if (filter.isNew === '1' || filter.isNew === 'true') query = query.where('games.is_new', '=', 1);
  if (filter.minBet !== undefined && filter.minBet !== '') {
    query = query.where('games.min_bet_cents', '=', Math.round(Number(filter.minBet) * 100));
  }
  if (filter.minLine !== undefined && filter.minLine !== '') {
    query = query.where('games.min_line', '<=', Number(filter.minLine));
  }
  const term = (filter.gameName ?? '').trim();
  if (term !== '') query = query.where(nameMatches(term));
  const order =
    type === 'HOT'
      ? (q: GamesQuery) => q.orderBy('games.hot_rank')
      : (q: GamesQuery) => q.orderBy('games.sort_order');
  return { query, order };
}

export async function hotGames(
  db: Db,
  filter: { gameType?: string | undefined; vassalage?: string | undefined },
): Promise<GameRow[]> {
  let query = listedGames(db).where('games.hot_rank', 'is not', null);
  const type = (filter.gameType ?? '').toUpperCase();
  if (type !== '' && type !== 'HOT' && type !== 'ALL') query = query.where('games.game_type', '=', type);
  const vendor = (filter.vassalage ?? '').toUpperCase();
  if (vendor !== '') query = query.where('games.vendor_code', '=', vendor);
  return query.selectAll('games').orderBy('games.hot_rank').execute();
}

export async function favoriteIds(db: Db, memberId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('favorite_games')
    .innerJoin('games', 'games.id', 'favorite_games.game_id')
    .select('games.node_id')
    .where('favorite_games.member_id', '=', memberId)
    .orderBy('favorite_games.created_at', 'desc')
    .orderBy('games.id', 'desc')
    .execute();
  return rows.map((r) => r.node_id);
}

export async function favoriteList(db: Db, memberId: number, gameType: string | undefined, paged: Paging) {
  let query = listedGames(db)
    .innerJoin('favorite_games', 'favorite_games.game_id', 'games.id')
    .where('favorite_games.member_id', '=', memberId);
  const type = (gameType ?? '').toUpperCase();
  if (type !== '' && type !== 'ALL' && type !== 'HOT') query = query.where('games.game_type', '=', type);
  return page(query, paged, (q) =>
    q.orderBy('favorite_games.created_at', 'desc').orderBy('games.id', 'desc'),
  );
}

export async function recentList(db: Db, memberId: number, gameType: string | undefined, paged: Paging) {
  let query = listedGames(db)
    .innerJoin('recent_games', 'recent_games.game_id', 'games.id')
    .where('recent_games.member_id', '=', memberId);
  const type = (gameType ?? '').toUpperCase();
  if (type !== '' && type !== 'ALL' && type !== 'HOT') query = query.where('games.game_type', '=', type);
  return page(query, paged, (q) => q.orderBy('recent_games.played_at', 'desc').orderBy('games.id', 'desc'));
}

/** The game of a nodeId (any state: callers decide what a disabled game means). */
export async function gameByNodeId(db: Db, nodeId: string): Promise<GameRow | undefined> {
  return db.selectFrom('games').selectAll().where('node_id', '=', nodeId).executeTakeFirst();
}

/** A launchable game: enabled, of an enabled vendor. */
export async function launchableGame(
  db: Db,
  where: { nodeId?: string; gameCode?: string; vendor?: string },
): Promise<GameRow | undefined> {
  let query = db
    .selectFrom('games')
    .innerJoin('game_vendors', 'game_vendors.code', 'games.vendor_code')
    .selectAll('games')
    .where('games.enabled', '=', 1)
    .where('game_vendors.enabled', '=', 1);
  if (where.nodeId !== undefined) query = query.where('games.node_id', '=', where.nodeId);
  if (where.gameCode !== undefined) query = query.where('games.game_code', '=', where.gameCode);
  if (where.vendor !== undefined) query = query.where('games.vendor_code', '=', where.vendor);
  return query.orderBy('games.sort_order').executeTakeFirst();
}

/**
 * A time after every earlier one of the member's rows in `table`: two actions in the same millisecond still keep
 * their order ("newest first" must not depend on the clock's resolution).
 */
async function nextTime(
  db: Db,
  table: 'favorite_games' | 'recent_games',
  memberId: number,
  now: number,
): Promise<number> {
  const column = table === 'favorite_games' ? 'created_at' : 'played_at';
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>(column).as('latest'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Math.max(now, (row?.latest ?? 0) + 1);
}

export async function addFavorite(db: Db, memberId: number, gameId: number, now = Date.now()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const at = await nextTime(trx, 'favorite_games', memberId, now);
    await trx
      .insertInto('favorite_games')
      .values({ member_id: memberId, game_id: gameId, created_at: at })
      .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
      .execute();
  });
}

export async function removeFavorite(db: Db, memberId: number, gameId: number): Promise<void> {
  await db
    .deleteFrom('favorite_games')
    .where('member_id', '=', memberId)
    .where('game_id', '=', gameId)
    .execute();
}

/** Records a launch (inside the launch's transaction). */
export async function recordRecent(
  trx: Db,
  memberId: number,
  gameId: number,
  now = Date.now(),
): Promise<void> {
  const at = await nextTime(trx, 'recent_games', memberId, now);
  await trx
    .insertInto('recent_games')
    .values({ member_id: memberId, game_id: gameId, played_at: at })
    .onConflict((oc) => oc.columns(['member_id', 'game_id']).doUpdateSet({ played_at: at }))
    .execute();
}

interface VendorRow {
  code: string;
  display_name: string;
  category: string;
  game_type: string;
  is_game: 'VASSALAGE' | 'GAME';
  classify: string;
  offers: string;
  sort_order: number;
}

/** The lobby's vendor configuration in both shapes (docs/decisions.md "Games (server)", OP-15). */
export async function vendorConfig(db: Db, merchant: Merchant, language: Language): Promise<VendorConfig> {
  const vendors: VendorRow[] = await db
    .selectFrom('game_vendors')
    .select(['code', 'display_name', 'category', 'game_type', 'is_game', 'classify', 'offers', 'sort_order'])
    .where('enabled', '=', 1)
    .orderBy('sort_order')
    .execute();
  const counts = await listedGames(db)
    .select(['games.vendor_code', 'games.game_type', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['games.vendor_code', 'games.game_type'])
    .execute();
  const countOf = (vendor: string, type: string) =>
    counts.find((c) => c.vendor_code === vendor && c.game_type === type)?.n ?? 0;
  // The game a GAME card launches: the vendor's first game (a lottery vendor's lobby, a sports book's lobby).
  // SQLite answers the bare columns of a `min()` aggregate from the row holding the minimum.
  const firsts = await db
    .selectFrom('games')
    .select(['vendor_code', 'node_id', 'game_code', (eb) => eb.fn.min('sort_order').as('first')])
    .where('enabled', '=', 1)
    .groupBy('vendor_code')
    .execute();

  const card = (v: VendorRow, gameType: string): VendorCard => {
    const small = imageUrl(merchant.imageCDNs, vendorIconPath(v.code, 'small'));
    const large = imageUrl(merchant.imageCDNs, vendorIconPath(v.code, 'large'));
    const first = firsts.find((f) => f.vendor_code === v.code);
    const launches = v.is_game === 'GAME' && first !== undefined;
    return {
      vassalage: v.code,
      displayName: v.display_name,
      gameType,
      isGame: v.is_game,
      nodeId: launches ? first.node_id : '',
      gameId: launches ? first.game_code : '',
      gameCount: countOf(v.code, gameType),
      mobileSmallIcon: small,
      mobileLargeIcon: large,
      h5Icon: imageUrl(merchant.imageCDNs, vendorIconPath(v.code, 'color')),
      smallIcon: small,
      lagerIcon: large,
    };
  };

  const categories = GAME_CATEGORIES.filter((c) => c !== 'HOT');
  const sorting: string[] = [];
  const mapping: VendorConfig['mapping'] = {};
  const lanes: VendorConfig['data']['lanes'] = [];
  for (const category of categories) {
    const cards: VendorCard[] = [];
    const keys = new Map<string, string>();
    for (const v of vendors) {
      const offers = jsonArray(v.offers);
      if (v.category === category) cards.push(card(v, v.game_type));
      else if (offers.includes(category)) cards.push(card(v, category));
      else continue;
      for (const k of classifyKeys(v.classify)) keys.set(k.key, language === 'TY' ? k.ty : k.en);
    }
    if (cards.length === 0) continue;
    sorting.push(category);
    const gameClassify = [
      ...BASE_CLASSIFY_KEYS.map((key) => ({ key, displayName: BASE_CLASSIFY_NAMES[key][language] })),
      ...[...keys].map(([key, displayName]) => ({ key, displayName })),
    ];
    mapping[category] = { vendors: cards, gameClassify, display: true, sorting: sorting.length };
    lanes.push({ title: category, cards, gameClassify });
  }
  const vendorNames = vendors.map((v) => ({
    gameType: v.category,
    vassalage: v.code,
    displayName: v.display_name,
  }));
  return { sorting, mapping, vendorNames, data: { lanes } };
}

/** Game type → vendor → the game types it offers (platform-api §4.5 `getVassGameType`). */
export async function vendorsPerGameType(db: Db): Promise<Record<string, Record<string, string[]>>> {
  const vendors = await db
    .selectFrom('game_vendors')
    .select(['code', 'category', 'game_type', 'offers'])
    .where('enabled', '=', 1)
    .orderBy('sort_order')
    .execute();
  const content: Record<string, Record<string, string[]>> = {};
  for (const v of vendors) {
    const types = [...new Set([v.game_type, ...jsonArray(v.offers)])];
    for (const type of new Set([v.category, v.game_type, ...jsonArray(v.offers)])) {
      (content[type] ??= {})[v.code] = types;
    }
  }
  return content;
}

/** A prize mode as the wire spells it (`Lott`, `ZY`, `Elott`), from any case; null when unknown. */
export function prizeModeOf(value: string | undefined): (typeof PRIZE_MODES)[number] | null {
  const upper = (value ?? '').toUpperCase();
  return PRIZE_MODES.find((m) => m.toUpperCase() === upper) ?? null;
}

/** Seconds between two draws of a lottery game (display only: our draw page draws per bet). */
const DRAW_INTERVAL: Readonly<Record<string, number>> = { Lott: 86_400, ZY: 86_400, Elott: 60 };

export async function lotteryMenu(
  db: Db,
  merchant: Merchant,
  language: Language,
  prizeMode: (typeof PRIZE_MODES)[number],
  vendor: string | undefined,
): Promise<LotteryGame[]> {
  let query = db
    .selectFrom('games')
    .innerJoin('game_vendors', 'game_vendors.code', 'games.vendor_code')
    .selectAll('games')
    .where('games.enabled', '=', 1)
    .where('game_vendors.enabled', '=', 1)
    .where('games.prize_mode', '=', prizeMode)
    .where('games.game_code', '!=', LOTTO_LOBBY_CODE);
  if (vendor !== undefined && vendor !== '')
    query = query.where('games.vendor_code', '=', vendor.toUpperCase());
  const rows = await query.orderBy('games.sort_order').execute();
  return rows.map((row) => ({
    gameCode: row.game_code,
    gameName: gameName(row, language),
    nodeId: row.node_id,
    vendor: row.vendor_code,
    accountTypeName: row.vendor_code,
    prizeMode: row.prize_mode,
    gameType: row.game_type,
    iconUrl: imageUrl(merchant.imageCDNs, gameIconPath(row.node_id, 's')),
    drawIntervalSeconds: DRAW_INTERVAL[row.prize_mode] ?? 86_400,
  }));
}
