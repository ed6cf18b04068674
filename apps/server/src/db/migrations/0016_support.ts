import { sql, type Kysely } from 'kysely';

// Issue 17 item 1: customer support that reaches a person. One conversation per member, or per guest key (the
// browser's random key, kept here only as its SHA-256); the player's messages and the staff's answers in order,
// screenshots in the database like feedback images (migration 0011). `request_id` makes a retried send land once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('support_conversations')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    // Exactly one of member_id and guest_key_sha256 is set.
    .addColumn('member_id', 'integer', (c) => c.unique().references('members.id').onDelete('cascade'))
    .addColumn('guest_key_sha256', 'text')
    // A guest's phone or e-mail, so the staff can also answer outside the app.
    .addColumn('contact', 'text')
    // The language the player wrote in: the mail of an answer is titled in it.
    .addColumn('language', 'text', (c) => c.notNull())
    // open: the player wrote last and waits; answered: the staff wrote last.
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'answered')`))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .addCheckConstraint('support_conversations_owner', sql`(member_id is null) <> (guest_key_sha256 is null)`)
    .execute();
  // A guest's key is looked up within its merchant: the same key on two merchants is two conversations.
  await db.schema
    .createIndex('support_conversations_guest')
    .on('support_conversations')
    .columns(['merchant_code', 'guest_key_sha256'])
    .unique()
    .execute();
  await db.schema
    .createIndex('support_conversations_queue')
    .on('support_conversations')
    .columns(['merchant_code', 'status', 'updated_at'])
    .execute();

  await db.schema
    .createTable('support_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('support_conversations.id').onDelete('cascade'),
    )
    .addColumn('author', 'text', (c) => c.notNull().check(sql`author in ('player', 'operator')`))
    // The staff member who answered (operator token name); null for the player.
    .addColumn('operator', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_messages_request')
    .on('support_messages')
    // Per author: a staff answer whose request id happens to equal one of the player's is still stored.
    .columns(['conversation_id', 'author', 'request_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('support_images')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('message_id', 'integer', (c) =>
      c.notNull().references('support_messages.id').onDelete('cascade'),
    )
    .addColumn('media_type', 'text', (c) => c.notNull().check(sql`media_type in ('image/png', 'image/jpeg')`))
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('data', 'blob', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('support_images_message').on('support_images').column('message_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['support_images', 'support_messages', 'support_conversations']) {
    await db.schema.dropTable(table).execute();
  }
}
