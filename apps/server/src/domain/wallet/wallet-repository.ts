import type { TransactionType } from '@h5/contract/endpoints/records.ts';
import type { Db } from '../../db/database.ts';

/** One row of the ledger (`wallet_transactions`), in centavos. */
export interface LedgerEntry {
  memberId: number;
  accountTypeId: number;
  type: TransactionType;
  amountCents: number;
  balanceAfterCents: number;
  reference: string;
  roundId: number | null;
  /** Turnover the entry adds to the withdrawal rule (rewards, bonuses); absent = 0. */
  turnoverCents?: number;
  now: number;
}

/** The ledger rows of a member in `[from, to)`, optionally of some types only. */
export interface LedgerQuery {
  memberId: number;
  from: number;
  /** Exclusive. */
  to: number;
  types: readonly string[];
  pageNo: number;
  pageSize: number;
}

/** Every query of the wallet module: balances, the ledger and its records. */
export function walletRepository(db: Db) {
  return {
    /** Creates the wallet with `cents` unless it exists. */
    async openWallet(memberId: number, accountTypeId: number, cents: number, now: number): Promise<void> {
      await db
        .insertInto('wallets')
        .values({
          member_id: memberId,
          account_type_id: accountTypeId,
          balance_cents: cents,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['member_id', 'account_type_id']).doNothing())
        .execute();
    },

    /**
     * Adds `amountCents` (signed) to the balance unless that would take it below zero, in one statement: two
     * concurrent bets cannot both pass a check made before either moved. The balance after, or undefined when
     * nothing moved.
     */
    async moveBalance(
      memberId: number,
      accountTypeId: number,
      amountCents: number,
      now: number,
    ): Promise<number | undefined> {
      const moved = await db
        .updateTable('wallets')
        .set((eb) => ({ balance_cents: eb('balance_cents', '+', amountCents), updated_at: now }))
        .where('member_id', '=', memberId)
        .where('account_type_id', '=', accountTypeId)
        .where((eb) => eb(eb('balance_cents', '+', amountCents), '>=', 0))
        .returning('balance_cents')
        .executeTakeFirst();
      return moved?.balance_cents;
    },

    async insertLedgerEntry(entry: LedgerEntry): Promise<void> {
      await db
        .insertInto('wallet_transactions')
        .values({
          member_id: entry.memberId,
          account_type_id: entry.accountTypeId,
          type: entry.type,
          amount_cents: entry.amountCents,
          balance_after_cents: entry.balanceAfterCents,
          reference: entry.reference,
          round_id: entry.roundId,
          turnover_cents: entry.turnoverCents ?? 0,
          created_at: entry.now,
        })
        .execute();
    },

    /** The balance of one wallet in centavos (0 without a row). */
    async balanceCents(memberId: number, accountTypeId: number): Promise<number> {
      const row = await db
        .selectFrom('wallets')
        .select('balance_cents')
        .where('member_id', '=', memberId)
        .where('account_type_id', '=', accountTypeId)
        .executeTakeFirst();
      return row?.balance_cents ?? 0;
    },

    /** The member's wallets (`typeId` 0: all of them; else that one), by type. */
    listWallets(memberId: number, typeId: number) {
      let select = db
        .selectFrom('wallets')
        .select(['account_type_id', 'balance_cents'])
        .where('member_id', '=', memberId);
      if (typeId !== 0) select = select.where('account_type_id', '=', typeId);
      return select.orderBy('account_type_id').execute();
    },

    /** One page of the ledger, newest first, with the game of each round and the count of the whole query. */
    async ledgerPage({ memberId, from, to, types, pageNo, pageSize }: LedgerQuery) {
      let query = db
        .selectFrom('wallet_transactions')
        .leftJoin('game_rounds', 'game_rounds.id', 'wallet_transactions.round_id')
        .leftJoin('games', 'games.id', 'game_rounds.game_id')
        .where('wallet_transactions.member_id', '=', memberId)
        .where('wallet_transactions.created_at', '>=', from)
        .where('wallet_transactions.created_at', '<', to);
      if (types.length > 0) query = query.where('wallet_transactions.type', 'in', types);
      const { n } = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await query
        .select([
          'wallet_transactions.id',
          'wallet_transactions.type',
          'wallet_transactions.amount_cents',
          'wallet_transactions.balance_after_cents',
          'wallet_transactions.reference',
          'wallet_transactions.account_type_id',
          'wallet_transactions.created_at',
          'games.name_en',
          'games.name_ty',
        ])
        .orderBy('wallet_transactions.created_at', 'desc')
        .orderBy('wallet_transactions.id', 'desc')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      return { total: n, rows };
    },
  };
}

export type WalletRepository = ReturnType<typeof walletRepository>;
