import { getUnclaimedPromotionCount as endpoint } from '@h5/contract/endpoints/messages.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../api/request.ts';
import { useSession } from '../session/session-store.ts';

/**
 * Promotions issued to the session member and neither claimed nor expired (lobby spec §2.4: the badge of the
 * footer's members item; docs/decisions.md "Shell and home (server)").
 */
export function getUnclaimedPromotionCount(signal?: AbortSignal): Promise<number> {
  return request(endpoint, { signal });
}

export const unclaimedPromotionCountQueryKey = ['account', 'unclaimed-promotion-count'] as const;

/** Shared by the footer badge and the member center; claiming a promotion invalidates it. */
export function unclaimedPromotionCountQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...unclaimedPromotionCountQueryKey, token],
    queryFn: ({ signal }) => getUnclaimedPromotionCount(signal),
    enabled: token !== null,
  });
}

export function useUnclaimedPromotionCount() {
  return useQuery(unclaimedPromotionCountQueryOptions(useSession()?.token ?? null));
}
