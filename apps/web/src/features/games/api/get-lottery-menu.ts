import { getLotteryMenu as endpoint, type LotteryGame } from '@h5/contract/endpoints/game-lottery.ts';
import type { Language } from '@h5/contract/languages.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';
import type { PrizeMode } from '../constants.ts';
import { wirePrizeMode } from '../lobby-model.ts';

/** Lottery games of a prize mode (lobby §7 "Lottery list": prizeMode; platform-api §4.5 VN menus, device WEB). */
export async function getLotteryMenu(prizeMode: PrizeMode, signal?: AbortSignal): Promise<LotteryGame[]> {
  const answer = await request(endpoint, {
    query: { prizeMode: wirePrizeMode(prizeMode), device: 'WEB' },
    signal,
  });
  return answer.list;
}

export function lotteryMenuQueryOptions(prizeMode: PrizeMode, language: Language) {
  return queryOptions({
    queryKey: ['games', 'lottery', prizeMode, language],
    queryFn: ({ signal }) => getLotteryMenu(prizeMode, signal),
    staleTime: 60_000,
  });
}

export function useLotteryMenu(prizeMode: PrizeMode, language: Language) {
  return useQuery(lotteryMenuQueryOptions(prizeMode, language));
}
