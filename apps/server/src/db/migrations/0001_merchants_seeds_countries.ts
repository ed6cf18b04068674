import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../engine.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    // SQLite's `json_valid`, which the JSON columns' checks call: PostgreSQL 15 has no such test (16's `IS JSON`).
    await sql`create function json_valid(value text) returns boolean language plpgsql immutable strict as $$
      begin
        perform value::json;
        return true;
      exception when invalid_text_representation then
        return false;
      end $$`.execute(db);
  }
  // Merchant configuration as loaded from `merchants/*.json`; `config` is the validated JSON text.
  await db.schema
    .createTable('merchants')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('config', 'text', (c) => c.notNull().check(sql`json_valid(config)`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One-time seeds already applied, so a restart never inserts demo data twice.
  await db.schema
    .createTable('seed_runs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .execute();
  // Dialing codes for the phone pickers (`/wps/system/country`).
  await db.schema
    .createTable('countries')
    .addColumn('code', 'text', (c) => c.primaryKey().check(sql`length(code) = 2`))
    .addColumn('dialing_code', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    // Filipino name; null when it is the same as the English one.
    .addColumn('name_ty', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    // 1 = listed, 0 = hidden; SQLite has no boolean.
    .addColumn('enabled', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`enabled in (0, 1)`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('countries').execute();
  await db.schema.dropTable('seed_runs').execute();
  await db.schema.dropTable('merchants').execute();
  if (isPostgres(db)) await sql`drop function json_valid`.execute(db);
}
