import { getSupportThread as endpoint, type SupportThread } from '@h5/contract/endpoints/support.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';
import { useSession } from '../../../lib/session/session-store.ts';

/** How often an open conversation page asks for answers: the staff's reply should appear without a reload. */
export const THREAD_REFRESH_MS = 20_000;

/** The player's conversation: a member's by session, a guest's by their browser's key (none yet: empty). */
export function getSupportThread(
  conversationKey: string | null,
  signal?: AbortSignal,
): Promise<SupportThread> {
  return request(endpoint, {
    body: conversationKey === null ? {} : { conversationKey },
    signal,
  });
}

export const supportThreadKey = (token: string | null, conversationKey: string | null) =>
  ['support', 'thread', token, conversationKey] as const;

export function supportThreadQueryOptions(token: string | null, conversationKey: string | null) {
  return queryOptions({
    queryKey: supportThreadKey(token, conversationKey),
    queryFn: ({ signal }): Promise<SupportThread> =>
      token === null && conversationKey === null
        ? Promise.resolve({ id: null, status: null, messages: [] })
        : getSupportThread(token === null ? conversationKey : null, signal),
    refetchInterval: THREAD_REFRESH_MS,
  });
}

export function useSupportThread(conversationKey: string | null) {
  const token = useSession()?.token ?? null;
  return useQuery(supportThreadQueryOptions(token, conversationKey));
}
