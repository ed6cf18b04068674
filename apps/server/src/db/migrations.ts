import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';

/**
 * Migrations live in code, in order, so they ship with the server and need no file globbing. Never edit an
 * applied migration: add the next one.
 */
const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_merchants_seeds_countries': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('merchants')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('config', 'text', (c) => c.notNull().check(sql`json_valid(config)`))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('seed_runs')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('applied_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('countries')
        .addColumn('code', 'text', (c) => c.primaryKey().check(sql`length(code) = 2`))
        .addColumn('dialing_code', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_ty', 'text')
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(1)
            .check(sql`enabled in (0, 1)`),
        )
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('countries').execute();
      await db.schema.dropTable('seed_runs').execute();
      await db.schema.dropTable('merchants').execute();
    },
  },
  '0002_accounts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('members')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('merchant_code', 'text', (c) => c.notNull())
        .addColumn('account', 'text', (c) => c.notNull())
        // Lower-case account: uniqueness and look-ups are case-insensitive.
        .addColumn('account_key', 'text', (c) => c.notNull())
        .addColumn('nickname', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('password_expired', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`password_expired in (0, 1)`),
        )
        .addColumn('reg_date', 'integer', (c) => c.notNull())
        .addColumn('upline_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
        .addColumn('dialing_code', 'text')
        .addColumn('mobile', 'text')
        .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('payment_password_hash', 'text')
        .addColumn('id_number', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('qq_num', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('facebook', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('wechat', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('line', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('whatsapp', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('zalo', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('payee_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('recommender_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('affiliate_code', 'text')
        .addColumn('register_method', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('register_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'disabled')`))
        .addColumn('first_login', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(1)
            .check(sql`first_login in (0, 1)`),
        )
        .addCheckConstraint('members_mobile_pair', sql`(dialing_code is null) = (mobile is null)`)
        .execute();
      await db.schema
        .createIndex('members_account')
        .unique()
        .on('members')
        .columns(['merchant_code', 'account_key'])
        .execute();
      await sql`create unique index members_mobile on members (merchant_code, dialing_code, mobile) where mobile is not null`.execute(
        db,
      );
      await sql`create unique index members_affiliate on members (merchant_code, affiliate_code) where affiliate_code is not null`.execute(
        db,
      );
      await db.schema.createIndex('members_upline').on('members').column('upline_id').execute();

      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .addColumn('last_seen_at', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'integer', (c) => c.notNull())
        .addColumn('revoked_at', 'integer')
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('device', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_member').on('sessions').column('member_id').execute();

      await db.schema
        .createTable('sms_codes')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('merchant_code', 'text', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('dialing_code', 'text', (c) => c.notNull())
        .addColumn('mobile', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'integer', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('consumed_at', 'integer')
        .execute();
      await db.schema
        .createIndex('sms_codes_number')
        .on('sms_codes')
        .columns(['dialing_code', 'mobile', 'created_at'])
        .execute();
      await db.schema.createIndex('sms_codes_ip').on('sms_codes').columns(['ip', 'created_at']).execute();

      await db.schema
        .createTable('captchas')
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('answer_hash', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('captchas_expiry').on('captchas').column('expires_at').execute();

      await db.schema
        .createTable('login_failures')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('merchant_code', 'text', (c) => c.notNull())
        .addColumn('account_key', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('login_failures_account')
        .on('login_failures')
        .columns(['merchant_code', 'account_key', 'created_at'])
        .execute();
      await db.schema
        .createIndex('login_failures_ip')
        .on('login_failures')
        .columns(['ip', 'created_at'])
        .execute();

      await db.schema
        .createTable('used_nonces')
        .addColumn('nonce', 'text', (c) => c.primaryKey())
        .addColumn('expires_at', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('used_nonces_expiry').on('used_nonces').column('expires_at').execute();

      await db.schema
        .createTable('throttle_events')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('throttle_events_key')
        .on('throttle_events')
        .columns(['kind', 'key', 'created_at'])
        .execute();

      for (const table of ['mail_outbox', 'sms_outbox']) {
        await db.schema
          .createTable(table)
          .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
          .addColumn('recipient', 'text', (c) => c.notNull())
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('code', 'text', (c) => c.notNull())
          .addColumn('sent_at', 'integer', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex(`${table}_recipient`)
          .on(table)
          .columns(['recipient', 'sent_at'])
          .execute();
      }

      await db.schema
        .createTable('announcements')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('merchant_code', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('group_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('image_path', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('linkage_type', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('linkage', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enabled', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(1)
            .check(sql`enabled in (0, 1)`),
        )
        .execute();
      await db.schema
        .createIndex('announcements_lookup')
        .on('announcements')
        .columns(['merchant_code', 'type', 'language', 'group_name'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'announcements',
        'sms_outbox',
        'mail_outbox',
        'throttle_events',
        'used_nonces',
        'login_failures',
        'captchas',
        'sms_codes',
        'sessions',
        'members',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  },
  '0003_temporary_passwords': {
    // Forgot password by e-mail keeps the current password: the mailed one waits here until it is used to log in.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('members').addColumn('temp_password_hash', 'text').execute();
      await db.schema.alterTable('members').addColumn('temp_password_expires_at', 'integer').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('members').dropColumn('temp_password_expires_at').execute();
      await db.schema.alterTable('members').dropColumn('temp_password_hash').execute();
    },
  },
  '0004_shell_and_home': {
    // Shell and home: the other announcement types, hot matches, banner clicks, the winner board, wallets, the
    // inbox and issued promotions (docs/decisions.md "Shell and home (server)").
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('announcements')
        .addColumn('execution', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('announcements')
        .addColumn('promotion_type', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('announcements')
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
    },
    async down(db: Kysely<unknown>) {
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
    },
  },
  '0005_vip_level': {
    // The member strip's VIP label (`clubLabel.labelName` = `VIP<level>`).
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('members')
        .addColumn('vip_level', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`vip_level between 0 and 99`),
        )
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('members').dropColumn('vip_level').execute();
    },
  },
  '0006_games': {
    // Game catalogue (global: every merchant serves the same demo catalogue), favourites, recents, the wallet
    // ledger, launch tickets of the in-house game page and its rounds.
    async up(db: Kysely<unknown>) {
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
      await db.schema
        .createIndex('games_type_order')
        .on('games')
        .columns(['game_type', 'sort_order'])
        .execute();
      await db.schema
        .createIndex('games_vendor_order')
        .on('games')
        .columns(['vendor_code', 'sort_order'])
        .execute();
      await db.schema.createIndex('games_hot').on('games').column('hot_rank').execute();
      // Substring search in both languages, any case (trigram index: 3+ characters use it).
      await sql`create virtual table games_search using fts5(name_en, name_ty, tokenize = 'trigram')`.execute(
        db,
      );
      await sql`create trigger games_search_insert after insert on games begin
        insert into games_search (rowid, name_en, name_ty) values (new.id, new.name_en, coalesce(new.name_ty, ''));
      end`.execute(db);
      await sql`create trigger games_search_update after update of name_en, name_ty on games begin
        update games_search set name_en = new.name_en, name_ty = coalesce(new.name_ty, '') where rowid = new.id;
      end`.execute(db);
      await sql`create trigger games_search_delete after delete on games begin
        delete from games_search where rowid = old.id;
      end`.execute(db);

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
        .addColumn('type', 'text', (c) => c.notNull())
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
    },
    async down(db: Kysely<unknown>) {
      for (const trigger of ['games_search_insert', 'games_search_update', 'games_search_delete']) {
        await sql`drop trigger ${sql.ref(trigger)}`.execute(db);
      }
      await sql`drop table games_search`.execute(db);
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
    },
  },
  '0007_member_center': {
    // Member center and agent home (docs/decisions.md "Member center and agent (server)"): help articles, agent
    // notice reads, feedback with its images, and contract offers from the upline.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('help_articles')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('merchant_code', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('parent_id', 'integer', (c) => c.references('help_articles.id').onDelete('cascade'))
        .addColumn('tag', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('bg_color', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enabled', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(1)
            .check(sql`enabled in (0, 1)`),
        )
        .execute();
      await db.schema
        .createIndex('help_articles_lookup')
        .on('help_articles')
        .columns(['merchant_code', 'language', 'sort_order'])
        .execute();

      // Agent notices (type A) carry a publication time; other types leave it null.
      await db.schema.alterTable('announcements').addColumn('published_at', 'integer').execute();
      await db.schema
        .createTable('announcement_reads')
        .addColumn('announcement_id', 'integer', (c) =>
          c.notNull().references('announcements.id').onDelete('cascade'),
        )
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('read_at', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('announcement_reads_pk', ['announcement_id', 'member_id'])
        .execute();

      await db.schema
        .createTable('feedback')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('feedback_member')
        .on('feedback')
        .columns(['member_id', 'created_at'])
        .execute();
      await db.schema
        .createTable('feedback_images')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('feedback_id', 'integer', (c) => c.notNull().references('feedback.id').onDelete('cascade'))
        // Generated by the server (random hex + extension), never the client's name.
        .addColumn('file_name', 'text', (c) => c.notNull().unique())
        .addColumn('media_type', 'text', (c) =>
          c.notNull().check(sql`media_type in ('image/png', 'image/jpeg')`),
        )
        .addColumn('size_bytes', 'integer', (c) => c.notNull().check(sql`size_bytes > 0`))
        .addColumn('sha256', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('feedback_images_feedback')
        .on('feedback_images')
        .column('feedback_id')
        .execute();

      await db.schema
        .createTable('member_contracts')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) =>
          c.notNull().check(sql`kind in ('DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY')`),
        )
        .addColumn('offered_by', 'integer', (c) => c.references('members.id').onDelete('set null'))
        // The offer's terms as JSON (rates, periods), for the contract pages.
        .addColumn('terms', 'text', (c) =>
          c
            .notNull()
            .defaultTo('{}')
            .check(sql`json_valid(terms)`),
        )
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('pending', 'accepted', 'rejected')`),
        )
        .addColumn('offered_at', 'integer', (c) => c.notNull())
        .addColumn('decided_at', 'integer')
        .addCheckConstraint('member_contracts_decided', sql`(status = 'pending') = (decided_at is null)`)
        .execute();
      // At most one open offer of each kind per member: the answer goes to that one.
      await sql`create unique index member_contracts_pending on member_contracts (member_id, kind) where status = 'pending'`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['member_contracts', 'feedback_images', 'feedback', 'announcement_reads']) {
        await db.schema.dropTable(table).execute();
      }
      await db.schema.alterTable('announcements').dropColumn('published_at').execute();
      await db.schema.dropTable('help_articles').execute();
    },
  },
  // Money (issue 12 #6): a replayed bet request placed a second bet. The client's key makes a bet happen once.
  '0008_bet_request_keys': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('game_rounds').addColumn('request_key', 'text').execute();
      await sql`create unique index game_rounds_request_key on game_rounds (member_id, request_key) where request_key is not null`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('game_rounds_request_key').execute();
      await db.schema.alterTable('game_rounds').dropColumn('request_key').execute();
    },
  },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve({ ...MIGRATIONS }),
};
