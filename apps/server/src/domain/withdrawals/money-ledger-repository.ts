import type { TransactionType } from '@h5/contract/endpoints/records.ts';
import type { Db } from '../../db/database.ts';

/** What the money rules read from the wallet ledger (`wallet_transactions`), and the upline transfers. */
export function moneyLedgerRepository(db: Db) {
  return {
    /** The member's latest deposit entry in a wallet, by ledger order. */
    lastDeposit(memberId: number, accountTypeId: number) {
      return db
        .selectFrom('wallet_transactions')
        .select(['id', 'amount_cents', 'created_at'])
        .where('member_id', '=', memberId)
        .where('account_type_id', '=', accountTypeId)
        .where('type', '=', 'DEPOSIT')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /**
     * The member's entries in a wallet that add turnover to the withdrawal rule, oldest first: DEPOSIT entries
     * (the merchant's multiple applies) and entries carrying their own `turnover_cents` (rewards, bonuses).
     */
    deposits(memberId: number, accountTypeId: number) {
      return db
        .selectFrom('wallet_transactions')
        .select(['id', 'type', 'amount_cents', 'turnover_cents'])
        .where('member_id', '=', memberId)
        .where('account_type_id', '=', accountTypeId)
        .where((eb) => eb.or([eb('type', '=', 'DEPOSIT'), eb('turnover_cents', '>', 0)]))
        .orderBy('id')
        .execute();
    },

    /**
     * Centavos staked (BET entries, as a positive sum) in a wallet after the ledger entry `afterId` and, when
     * `beforeId` is given, before that one.
     */
    async stakesAfter(
      memberId: number,
      accountTypeId: number,
      afterId: number,
      beforeId?: number,
    ): Promise<number> {
      let query = db
        .selectFrom('wallet_transactions')
        .select((eb) => eb.fn.sum<number | null>('amount_cents').as('cents'))
        .where('member_id', '=', memberId)
        .where('account_type_id', '=', accountTypeId)
        .where('type', '=', 'BET')
        .where('id', '>', afterId);
      if (beforeId !== undefined) query = query.where('id', '<', beforeId);
      const row = await query.executeTakeFirstOrThrow();
      return 0 - (row.cents ?? 0);
    },

    /** Signed sums of the member's entries of some types in `[from, to)`, by type (every wallet). */
    async sumsByType(
      memberId: number,
      from: number,
      to: number,
      types: readonly TransactionType[],
    ): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('wallet_transactions')
        .select((eb) => ['type', eb.fn.sum<number>('amount_cents').as('cents')])
        .where('member_id', '=', memberId)
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .where('type', 'in', types)
        .groupBy('type')
        .execute();
      return new Map(rows.map((r) => [r.type, r.cents]));
    },

    transferByRequest(memberId: number, requestId: string) {
      return db
        .selectFrom('upline_transfers')
        .innerJoin('members', 'members.id', 'upline_transfers.upline_id')
        .select([
          'upline_transfers.reference',
          'upline_transfers.amount_cents',
          'upline_transfers.request_hash',
          'members.account as upline_account',
        ])
        .where('upline_transfers.member_id', '=', memberId)
        .where('upline_transfers.request_id', '=', requestId)
        .executeTakeFirst();
    },

    async insertTransfer(transfer: {
      reference: string;
      memberId: number;
      uplineId: number;
      amountCents: number;
      requestId: string;
      requestHash: string;
      now: number;
    }): Promise<void> {
      await db
        .insertInto('upline_transfers')
        .values({
          reference: transfer.reference,
          member_id: transfer.memberId,
          upline_id: transfer.uplineId,
          amount_cents: transfer.amountCents,
          request_id: transfer.requestId,
          request_hash: transfer.requestHash,
          created_at: transfer.now,
        })
        .execute();
    },
  };
}
