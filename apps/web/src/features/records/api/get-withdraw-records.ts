import type { EndpointValue } from '@h5/contract/endpoint.ts';
import { RECORD_PAGE_SIZE } from '@h5/contract/endpoints/records.ts';
import { getWithdrawRecords as endpoint, type WithdrawStatus } from '@h5/contract/endpoints/withdraw.ts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';
import { moneyQueryKey } from '../../../lib/money/money-keys.ts';
import { useSession } from '../../../lib/session/session-store.ts';

export type WithdrawRecordPage = EndpointValue<typeof endpoint>;

interface WithdrawRecordQuery {
  startDate: string;
  endDate: string;
  /** Only withdrawals of this status; all when absent. */
  status?: WithdrawStatus;
}

/** Withdraw record (lobby §2.11, WITHREC3): one page of the member's withdrawals in the range, newest first. */
export function getWithdrawRecords(
  query: WithdrawRecordQuery,
  pageNo: number,
  signal?: AbortSignal,
): Promise<WithdrawRecordPage> {
  return request(endpoint, {
    query: { ...query, pageNo: String(pageNo), pageSize: String(RECORD_PAGE_SIZE) },
    signal,
  });
}

/** Under the money key: a withdrawal just made (withdraw page) shows here without waiting for the cache to age. */
export function withdrawRecordsQueryOptions(token: string | null, query: WithdrawRecordQuery) {
  return infiniteQueryOptions({
    queryKey: [...moneyQueryKey, 'withdraw-records', token, query],
    queryFn: ({ pageParam, signal }) => getWithdrawRecords(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: token !== null,
  });
}

export function useWithdrawRecords(query: WithdrawRecordQuery) {
  return useInfiniteQuery(withdrawRecordsQueryOptions(useSession()?.token ?? null, query));
}
