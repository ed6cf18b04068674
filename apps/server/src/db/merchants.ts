import type { Db } from './database.ts';
import type { MerchantRow } from './schema.ts';

export type UpsertOutcome = 'inserted' | 'updated' | 'unchanged';

/** Writes one merchant's configuration; `updated_at` moves only when the configuration really changed. */
export async function upsertMerchant(
  db: Db,
  code: string,
  configJson: string,
  now: string,
): Promise<UpsertOutcome> {
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
}

export function listMerchants(db: Db): Promise<MerchantRow[]> {
  return db.selectFrom('merchants').selectAll().orderBy('code').execute();
}
