import { getDepositRecords as endpoint, type DepositStatus } from '@h5/contract/endpoints/deposit.ts';
import { RECORD_PAGE_SIZE } from '@h5/contract/endpoints/records.ts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';
import { useSession } from '../../../lib/session/session-store.ts';

export type DepositRecordPage = z.infer<typeof endpoint.response>;

interface DepositRecordQuery {
  startDate: string;
  endDate: string;
  /** Only deposits of this status; all when absent. */
  status?: DepositStatus;
}

/** Deposit record (lobby §2.11, DEPRECM3): one page of the member's deposits in the range, newest first. */
export function getDepositRecords(
  query: DepositRecordQuery,
  pageNo: number,
  signal?: AbortSignal,
): Promise<DepositRecordPage> {
  return request(endpoint, {
    query: { ...query, pageNo: String(pageNo), pageSize: String(RECORD_PAGE_SIZE) },
    signal,
  });
}

export function depositRecordsQueryOptions(token: string | null, query: DepositRecordQuery) {
  return infiniteQueryOptions({
    queryKey: ['records', 'deposits', token, query],
    queryFn: ({ pageParam, signal }) => getDepositRecords(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: token !== null,
  });
}

export function useDepositRecords(query: DepositRecordQuery) {
  return useInfiniteQuery(depositRecordsQueryOptions(useSession()?.token ?? null, query));
}
