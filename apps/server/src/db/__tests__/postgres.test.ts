import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, dropDatabase, TEST_DATABASE_URL } from '../../__tests__/postgres-test-databases.ts';
import { makeTempDir, testConfig } from '../../__tests__/test-app.ts';
import { migrateToLatest, openDatabase, type Db } from '../database.ts';
import { isPostgres } from '../engine.ts';
import { MIGRATIONS } from '../migrations/index.ts';

type Column = { table: string; column: string; type: string; notNull: boolean };

/** Every column of the migrated SQLite schema (the FTS5 search table aside), primary keys counted as not null. */
async function sqliteColumns(): Promise<Column[]> {
  const db = openDatabase({ databasePath: ':memory:', databaseUrl: '' });
  try {
    await migrateToLatest(db);
    const { rows } = await sql<Omit<Column, 'notNull'> & { notnull: number; pk: number }>`
      select t.name as "table", c.name as "column", lower(c.type) as type, c."notnull", c.pk
      from sqlite_master t join pragma_table_info(t.name) c
      where t.type = 'table' and t.name not like 'sqlite_%' and t.name not like 'games_search%'
        and t.name not like 'kysely_%'`.execute(db);
    return rows.map(({ notnull, pk, ...c }) => ({ ...c, notNull: notnull === 1 || pk > 0 }));
  } finally {
    await db.destroy();
  }
}

// Runs with TEST_DATABASE_URL (the server suite on PostgreSQL, `npm test`): the engine itself, beyond what the
// routes' tests see of it.
describe.runIf(TEST_DATABASE_URL !== '')('PostgreSQL (DATABASE_URL)', () => {
  // Made in beforeAll: a skipped describe's body still runs (on SQLite), its hooks do not.
  let temp: ReturnType<typeof makeTempDir>;
  let name: string;
  let db: Db;
  beforeAll(async () => {
    temp = makeTempDir();
    const config = testConfig(temp.dir, { seedDemo: false });
    name = new URL(config.databaseUrl).pathname.slice(1);
    // An empty database, not a copy of the migrated template: the migrations run here.
    await createDatabase(name);
    db = openDatabase(config);
  });
  afterAll(async () => {
    await db.destroy();
    await dropDatabase(name);
    temp.remove();
  });

  it('runs every migration once, as on SQLite', async () => {
    expect(isPostgres(db)).toBe(true);
    expect(await migrateToLatest(db)).toEqual(Object.keys(MIGRATIONS));
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('has the columns SQLite has, SQLite integers (ids, centavos, ms) as bigint, blobs as bytea', async () => {
    const { rows } = await sql<Column>`
      select table_name as "table", column_name as "column", data_type as type, is_nullable = 'NO' as "notNull"
      from information_schema.columns where table_schema = 'public' and table_name not like 'kysely_%'`.execute(
      db,
    );
    const POSTGRES_TYPES: Readonly<Record<string, string>> = { integer: 'bigint', blob: 'bytea' };
    const postgresType = (sqliteType: string) => POSTGRES_TYPES[sqliteType] ?? sqliteType;
    const expected = (await sqliteColumns()).map((c) => ({ ...c, type: postgresType(c.type) }));
    const order = (columns: Column[]) =>
      [...columns].sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`));
    expect(order(rows)).toEqual(order(expected));
  });

  it('enforces the table checks, JSON ones included', async () => {
    const merchant = { code: 'x', created_at: 'now', updated_at: 'now' };
    await expect(
      db
        .insertInto('merchants')
        .values({ ...merchant, config: 'not json' })
        .execute(),
    ).rejects.toThrow(/violates check constraint "merchants_config_check"/);
    await db
      .insertInto('merchants')
      .values({ ...merchant, config: '{"a":[1]}' })
      .execute();
  });

  it('answers ids, centavos and counts as numbers, and ids from an identity', async () => {
    const member = await db
      .insertInto('members')
      .values({
        merchant_code: 'x',
        account: 'big',
        account_key: 'big',
        type: 0,
        password_hash: 'h',
        reg_date: Date.now(),
        status: 'active',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(member.id).toBeTypeOf('number');
    // More centavos than a 32-bit integer holds.
    const cents = 2 ** 40;
    await db
      .insertInto('wallets')
      .values({ member_id: member.id, account_type_id: 1, balance_cents: cents, updated_at: Date.now() })
      .execute();
    const row = await db
      .selectFrom('wallets')
      .select((eb) => [
        'balance_cents',
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('balance_cents').as('sum'),
      ])
      .groupBy('balance_cents')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ balance_cents: cents, n: 1, sum: cents });
  });

  it('refuses text holding NUL as a bad request, which PostgreSQL cannot store', async () => {
    await expect(
      db.selectFrom('members').select('id').where('account_key', '=', 'a\0b').execute(),
    ).rejects.toMatchObject({ name: 'ApiError', errorCode: 'request_param_err' });
  });
});
