import { readAnnouncement as endpoint } from '@h5/contract/endpoints/content.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';
import { agentAnnouncementsQueryKey, type AgentAnnouncements } from './get-agent-announcements.ts';

/** Marks an agent notice read; the answer is the new unread count, written into the cached list at once. */
export function readAgentNotice(id: number) {
  return request(endpoint, { body: { id } });
}

export function useReadAgentNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readAgentNotice,
    onSuccess: ({ unreadCount }, id) => {
      client.setQueriesData<AgentAnnouncements>({ queryKey: agentAnnouncementsQueryKey }, (data) =>
        data
          ? { unreadCount, notices: data.notices.map((n) => (n.id === id ? { ...n, read: true } : n)) }
          : data,
      );
    },
  });
}
