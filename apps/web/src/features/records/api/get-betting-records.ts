import { getBettingRecords as endpoint, RECORD_PAGE_SIZE } from '@h5/contract/endpoints/records.ts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';
import { useSession } from '../../../lib/session/session-store.ts';

export type BettingPage = z.infer<typeof endpoint.response>;

interface BettingQuery {
  startDate: string;
  endDate: string;
}

/** Betting record (lobby §2.11): one page of the member's game rounds in the range, with the range's totals. */
export function getBettingRecords(
  query: BettingQuery,
  pageNo: number,
  signal?: AbortSignal,
): Promise<BettingPage> {
  return request(endpoint, {
    query: { ...query, pageNo: String(pageNo), pageSize: String(RECORD_PAGE_SIZE) },
    signal,
  });
}

export function bettingRecordsQueryOptions(token: string | null, query: BettingQuery) {
  return infiniteQueryOptions({
    queryKey: ['records', 'bets', token, query],
    queryFn: ({ pageParam, signal }) => getBettingRecords(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: token !== null,
  });
}

export function useBettingRecords(query: BettingQuery) {
  return useInfiniteQuery(bettingRecordsQueryOptions(useSession()?.token ?? null, query));
}
