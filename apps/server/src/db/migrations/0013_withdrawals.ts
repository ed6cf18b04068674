import { sql, type Kysely } from 'kysely';

// Money issue (issue 15), withdrawals and the security centre: payout accounts, withdrawal requests with their
// review, the funds-password guard, security answers and transfers to the upline. Amounts are centavos; the money
// itself moves only in `wallet_transactions` (the amount of a pending withdrawal sits in the member's held wallet).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payout_accounts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    // No cascade: withdrawals name the account they were paid to.
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('bank', 'ewallet')`))
    // One of the merchant's payout providers (`payments.withdraw.providers[].code`) when it was bound.
    .addColumn('provider_code', 'text', (c) => c.notNull())
    // Equal to the member's payee name (compared without case and extra blanks), as the member typed it.
    .addColumn('account_name', 'text', (c) => c.notNull())
    // In full: the operator pays to it. Every answer to the member shows it masked.
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payout_accounts_member_number')
    .on('payout_accounts')
    .columns(['member_id', 'provider_code', 'account_number'])
    .unique()
    .execute();

  await db.schema
    .createTable('withdrawals')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    // Ours, shown to the player and the operator: `WD` + the merchant's date + 8 random characters.
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('payout_account_id', 'integer', (c) => c.notNull().references('payout_accounts.id'))
    // The provider's name when the request was made (the merchant file may rename or drop it later).
    .addColumn('provider_name', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    // pending: held in the held wallet; paid: left the held wallet; rejected: released to the main wallet.
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'paid', 'rejected')`))
    // Shown to the player: the operator's reason.
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    // The client's idempotency key and a SHA-256 of what it asked for: a repeat answers the first withdrawal.
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    // The operator who paid or rejected it (name of the token), when, why, and the operator's request id.
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'integer')
    .addColumn('review_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('review_request_id', 'text')
    .execute();
  await db.schema
    .createIndex('withdrawals_member_request')
    .on('withdrawals')
    .columns(['member_id', 'request_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('withdrawals_member_time')
    .on('withdrawals')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('withdrawals_merchant_status')
    .on('withdrawals')
    .columns(['merchant_code', 'status', 'created_at'])
    .execute();

  // Wrong funds passwords (and wrong security answers, and wrong login passwords given to set the first funds
  // password) of a member: counted before each check, reset by a right one, a lock once there are too many.
  await db.schema
    .createTable('funds_password_guard')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('failures', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`failures >= 0`),
    )
    // Checks are refused until then (ms); null when not locked.
    .addColumn('locked_until', 'integer')
    .execute();

  await db.schema
    .createTable('security_answers')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    // An id of the server's catalogue (domain/withdrawals/security-questions.ts).
    .addColumn('question_id', 'integer', (c) => c.notNull())
    // Argon2id of the normalised answer (trimmed, lower case, blanks collapsed).
    .addColumn('answer_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('security_answers_pk', ['member_id', 'question_id'])
    .execute();

  await db.schema
    .createTable('upline_transfers')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    // `TU` + the merchant's date + 8 random characters; the ledger rows of both sides carry it.
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('upline_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('upline_transfers_member_request')
    .on('upline_transfers')
    .columns(['member_id', 'request_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upline_transfers').execute();
  await db.schema.dropTable('security_answers').execute();
  await db.schema.dropTable('funds_password_guard').execute();
  await db.schema.dropTable('withdrawals').execute();
  await db.schema.dropTable('payout_accounts').execute();
}
