import type { UnitOfWork } from '../domain/unit-of-work.ts';
import type { Db } from './database.ts';

/** A unit of work on Kysely: `make` builds the repositories on the transaction (a Kysely instance too). */
export function unitOfWork<Repositories>(db: Db, make: (db: Db) => Repositories): UnitOfWork<Repositories> {
  return { run: (work) => db.transaction().execute((trx) => work(make(trx))) };
}
