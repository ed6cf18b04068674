import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DatabaseSchema, MemberRow } from '../../db/schema.ts';
import { accountKey } from './members.ts';

export type NewMember = Insertable<DatabaseSchema['members']>;

/**
 * The unique index that refused a write (a duplicate name, number or code), null for any other error. PostgreSQL
 * names it (23505 unique_violation with its `constraint`); SQLite names its columns, `members.mobile` for the
 * mobile number's index.
 */
function refusingIndex(error: unknown): 'members_mobile' | 'other' | null {
  if (!(error instanceof Error) || !('code' in error)) return null;
  if (error.code === '23505') {
    return 'constraint' in error && error.constraint === 'members_mobile' ? 'members_mobile' : 'other';
  }
  if (error.code === 'SQLITE_CONSTRAINT_UNIQUE') {
    return /UNIQUE constraint failed: .*members\.mobile/.test(error.message) ? 'members_mobile' : 'other';
  }
  return null;
}

/** Members, with their passwords and referral codes. */
export function membersRepository(db: Db) {
  const setMember = (memberId: number, values: Updateable<DatabaseSchema['members']>) =>
    db.updateTable('members').set(values).where('id', '=', memberId);

  return {
    async findMemberByAccount(merchantCode: string, account: string): Promise<MemberRow | undefined> {
      return db
        .selectFrom('members')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('account_key', '=', accountKey(account))
        .executeTakeFirst();
    },

    async findMemberByMobile(
      merchantCode: string,
      dialingCode: string,
      mobile: string,
    ): Promise<MemberRow | undefined> {
      return db
        .selectFrom('members')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('dialing_code', '=', dialingCode)
        .where('mobile', '=', mobile)
        .executeTakeFirst();
    },

    async findMemberById(id: number): Promise<MemberRow | undefined> {
      return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The active member whose affiliate (invitation) code this is, in the merchant. */
    async findMemberByAffiliateCode(merchantCode: string, code: string): Promise<MemberRow | undefined> {
      return db
        .selectFrom('members')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('affiliate_code', '=', code.trim())
        .where('status', '=', 'active')
        .executeTakeFirst();
    },

    /**
     * A new member, or which unique index refused it when two registrations race for one name or number (the
     * indexes decide, not an earlier look-up).
     */
    async insertMember(values: NewMember): Promise<MemberRow | 'mobileTaken' | 'accountTaken'> {
      try {
        return await db.insertInto('members').values(values).returningAll().executeTakeFirstOrThrow();
      } catch (error) {
        const index = refusingIndex(error);
        if (index === null) throw error;
        return index === 'members_mobile' ? 'mobileTaken' : 'accountTaken';
      }
    },

    /** A new member, or undefined when its name is taken. */
    async insertMemberIfNew(values: NewMember): Promise<MemberRow | undefined> {
      return db
        .insertInto('members')
        .values(values)
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    async markFirstLoginDone(memberId: number): Promise<void> {
      await setMember(memberId, { first_login: 0 }).execute();
    },

    /** A password the member chose: current, not expired; a pending temporary password is void. */
    async setChosenPassword(memberId: number, passwordHash: string): Promise<void> {
      await setMember(memberId, {
        password_hash: passwordHash,
        password_expired: 0,
        temp_password_hash: null,
        temp_password_expires_at: null,
      }).execute();
    },

    /** A temporary password kept beside the current one until it is used or expires. */
    async setTemporaryPassword(memberId: number, hash: string, expiresAt: number): Promise<void> {
      await setMember(memberId, { temp_password_hash: hash, temp_password_expires_at: expiresAt }).execute();
    },

    async clearTemporaryPassword(memberId: number): Promise<void> {
      await setMember(memberId, { temp_password_hash: null, temp_password_expires_at: null }).execute();
    },

    /** The temporary password becomes the password, marked expired (the member must choose one). */
    async adoptTemporaryPassword(memberId: number, hash: string): Promise<MemberRow> {
      return setMember(memberId, {
        password_hash: hash,
        password_expired: 1,
        temp_password_hash: null,
        temp_password_expires_at: null,
      })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async findReferralCode(memberId: number): Promise<Pick<MemberRow, 'affiliate_code' | 'merchant_code'>> {
      return db
        .selectFrom('members')
        .select(['affiliate_code', 'merchant_code'])
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow();
    },

    /**
     * Gives the member `code` unless they have one; false when another member of the merchant has this code (then
     * try another). True also when the member had a code already: nothing is changed then.
     */
    async setReferralCodeIfNone(memberId: number, merchantCode: string, code: string): Promise<boolean> {
      try {
        await setMember(memberId, { affiliate_code: code })
          .where('merchant_code', '=', merchantCode)
          .where('affiliate_code', 'is', null)
          .execute();
        return true;
      } catch (error) {
        if (refusingIndex(error) === null) throw error;
        return false;
      }
    },

    /** How many members registered under this one. */
    async countDownline(memberId: number): Promise<number> {
      const { n } = await db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('upline_id', '=', memberId)
        .executeTakeFirstOrThrow();
      return n;
    },
  };
}

export type MembersRepository = ReturnType<typeof membersRepository>;
