import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from './database.ts';
import { isPostgres } from './engine.ts';

/** A 64-bit advisory lock number for a name (the first 8 bytes of its SHA-256, as PostgreSQL's signed bigint). */
const lockNumber = (name: string) => createHash('sha256').update(name).digest().readBigInt64BE(0);

/**
 * Holds the named locks until the transaction `trx` ends, so that transactions deciding on the same rows (counts of
 * recent failures, events) take turns instead of both deciding on what they read before either wrote.
 *
 * PostgreSQL: transaction-level advisory locks, taken in ascending order (two transactions locking the same names
 * cannot deadlock). SQLite: nothing to do, its writers already take turns: this process's queries share one
 * connection, which runs one transaction at a time.
 */
export async function lockForTransaction(trx: Db, names: readonly string[]): Promise<void> {
  if (!isPostgres(trx)) return;
  const numbers = [...new Set(names.map(lockNumber))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const number of numbers) {
    await sql`select pg_advisory_xact_lock(${number.toString()}::bigint)`.execute(trx);
  }
}
