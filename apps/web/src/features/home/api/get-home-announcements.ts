import { HOME_FEED_QUERY } from '@h5/contract/boot-data.ts';
import { getAnnouncements as endpoint, type Announcements } from '@h5/contract/endpoints/content.ts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';
import { appConfig } from '../../../lib/config.ts';
import { useSession } from '../../../lib/session/session-store.ts';

export type { Announcements };
export type HotMatch = Announcements['hotMatch'][number];
export type PopupItem = Announcements['popup'][number];

/**
 * Everything home shows from the announcements (lobby spec §7 "Announcements (home)"): banners, player notices,
 * popups and hot matches in one call (types B, PL, PU, H; group `m_home`; platform M; the token goes along when
 * signed in, added by the request client).
 */
export function getHomeAnnouncements(signal?: AbortSignal): Promise<Announcements> {
  return request(endpoint, {
    query: { ...HOME_FEED_QUERY, merchantCode: appConfig().merchant },
    signal,
  });
}

/** Keyed by the session token: signing in or out asks again (the popup audience changes). */
export function homeAnnouncementsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['announcements', 'home', token],
    queryFn: ({ signal }) => getHomeAnnouncements(signal),
    staleTime: 60_000,
  });
}

/** The guest feed the server embedded in the page (BootData): home's banners need not wait for a request. */
export function seedHomeAnnouncements(queryClient: QueryClient, feed: Announcements): void {
  queryClient.setQueryData(homeAnnouncementsQueryOptions(null).queryKey, feed);
}

export function useHomeAnnouncements() {
  return useQuery(homeAnnouncementsQueryOptions(useSession()?.token ?? null));
}
