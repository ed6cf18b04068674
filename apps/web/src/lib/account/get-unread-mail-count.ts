import { getInboxUnreadCount as endpoint } from '@h5/contract/endpoints/messages.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../api/request.ts';
import { useSession } from '../session/session-store.ts';

/** Unread inbox messages of the session member (platform-api §4.6, `EMFE_getInboxUnreadCount`, OP-25). */
export function getUnreadMailCount(signal?: AbortSignal): Promise<number> {
  return request(endpoint, { signal });
}

export const unreadMailCountQueryKey = ['account', 'unread-mail-count'] as const;

/** Shared by the header's mail icon, the member center and the agent home; the mail pages invalidate it. */
export function unreadMailCountQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...unreadMailCountQueryKey, token],
    queryFn: ({ signal }) => getUnreadMailCount(signal),
    enabled: token !== null,
  });
}

/** `enabled` lets a caller skip the call (the header asks only when the mail-center switch is on). */
export function useUnreadMailCount({ enabled = true }: { enabled?: boolean } = {}) {
  const options = unreadMailCountQueryOptions(useSession()?.token ?? null);
  return useQuery({ ...options, enabled: options.enabled && enabled });
}
