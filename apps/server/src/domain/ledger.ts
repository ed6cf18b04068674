import { MAIN_WALLET_TYPE_ID } from '@h5/contract/endpoints/member.ts';
import type { TransactionType } from '@h5/contract/endpoints/records.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from './errors.ts';

export interface WalletEntry {
  memberId: number;
  type: TransactionType;
  /** Signed centavos: negative takes money out. */
  amountCents: number;
  reference: string;
  roundId?: number | null;
  accountTypeId?: number;
  now?: number;
}

/**
 * Moves a wallet balance and writes its ledger row. Call it inside a transaction (`db.transaction()`), together
 * with whatever caused the movement, so the balance, the ledger and the cause commit or roll back as one. A
 * movement that would take the balance below zero changes nothing and throws `balance.insufficient`. Answers
 * the balance after, in centavos.
 */
export async function postWalletEntry(trx: Db, entry: WalletEntry): Promise<number> {
  const now = entry.now ?? Date.now();
  const accountTypeId = entry.accountTypeId ?? MAIN_WALLET_TYPE_ID;
  if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents === 0) {
    throw new Error(`wallet entry amount must be a non-zero integer of centavos: ${entry.amountCents}`);
  }
  await trx
    .insertInto('wallets')
    .values({ member_id: entry.memberId, account_type_id: accountTypeId, balance_cents: 0, updated_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'account_type_id']).doNothing())
    .execute();
  // One statement checks and moves, so two concurrent bets cannot both pass a check made before either moved.
  const moved = await trx
    .updateTable('wallets')
    .set((eb) => ({ balance_cents: eb('balance_cents', '+', entry.amountCents), updated_at: now }))
    .where('member_id', '=', entry.memberId)
    .where('account_type_id', '=', accountTypeId)
    .where((eb) => eb(eb('balance_cents', '+', entry.amountCents), '>=', 0))
    .returning('balance_cents')
    .executeTakeFirst();
  if (moved === undefined) throw new ApiError('balanceInsufficient');
  await trx
    .insertInto('wallet_transactions')
    .values({
      member_id: entry.memberId,
      account_type_id: accountTypeId,
      type: entry.type,
      amount_cents: entry.amountCents,
      balance_after_cents: moved.balance_cents,
      reference: entry.reference,
      round_id: entry.roundId ?? null,
      created_at: now,
    })
    .execute();
  return moved.balance_cents;
}

/** The member's balance of one wallet in centavos (0 without a row). */
export async function walletCents(
  db: Db,
  memberId: number,
  accountTypeId = MAIN_WALLET_TYPE_ID,
): Promise<number> {
  const row = await db
    .selectFrom('wallets')
    .select('balance_cents')
    .where('member_id', '=', memberId)
    .where('account_type_id', '=', accountTypeId)
    .executeTakeFirst();
  return row?.balance_cents ?? 0;
}
