import { sql, type Kysely } from 'kysely';

// The settled periods of the agents' accepted salary and dividend contracts (issue 18): one row per agent, kind and
// period, written in the same transaction as its ledger credit, so the unique key is what makes a period paid once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agent_contract_settlements')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('members.id'))
    // The accepted contract whose terms priced the period.
    .addColumn('contract_id', 'integer', (c) => c.notNull().references('member_contracts.id'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY')`),
    )
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('period_start', 'integer', (c) => c.notNull())
    .addColumn('period_end', 'integer', (c) => c.notNull())
    // The basis figures of the period: the downline's settled real-money turnover, its members who bet, and its
    // net loss (bets − wins; negative when the team won).
    .addColumn('turnover_cents', 'integer', (c) => c.notNull().check(sql`turnover_cents >= 0`))
    .addColumn('active_members', 'integer', (c) => c.notNull().check(sql`active_members >= 0`))
    .addColumn('net_loss_cents', 'integer', (c) => c.notNull())
    // The rate applied, in millionths (ratePercent × 10 000), 0 when a minimum was not reached.
    .addColumn('rate_ppm', 'integer', (c) => c.notNull().check(sql`rate_ppm >= 0 and rate_ppm <= 1000000`))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addUniqueConstraint('agent_contract_settlements_period', ['agent_id', 'kind', 'period_key'])
    .execute();
  await db.schema
    .createIndex('agent_contract_settlements_agent_start')
    .on('agent_contract_settlements')
    .columns(['agent_id', 'period_start'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agent_contract_settlements').execute();
}
