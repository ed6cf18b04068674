import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrationProvider } from './migrations/index.ts';
import type { DatabaseSchema } from './schema.ts';

export type Db = Kysely<DatabaseSchema>;

/** How long a writer waits for another connection's lock before failing (two processes on one file). */
const BUSY_TIMEOUT_MS = 5000;

/**
 * Opens (creating the folder and file if needed) the SQLite database: WAL so readers never block the writer,
 * foreign keys enforced (SQLite leaves them off per connection by default), a busy timeout instead of
 * immediate SQLITE_BUSY errors.
 */
export function openDatabase(path: string): Db {
  mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  // Safe with WAL: a power loss may lose the last commits but never corrupts the file.
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    const name = failed?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${name} failed`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}
