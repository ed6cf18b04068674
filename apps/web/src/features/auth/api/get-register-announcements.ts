import { getAnnouncements as endpoint, type Banner } from '@h5/contract/endpoints/content.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';
import { appConfig } from '../../../lib/config.ts';

/** Registration announcements (accounts spec §3): banners of group `m_reg`, types B, platform M. */
export async function getRegisterAnnouncements(signal?: AbortSignal): Promise<Banner[]> {
  const answer = await request(endpoint, {
    query: { types: 'B', groupName: 'm_reg', platform: 'M', merchantCode: appConfig().merchant },
    signal,
  });
  return answer.banners.filter((banner) => banner.groupName === 'm_reg');
}

export function registerAnnouncementsQueryOptions() {
  return queryOptions({
    queryKey: ['announcements', 'm_reg'],
    queryFn: ({ signal }) => getRegisterAnnouncements(signal),
    staleTime: 5 * 60_000,
  });
}

export function useRegisterAnnouncements() {
  return useQuery(registerAnnouncementsQueryOptions());
}
