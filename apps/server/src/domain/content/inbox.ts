import type { InboxMessage, InboxPage } from '@h5/contract/endpoints/messages.ts';
import { ApiError } from '../errors.ts';
import { pageInfo, type Paging } from '../paging.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import type { InboxRow, MemberContentRepository } from './member-content-repository.ts';

const toMessage = (row: InboxRow): InboxMessage => ({
  id: row.id,
  title: row.title,
  content: row.content,
  createTime: row.created_at,
  read: row.read_at !== null,
});

/** The member's messages, newest first (ties by id, so paging is stable). */
export async function listInbox(
  content: MemberContentRepository,
  memberId: number,
  paged: Paging,
): Promise<InboxPage> {
  const total = await content.countInbox(memberId);
  const rows = await content.inboxPage(memberId, paged);
  return {
    list: rows.map(toMessage),
    ...pageInfo(paged, total),
    unreadCount: await content.unreadMailCount(memberId),
  };
}

/**
 * One of the member's messages, marked read (the first reading time is kept). Another member's message is
 * answered exactly like an unknown id, so ids of other members cannot be probed.
 */
export async function readInboxMessage(
  work: UnitOfWork<{ content: MemberContentRepository }>,
  memberId: number,
  id: number,
  now = Date.now(),
) {
  return work.run(async ({ content }) => {
    await content.markInboxRead(memberId, id, now);
    const row = await content.findInboxMessage(memberId, id);
    if (row === undefined) throw new ApiError('recordNotFound');
    return { message: toMessage(row), unreadCount: await content.unreadMailCount(memberId) };
  });
}
