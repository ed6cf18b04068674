import type { Db } from '../db/database.ts';

/**
 * Runs `apply` once per database: the marker row and the seeded data commit in one transaction, so a crash
 * half-way leaves neither and the next start tries again.
 */
export async function runOnce(
  db: Db,
  name: string,
  now: string,
  apply: (trx: Db) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_runs')
      .values({ name, applied_at: now })
      .onConflict((oc) => oc.column('name').doNothing())
      .executeTakeFirst();
    if (claimed.numInsertedOrUpdatedRows !== 1n) return false;
    await apply(trx);
    return true;
  });
}
