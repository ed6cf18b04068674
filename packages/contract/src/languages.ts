/** Interface languages the product offers (lobby spec §1, accounts spec §1; platform-api OP-1). */
export const LANGUAGES = ['TY', 'EN'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Filipino is the default (accounts spec §1). */
export const DEFAULT_LANGUAGE: Language = 'TY';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Reads a `Language` header or query value leniently (case-insensitive); unknown values fall back to the default. */
export function parseLanguage(value: unknown): Language {
  if (typeof value !== 'string') return DEFAULT_LANGUAGE;
  const upper = value.trim().toUpperCase();
  return isLanguage(upper) ? upper : DEFAULT_LANGUAGE;
}
