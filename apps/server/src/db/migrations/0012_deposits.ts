import { sql, type Kysely } from 'kysely';

// Money issue (issue 15), deposits: gateway deposits (e-wallets, online banking) and manual bank transfers with a
// receipt, the receipts' bytes, and the log of every payment notification received. Amounts are centavos.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deposits')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    // Ours, shown to the player and sent to the gateway: `DP` + the Manila date + 8 random characters.
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    // No cascade: a deposit is a money record and outlives nothing it depends on.
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    // The merchant's channel as it was configured when the deposit was made (the file may change later).
    .addColumn('channel_id', 'text', (c) => c.notNull())
    .addColumn('channel_name', 'text', (c) => c.notNull())
    .addColumn('channel_kind', 'text', (c) =>
      c.notNull().check(sql`channel_kind in ('ewallet', 'online_bank', 'manual_bank')`),
    )
    // The payment provider module (`simulated`, `manual`; a real gateway adds its own code).
    .addColumn('provider', 'text', (c) => c.notNull())
    // What the wallet receives; the fee is paid on top to the gateway, the bonus comes from the promotion.
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('fee_cents', 'integer', (c) => c.notNull().check(sql`fee_cents >= 0`))
    // Planned when the deposit is made; set to 0 at the credit when a first-deposit promotion no longer applies.
    .addColumn('bonus_cents', 'integer', (c) => c.notNull().check(sql`bonus_cents >= 0`))
    .addColumn('promotion_id', 'text')
    // The promotion's `firstDepositOnly` when the deposit was made: checked again when it is credited.
    .addColumn('promotion_first_only', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`promotion_first_only in (0, 1)`),
    )
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'reviewing', 'success', 'failed', 'rejected')`),
    )
    // Why a gateway deposit failed (the answer's `remark` says it in the player's language).
    .addColumn('failure_reason', 'text', (c) =>
      c
        .notNull()
        .defaultTo('')
        .check(sql`failure_reason in ('', 'declined', 'expired')`),
    )
    // Manual transfers: the sending account's name and the bank's reference, as the player typed them.
    .addColumn('payer_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('transfer_reference', 'text', (c) => c.notNull().defaultTo(''))
    // The gateway's own reference of the payment, from its notification: one payment credits one deposit.
    .addColumn('provider_reference', 'text')
    // The client's idempotency key and a SHA-256 of what it asked for: a repeat answers the first deposit.
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    // Gateway deposits: the provider's page the player pays on ('' until the provider has answered).
    .addColumn('pay_url', 'text', (c) => c.notNull().defaultTo(''))
    // Gateway deposits: not paid by then, it fails and a later notification credits nothing. Null for manual.
    .addColumn('expires_at', 'integer')
    // Manual transfers: the operator who approved or rejected it (name of the token), when, why (a rejection's
    // reason is shown to the player) and the operator's request id.
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'integer')
    .addColumn('review_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('review_request_id', 'text')
    .execute();
  await db.schema
    .createIndex('deposits_member_request')
    .on('deposits')
    .columns(['member_id', 'request_id'])
    .unique()
    .execute();
  await sql`create unique index deposits_provider_reference on deposits (provider, provider_reference) where provider_reference is not null`.execute(
    db,
  );
  await db.schema
    .createIndex('deposits_member_time')
    .on('deposits')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('deposits_merchant_status')
    .on('deposits')
    .columns(['merchant_code', 'status', 'created_at'])
    .execute();

  // The receipt of a manual transfer, its bytes in the row: every instance of the server must see it.
  await db.schema
    .createTable('deposit_receipts')
    .addColumn('deposit_id', 'integer', (c) => c.primaryKey().references('deposits.id'))
    // Told by the bytes, never by the name or the declared type.
    .addColumn('media_type', 'text', (c) => c.notNull().check(sql`media_type in ('image/png', 'image/jpeg')`))
    .addColumn('size_bytes', 'integer', (c) => c.notNull().check(sql`size_bytes > 0`))
    // Hex SHA-256 of the bytes, shown to the operator and part of the request's idempotency hash.
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('data', 'blob', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();

  // Every notification a payment provider sent, whatever became of it: the audit trail of forged, replayed, late
  // and mismatched ones as much as of the credited ones.
  await db.schema
    .createTable('payment_callbacks')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('provider', 'text', (c) => c.notNull())
    // As the notification claims them; '' when it could not be read.
    .addColumn('provider_reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('amount_cents', 'integer')
    // credited: the deposit was credited; failed: a failed payment closed it; duplicate: that payment was applied
    // before, nothing moved; rejected: refused (bad signature, stale, unknown deposit, amount, late, closed).
    .addColumn('outcome', 'text', (c) =>
      c.notNull().check(sql`outcome in ('credited', 'failed', 'duplicate', 'rejected')`),
    )
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('received_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_callbacks_provider_reference')
    .on('payment_callbacks')
    .columns(['provider', 'provider_reference'])
    .execute();
  await db.schema
    .createIndex('payment_callbacks_reference')
    .on('payment_callbacks')
    .column('reference')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_callbacks').execute();
  await db.schema.dropTable('deposit_receipts').execute();
  await db.schema.dropTable('deposits').execute();
}
