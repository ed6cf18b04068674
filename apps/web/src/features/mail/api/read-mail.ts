import { readInboxMessage as endpoint } from '@h5/contract/endpoints/messages.ts';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { InboxPage } from '@h5/contract/endpoints/messages.ts';
import { unreadMailCountQueryKey } from '../../../lib/account/get-unread-mail-count.ts';
import { request } from '../../../lib/api/request.ts';
import { inboxQueryKey } from './get-inbox.ts';

/** Opens a message and marks it read (platform-api §4.6 family; answers the member's new unread count). */
export function readMail(id: number) {
  return request(endpoint, { body: { id } });
}

/**
 * After a read the inbox shows the message as read at once, and every unread count (header, agent home, this
 * page) is set from the answer and refetched, so no badge keeps a stale number.
 */
export function useReadMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readMail,
    onSuccess: ({ message, unreadCount }) => {
      client.setQueriesData<InfiniteData<InboxPage>>({ queryKey: inboxQueryKey }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                unreadCount,
                list: page.list.map((item) => (item.id === message.id ? { ...item, read: true } : item)),
              })),
            }
          : data,
      );
      client.setQueriesData<number>({ queryKey: unreadMailCountQueryKey }, unreadCount);
      void client.invalidateQueries({ queryKey: unreadMailCountQueryKey });
    },
  });
}
