import { GAME_CATEGORIES, type GameCategory } from '@h5/contract/game-categories.ts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

function isCategory(code: string): code is GameCategory {
  return (GAME_CATEGORIES as readonly string[]).includes(code);
}

/**
 * A rebate's product type (a game category, contract `productType`) by the lobby's category name (main
 * dictionary); a type the app does not know shows its code.
 */
export function useProductTypeName(): (productType: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (productType: string) => {
      const code = productType.toUpperCase();
      return isCategory(code) ? t(`games.categories.${code}`) : productType;
    },
    [t],
  );
}
