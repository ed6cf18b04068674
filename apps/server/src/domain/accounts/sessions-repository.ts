import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';

export type NewSession = Insertable<DatabaseSchema['sessions']>;

/** Sessions: the SHA-256 of each token, with its times. */
export function sessionsRepository(db: Db) {
  return {
    async insertSession(values: NewSession): Promise<void> {
      await db.insertInto('sessions').values(values).execute();
    },

    /** The session of a token hash with what is needed of its member. */
    async findSession(tokenHash: string) {
      return db
        .selectFrom('sessions')
        .innerJoin('members', 'members.id', 'sessions.member_id')
        .select([
          'sessions.member_id',
          'sessions.created_at',
          'sessions.last_seen_at',
          'sessions.expires_at',
          'sessions.revoked_at',
          'members.type',
          'members.account',
          'members.merchant_code',
          'members.status',
        ])
        .where('sessions.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    async touchSession(tokenHash: string, now: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: now })
        .where('token_hash', '=', tokenHash)
        .execute();
    },

    async revokeSession(tokenHash: string, now: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Ends every live session of a member except `keep` (a token hash). */
    async revokeSessionsOf(memberId: number, keep: string | null, now: number): Promise<void> {
      let query = db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('member_id', '=', memberId)
        .where('revoked_at', 'is', null);
      if (keep !== null) query = query.where('token_hash', '!=', keep);
      await query.execute();
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
