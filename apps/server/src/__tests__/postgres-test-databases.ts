import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * The server suite on PostgreSQL (`TEST_DATABASE_URL`, a superuser's URL of a throwaway server such as
 * scripts/lib/postgres.mjs starts): every test database is a copy of a template the global setup migrated (and
 * seeded) once, made in ~50 ms where migrating and seeding takes ~300 ms. Every name starts with the run's prefix, so
 * the global teardown finds them all, also those of a test that failed before closing its app.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? '';

/** The templates of one run: migrated only, and migrated with the demo data of the default test configuration. */
export const templates = (prefix: string) =>
  ({ migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` }) as const;

/** The test database of a test's temporary folder: the same folder is the same database, as a SQLite file is. */
export const testDatabaseName = (prefix: string, dir: string) =>
  `${prefix}_${createHash('sha256').update(dir).digest('hex').slice(0, 16)}`;

/** The URL of `database` on the test server. */
export function databaseUrl(database: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

let admin: pg.Pool | undefined;

/** Statements about databases (create, drop) on the server's maintenance database. */
export function adminPool(): pg.Pool {
  admin ??= new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 2, allowExitOnIdle: true });
  return admin;
}

export async function closeAdminPool(): Promise<void> {
  await admin?.end();
  admin = undefined;
}

const ident = (name: string) => pg.escapeIdentifier(name);

/** Creates `database` as a copy of `template`; nothing when it exists already (a test's second app on its folder). */
export async function createDatabase(database: string, template?: string): Promise<void> {
  const from = template === undefined ? '' : ` template ${ident(template)}`;
  try {
    await adminPool().query(`create database ${ident(database)}${from}`);
  } catch (error) {
    // 42P04 duplicate_database
    if (!(error instanceof Error && 'code' in error && error.code === '42P04')) throw error;
  }
}

/** Drops `database`, ending whatever connection a test left open on it. */
export async function dropDatabase(database: string): Promise<void> {
  await adminPool().query(`drop database if exists ${ident(database)} with (force)`);
}

/** The run's databases (templates included), to drop at the end. */
export async function databasesOf(prefix: string): Promise<string[]> {
  const { rows } = await adminPool().query<{ datname: string }>(
    'select datname from pg_database where starts_with(datname, $1)',
    [`${prefix}_`],
  );
  return rows.map((r) => r.datname);
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The prefix of this run's PostgreSQL test databases ('' on SQLite). */
    postgresPrefix: string;
  }
}
