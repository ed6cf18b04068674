import { getTeamBets as endpoint, TEAM_PAGE_SIZE } from '@h5/contract/endpoints/agent-team.ts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';
import { useSession } from '../../../lib/session/session-store.ts';

export type TeamBetsPage = z.infer<typeof endpoint.response>;

export interface TeamBetsQuery {
  startDate: string;
  endDate: string;
  account?: string;
  productType?: string;
}

/** Team betting (lobby §2.12): one page of the downline's rounds, newest first, with the range's totals. */
export function getTeamBets(
  query: TeamBetsQuery,
  pageNo: number,
  signal?: AbortSignal,
): Promise<TeamBetsPage> {
  return request(endpoint, {
    query: { ...query, pageNo: String(pageNo), pageSize: String(TEAM_PAGE_SIZE) },
    signal,
  });
}

export function teamBetsQueryOptions(token: string | null, query: TeamBetsQuery) {
  return infiniteQueryOptions({
    queryKey: ['agent-team', 'bets', token, query],
    queryFn: ({ pageParam, signal }) => getTeamBets(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: token !== null,
  });
}

export function useTeamBets(query: TeamBetsQuery) {
  return useInfiniteQuery(teamBetsQueryOptions(useSession()?.token ?? null, query));
}
