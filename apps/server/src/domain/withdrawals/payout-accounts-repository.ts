import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PayoutAccounts } from '../../db/generated-schema.ts';

export type PayoutAccountRow = Selectable<PayoutAccounts>;

export interface NewPayoutAccount {
  memberId: number;
  kind: 'bank' | 'ewallet';
  providerCode: string;
  accountName: string;
  accountNumber: string;
  now: number;
}

/** Queries of the payout accounts a member binds. */
export function payoutAccountsRepository(db: Db) {
  return {
    /** The member's accounts, in the order they were bound. */
    payoutAccountsOf(memberId: number): Promise<PayoutAccountRow[]> {
      return db
        .selectFrom('payout_accounts')
        .selectAll()
        .where('member_id', '=', memberId)
        .orderBy('id')
        .execute();
    },

    /** One account of the member; undefined when it is another member's or does not exist. */
    payoutAccountOf(memberId: number, id: number): Promise<PayoutAccountRow | undefined> {
      return db
        .selectFrom('payout_accounts')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    insertPayoutAccount(account: NewPayoutAccount): Promise<PayoutAccountRow> {
      return db
        .insertInto('payout_accounts')
        .values({
          member_id: account.memberId,
          kind: account.kind,
          provider_code: account.providerCode,
          account_name: account.accountName,
          account_number: account.accountNumber,
          created_at: account.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}
