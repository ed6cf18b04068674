import { sql, type Kysely } from 'kysely';

// Red envelope rain (issue 18): what each rain of a merchant has paid out, so the rain's budget is checked by one row
// under the rain's lock. The envelopes themselves are claimed rewards (`member_promotions`, kind `red_rain`, issue key
// `redRain:<rainKey>:<n>`), whose unique key makes an agent's n-th envelope of a rain exist once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('red_rains')
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    // The rain's start on the merchant's clock, `YYYY-MM-DDTHH:mm`.
    .addColumn('rain_key', 'text', (c) => c.notNull())
    .addColumn('paid_cents', 'integer', (c) => c.notNull().check(sql`paid_cents >= 0`))
    .addColumn('envelopes', 'integer', (c) => c.notNull().check(sql`envelopes >= 0`))
    .addPrimaryKeyConstraint('red_rains_pk', ['merchant_code', 'rain_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('red_rains').execute();
}
