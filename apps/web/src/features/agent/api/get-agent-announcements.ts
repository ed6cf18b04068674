import { getAnnouncements as endpoint, type AgentNotice } from '@h5/contract/endpoints/content.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';
import { appConfig } from '../../../lib/config.ts';
import { useSession } from '../../../lib/session/session-store.ts';

export interface AgentAnnouncements {
  notices: AgentNotice[];
  unreadCount: number;
}

/** Lobby §2.12, §7: agent notices (types A, group m_home) with the footer's unread count. */
export async function getAgentAnnouncements(signal?: AbortSignal): Promise<AgentAnnouncements> {
  const answer = await request(endpoint, {
    query: { types: 'A', platform: 'M', groupName: 'm_home', merchantCode: appConfig().merchant },
    signal,
  });
  return { notices: answer.agent ?? [], unreadCount: answer.footer?.unreadCount ?? 0 };
}

export const agentAnnouncementsQueryKey = ['announcements', 'A'] as const;

export function agentAnnouncementsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...agentAnnouncementsQueryKey, token],
    queryFn: ({ signal }) => getAgentAnnouncements(signal),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

export function useAgentAnnouncements() {
  return useQuery(agentAnnouncementsQueryOptions(useSession()?.token ?? null));
}

/** The footer badge: the unread count alone. */
export function useAgentUnreadCount() {
  return useQuery({
    ...agentAnnouncementsQueryOptions(useSession()?.token ?? null),
    select: (data) => data.unreadCount,
  });
}
