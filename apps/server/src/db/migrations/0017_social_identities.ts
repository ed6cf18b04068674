import type { Kysely } from 'kysely';

// Social sign-in (issue 17 item 2, docs/decisions.md "Social sign-in"): the provider identities linked to members,
// and the sign-ins on their way through a provider (state, nonce and PKCE verifier kept here, never in the browser).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('social_identities')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    // `google`, `facebook` or `telegram`.
    .addColumn('provider', 'text', (c) => c.notNull())
    // The provider's stable id of the person: the ID token's `sub`, Facebook's `id`, Telegram's user id.
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    // As the provider told it at the last sign-in, for operators; never used to find or merge accounts.
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('display_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('last_sign_in_at', 'integer', (c) => c.notNull())
    .execute();
  // One member per person and provider in a merchant; two first sign-ins racing end on this index.
  await db.schema
    .createIndex('social_identities_subject')
    .on('social_identities')
    .columns(['merchant_code', 'provider', 'subject'])
    .unique()
    .execute();
  // A member links at most one identity of each provider.
  await db.schema
    .createIndex('social_identities_member')
    .on('social_identities')
    .columns(['member_id', 'provider'])
    .unique()
    .execute();

  await db.schema
    .createTable('social_sign_in_attempts')
    // SHA-256 of the random value in the browser's HttpOnly cookie: only that browser can finish this sign-in.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    // State, nonce and verifier are empty for Telegram, whose attempt only binds its login data to this browser.
    .addColumn('state', 'text', (c) => c.notNull())
    // Empty for an OAuth 2.0 provider without ID token (Facebook's Graph flow).
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    // The redirect URI sent with the authorization request; the token request must repeat it exactly.
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    // What a first sign-in registers with (as registration takes them from the URL).
    .addColumn('affiliate_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('referral_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('register_method', 'text', (c) => c.notNull().defaultTo('H5'))
    .addColumn('register_url', 'text', (c) => c.notNull().defaultTo(''))
    // Set when a member (whose password was checked at the start) links this identity instead of signing in.
    .addColumn('link_member_id', 'integer', (c) => c.references('members.id').onDelete('cascade'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('social_sign_in_attempts_expiry')
    .on('social_sign_in_attempts')
    .column('expires_at')
    .execute();

  // Telegram's signed login data seen, by its `hash`, until its `auth_date` is too old to be accepted anyway: each
  // payload signs in once (a copied one cannot be replayed while it is still fresh).
  await db.schema
    .createTable('social_telegram_payloads')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('social_telegram_payloads_expiry')
    .on('social_telegram_payloads')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('social_telegram_payloads').execute();
  await db.schema.dropTable('social_sign_in_attempts').execute();
  await db.schema.dropTable('social_identities').execute();
}
