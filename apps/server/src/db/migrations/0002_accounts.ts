import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Players, agents and trial accounts. Times are ms since the epoch.
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
    // SHA-256 (hex) of the token; the token itself is never stored.
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
    // `login` (no-session codes: SMS login, password by phone) or `register`.
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
    // SHA-256 of the cookie's random id.
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

  // Generic rate-limit events (forgot password per IP and per account).
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

  // What the outbox delivery provider "sent"; `code` is the plain code or temporary password (development aid).
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
    await db.schema.createIndex(`${table}_recipient`).on(table).columns(['recipient', 'sent_at']).execute();
  }

  await db.schema
    .createTable('announcements')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    // One of the contract's ANNOUNCEMENT_TYPES.
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('group_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    // Path below the merchant's image CDN, e.g. `banners/reg-welcome-en-v1.svg`.
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
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
}
