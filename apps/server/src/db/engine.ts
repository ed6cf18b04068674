import { PostgresIntrospector, type Kysely } from 'kysely';

const engines = new WeakMap<object, boolean>();

/**
 * Whether `db` (a database or a transaction on it) is PostgreSQL rather than SQLite. For the few statements whose
 * SQL differs: a migration's raw SQL, and repository queries where the two engines spell a thing differently.
 */
export function isPostgres<Tables>(db: Kysely<Tables>): boolean {
  let postgres = engines.get(db);
  if (postgres === undefined) {
    postgres = db.introspection instanceof PostgresIntrospector;
    engines.set(db, postgres);
  }
  return postgres;
}
