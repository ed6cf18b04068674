import { getTeamProfitLoss as endpoint, TEAM_PAGE_SIZE } from '@h5/contract/endpoints/agent-team.ts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';
import { useSession } from '../../../lib/session/session-store.ts';

export type TeamProfitLossPage = z.infer<typeof endpoint.response>;

export interface TeamProfitLossQuery {
  startDate: string;
  endDate: string;
  account?: string;
}

/** Team profit and loss (lobby §2.12): one page of rows per member and product type, with the range's totals. */
export function getTeamProfitLoss(
  query: TeamProfitLossQuery,
  pageNo: number,
  signal?: AbortSignal,
): Promise<TeamProfitLossPage> {
  return request(endpoint, {
    query: { ...query, pageNo: String(pageNo), pageSize: String(TEAM_PAGE_SIZE) },
    signal,
  });
}

export function teamProfitLossQueryOptions(token: string | null, query: TeamProfitLossQuery) {
  return infiniteQueryOptions({
    queryKey: ['agent-team', 'pnl', token, query],
    queryFn: ({ pageParam, signal }) => getTeamProfitLoss(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: token !== null,
  });
}

export function useTeamProfitLoss(query: TeamProfitLossQuery) {
  return useInfiniteQuery(teamProfitLossQueryOptions(useSession()?.token ?? null, query));
}
