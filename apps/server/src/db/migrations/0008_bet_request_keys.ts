import { sql, type Kysely } from 'kysely';

// Money (issue 12 #6): a replayed bet request placed a second bet. The client's key makes a bet happen once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('game_rounds').addColumn('request_key', 'text').execute();
  await sql`create unique index game_rounds_request_key on game_rounds (member_id, request_key) where request_key is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('game_rounds_request_key').execute();
  await db.schema.alterTable('game_rounds').dropColumn('request_key').execute();
}
