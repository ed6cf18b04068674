import { getRebateReport as endpoint } from '@h5/contract/endpoints/promotions.ts';
import { RECORD_PAGE_SIZE } from '@h5/contract/endpoints/records.ts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';
import { moneyQueryKey } from '../../../lib/money/money-keys.ts';
import { useSession } from '../../../lib/session/session-store.ts';

export type RebateReportPage = z.infer<typeof endpoint.response>;

interface RebateReportQuery {
  startDate: string;
  endDate: string;
}

/** Rebate report (lobby §2.11, PLYRBT): one page of the member's rebates credited in the range, newest first. */
export function getRebateReport(
  query: RebateReportQuery,
  pageNo: number,
  signal?: AbortSignal,
): Promise<RebateReportPage> {
  return request(endpoint, {
    query: { ...query, pageNo: String(pageNo), pageSize: String(RECORD_PAGE_SIZE) },
    signal,
  });
}

/** Under the money root: a rebate claimed on the manual rebate page refreshes this list too. */
export function rebateReportQueryOptions(token: string | null, query: RebateReportQuery) {
  return infiniteQueryOptions({
    queryKey: [...moneyQueryKey, 'rebate-report', token, query],
    queryFn: ({ pageParam, signal }) => getRebateReport(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: token !== null,
  });
}

export function useRebateReport(query: RebateReportQuery) {
  return useInfiniteQuery(rebateReportQueryOptions(useSession()?.token ?? null, query));
}
