import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { copyTable, fillSelfReferences, type AfterBatch } from './copy-database-rows.ts';
import {
  ident,
  parentsFirst,
  readIdentityColumns,
  readSourceTables,
  readSqliteSequences,
  readTargetColumns,
  schemaDifferences,
  targetTablesWithRows,
  type SourceTable,
} from './copy-database-schema.ts';
import { migrateToLatest, openDatabase } from './database.ts';
import { MIGRATIONS } from './migrations/index.ts';

/** Why the copy was not made, in words for the operator; nothing was written to the target's tables. */
export class CopyRefused extends Error {
  override name = 'CopyRefused';
}

export interface CopyOptions {
  /** Rows per INSERT (fewer when a table's columns would pass PostgreSQL's 65,535 parameters). */
  batchSize?: number;
  /** Called inside the transaction after each batch is written: lets a test make the copy fail half way. */
  afterBatch?: AfterBatch;
}

export interface CopySummary {
  /** Rows copied per table, in the order they were copied (parents first). */
  tables: { table: string; rows: number }[];
  rows: number;
  /** Every `*_cents` column's sum, equal on both sides (checked before the commit). */
  moneySums: { table: string; column: string; sum: bigint }[];
  /** Identity sequences moved past the copied ids. */
  sequencesReset: number;
  durationMs: number;
}

/**
 * Copies the SQLite database at `sourcePath` (this server's, at the code's migration level; only read) into the
 * empty PostgreSQL database at `targetUrl`: migrates the target as the server's start does, refuses one that holds
 * rows, copies every table in one transaction, moves the identity sequences past the copied ids, and commits only
 * when every table's row count and every money column's sum are the same on both sides.
 */
