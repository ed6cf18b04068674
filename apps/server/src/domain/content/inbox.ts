import { z } from 'zod';
import type { InboxMessage, InboxPage } from '@h5/contract/endpoints/messages.ts';
import type { Language } from '@h5/contract/languages.ts';
import { ApiError } from '../errors.ts';
import { pageInfo, type Paging } from '../paging.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import type { InboxRow, MemberContentRepository } from './member-content-repository.ts';

const translation = z.record(z.string(), z.object({ title: z.string().min(1), content: z.string().min(1) }));

/** The message in `language` when it has that translation, else as written (`translations` JSON, migration 0014). */
function inLanguage(row: InboxRow, language: Language): { title: string; content: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.translations);
  } catch {
    parsed = {};
  }
  const found = translation.safeParse(parsed);
  return (found.success ? found.data[language] : undefined) ?? { title: row.title, content: row.content };
}

const toMessage = (row: InboxRow, language: Language): InboxMessage => ({
  id: row.id,
  ...inLanguage(row, language),
  createTime: row.created_at,
  read: row.read_at !== null,
});

/** The member's messages, newest first (ties by id, so paging is stable). */
export async function listInbox(
  content: MemberContentRepository,
  memberId: number,
  paged: Paging,
  language: Language,
): Promise<InboxPage> {
  const total = await content.countInbox(memberId);
  const rows = await content.inboxPage(memberId, paged);
  return {
    list: rows.map((row) => toMessage(row, language)),
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
  language: Language,
  now = Date.now(),
) {
  return work.run(async ({ content }) => {
    await content.markInboxRead(memberId, id, now);
    const row = await content.findInboxMessage(memberId, id);
    if (row === undefined) throw new ApiError('recordNotFound');
    return { message: toMessage(row, language), unreadCount: await content.unreadMailCount(memberId) };
  });
}
