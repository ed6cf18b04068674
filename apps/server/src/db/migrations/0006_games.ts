import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../engine.ts';

// Game catalogue (global: every merchant serves the same demo catalogue), favourites, recents, the wallet
// ledger, launch tickets of the in-house game page and its rounds.
export async function up(db: Kysely<unknown>): Promise<void> {
  const flag = (name: string) => (c: ColumnDefinitionBuilder) =>
    c
      .notNull()
      .defaultTo(0)
      .check(sql`${sql.ref(name)} in (0, 1)`);

  await db.schema
    .createTable('game_vendors')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('display_name', 'text', (c) => c.notNull())
    // The lobby category the vendor is listed under (TF and DS88 sit in SPORTS, platform-api §10 #1).
    .addColumn('category', 'text', (c) => c.notNull())
    // The vendor's own game type (TF: ESPORTS, DS88: COCKFIGHT).
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('is_game', 'text', (c) => c.notNull().check(sql`is_game in ('VASSALAGE', 'GAME')`))
    // JSON [{key, en, ty}]: the vendor's own classify keys.
    .addColumn('classify', 'text', (c) =>
      c
        .notNull()
        .defaultTo('[]')
        .check(sql`json_valid(classify)`),
    )
    // JSON array of further game types the vendor offers (TCG_LOTTO_VN: ELOTT under LOTT, §10 #2).
    .addColumn('offers', 'text', (c) =>
      c
        .notNull()
        .defaultTo('[]')
        .check(sql`json_valid(offers)`),
    )
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', flag('enabled'))
    .execute();

  await db.schema
    .createTable('games')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('node_id', 'text', (c) => c.notNull().unique())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('vendor_code', 'text', (c) => c.notNull().references('game_vendors.code'))
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    // Null where the name is a brand name that stays English.
    .addColumn('name_ty', 'text')
    // JSON array of the vendor classify keys of the game.
    .addColumn('classify', 'text', (c) =>
      c
        .notNull()
        .defaultTo('[]')
        .check(sql`json_valid(classify)`),
    )
    .addColumn('is_new', 'integer', flag('is_new'))
    // Position in the hot list; null = not hot.
    .addColumn('hot_rank', 'integer')
    .addColumn('freeplay', 'integer', flag('freeplay'))
    .addColumn('min_bet_cents', 'integer', (c) => c.notNull().check(sql`min_bet_cents > 0`))
    .addColumn('min_line', 'integer', (c) => c.notNull().defaultTo(1))
    // Which in-house page plays it: slot or number draw.
    .addColumn('play_kind', 'text', (c) => c.notNull().check(sql`play_kind in ('slot', 'draw')`))
    // Lottery games: Lott, ZY or Elott; '' otherwise.
    .addColumn('prize_mode', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', flag('enabled'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('games_type_order').on('games').columns(['game_type', 'sort_order']).execute();
  await db.schema
    .createIndex('games_vendor_order')
    .on('games')
    .columns(['vendor_code', 'sort_order'])
    .execute();
  await db.schema.createIndex('games_hot').on('games').column('hot_rank').execute();
  // Substring search in both languages, any case (trigram index: 3+ characters use it).
  if (isPostgres(db)) {
    // pg_trgm's trigram index serves `ilike '%term%'` on each name, as FTS5's trigram table does on SQLite; being
    // an index of the table itself it needs no triggers. A trusted extension: the database's owner may create it.
    // The catalogue is written rarely and searched often: no pending list of fast updates for searches to read.
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index games_search on games
      using gin (name_en gin_trgm_ops, (coalesce(name_ty, '')) gin_trgm_ops) with (fastupdate = off)`.execute(
      db,
    );
  } else {
    await sql`create virtual table games_search using fts5(name_en, name_ty, tokenize = 'trigram')`.execute(
      db,
    );
    // The trigger bodies keep the indentation they were first applied with: SQLite stores the text as written.
    await sql`create trigger games_search_insert after insert on games begin
        insert into games_search (rowid, name_en, name_ty) values (new.id, new.name_en, coalesce(new.name_ty, ''));
      end`.execute(db);
    await sql`create trigger games_search_update after update of name_en, name_ty on games begin
        update games_search set name_en = new.name_en, name_ty = coalesce(new.name_ty, '') where rowid = new.id;
      end`.execute(db);
    await sql`create trigger games_search_delete after delete on games begin
        delete from games_search where rowid = old.id;
      end`.execute(db);
  }

  await db.schema
    .createTable('favorite_games')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorite_games_pk', ['member_id', 'game_id'])
    .execute();
  await db.schema
    .createIndex('favorite_games_member_time')
    .on('favorite_games')
    .columns(['member_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('recent_games')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('played_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('recent_games_pk', ['member_id', 'game_id'])
    .execute();
  await db.schema
    .createIndex('recent_games_member_time')
    .on('recent_games')
    .columns(['member_id', 'played_at'])
    .execute();

  // Every change of a wallet balance, written in the same transaction as the balance.
  await db.schema
    .createTable('wallet_transactions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('account_type_id', 'integer', (c) => c.notNull())
    // One of the contract's TRANSACTION_TYPES.
    .addColumn('type', 'text', (c) => c.notNull())
    // Signed centavos.
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('balance_after_cents', 'integer', (c) => c.notNull().check(sql`balance_after_cents >= 0`))
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('round_id', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('wallet_transactions_member_time')
    .on('wallet_transactions')
    .columns(['member_id', 'created_at'])
    .execute();

  // Launch tickets of the in-house game page: the page's URL carries the ticket, never the session token.
  await db.schema
    .createTable('game_tickets')
    // SHA-256 (hex) of the ticket.
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    // The session that launched it: the ticket dies with it (logout, expiry).
    .addColumn('session_hash', 'text', (c) => c.notNull())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('free_play', 'integer', flag('free_play'))
    // A real member's free play: the demo balance lives on the ticket, the wallet is not touched.
    .addColumn('demo_balance_cents', 'integer')
    .addColumn('back_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('last_used_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('game_tickets_member').on('game_tickets').column('member_id').execute();

  await db.schema
    .createTable('game_rounds')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
    .addColumn('free_play', 'integer', flag('free_play'))
    // Where the money came from: the wallet, or a ticket's demo balance (real member's free play).
    .addColumn('ticket_hash', 'text')
    .addColumn('stake_cents', 'integer', (c) => c.notNull().check(sql`stake_cents > 0`))
    .addColumn('payout_cents', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`payout_cents >= 0`),
    )
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'settled')`))
    // JSON arrays: slot symbols or the drawn number; the player's pick.
    .addColumn('outcome', 'text', (c) =>
      c
        .notNull()
        .defaultTo('[]')
        .check(sql`json_valid(outcome)`),
    )
    .addColumn('pick', 'text', (c) =>
      c
        .notNull()
        .defaultTo('[]')
        .check(sql`json_valid(pick)`),
    )
    .addColumn('draw_at', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('settled_at', 'integer')
    .execute();
  await db.schema
    .createIndex('game_rounds_member_time')
    .on('game_rounds')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('game_rounds_open')
    .on('game_rounds')
    .column('member_id')
    .where(sql.ref('status'), '=', 'open')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // On PostgreSQL the search index goes with its table.
  if (!isPostgres(db)) {
    for (const trigger of ['games_search_insert', 'games_search_update', 'games_search_delete']) {
      await sql`drop trigger ${sql.ref(trigger)}`.execute(db);
    }
    await sql`drop table games_search`.execute(db);
  }
  for (const table of [
    'game_rounds',
    'game_tickets',
    'wallet_transactions',
    'recent_games',
    'favorite_games',
    'games',
    'game_vendors',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
