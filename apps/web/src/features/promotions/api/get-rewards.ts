import { getRewards as endpoint, type Reward } from '@h5/contract/endpoints/promotions.ts';
import type { Language } from '@h5/contract/languages.ts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';
import { useLanguage } from '../../../lib/i18n/i18n.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { REWARD_HISTORY_PAGE_SIZE } from '../constants.ts';
import { promotionsQueryKey } from '../../../lib/money/rewards-changed.ts';

export type { Reward };
export type RewardsPage = z.infer<typeof endpoint.response>;

/** The reward center (REWCEN3): rewards waiting to be claimed, and one page of the history, newest first. */
export function getRewards(pageNo: number, signal?: AbortSignal): Promise<RewardsPage> {
  return request(endpoint, {
    query: { pageNo: String(pageNo), pageSize: String(REWARD_HISTORY_PAGE_SIZE) },
    signal,
  });
}

/** Every page repeats the waiting rewards; the page shows the first page's (refetched together on a change). */
export function rewardsQueryOptions(token: string | null, language: Language) {
  return infiniteQueryOptions({
    queryKey: [...promotionsQueryKey, 'rewards', token, language],
    queryFn: ({ pageParam, signal }) => getRewards(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.history.pageNum < last.history.totalPages ? last.history.pageNum + 1 : undefined,
    enabled: token !== null,
  });
}

export function useRewards() {
  return useInfiniteQuery(rewardsQueryOptions(useSession()?.token ?? null, useLanguage()));
}
