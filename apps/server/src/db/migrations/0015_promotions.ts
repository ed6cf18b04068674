import { sql, type Kysely } from 'kysely';

// Promotions and rewards (issue 16). `member_promotions` (0004, the footer badge's count) becomes the reward table:
// every reward issued to a member, its amount, turnover, review and claim. The ledger learns what turnover an entry
// adds to the withdrawal rule; bets learn which rebate counted them; rebates have their own report rows.
export async function up(db: Kysely<unknown>): Promise<void> {
  const rewards = db.schema.alterTable('member_promotions');
  // The merchant file's promotion (or mission) id; '' for rows made before the engine (the home seed's).
  await rewards.addColumn('promotion_id', 'text', (c) => c.notNull().defaultTo('')).execute();
  await rewards.addColumn('kind', 'text', (c) => c.notNull().defaultTo('')).execute();
  await rewards
    .addColumn('amount_cents', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`amount_cents >= 0`),
    )
    .execute();
  // The turnover multiple × 100 (integer arithmetic, as the money percentages): 300 = 3×.
  await rewards
    .addColumn('turnover_x100', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`turnover_x100 >= 0`),
    )
    .execute();
  // `expired` is not stored: an `issued` row past `expires_at` is expired.
  await rewards
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('issued')
        .check(sql`status in ('applying', 'issued', 'claimed', 'rejected')`),
    )
    .execute();
  // What makes the reward once per member (`login:2026-11-25`, `mission:<id>:<period>`, `signup:<id>`); unique below.
  await rewards.addColumn('issue_key', 'text').execute();
  // The member's request that claimed it: a repeat answers the same claim.
  await rewards.addColumn('claim_request_id', 'text').execute();
  // A rejection's reason, shown to the member.
  await rewards.addColumn('remark', 'text', (c) => c.notNull().defaultTo('')).execute();
  await rewards.addColumn('operator', 'text').execute();
  await rewards.addColumn('reviewed_at', 'integer').execute();
  await sql`update member_promotions set status = 'claimed' where claimed_at is not null`.execute(db);
  await db.schema
    .createIndex('member_promotions_issue_key')
    .on('member_promotions')
    .columns(['member_id', 'issue_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('member_promotions_claim_request')
    .on('member_promotions')
    .columns(['member_id', 'claim_request_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('member_promotions_status')
    .on('member_promotions')
    .columns(['status', 'issued_at'])
    .execute();

  // Centavos of turnover the entry adds to the withdrawal rule beyond the deposit multiple (rewards, bonuses).
  await db.schema
    .alterTable('wallet_transactions')
    .addColumn('turnover_cents', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`turnover_cents >= 0`),
    )
    .execute();

  // The deposit promotion's turnover multiple × 100 when the deposit was made: its bonus adds that much turnover.
  await db.schema
    .alterTable('deposits')
    .addColumn('bonus_turnover_x100', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`bonus_turnover_x100 >= 0`),
    )
    .execute();

  // The rebate that counted the bet (null: not rebated yet): a bet earns a rebate once, automatic or manual.
  await db.schema.alterTable('game_rounds').addColumn('rebate_id', 'integer').execute();
  // The bets still to rebate (the sweep and every settlement look only for these): partial, so it stays small.
  await db.schema
    .createIndex('game_rounds_unrebated')
    .on('game_rounds')
    .columns(['member_id', 'settled_at'])
    .where(sql.ref('rebate_id'), 'is', null)
    .execute();

  await db.schema
    .createTable('rebates')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('auto', 'manual')`))
    // The game type of the bets (RNG, LIVE, SPORTS …).
    .addColumn('product_type', 'text', (c) => c.notNull())
    .addColumn('turnover_cents', 'integer', (c) => c.notNull().check(sql`turnover_cents > 0`))
    // The rate in basis points of a percent × 100 (0.8% = 80).
    .addColumn('rate_x100', 'integer', (c) => c.notNull().check(sql`rate_x100 >= 0`))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('period_start', 'integer', (c) => c.notNull())
    .addColumn('period_end', 'integer', (c) => c.notNull())
    // `auto:<day>` for the daily settlement of a merchant day, `manual:<requestId>` for a claim: unique per member
    // and product, so that two instances settling the same day write one row.
    .addColumn('settle_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addUniqueConstraint('rebates_settle_key', ['member_id', 'settle_key', 'product_type'])
    .execute();
  await db.schema
    .createIndex('rebates_member_time')
    .on('rebates')
    .columns(['member_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rebates').execute();
  await db.schema.dropIndex('game_rounds_unrebated').execute();
  await db.schema.alterTable('game_rounds').dropColumn('rebate_id').execute();
  await db.schema.alterTable('deposits').dropColumn('bonus_turnover_x100').execute();
  await db.schema.alterTable('wallet_transactions').dropColumn('turnover_cents').execute();
  for (const index of [
    'member_promotions_issue_key',
    'member_promotions_claim_request',
    'member_promotions_status',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  for (const column of [
    'reviewed_at',
    'operator',
    'remark',
    'claim_request_id',
    'issue_key',
    'status',
    'turnover_x100',
    'amount_cents',
    'kind',
    'promotion_id',
  ]) {
    await db.schema.alterTable('member_promotions').dropColumn(column).execute();
  }
}
