import type { Insertable, Selectable } from 'kysely';
import type { DepositStatus } from '@h5/contract/endpoints/deposit.ts';
import type { Db } from '../../db/database.ts';
import type { DepositReceipts, Deposits, PaymentCallbacks } from '../../db/generated-schema.ts';
import { lockForTransaction } from '../../db/locks.ts';

export type DepositRow = Selectable<Deposits>;
export type NewDeposit = Insertable<Deposits>;
export type NewReceipt = Insertable<DepositReceipts>;
export type NewCallback = Insertable<PaymentCallbacks>;
export type CallbackRow = Selectable<PaymentCallbacks>;

/** What the operator's list shows of a deposit: the row, the member's account and the receipt's facts. */
export type OperatorDepositRow = DepositRow & {
  member_account: string;
  receipt_media_type: string | null;
  receipt_size_bytes: number | null;
  receipt_sha256: string | null;
};

export interface MemberDepositQuery {
  memberId: number;
  from: number;
  /** Exclusive. */
  to: number;
  status: DepositStatus | undefined;
  pageNo: number;
  pageSize: number;
}

export interface MerchantDepositQuery {
  merchantCode: string;
  status: DepositStatus;
  pageNo: number;
  pageSize: number;
}

/** Every query of the payments module: deposits, their receipts and the log of payment notifications. */
export function depositRepository(db: Db) {
  const operatorRows = () =>
    db
      .selectFrom('deposits')
      .innerJoin('members', 'members.id', 'deposits.member_id')
      .leftJoin('deposit_receipts', 'deposit_receipts.deposit_id', 'deposits.id')
      .selectAll('deposits')
      .select([
        'members.account as member_account',
        'deposit_receipts.media_type as receipt_media_type',
        'deposit_receipts.size_bytes as receipt_size_bytes',
        'deposit_receipts.sha256 as receipt_sha256',
      ]);

  return {
    /**
     * Makes the member's deposits take turns until the unit of work ends, so that a rule decides on what the one
     * before it wrote: a request id arriving twice at once, two credits deciding a first-deposit bonus. SQLite's
     * writers take turns anyway; on PostgreSQL an advisory lock per member.
     */
    async lockMember(memberId: number): Promise<void> {
      // The same lock as withdrawals and transfers take (withdrawals/security-repository.ts `lockMemberMoney`): a
      // deposit credited while a withdrawal decides would escape its turnover rule.
      await lockForTransaction(db, [`money:${memberId}`]);
    },

    findByRequest(memberId: number, requestId: string): Promise<DepositRow | undefined> {
      return db
        .selectFrom('deposits')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('request_id', '=', requestId)
        .executeTakeFirst();
    },

    insertDeposit(deposit: NewDeposit): Promise<DepositRow> {
      return db.insertInto('deposits').values(deposit).returningAll().executeTakeFirstOrThrow();
    },

    /** The provider's page for a deposit that has none yet; undefined when another request set it first. */
    setPayUrl(id: number, payUrl: string): Promise<DepositRow | undefined> {
      return db
        .updateTable('deposits')
        .set({ pay_url: payUrl })
        .where('id', '=', id)
        .where('pay_url', '=', '')
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * A manual deposit of the merchant, waiting or credited, with the same receipt image or the same transfer
     * reference on the channel: one bank transfer must not be credited twice.
     */
    findManualDuplicate(
      merchantCode: string,
      match: { sha256: string; channelId: string; transferReference: string },
    ): Promise<{ reference: string } | undefined> {
      return db
        .selectFrom('deposits')
        .leftJoin('deposit_receipts', 'deposit_receipts.deposit_id', 'deposits.id')
        .select('deposits.reference')
        .where('deposits.merchant_code', '=', merchantCode)
        .where('deposits.status', 'in', ['reviewing', 'success'])
        .where((eb) =>
          eb.or([
            eb('deposit_receipts.sha256', '=', match.sha256),
            ...(match.transferReference === ''
              ? []
              : [
                  eb.and([
                    eb('deposits.channel_id', '=', match.channelId),
                    eb('deposits.transfer_reference', '=', match.transferReference),
                  ]),
                ]),
          ]),
        )
        .executeTakeFirst();
    },

    async insertReceipt(receipt: NewReceipt): Promise<void> {
      await db.insertInto('deposit_receipts').values(receipt).execute();
    },

    findById(id: number): Promise<DepositRow | undefined> {
      return db.selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByReference(reference: string): Promise<DepositRow | undefined> {
      return db.selectFrom('deposits').selectAll().where('reference', '=', reference).executeTakeFirst();
    },

    /** The deposit a provider's payment was applied to, if any. */
    findByProviderReference(provider: string, providerReference: string): Promise<DepositRow | undefined> {
      return db
        .selectFrom('deposits')
        .selectAll()
        .where('provider', '=', provider)
        .where('provider_reference', '=', providerReference)
        .executeTakeFirst();
    },

    /** Whether the member has a credited deposit other than `exceptId`. */
    async hasSuccessfulDeposit(memberId: number, exceptId = 0): Promise<boolean> {
      const row = await db
        .selectFrom('deposits')
        .select('id')
        .where('member_id', '=', memberId)
        .where('status', '=', 'success')
        .where('id', '!=', exceptId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Credits the deposit's row: success, only while it is still in `from` (`expired`: failed by its expiry, no
     * payment seen), in one statement, so that of two credits deciding at once one changes the row and the other
     * finds nothing. Undefined when it was not in `from`.
     */
    markSuccess(
      id: number,
      from: 'pending' | 'reviewing' | 'expired',
      change: {
        bonusCents: number;
        providerReference: string | null;
        review: { operator: string; requestId: string } | null;
        now: number;
      },
    ): Promise<DepositRow | undefined> {
      return db
        .updateTable('deposits')
        .set({
          status: 'success',
          failure_reason: '',
          bonus_cents: change.bonusCents,
          updated_at: change.now,
          ...(change.providerReference === null ? {} : { provider_reference: change.providerReference }),
          ...(change.review === null
            ? {}
            : {
                reviewed_by: change.review.operator,
                reviewed_at: change.now,
                review_request_id: change.review.requestId,
              }),
        })
        .where('id', '=', id)
        .where((eb) =>
          from === 'expired'
            ? eb.and([eb('status', '=', 'failed'), eb('failure_reason', '=', 'expired')])
            : eb('status', '=', from),
        )
        .returningAll()
        .executeTakeFirst();
    },

    /** A pending gateway deposit fails (declined, or paid too late); undefined when it was not pending. */
    markFailed(
      id: number,
      change: { reason: 'declined' | 'expired'; providerReference: string | null; now: number },
    ): Promise<DepositRow | undefined> {
      return db
        .updateTable('deposits')
        .set({
          status: 'failed',
          failure_reason: change.reason,
          updated_at: change.now,
          ...(change.providerReference === null ? {} : { provider_reference: change.providerReference }),
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
    },

    /** An operator rejects a manual deposit still waiting for review; undefined when it was not. */
    markRejected(
      id: number,
      change: { operator: string; reason: string; requestId: string; now: number },
    ): Promise<DepositRow | undefined> {
      return db
        .updateTable('deposits')
        .set({
          status: 'rejected',
          updated_at: change.now,
          reviewed_by: change.operator,
          reviewed_at: change.now,
          review_reason: change.reason,
          review_request_id: change.requestId,
        })
        .where('id', '=', id)
        .where('status', '=', 'reviewing')
        .returningAll()
        .executeTakeFirst();
    },

    /** Gateway deposits of a member or of a merchant not paid in time fail; how many did. */
    async expireDue(scope: { memberId: number } | { merchantCode: string }, now: number): Promise<number> {
      let update = db
        .updateTable('deposits')
        .set({ status: 'failed', failure_reason: 'expired', updated_at: now })
        .where('status', '=', 'pending')
        .where('expires_at', '<', now);
      update =
        'memberId' in scope
          ? update.where('member_id', '=', scope.memberId)
          : update.where('merchant_code', '=', scope.merchantCode);
      const result = await update.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    findMemberDeposit(memberId: number, reference: string): Promise<DepositRow | undefined> {
      return db
        .selectFrom('deposits')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('reference', '=', reference)
        .executeTakeFirst();
    },

    /** One page of the member's deposits in `[from, to)`, newest first, and the count of the whole query. */
    async memberDepositsPage(query: MemberDepositQuery): Promise<{ rows: DepositRow[]; total: number }> {
      let select = db
        .selectFrom('deposits')
        .where('member_id', '=', query.memberId)
        .where('created_at', '>=', query.from)
        .where('created_at', '<', query.to);
      if (query.status !== undefined) select = select.where('status', '=', query.status);
      const { n } = await select.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await select
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize)
        .execute();
      return { rows, total: n };
    },

    /** One page of the merchant's deposits in a status, oldest first (the queue an operator works through). */
    async merchantDepositsPage(
      query: MerchantDepositQuery,
    ): Promise<{ rows: OperatorDepositRow[]; total: number }> {
      const { n } = await db
        .selectFrom('deposits')
        .where('merchant_code', '=', query.merchantCode)
        .where('status', '=', query.status)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const rows = await operatorRows()
        .where('deposits.merchant_code', '=', query.merchantCode)
        .where('deposits.status', '=', query.status)
        .orderBy('deposits.created_at')
        .orderBy('deposits.id')
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize)
        .execute();
      return { rows, total: n };
    },

    /** A deposit of the merchant as the operator sees it. */
    operatorDeposit(merchantCode: string, reference: string): Promise<OperatorDepositRow | undefined> {
      return operatorRows()
        .where('deposits.merchant_code', '=', merchantCode)
        .where('deposits.reference', '=', reference)
        .executeTakeFirst();
    },

    /** The receipt image of a deposit of the merchant. */
    receipt(
      merchantCode: string,
      reference: string,
    ): Promise<{ media_type: string; data: Buffer } | undefined> {
      return db
        .selectFrom('deposit_receipts')
        .innerJoin('deposits', 'deposits.id', 'deposit_receipts.deposit_id')
        .select(['deposit_receipts.media_type', 'deposit_receipts.data'])
        .where('deposits.merchant_code', '=', merchantCode)
        .where('deposits.reference', '=', reference)
        .executeTakeFirst();
    },

    async logCallback(callback: NewCallback): Promise<void> {
      await db.insertInto('payment_callbacks').values(callback).execute();
    },
  };
}

export type DepositRepository = ReturnType<typeof depositRepository>;
