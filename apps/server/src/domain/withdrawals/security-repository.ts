import type { Db } from '../../db/database.ts';
import { lockForTransaction } from '../../db/locks.ts';

/** What the funds-password guard keeps of a member. */
export interface FundsGuardState {
  failures: number;
  lockedUntil: number | null;
}

/** The guard's next state, and what the change answers. */
export interface FundsGuardChange<T> {
  next: FundsGuardState;
  result: T;
}

/** The member's secrets, names and contacts, as the money rules read them. */
export function memberMoneyRow(db: Db, memberId: number) {
  return db
    .selectFrom('members')
    .select([
      'id',
      'account',
      'merchant_code',
      'type',
      'status',
      'password_hash',
      'payment_password_hash',
      'payee_name',
      'upline_id',
      'dialing_code',
      'mobile',
      'email',
    ])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

export type MemberMoneyRow = NonNullable<Awaited<ReturnType<typeof memberMoneyRow>>>;

/** Queries of the security centre: the member's funds password and payee name, the guard, the answers. */
export function securityRepository(db: Db) {
  return {
    memberMoneyRow: (memberId: number) => memberMoneyRow(db, memberId),

    async setFundsPasswordHash(memberId: number, hash: string): Promise<void> {
      await db
        .updateTable('members')
        .set({ payment_password_hash: hash })
        .where('id', '=', memberId)
        .execute();
    },

    /** Sets the payee name of a member who has none; whether it did (another request may have set one first). */
    async setPayeeNameIfEmpty(memberId: number, payeeName: string): Promise<boolean> {
      const result = await db
        .updateTable('members')
        .set({ payee_name: payeeName })
        .where('id', '=', memberId)
        .where('payee_name', '=', '')
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /**
     * Makes the money requests of one member take turns until the unit of work ends (a withdrawal, a binding, a
     * transfer, a review), so each decides on what the one before it wrote: daily limits, the number of accounts,
     * a request id arriving twice at once. SQLite's writers take turns anyway; on PostgreSQL an advisory lock.
     */
    async lockMemberMoney(memberId: number): Promise<void> {
      await lockForTransaction(db, [`money:${memberId}`]);
    },

    async fundsGuard(memberId: number): Promise<FundsGuardState> {
      const row = await db
        .selectFrom('funds_password_guard')
        .select(['failures', 'locked_until'])
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      return { failures: row?.failures ?? 0, lockedUntil: row?.locked_until ?? null };
    },

    /**
     * Reads and rewrites the member's guard in one transaction under the member's lock, so that checks arriving
     * together count one after another. Call it on the database, not inside a unit of work.
     */
    async changeFundsGuard<T>(
      memberId: number,
      change: (current: FundsGuardState) => FundsGuardChange<T>,
    ): Promise<T> {
      return db.transaction().execute(async (trx) => {
        await lockForTransaction(trx, [`funds-guard:${memberId}`]);
        const row = await trx
          .selectFrom('funds_password_guard')
          .select(['failures', 'locked_until'])
          .where('member_id', '=', memberId)
          .executeTakeFirst();
        const { next, result } = change({
          failures: row?.failures ?? 0,
          lockedUntil: row?.locked_until ?? null,
        });
        await trx
          .insertInto('funds_password_guard')
          .values({ member_id: memberId, failures: next.failures, locked_until: next.lockedUntil })
          .onConflict((oc) =>
            oc.column('member_id').doUpdateSet({ failures: next.failures, locked_until: next.lockedUntil }),
          )
          .execute();
        return result;
      });
    },

    securityAnswers(memberId: number) {
      return db
        .selectFrom('security_answers')
        .select(['question_id', 'answer_hash'])
        .where('member_id', '=', memberId)
        .orderBy('question_id')
        .execute();
    },

    /** Replaces the member's answers in one transaction. Call it on the database, not inside a unit of work. */
    async replaceSecurityAnswers(
      memberId: number,
      answers: readonly { questionId: number; answerHash: string }[],
      now: number,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('security_answers').where('member_id', '=', memberId).execute();
        await trx
          .insertInto('security_answers')
          .values(
            answers.map((a) => ({
              member_id: memberId,
              question_id: a.questionId,
              answer_hash: a.answerHash,
              created_at: now,
            })),
          )
          .execute();
      });
    },
  };
}
