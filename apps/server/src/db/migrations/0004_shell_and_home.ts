import { sql, type Kysely } from 'kysely';

// Shell and home: the other announcement types, hot matches, banner clicks, the winner board, wallets, the
// inbox and issued promotions (docs/decisions.md "Shell and home (server)").
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('announcements')
    // Popups (PU): A after login, B before login, F first login; '' otherwise.
    .addColumn('execution', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('announcements')
    .addColumn('promotion_type', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('announcements')
    // Player notices (PL): marquee speed.
    .addColumn('display_speed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('announcements')
    .addColumn('external_link', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('hot_matches')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('league', 'text', (c) => c.notNull())
    .addColumn('home_team', 'text', (c) => c.notNull())
    .addColumn('away_team', 'text', (c) => c.notNull())
    .addColumn('home_image_path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('away_image_path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('vendor', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('room_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('node_id', 'text', (c) => c.notNull().defaultTo(''))
    // Either a fixed kick-off (ms) or, for demo rows, minutes from the time of the request.
    .addColumn('match_time', 'integer')
    .addColumn('starts_in_minutes', 'integer')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`enabled in (0, 1)`),
    )
    .addCheckConstraint('hot_matches_time', sql`(match_time is null) <> (starts_in_minutes is null)`)
    .execute();
  await db.schema
    .createIndex('hot_matches_lookup')
    .on('hot_matches')
    .columns(['merchant_code', 'language'])
    .execute();

  await db.schema
    .createTable('banner_clicks')
    .addColumn('banner_id', 'integer', (c) =>
      c.primaryKey().references('announcements.id').onDelete('cascade'),
    )
    .addColumn('clicks', 'integer', (c) => c.notNull())
    .addColumn('last_clicked_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('winner_board')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('game_category', 'text', (c) => c.notNull())
    // Stored in full; masked in every answer.
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('win_amount_cents', 'integer', (c) => c.notNull().check(sql`win_amount_cents >= 0`))
    .addColumn('game_name', 'text', (c) => c.notNull())
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('icon_path', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('winner_board_lookup')
    .on('winner_board')
    .columns(['merchant_code', 'game_category', 'win_amount_cents'])
    .execute();

  await db.schema
    .createTable('wallets')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('account_type_id', 'integer', (c) => c.notNull())
    .addColumn('balance_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('wallets_pk', ['member_id', 'account_type_id'])
    .execute();

  await db.schema
    .createTable('inbox_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('read_at', 'integer')
    .execute();
  await db.schema.createIndex('inbox_messages_member').on('inbox_messages').column('member_id').execute();

  await db.schema
    .createTable('member_promotions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer')
    .addColumn('claimed_at', 'integer')
    .execute();
  await db.schema
    .createIndex('member_promotions_member')
    .on('member_promotions')
    .column('member_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'member_promotions',
    'inbox_messages',
    'wallets',
    'winner_board',
    'banner_clicks',
    'hot_matches',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  for (const column of ['external_link', 'display_speed', 'promotion_type', 'execution']) {
    await db.schema.alterTable('announcements').dropColumn(column).execute();
  }
}
