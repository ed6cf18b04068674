import { sql, type Kysely } from 'kysely';

// Agent rebate rates by the merchant day they apply from (issue 18, review of the money tools). A day is settled with
// the rates of that day: a rate changed after the day, or before it was settled, can neither pay its turnover twice
// (a sub-agent raised later, settled on days its upline was already paid for) nor take it from a sub-agent. A change
// applies from the next merchant day; `members.agent_rebate_bp` keeps the rate from then on, which the checks use.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agent_rebate_rates')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    // The merchant day `YYYY-MM-DD` from which the rate applies (text orders as the days do).
    .addColumn('from_day', 'text', (c) => c.notNull())
    .addColumn('rate_bp', 'integer', (c) => c.notNull().check(sql`rate_bp >= 0 and rate_bp <= 10000`))
    .addColumn('changed_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('agent_rebate_rates_pk', ['member_id', 'from_day'])
    .execute();
  // The rates given before there was a history applied all along.
  await sql`insert into agent_rebate_rates (member_id, from_day, rate_bp, changed_at)
    select id, '0001-01-01', agent_rebate_bp, 0 from members where agent_rebate_bp > 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agent_rebate_rates').execute();
}
