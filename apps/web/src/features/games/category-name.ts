import type { TFunction } from 'i18next';
import { GAME_CATEGORIES, type KnownCategory } from './constants.ts';

function isKnown(category: string): category is KnownCategory {
  return (GAME_CATEGORIES as readonly string[]).includes(category);
}

/** A category's name in the interface language; a category the app does not know shows its code. */
export function categoryName(t: TFunction, category: string): string {
  const code = category.toUpperCase();
  return isKnown(code) ? t(`games.categories.${code}`) : category;
}
