import type { Country } from '@h5/contract/endpoints/system.ts';
import type { Language } from '@h5/contract/languages.ts';
import type { MerchantsRepository } from './merchants-repository.ts';

export interface CountryRecord {
  readonly code: string;
  readonly dialingCode: string;
  readonly nameEn: string;
  /** null when the Filipino name is the English one. */
  readonly nameTy: string | null;
}

/** The dialing-code list in display order, localised per language once (it is read on every phone form). */
export class CountryCatalog {
  readonly #byLanguage: Readonly<Record<Language, readonly Country[]>>;

  constructor(records: readonly CountryRecord[]) {
    const localise = (language: Language): Country[] =>
      records.map((r) => ({
        countryCode: r.code,
        countryName: language === 'TY' ? (r.nameTy ?? r.nameEn) : r.nameEn,
        dialingCode: r.dialingCode,
      }));
    this.#byLanguage = { EN: localise('EN'), TY: localise('TY') };
  }

  list(language: Language): readonly Country[] {
    return this.#byLanguage[language];
  }
}

/** The enabled countries of the database, read once at start. */
export async function loadCountryCatalog(
  merchants: Pick<MerchantsRepository, 'listEnabledCountries'>,
): Promise<CountryCatalog> {
  const rows = await merchants.listEnabledCountries();
  return new CountryCatalog(
    rows.map((r) => ({ code: r.code, dialingCode: r.dialing_code, nameEn: r.name_en, nameTy: r.name_ty })),
  );
}
