import type { Db } from './database.ts';
import type { CountryRow, NewCountry } from './schema.ts';

export function listEnabledCountries(db: Db): Promise<CountryRow[]> {
  return db
    .selectFrom('countries')
    .selectAll()
    .where('enabled', '=', 1)
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
}

export async function insertCountries(db: Db, rows: readonly NewCountry[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('countries')
    .values([...rows])
    .execute();
}
