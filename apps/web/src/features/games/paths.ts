import { LOTTERY_CATEGORIES } from './constants.ts';

export const GAME_LIST_PATH = '/m/gameList';
export const LOTTERY_PATH = '/m/lottery';
export const MORE_LOTTERY_PATH = '/m/moreLottery';
export const GAME_LOBBY_PATH = '/m/gameLobby';

/** Lobby §2.8 "other games": lottery leads to /m/lottery, any other category to its game list. */
export function categoryPath(category: string, vassalage?: string): string {
  const code = category.toUpperCase();
  if ((LOTTERY_CATEGORIES as readonly string[]).includes(code)) return LOTTERY_PATH;
  const query = new URLSearchParams({ gameType: code });
  if (vassalage) query.set('vassalage', vassalage);
  return `${GAME_LIST_PATH}?${query.toString()}`;
}
