import type { Db } from '../db/database.ts';

export interface RateWindow {
  /** Requests counted in the window, the one just counted included. */
  readonly hits: number;
  /** When the window ends, ms. */
  readonly resetsAt: number;
}

/** Request counters of the rate limit (`rate_limit_counters`), shared by every server instance on the database. */
export function rateLimitRepository(db: Db) {
  return {
    /**
     * Counts a request of `clientKey` and answers its window: a new one of `windowMs` from `now` when there was none
     * or it had ended, else the running one with this request added. One statement (an upsert), so requests counted at
     * once, by this instance or another, each get their own number.
     */
    async countHit(scope: string, clientKey: string, windowMs: number, now: number): Promise<RateWindow> {
      const row = await db
        .insertInto('rate_limit_counters')
        .values({ scope, client_key: clientKey, hits: 1, resets_at: now + windowMs })
        .onConflict((oc) =>
          oc.columns(['scope', 'client_key']).doUpdateSet((eb) => {
            const ended = eb('rate_limit_counters.resets_at', '<=', now);
            return {
              hits: eb
                .case()
                .when(ended)
                .then(1)
                .else(eb('rate_limit_counters.hits', '+', 1))
                .end(),
              resets_at: eb
                .case()
                .when(ended)
                .then(eb.ref('excluded.resets_at'))
                .else(eb.ref('rate_limit_counters.resets_at'))
                .end(),
            };
          }),
        )
        .returning(['hits', 'resets_at'])
        .executeTakeFirstOrThrow();
      return { hits: row.hits, resetsAt: row.resets_at };
    },

    /** The running window of `clientKey` without counting, or undefined when it has none. */
    async readWindow(scope: string, clientKey: string, now: number): Promise<RateWindow | undefined> {
      const row = await db
        .selectFrom('rate_limit_counters')
        .select(['hits', 'resets_at'])
        .where('scope', '=', scope)
        .where('client_key', '=', clientKey)
        .where('resets_at', '>', now)
        .executeTakeFirst();
      return row === undefined ? undefined : { hits: row.hits, resetsAt: row.resets_at };
    },

    async deleteEndedWindows(now: number): Promise<void> {
      await db.deleteFrom('rate_limit_counters').where('resets_at', '<=', now).execute();
    },
  };
}

export type RateLimitRepository = ReturnType<typeof rateLimitRepository>;
