import type { ColumnType, Insertable, Selectable } from 'kysely';

/** Merchant configuration as loaded from `merchants/*.json`; `config` is the validated JSON text. */
export interface MerchantsTable {
  code: string;
  config: string;
  created_at: ColumnType<string, string, never>;
  updated_at: string;
}

/** One-time seeds already applied, so a restart never inserts demo data twice. */
export interface SeedRunsTable {
  name: string;
  applied_at: string;
}

/** Dialing codes for the phone pickers (`/wps/system/country`). */
export interface CountriesTable {
  code: string;
  dialing_code: string;
  name_en: string;
  /** Filipino name; null when it is the same as the English one. */
  name_ty: string | null;
  sort_order: number;
  /** 1 = listed, 0 = hidden; SQLite has no boolean. */
  enabled: ColumnType<number, number | undefined, number>;
}

export interface DatabaseSchema {
  merchants: MerchantsTable;
  seed_runs: SeedRunsTable;
  countries: CountriesTable;
}

export type MerchantRow = Selectable<MerchantsTable>;
export type CountryRow = Selectable<CountriesTable>;
export type NewCountry = Insertable<CountriesTable>;
