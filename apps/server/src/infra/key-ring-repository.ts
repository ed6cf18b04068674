import type { Db } from '../db/database.ts';

/** A key of the ring without its private part (read on every encrypted call; the sealed key only on a cache miss). */
export interface RsaKeyRow {
  readonly generation: number;
  readonly modulusHex: string;
  readonly createdAt: number;
}

export interface NewRsaKey extends RsaKeyRow {
  readonly sealedPrivateKey: string;
}

/** The RSA key ring of encrypted calls (`rsa_keys`), shared by every server instance on the database. */
export function keyRingRepository(db: Db) {
  return {
    /** The newest `count` keys, newest (the current one) first. */
    async latestKeys(count: number): Promise<RsaKeyRow[]> {
      const rows = await db
        .selectFrom('rsa_keys')
        .select(['generation', 'modulus_hex', 'created_at'])
        .orderBy('generation', 'desc')
        .limit(count)
        .execute();
      return rows.map((r) => ({
        generation: r.generation,
        modulusHex: r.modulus_hex,
        createdAt: r.created_at,
      }));
    },

    async sealedPrivateKey(generation: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('rsa_keys')
        .select('sealed_private_key')
        .where('generation', '=', generation)
        .executeTakeFirst();
      return row?.sealed_private_key;
    },

    /**
     * Makes `key` the current one unless its generation exists already (another instance rotated first): answers
     * whether it did. Keys older than the one it replaces go in the same transaction; that one stays for the grace
     * period.
     */
    async insertNextKey(key: NewRsaKey): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('rsa_keys')
          .values({
            generation: key.generation,
            modulus_hex: key.modulusHex,
            sealed_private_key: key.sealedPrivateKey,
            created_at: key.createdAt,
          })
          .onConflict((oc) => oc.column('generation').doNothing())
          .executeTakeFirst();
        if (inserted.numInsertedOrUpdatedRows !== 1n) return false;
        await trx
          .deleteFrom('rsa_keys')
          .where('generation', '<', key.generation - 1)
          .execute();
        return true;
      });
    },
  };
}

export type KeyRingRepository = ReturnType<typeof keyRingRepository>;
