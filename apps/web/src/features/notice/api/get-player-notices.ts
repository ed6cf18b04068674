import { getAnnouncements as endpoint } from '@h5/contract/endpoints/content.ts';
import type { z } from 'zod/mini';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';
import { appConfig } from '../../../lib/config.ts';
import { useSession } from '../../../lib/session/session-store.ts';

export type PlayerNotice = z.infer<typeof endpoint.response>['player'][number];

/**
 * Player notices (lobby spec §2.6, §9): announcements of type PL, platform M, group `m_home`, in the request
 * language; the session token goes along when there is one (the request client adds it).
 */
export async function getPlayerNotices(signal?: AbortSignal): Promise<PlayerNotice[]> {
  const answer = await request(endpoint, {
    query: { types: 'PL', platform: 'M', groupName: 'm_home', merchantCode: appConfig().merchant },
    signal,
  });
  return answer.player;
}

/** Keyed by the session, so signing in or out asks again. */
export function playerNoticesQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['announcements', 'PL', token],
    queryFn: ({ signal }) => getPlayerNotices(signal),
    staleTime: 60_000,
  });
}

export function usePlayerNotices() {
  return useQuery(playerNoticesQueryOptions(useSession()?.token ?? null));
}
