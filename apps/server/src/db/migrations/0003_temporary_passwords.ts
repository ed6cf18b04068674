import type { Kysely } from 'kysely';

// Forgot password by e-mail keeps the current password: the mailed one waits here until it is used to log in.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('temp_password_hash', 'text').execute();
  await db.schema.alterTable('members').addColumn('temp_password_expires_at', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').dropColumn('temp_password_expires_at').execute();
  await db.schema.alterTable('members').dropColumn('temp_password_hash').execute();
}
