import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CountryRow, MerchantRow, NewCountry } from '../../db/schema.ts';

export type UpsertOutcome = 'inserted' | 'updated' | 'unchanged';

/** The merchants module's queries: merchant configurations and the dialing-code list. */
export function merchantsRepository(db: Db) {
  return {
    /** Writes one merchant's configuration; `updated_at` moves only when the configuration really changed. */
    async upsertMerchant(code: string, configJson: string, now: string): Promise<UpsertOutcome> {
      const existing = await db
        .selectFrom('merchants')
        .select('config')
        .where('code', '=', code)
        .executeTakeFirst();
      if (existing === undefined) {
        await db
          .insertInto('merchants')
          .values({ code, config: configJson, created_at: now, updated_at: now })
          .execute();
        return 'inserted';
      }
      if (existing.config === configJson) return 'unchanged';
      await db
        .updateTable('merchants')
        .set({ config: configJson, updated_at: now })
        .where('code', '=', code)
        .execute();
      return 'updated';
    },

    listMerchants(): Promise<MerchantRow[]> {
      return db.selectFrom('merchants').selectAll().orderBy('code').execute();
    },

    listEnabledCountries(): Promise<CountryRow[]> {
      return db
        .selectFrom('countries')
        .selectAll()
        .where('enabled', '=', 1)
        .orderBy('sort_order')
        .orderBy('code')
        .execute();
    },

    /** Throws when the database cannot answer (the health check). */
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },

    async insertCountries(rows: readonly NewCountry[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insertInto('countries')
        .values([...rows])
        .execute();
    },
  };
}

export type MerchantsRepository = ReturnType<typeof merchantsRepository>;
