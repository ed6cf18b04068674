import { getFavoriteIds as endpoint } from '@h5/contract/endpoints/game-favourites.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';
import { useSession } from '../../../lib/session/session-store.ts';

/** The member's favourite game ids (platform-api §4.5), which the hearts of every list read. */
export function getFavoriteIds(signal?: AbortSignal): Promise<string[]> {
  return request(endpoint, { signal });
}

export function favoriteIdsQueryKey(token: string | null) {
  return ['games', 'favoriteIds', token] as const;
}

export function favoriteIdsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: favoriteIdsQueryKey(token),
    queryFn: ({ signal }) => getFavoriteIds(signal),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

export function useFavoriteIds() {
  return useQuery(favoriteIdsQueryOptions(useSession()?.token ?? null));
}
