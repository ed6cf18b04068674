import type { Kysely } from 'kysely';

// Issue 14: the request rate limit (`RATE_LIMIT_MAX`) counted in each process's memory, so N instances let a client
// through N times the limit. The counters are shared here (infra/rate-limit-repository.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    // Which limiter counts: '' is the plugin's global one, a child (the unmatched requests' limiter) has its own.
    .addColumn('scope', 'text', (c) => c.notNull())
    // Whom it counts: the rate-limit plugin's key, the client address (IPv6: its /64).
    .addColumn('client_key', 'text', (c) => c.notNull())
    // Requests in the current window, this one included.
    .addColumn('hits', 'integer', (c) => c.notNull())
    // When the window ends (ms); the next request after it starts a new window at 1. Expired rows are pruned.
    .addColumn('resets_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_counters_pk', ['scope', 'client_key'])
    .execute();
  await db.schema
    .createIndex('rate_limit_counters_resets_at')
    .on('rate_limit_counters')
    .column('resets_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}
