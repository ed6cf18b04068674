import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isPostgres } from '../../db/engine.ts';
import type { DatabaseSchema, GamesTable } from '../../db/schema.ts';
import { nameMatches } from './game-search-repository.ts';
import { LOTTO_LOBBY_CODE, type Paging } from './game-items.ts';

export type GameRow = Selectable<GamesTable>;

type GamesQuery = SelectQueryBuilder<DatabaseSchema, 'games' | 'game_vendors', object>;

export interface GameListFilter {
  gameType?: string | undefined;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  gameName?: string | undefined;
  isNew?: string | undefined;
  minBet?: string | undefined;
  minLine?: string | undefined;
}

export interface GamePageRows {
  rows: GameRow[];
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
): Promise<GamePageRows> {
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

/** A game type filter of the member lists: none for '', ALL and HOT. */
const memberListType = (gameType: string | undefined) => {
  const type = (gameType ?? '').toUpperCase();
  return type !== '' && type !== 'ALL' && type !== 'HOT' ? type : null;
};

/** The catalogue's queries: the lists, search, favourites, recent games, vendors and lottery menus. */
export function catalogueRepository(db: Db) {
  const postgres = isPostgres(db);

  /** Listed games: enabled, of an enabled vendor, not a lottery lobby (those are launched, never listed). */
  const listedGames = (): GamesQuery =>
    db
      .selectFrom('games')
      .innerJoin('game_vendors', 'game_vendors.code', 'games.vendor_code')
      .where('games.enabled', '=', 1)
      .where('game_vendors.enabled', '=', 1)
      .where('games.game_code', '!=', LOTTO_LOBBY_CODE);

  /** The game list's filtered query (no selection yet) and its order; the list pages it. */
  const gameListQuery = (
    filter: GameListFilter,
    memberId: number | null,
  ): { query: GamesQuery; order: (q: GamesQuery) => GamesQuery } => {
    let query = listedGames();
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
      // Whether the JSON array of the game's classify keys holds this one.
      query = query.where(
        postgres
          ? sql<boolean>`games.classify::jsonb ? ${classify}`
          : sql<boolean>`exists (select 1 from json_each(games.classify) where json_each.value = ${classify})`,
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
    if (term !== '') query = query.where(nameMatches(term, postgres));
    const order =
      type === 'HOT'
        ? (q: GamesQuery) => q.orderBy('games.hot_rank')
        : (q: GamesQuery) => q.orderBy('games.sort_order');
    return { query, order };
  };

  /** A time after every earlier one of the member's rows in `table` (null without any). */
  const latestTime = async (table: 'favorite_games' | 'recent_games', memberId: number) => {
    const column = table === 'favorite_games' ? 'created_at' : 'played_at';
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.max<number | null>(column).as('latest'))
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row?.latest ?? null;
  };

  return {
    gameListQuery,

    /** What a generated game icon shows: the game's English name and its vendor. */
    findGameIconSubject(nodeId: string): Promise<{ name_en: string; vendor_code: string } | undefined> {
      return db
        .selectFrom('games')
        .select(['name_en', 'vendor_code'])
        .where('node_id', '=', nodeId)
        .executeTakeFirst();
    },

    /** What a generated vendor icon shows. */
    findVendorIconSubject(code: string): Promise<{ display_name: string; code: string } | undefined> {
      return db
        .selectFrom('game_vendors')
        .select(['display_name', 'code'])
        .where('code', '=', code)
        .executeTakeFirst();
    },

    /** The game list (platform-api §4.5; filters in docs/decisions.md "Games (server)"). */
    listGames(filter: GameListFilter, paged: Paging, memberId: number | null): Promise<GamePageRows> {
      const { query, order } = gameListQuery(filter, memberId);
      return page(query, paged, order);
    },

    hotGames(filter: { gameType?: string | undefined; vassalage?: string | undefined }): Promise<GameRow[]> {
      let query = listedGames().where('games.hot_rank', 'is not', null);
      const type = (filter.gameType ?? '').toUpperCase();
      if (type !== '' && type !== 'HOT' && type !== 'ALL') query = query.where('games.game_type', '=', type);
      const vendor = (filter.vassalage ?? '').toUpperCase();
      if (vendor !== '') query = query.where('games.vendor_code', '=', vendor);
      return query.selectAll('games').orderBy('games.hot_rank').execute();
    },

    async favoriteIds(memberId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('favorite_games')
        .innerJoin('games', 'games.id', 'favorite_games.game_id')
        .select('games.node_id')
        .where('favorite_games.member_id', '=', memberId)
        .orderBy('favorite_games.created_at', 'desc')
        .orderBy('games.id', 'desc')
        .execute();
      return rows.map((r) => r.node_id);
    },

    favoriteList(memberId: number, gameType: string | undefined, paged: Paging): Promise<GamePageRows> {
      let query = listedGames()
        .innerJoin('favorite_games', 'favorite_games.game_id', 'games.id')
        .where('favorite_games.member_id', '=', memberId);
      const type = memberListType(gameType);
      if (type !== null) query = query.where('games.game_type', '=', type);
      return page(query, paged, (q) =>
        q.orderBy('favorite_games.created_at', 'desc').orderBy('games.id', 'desc'),
      );
    },

    recentList(memberId: number, gameType: string | undefined, paged: Paging): Promise<GamePageRows> {
      let query = listedGames()
        .innerJoin('recent_games', 'recent_games.game_id', 'games.id')
        .where('recent_games.member_id', '=', memberId);
      const type = memberListType(gameType);
      if (type !== null) query = query.where('games.game_type', '=', type);
      return page(query, paged, (q) =>
        q.orderBy('recent_games.played_at', 'desc').orderBy('games.id', 'desc'),
      );
    },

    /** The game of a nodeId (any state: callers decide what a disabled game means). */
    gameByNodeId(nodeId: string): Promise<GameRow | undefined> {
      return db.selectFrom('games').selectAll().where('node_id', '=', nodeId).executeTakeFirst();
    },

    /** A launchable game: enabled, of an enabled vendor. */
    launchableGame(where: {
      nodeId?: string;
      gameCode?: string;
      vendor?: string;
    }): Promise<GameRow | undefined> {
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
    },

    /** The newest `created_at` of the member's favourites, null without any. */
    latestFavoriteTime: (memberId: number) => latestTime('favorite_games', memberId),

    /** The newest `played_at` of the member's recent games, null without any. */
    latestRecentTime: (memberId: number) => latestTime('recent_games', memberId),

    async insertFavorite(memberId: number, gameId: number, at: number): Promise<void> {
      await db
        .insertInto('favorite_games')
        .values({ member_id: memberId, game_id: gameId, created_at: at })
        .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
        .execute();
    },

    async deleteFavorite(memberId: number, gameId: number): Promise<void> {
      await db
        .deleteFrom('favorite_games')
        .where('member_id', '=', memberId)
        .where('game_id', '=', gameId)
        .execute();
    },

    async upsertRecent(memberId: number, gameId: number, at: number): Promise<void> {
      await db
        .insertInto('recent_games')
        .values({ member_id: memberId, game_id: gameId, played_at: at })
        .onConflict((oc) => oc.columns(['member_id', 'game_id']).doUpdateSet({ played_at: at }))
        .execute();
    },

    /** Enabled vendors in lobby order. */
    enabledVendors() {
      return db
        .selectFrom('game_vendors')
        .select([
          'code',
          'display_name',
          'category',
          'game_type',
          'is_game',
          'classify',
          'offers',
          'sort_order',
        ])
        .where('enabled', '=', 1)
        .orderBy('sort_order')
        .execute();
    },

    /** Listed games per vendor and game type. */
    listedGameCounts() {
      return listedGames()
        .select(['games.vendor_code', 'games.game_type', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(['games.vendor_code', 'games.game_type'])
        .execute();
    },

    /**
     * Each vendor's first enabled game (a lottery vendor's lobby, a sports book's lobby). SQLite answers the bare
     * columns of a `min()` aggregate from the row holding the minimum; PostgreSQL has `distinct on` for that.
     */
    firstGames(): Promise<{ vendor_code: string; node_id: string; game_code: string; first: number }[]> {
      if (postgres) {
        return db
          .selectFrom('games')
          .distinctOn('vendor_code')
          .select(['vendor_code', 'node_id', 'game_code', 'sort_order as first'])
          .where('enabled', '=', 1)
          .orderBy('vendor_code')
          .orderBy('sort_order')
          .orderBy('id')
          .execute();
      }
      return db
        .selectFrom('games')
        .select(['vendor_code', 'node_id', 'game_code', (eb) => eb.fn.min<number>('sort_order').as('first')])
        .where('enabled', '=', 1)
        .groupBy('vendor_code')
        .execute();
    },

    /** The listed lottery games of a prize mode, optionally of one vendor (as given: upper case). */
    lotteryGames(prizeMode: string, vendor: string | undefined): Promise<GameRow[]> {
      let query = db
        .selectFrom('games')
        .innerJoin('game_vendors', 'game_vendors.code', 'games.vendor_code')
        .selectAll('games')
        .where('games.enabled', '=', 1)
        .where('game_vendors.enabled', '=', 1)
        .where('games.prize_mode', '=', prizeMode)
        .where('games.game_code', '!=', LOTTO_LOBBY_CODE);
      if (vendor !== undefined) query = query.where('games.vendor_code', '=', vendor);
      return query.orderBy('games.sort_order').execute();
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
