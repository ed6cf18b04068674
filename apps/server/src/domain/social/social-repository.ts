import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';

export type SocialIdentityRow = Selectable<DatabaseSchema['social_identities']>;
export type SocialAttemptRow = Selectable<DatabaseSchema['social_sign_in_attempts']>;
export type NewSocialAttempt = Insertable<DatabaseSchema['social_sign_in_attempts']>;

function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof Error &&
    'code' in error &&
    (error.code === '23505' ||
      error.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
      error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY')
  );
}

/** Social identities and the sign-ins on their way through a provider (migration 0017). */
export function socialRepository(db: Db) {
  return {
    async findIdentity(
      merchantCode: string,
      provider: string,
      subject: string,
    ): Promise<SocialIdentityRow | undefined> {
      return db
        .selectFrom('social_identities')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst();
    },

    async findIdentityOfMember(memberId: number, provider: string): Promise<SocialIdentityRow | undefined> {
      return db
        .selectFrom('social_identities')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('provider', '=', provider)
        .executeTakeFirst();
    },

    /** The member's linked identities, oldest link first (the "Linked accounts" page). */
    async listIdentitiesOfMember(memberId: number): Promise<SocialIdentityRow[]> {
      return db
        .selectFrom('social_identities')
        .selectAll()
        .where('member_id', '=', memberId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** The new identity, or `taken` when a unique index refused it (the person or the member's slot is taken). */
    async insertIdentity(
      values: Insertable<DatabaseSchema['social_identities']>,
    ): Promise<SocialIdentityRow | 'taken'> {
      try {
        return await db
          .insertInto('social_identities')
          .values(values)
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    async touchIdentity(id: number, at: number, email: string, displayName: string): Promise<void> {
      await db
        .updateTable('social_identities')
        .set({ last_sign_in_at: at, email, display_name: displayName })
        .where('id', '=', id)
        .execute();
    },

    async insertAttempt(values: NewSocialAttempt): Promise<void> {
      await db.insertInto('social_sign_in_attempts').values(values).execute();
    },

    /** Removes and answers the attempt: each can be finished once, whatever the outcome. */
    async takeAttempt(id: string): Promise<SocialAttemptRow | undefined> {
      return db.deleteFrom('social_sign_in_attempts').where('id', '=', id).returningAll().executeTakeFirst();
    },

    async deleteExpiredAttempts(now: number): Promise<void> {
      await db.deleteFrom('social_sign_in_attempts').where('expires_at', '<=', now).execute();
    },

    /**
     * Records Telegram login data by its hash; false when it was recorded before (the primary key decides, so two
     * requests racing with one payload cannot both pass).
     */
    async useTelegramPayload(hash: string, expiresAt: number, now: number): Promise<boolean> {
      await db.deleteFrom('social_telegram_payloads').where('expires_at', '<=', now).execute();
      const inserted = await db
        .insertInto('social_telegram_payloads')
        .values({ hash, expires_at: expiresAt })
        .onConflict((conflict) => conflict.column('hash').doNothing())
        .returning('hash')
        .executeTakeFirst();
      return inserted !== undefined;
    },
  };
}

export type SocialRepository = ReturnType<typeof socialRepository>;
