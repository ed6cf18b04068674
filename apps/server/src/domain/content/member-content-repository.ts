import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { InboxMessagesTable } from '../../db/schema.ts';
import type { Paging } from '../paging.ts';

export type InboxRow = Selectable<InboxMessagesTable>;

/** An image of a feedback as it is recorded (the file itself is on disk). */
export interface FeedbackImageRow {
  feedbackId: number;
  fileName: string;
  mediaType: 'image/png' | 'image/jpeg';
  sizeBytes: number;
  sha256: string;
  /** The image itself: kept in the database, so that every instance sees it. */
  data: Uint8Array;
}

/** A member's own content: the inbox, promotion counts and feedback. */
export function memberContentRepository(db: Db) {
  return {
    async countInbox(memberId: number): Promise<number> {
      const { total } = await db
        .selectFrom('inbox_messages')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      return total;
    },

    /** A page of the member's messages, newest first (ties by id, so paging is stable). */
    inboxPage(memberId: number, paged: Paging): Promise<InboxRow[]> {
      return db
        .selectFrom('inbox_messages')
        .selectAll()
        .where('member_id', '=', memberId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(paged.size)
        .offset(paged.offset)
        .execute();
    },

    /** Marks the member's message read unless it already was (the first reading time is kept). */
    async markInboxRead(memberId: number, id: number, now: number): Promise<void> {
      await db
        .updateTable('inbox_messages')
        .set({ read_at: now })
        .where('id', '=', id)
        .where('member_id', '=', memberId)
        .where('read_at', 'is', null)
        .execute();
    },

    findInboxMessage(memberId: number, id: number): Promise<InboxRow | undefined> {
      return db
        .selectFrom('inbox_messages')
        .selectAll()
        .where('id', '=', id)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
    },

    async unreadMailCount(memberId: number): Promise<number> {
      const row = await db
        .selectFrom('inbox_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', memberId)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return row.n;
    },

    /** Rewards issued to the member, not claimed, and not expired at `now` (applications waiting do not count). */
    async unclaimedPromotionCount(memberId: number, now = Date.now()): Promise<number> {
      const row = await db
        .selectFrom('member_promotions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', memberId)
        .where('status', '=', 'issued')
        .where('claimed_at', 'is', null)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
        .executeTakeFirstOrThrow();
      return row.n;
    },

    /** Feedback the member sent after `since`. */
    async feedbackCountSince(memberId: number, since: number): Promise<number> {
      const recent = await db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', memberId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return recent.n;
    },

    async insertFeedback(memberId: number, content: string, now: number): Promise<number> {
      const { id } = await db
        .insertInto('feedback')
        .values({ member_id: memberId, content, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async insertFeedbackImage(image: FeedbackImageRow): Promise<void> {
      await db
        .insertInto('feedback_images')
        .values({
          feedback_id: image.feedbackId,
          file_name: image.fileName,
          media_type: image.mediaType,
          size_bytes: image.sizeBytes,
          sha256: image.sha256,
          data: Buffer.from(image.data),
        })
        .execute();
    },

    /** Images of rows written before their bytes moved into the database (migration 0011), at most `limit`. */
    feedbackImagesWithoutData(limit: number) {
      return db
        .selectFrom('feedback_images')
        .select(['id', 'file_name', 'sha256'])
        .where('data', 'is', null)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    async setFeedbackImageData(id: number, data: Uint8Array): Promise<void> {
      await db
        .updateTable('feedback_images')
        .set({ data: Buffer.from(data) })
        .where('id', '=', id)
        .where('data', 'is', null)
        .execute();
    },

    async countFeedback(memberId: number): Promise<number> {
      const { total } = await db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      return total;
    },

    /** A page of the member's feedback, newest first, with the count of its images. */
    feedbackPage(memberId: number, paged: Paging) {
      return db
        .selectFrom('feedback')
        .leftJoin('feedback_images', 'feedback_images.feedback_id', 'feedback.id')
        .select((eb) => [
          'feedback.id',
          'feedback.content',
          'feedback.created_at',
          eb.fn.count<number>('feedback_images.id').as('image_count'),
        ])
        .where('feedback.member_id', '=', memberId)
        .groupBy('feedback.id')
        .orderBy('feedback.created_at', 'desc')
        .orderBy('feedback.id', 'desc')
        .limit(paged.size)
        .offset(paged.offset)
        .execute();
    },
  };
}

export type MemberContentRepository = ReturnType<typeof memberContentRepository>;
