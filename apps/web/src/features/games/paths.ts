import { PATHS, withQuery } from '../../lib/routes/paths.ts';
import { LOTTERY_CATEGORIES } from './constants.ts';

/** Lobby §2.8 "other games": lottery leads to /m/lottery, any other category to its game list. */
export function categoryPath(category: string, vassalage?: string): string {
  const code = category.toUpperCase();
  if ((LOTTERY_CATEGORIES as readonly string[]).includes(code)) return PATHS.lottery;
  return withQuery(PATHS.gameList, { gameType: code, vassalage });
}
