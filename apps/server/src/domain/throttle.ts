import type { Db } from '../db/database.ts';

/** Counts events per (kind, key) over a sliding window; used where no other table records the attempts. */
export class Throttle {
  constructor(private readonly db: Db) {}

  /**
   * Records the event and answers whether it is within `max` per `windowMs` (this event included). Counted and
   * recorded in one transaction: requests that arrive together cannot all read the same count.
   */
  async hit(kind: string, key: string, max: number, windowMs: number, now = Date.now()): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('throttle_events')
        .where('created_at', '<', now - windowMs)
        .where('kind', '=', kind)
        .execute();
      const row = await trx
        .selectFrom('throttle_events')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('kind', '=', kind)
        .where('key', '=', key)
        .where('created_at', '>', now - windowMs)
        .executeTakeFirstOrThrow();
      if (row.count >= max) return false;
      await trx.insertInto('throttle_events').values({ kind, key, created_at: now }).execute();
      return true;
    });
  }
}
