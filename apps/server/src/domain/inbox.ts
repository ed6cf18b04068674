import type { InboxMessage, InboxPage } from '@h5/contract/endpoints/messages.ts';
import type { Db } from '../db/database.ts';
import type { InboxMessagesTable } from '../db/schema.ts';
import type { Selectable } from 'kysely';
import { ApiError } from './errors.ts';
import { unreadMailCount } from './home-feeds.ts';
import { pageInfo, type Paging } from './paging.ts';

const toMessage = (row: Selectable<InboxMessagesTable>): InboxMessage => ({
  id: row.id,
  title: row.title,
  content: row.content,
  createTime: row.created_at,
  read: row.read_at !== null,
});

/** The member's messages, newest first (ties by id, so paging is stable). */
export async function listInbox(db: Db, memberId: number, paged: Paging): Promise<InboxPage> {
  const { total } = await db
    .selectFrom('inbox_messages')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('inbox_messages')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(paged.size)
    .offset(paged.offset)
    .execute();
  return {
    list: rows.map(toMessage),
    ...pageInfo(paged, total),
    unreadCount: await unreadMailCount(db, memberId),
  };
}

/**
 * One of the member's messages, marked read (the first reading time is kept). Another member's message is
 * answered exactly like an unknown id, so ids of other members cannot be probed.
 */
export async function readInboxMessage(db: Db, memberId: number, id: number, now = Date.now()) {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('inbox_messages')
      .set({ read_at: now })
      .where('id', '=', id)
      .where('member_id', '=', memberId)
      .where('read_at', 'is', null)
      .execute();
    const row = await trx
      .selectFrom('inbox_messages')
      .selectAll()
      .where('id', '=', id)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (row === undefined) throw new ApiError('recordNotFound');
    return { message: toMessage(row), unreadCount: await unreadMailCount(trx, memberId) };
  });
}
