import { getAnnouncements as endpoint, type Announcements } from '@h5/contract/endpoints/content.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';
import { appConfig } from '../../../lib/config.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { HOME_BANNER_GROUP } from '../constants.ts';

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
    query: {
      types: 'B,PL,PU,H',
      platform: 'M',
      groupName: HOME_BANNER_GROUP,
      merchantCode: appConfig().merchant,
    },
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

export function useHomeAnnouncements() {
  return useQuery(homeAnnouncementsQueryOptions(useSession()?.token ?? null));
}
