import type { Db } from '../db/database.ts';

/** The nonces of accepted encrypted payloads (`used_nonces`). */
export function nonceRepository(db: Db) {
  return {
    async deleteExpiredNonces(now: number): Promise<void> {
      await db.deleteFrom('used_nonces').where('expires_at', '<', now).execute();
    },

    /** Records the nonce; false when it was recorded before (the primary key decides, also between processes). */
    async insertNonceIfNew(nonce: string, expiresAt: number): Promise<boolean> {
      const result = await db
        .insertInto('used_nonces')
        .values({ nonce, expires_at: expiresAt })
        .onConflict((oc) => oc.column('nonce').doNothing())
        .executeTakeFirst();
      return result.numInsertedOrUpdatedRows === 1n;
    },
  };
}

export type NonceRepository = ReturnType<typeof nonceRepository>;
