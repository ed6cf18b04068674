import { LANGUAGE_COOKIE } from '@h5/contract/boot-data.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@h5/contract/languages.ts';
import { STORAGE_KEYS } from '../storage/keys.ts';
import { readItem, writeItem } from '../storage/storage.ts';

/** BCP 47 tag per interface language: the `<html lang>` value, the i18next language and the plural rules. */
export const LANGUAGE_TAG: Record<Language, 'fil' | 'en'> = { TY: 'fil', EN: 'en' };

/** The remembered choice (`hisLang`, then `lang`, platform-api §6 and §11), else the default TY. */
export function storedLanguage(): Language {
  for (const key of [STORAGE_KEYS.historyLanguage, STORAGE_KEYS.language]) {
    const value = readItem('local', key)?.trim().toUpperCase();
    if (isLanguage(value)) return value;
  }
  return DEFAULT_LANGUAGE;
}

/** A year: the cookie only mirrors the stored choice, which has no end. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function persistLanguage(language: Language): void {
  writeItem('local', STORAGE_KEYS.historyLanguage, language);
  writeItem('local', STORAGE_KEYS.language, language);
  // The server reads it to embed the first screen's data in this language (BootData): storage is not sent.
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
  } catch {
    // A sandboxed page throws on cookies as on storage (lib/storage): the app starts, its data is asked for instead.
  }
}

let current: Language = DEFAULT_LANGUAGE;

/** The language in use now; the API client sends it as the `Language` header. */
export function currentLanguage(): Language {
  return current;
}

/** Records the language in use: memory, storage and `<html lang>`. */
export function applyLanguage(language: Language): void {
  current = language;
  persistLanguage(language);
  document.documentElement.lang = LANGUAGE_TAG[language];
}
