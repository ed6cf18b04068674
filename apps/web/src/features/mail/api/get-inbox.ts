import { DEFAULT_PAGE_SIZE, getInbox as endpoint, type InboxPage } from '@h5/contract/endpoints/messages.ts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';
import { useSession } from '../../../lib/session/session-store.ts';

/** One page of the member's inbox, newest first (platform-api §4.6). */
export function getInbox(page: number, signal?: AbortSignal): Promise<InboxPage> {
  return request(endpoint, { query: { page: String(page), size: String(DEFAULT_PAGE_SIZE) }, signal });
}

export const inboxQueryKey = ['mail', 'inbox'] as const;

export function inboxQueryOptions(token: string | null) {
  return infiniteQueryOptions({
    queryKey: [...inboxQueryKey, token],
    queryFn: ({ pageParam, signal }) => getInbox(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    enabled: token !== null,
  });
}

export function useInbox() {
  return useInfiniteQuery(inboxQueryOptions(useSession()?.token ?? null));
}
