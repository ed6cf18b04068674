import { sql, type Kysely } from 'kysely';

// The agent's money tools (issue 18 part B): every member's agent rebate rate, the opened accounts' request keys and
// the team rebate income credited per agent and settlement period.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One rate for every product type, in basis points of turnover (150 = 1.5 %); 0 = no agent rebate.
  await db.schema
    .alterTable('members')
    .addColumn('agent_rebate_bp', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`agent_rebate_bp >= 0 and agent_rebate_bp <= 10000`),
    )
    .execute();

  // The account an agent's open-account request made: a repeat of the request answers it instead of failing.
  await db.schema
    .createTable('agent_opened_accounts')
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('agent_opened_accounts_pk', ['agent_id', 'request_id'])
    .execute();

  // One row per agent and settlement period (a merchant day `YYYY-MM-DD`): the unique key is what makes a period
  // credited once, whichever instance or run settles it.
  await db.schema
    .createTable('agent_rebates')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('period_start', 'integer', (c) => c.notNull())
    .addColumn('period_end', 'integer', (c) => c.notNull())
    .addColumn('turnover_cents', 'integer', (c) => c.notNull().check(sql`turnover_cents >= 0`))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addUniqueConstraint('agent_rebates_period', ['agent_id', 'period_key'])
    .execute();
}
