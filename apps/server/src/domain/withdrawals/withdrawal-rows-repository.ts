import type { WithdrawStatus } from '@h5/contract/endpoints/withdraw.ts';
import type { Db } from '../../db/database.ts';

export interface NewWithdrawal {
  reference: string;
  memberId: number;
  merchantCode: string;
  payoutAccountId: number;
  providerName: string;
  amountCents: number;
  requestId: string;
  requestHash: string;
  now: number;
}

export interface WithdrawalDecision {
  status: Exclude<WithdrawStatus, 'pending'>;
  remark: string;
  reviewedBy: string;
  reason: string;
  requestId: string;
  now: number;
}

/** A withdrawal with the account it goes to and the member who asked: what every answer is made from. */
function withdrawalView(db: Db) {
  return db
    .selectFrom('withdrawals')
    .innerJoin('payout_accounts', 'payout_accounts.id', 'withdrawals.payout_account_id')
    .innerJoin('members', 'members.id', 'withdrawals.member_id')
    .select([
      'withdrawals.id',
      'withdrawals.reference',
      'withdrawals.member_id',
      'withdrawals.merchant_code',
      'withdrawals.provider_name',
      'withdrawals.amount_cents',
      'withdrawals.status',
      'withdrawals.remark',
      'withdrawals.request_hash',
      'withdrawals.created_at',
      'withdrawals.updated_at',
      'withdrawals.reviewed_by',
      'withdrawals.reviewed_at',
      'withdrawals.review_reason',
      'payout_accounts.account_name',
      'payout_accounts.account_number',
      'members.account as member_account',
    ]);
}

export type WithdrawalView = NonNullable<
  Awaited<ReturnType<ReturnType<typeof withdrawalView>['executeTakeFirst']>>
>;

/** Queries of the withdrawal requests: the member's, the daily sums, the operator's queue and decisions. */
export function withdrawalRowsRepository(db: Db) {
  return {
    withdrawalByRequest(memberId: number, requestId: string): Promise<WithdrawalView | undefined> {
      return withdrawalView(db)
        .where('withdrawals.member_id', '=', memberId)
        .where('withdrawals.request_id', '=', requestId)
        .executeTakeFirst();
    },

    withdrawalByReference(merchantCode: string, reference: string): Promise<WithdrawalView | undefined> {
      return withdrawalView(db)
        .where('withdrawals.merchant_code', '=', merchantCode)
        .where('withdrawals.reference', '=', reference)
        .executeTakeFirst();
    },

    async insertWithdrawal(w: NewWithdrawal): Promise<number> {
      const row = await db
        .insertInto('withdrawals')
        .values({
          reference: w.reference,
          member_id: w.memberId,
          merchant_code: w.merchantCode,
          payout_account_id: w.payoutAccountId,
          provider_name: w.providerName,
          amount_cents: w.amountCents,
          status: 'pending',
          request_id: w.requestId,
          request_hash: w.requestHash,
          created_at: w.now,
          updated_at: w.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    withdrawalById(id: number): Promise<WithdrawalView> {
      return withdrawalView(db).where('withdrawals.id', '=', id).executeTakeFirstOrThrow();
    },

    /** Count and sum of the member's withdrawals made in `[from, to)` that were not rejected. */
    async withdrawnIn(memberId: number, from: number, to: number): Promise<{ count: number; cents: number }> {
      const row = await db
        .selectFrom('withdrawals')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.sum<number | null>('amount_cents').as('cents'),
        ])
        .where('member_id', '=', memberId)
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .where('status', '!=', 'rejected')
        .executeTakeFirstOrThrow();
      return { count: row.count, cents: row.cents ?? 0 };
    },

    /** One page of the member's withdrawals in `[from, to)`, newest first, optionally of one status. */
    async memberWithdrawalsPage(query: {
      memberId: number;
      from: number;
      to: number;
      status: WithdrawStatus | undefined;
      pageNo: number;
      pageSize: number;
    }): Promise<{ total: number; rows: WithdrawalView[] }> {
      let filtered = db
        .selectFrom('withdrawals')
        .where('member_id', '=', query.memberId)
        .where('created_at', '>=', query.from)
        .where('created_at', '<', query.to);
      if (query.status !== undefined) filtered = filtered.where('status', '=', query.status);
      const { n } = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      let rows = withdrawalView(db)
        .where('withdrawals.member_id', '=', query.memberId)
        .where('withdrawals.created_at', '>=', query.from)
        .where('withdrawals.created_at', '<', query.to);
      if (query.status !== undefined) rows = rows.where('withdrawals.status', '=', query.status);
      return {
        total: n,
        rows: await rows
          .orderBy('withdrawals.created_at', 'desc')
          .orderBy('withdrawals.id', 'desc')
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
      };
    },

    /** One page of the merchant's withdrawals of a status, oldest first (the queue order). */
    async merchantWithdrawalsPage(query: {
      merchantCode: string;
      status: WithdrawStatus;
      pageNo: number;
      pageSize: number;
    }): Promise<{ total: number; rows: WithdrawalView[] }> {
      const { n } = await db
        .selectFrom('withdrawals')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('merchant_code', '=', query.merchantCode)
        .where('status', '=', query.status)
        .executeTakeFirstOrThrow();
      const rows = await withdrawalView(db)
        .where('withdrawals.merchant_code', '=', query.merchantCode)
        .where('withdrawals.status', '=', query.status)
        .orderBy('withdrawals.created_at')
        .orderBy('withdrawals.id')
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize)
        .execute();
      return { total: n, rows };
    },

    /**
     * Records an operator's decision on a withdrawal that is still pending, in one statement: of two decisions at
     * once only one finds it pending. Whether it did.
     */
    async decideWithdrawal(id: number, decision: WithdrawalDecision): Promise<boolean> {
      const result = await db
        .updateTable('withdrawals')
        .set({
          status: decision.status,
          remark: decision.remark,
          updated_at: decision.now,
          reviewed_by: decision.reviewedBy,
          reviewed_at: decision.now,
          review_reason: decision.reason,
          review_request_id: decision.requestId,
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
  };
}
