import { getRankList as endpoint, type WinnerRow } from '@h5/contract/endpoints/game-winners.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';
import { currentLanguage } from '../../../lib/i18n/language.ts';
import { WINNER_BOARD_LIMIT } from '../constants.ts';
import { sortWinners } from '../home-rules.ts';

export type { WinnerRow };

/** The winner board (lobby spec §2.16, §7): category ALL, the interface language, 20 entries; biggest first. */
export async function getRankList(language: string, signal?: AbortSignal): Promise<WinnerRow[]> {
  const answer = await request(endpoint, {
    query: { gameCategory: 'ALL', language, limitNum: String(WINNER_BOARD_LIMIT) },
    signal,
  });
  return sortWinners(answer.list);
}

/** A language switch invalidates every active query (docs/decisions.md, Web), which asks again in the new one. */
export function rankListQueryOptions() {
  return queryOptions({
    queryKey: ['games', 'rankList', 'ALL'],
    queryFn: ({ signal }) => getRankList(currentLanguage(), signal),
    staleTime: 60_000,
  });
}

export function useRankList(enabled: boolean) {
  return useQuery({ ...rankListQueryOptions(), enabled });
}
