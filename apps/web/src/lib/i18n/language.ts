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

export function persistLanguage(language: Language): void {
  writeItem('local', STORAGE_KEYS.historyLanguage, language);
  writeItem('local', STORAGE_KEYS.language, language);
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