export async function copyDatabase(
  sourcePath: string,
  targetUrl: string,
  options: CopyOptions = {},
): Promise<CopySummary> {
  const started = performance.now();
  if (!/^postgres(ql)?:\/\//.test(targetUrl)) {
    throw new CopyRefused('the target must be a PostgreSQL URL: postgres://user:password@host:5432/database');
  }
  if (!existsSync(sourcePath)) throw new CopyRefused(`no SQLite database at ${sourcePath}`);
  const source = new SQLite(sourcePath, { readonly: true, fileMustExist: true });
  const client = new pg.Client({ connectionString: targetUrl });
  let connected = false;
  try {
    // One read transaction: every row, count and sum comes from one snapshot, even if a server still writes.
    source.exec('begin');
    checkSourceMigrations(source, sourcePath);
    const tables = parentsFirst(readSourceTables(source));
    await client.connect();
    connected = true;
    // Before migrating, so that a database already in use is not even migrated.
    await refuseRows(client);
    await migrateTarget(targetUrl);
    await client.query('begin');
    try {
      const summary = await copyTables(source, client, tables, options);
      await client.query('commit');
      return { ...summary, durationMs: performance.now() - started };
    } catch (error) {
      // A rollback that fails too (the connection is gone) must not hide why: the server rolls back anyway.
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
  } finally {
    if (source.inTransaction) source.exec('rollback');
    source.close();
    if (connected) await client.end();
  }
}

/** The source must have exactly the code's migrations: the target gets them all, and the source is never written. */
function checkSourceMigrations(source: SQLite.Database, sourcePath: string): void {
  const hasTable = source
    .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
    .get();
  if (hasTable === undefined) {
    throw new CopyRefused(
      `${sourcePath} is not a database of this server (it has no kysely_migration table)`,
    );
  }
  const applied = (
    source.prepare('select name from kysely_migration order by name').pluck().all() as string[]
  ).sort();
  const expected = Object.keys(MIGRATIONS);
  const unknown = applied.filter((name) => !(name in MIGRATIONS));
  if (unknown.length > 0) {
    throw new CopyRefused(
      `${sourcePath} was migrated by a newer version of the server (${unknown.join(', ')}): copy it with that version`,
    );
  }
  const missing = expected.filter((name) => !applied.includes(name));
  if (missing.length > 0) {
    throw new CopyRefused(
      `${sourcePath} is at migration ${applied.at(-1) ?? '(none)'}, this code at ${expected.at(-1) ?? ''}: ` +
        `start this version of the server on it once (DATABASE_PATH=${sourcePath}) so that it migrates, ` +
        'stop it, then copy again (the copy never writes to its source)',
    );
  }
}

async function refuseRows(client: pg.ClientBase): Promise<void> {
  const withRows = await targetTablesWithRows(client);
  if (withRows.length > 0) {
    const named = withRows.length > 4 ? [...withRows.slice(0, 3), `${withRows.length - 3} more`] : withRows;
    throw new CopyRefused(
      `the target database already holds rows (${named.join(', ')}): copy only into an empty database ` +
        '(createdb a new one); nothing was written',
    );
  }
}

/** The server's own migrator, as at its start, so the target's schema is exactly the one it would make. */
async function migrateTarget(targetUrl: string): Promise<void> {
  const db = openDatabase({ databasePath: '', databaseUrl: targetUrl });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}

/** Everything inside the target's transaction: any throw rolls it all back. */
async function copyTables(
  source: SQLite.Database,
  client: pg.ClientBase,
  tables: readonly SourceTable[],
  options: CopyOptions,
): Promise<Omit<CopySummary, 'durationMs'>> {
  const target = await readTargetColumns(client);
  const differences = schemaDifferences(tables, target);
  if (differences.length > 0) {
    throw new CopyRefused(`the source's and target's tables differ: ${differences.join('; ')}`);
  }
  // Nobody else writes until the commit (a server started on the target meanwhile waits); then look again.
  if (tables.length > 0) {
    await client.query(`lock table ${tables.map((t) => ident(t.name)).join(', ')} in exclusive mode`);
  }
  await refuseRows(client);

  const { batchSize = 500, afterBatch } = options;
  const copied: { table: string; rows: number }[] = [];
  for (const table of tables) {
    const types = target.get(table.name) ?? new Map<string, string>();
    try {
      const rows = await copyTable(source, client, table, types, batchSize, afterBatch);
      await fillSelfReferences(source, client, table, types, batchSize);
      copied.push({ table: table.name, rows });
    } catch (error) {
      if (error instanceof CopyRefused) throw error;
      const detail = error instanceof pg.DatabaseError && error.detail ? ` (${error.detail})` : '';
      throw new Error(`copying ${table.name} failed: ${(error as Error).message}${detail}`, { cause: error });
    }
  }
  const sequencesReset = await resetSequences(source, client);
  const moneySums = await verify(source, client, tables, copied);
  return { tables: copied, rows: copied.reduce((n, t) => n + t.rows, 0), moneySums, sequencesReset };
}

/** Each identity's next value: past the largest id copied, and past any id SQLite handed out before (deleted rows). */
async function resetSequences(source: SQLite.Database, client: pg.ClientBase): Promise<number> {
  const handedOut = readSqliteSequences(source);
  const identities = await readIdentityColumns(client);
  for (const { table, column } of identities) {
    const { rows } = await client.query<{ max: string | null }>(
      `select max(${ident(column)})::text as max from ${ident(table)}`,
    );
    const largest = [BigInt(rows[0]?.max ?? 0), handedOut.get(table) ?? 0n].reduce((a, b) => (a > b ? a : b));
    await client.query('select setval(pg_get_serial_sequence($1, $2), $3, false)', [
      ident(table),
      column,
      (largest + 1n).toString(),
    ]);
  }
  return identities.length;
}

/** Row counts of every table and sums of every money column on both sides; any difference throws (rollback). */
async function verify(
  source: SQLite.Database,
  client: pg.ClientBase,
  tables: readonly SourceTable[],
  copied: readonly { table: string; rows: number }[],
): Promise<CopySummary['moneySums']> {
  const differences: string[] = [];
  const sums: CopySummary['moneySums'] = [];
  const compare = async (table: string, expression: string, label: string) => {
    const query = `select coalesce(${expression}, 0) from ${ident(table)}`;
    const expected = source.prepare(query).pluck().safeIntegers(true).get() as bigint;
    const { rows } = await client.query<{ value: string }>(`select (${query})::text as value`);
    const actual = BigInt(rows[0]?.value ?? 'NaN');
    if (actual !== expected) differences.push(`${label}: ${expected} in SQLite, ${actual} in PostgreSQL`);
    return expected;
  };
  for (const table of tables) {
    const rows = await compare(table.name, 'count(*)', `${table.name} rows`);
    const read = copied.find((c) => c.table === table.name)?.rows;
    if (read === undefined || BigInt(read) !== rows)
      differences.push(`${table.name}: ${rows} rows, ${read} read`);
    for (const { name } of table.columns.filter((c) => c.name.endsWith('_cents'))) {
      const sum = await compare(table.name, `sum(${ident(name)})`, `sum of ${table.name}.${name}`);
      sums.push({ table: table.name, column: name, sum });
    }
  }
  if (differences.length > 0) {
    throw new Error(`the copy differs from its source, nothing was committed: ${differences.join('; ')}`);
  }
  return sums;
}
