import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import type { Config } from '../config.ts';
import { isPostgres } from './engine.ts';
import { migrationProvider } from './migrations/index.ts';
import { PostgresColumnTypes } from './postgres-column-types.ts';
import { RefuseNulText } from './postgres-text.ts';
import type { DatabaseSchema } from './schema.ts';

export type Db = Kysely<DatabaseSchema>;

/** Where the data lives: PostgreSQL when `databaseUrl` is set, else the SQLite file `databasePath`. */
export type DatabaseLocation = Pick<Config, 'databasePath' | 'databaseUrl'> &
  Partial<Pick<Config, 'databasePoolSize'>>;

/** How long a writer waits for another connection's lock before failing (two processes on one file). */
const BUSY_TIMEOUT_MS = 5000;

/** Opens the configured database: PostgreSQL by DATABASE_URL, otherwise SQLite (the default). */
export function openDatabase(location: DatabaseLocation): Db {
  return location.databaseUrl === ''
    ? openSqlite(location.databasePath)
    : openPostgres(location.databaseUrl, location.databasePoolSize ?? 10);
}

/**
 * Opens (creating the folder and file if needed) the SQLite database: WAL so readers never block the writer,
 * foreign keys enforced (SQLite leaves them off per connection by default), a busy timeout instead of
 * immediate SQLITE_BUSY errors.
 */
function openSqlite(path: string): Db {
  mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  // Safe with WAL: a power loss may lose the last commits but never corrupts the file.
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/**
 * A whole number read from PostgreSQL: `pg` reads `bigint` (ids, centavos, ms times; every count) and `numeric`
 * (a sum of bigints) as strings, because they may exceed a double. Ours never do; one that did must fail, not round.
 */
function wholeNumber(text: string): number {
  const value = Number(text);
  if (Number.isInteger(value) && !Number.isSafeInteger(value)) {
    throw new RangeError(`number from the database exceeds 2^53: ${text}`);
  }
  return value;
}

const NUMBER_TYPES: ReadonlySet<number> = new Set([pg.types.builtins.INT8, pg.types.builtins.NUMERIC]);

/** `pg`'s parsers, except that bigint and numeric come back as numbers (what the SQLite driver answers too). */
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: (oid, format) =>
    NUMBER_TYPES.has(oid) ? wholeNumber : (pg.types.getTypeParser(oid, format) as unknown),
};

function openPostgres(url: string, poolSize: number): Db {
  const pool = new pg.Pool({ connectionString: url, types: pgTypes, max: poolSize });
  // A pooled connection that dies while idle (a server restart) is dropped by the pool; without a listener its
  // error would end the process. The next query opens a new connection and fails, if at all, on its own.
  pool.on('error', () => undefined);
  return new Kysely<DatabaseSchema>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new RefuseNulText()],
  });
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db: isPostgres(db) ? db.withPlugin(new PostgresColumnTypes()) : db,
    provider: migrationProvider,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    const name = failed?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${name} failed`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}
