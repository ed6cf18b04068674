import { getTransactionRecords as endpoint, RECORD_PAGE_SIZE } from '@h5/contract/endpoints/records.ts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';
import { useSession } from '../../../lib/session/session-store.ts';

export type TransactionPage = z.infer<typeof endpoint.response>;

interface TransactionQuery {
  startDate: string;
  endDate: string;
  /** `A` when opened from the agent menu (`/m/transaction/record?types=A`). */
  types?: string;
}

/** Account record (lobby §2.11, §2.12): one page of the member's ledger in the range, newest first. */
export function getTransactionRecords(
  query: TransactionQuery,
  pageNo: number,
  signal?: AbortSignal,
): Promise<TransactionPage> {
  return request(endpoint, {
    query: { ...query, pageNo: String(pageNo), pageSize: String(RECORD_PAGE_SIZE) },
    signal,
  });
}

export function transactionRecordsQueryOptions(token: string | null, query: TransactionQuery) {
  return infiniteQueryOptions({
    queryKey: ['records', 'transactions', token, query],
    queryFn: ({ pageParam, signal }) => getTransactionRecords(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: token !== null,
  });
}

export function useTransactionRecords(query: TransactionQuery) {
  return useInfiniteQuery(transactionRecordsQueryOptions(useSession()?.token ?? null, query));
}
