import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SupportConversations, SupportImages, SupportMessages } from '../../db/generated-schema.ts';

export type ConversationRow = Selectable<SupportConversations>;
export type MessageRow = Selectable<SupportMessages>;
export type ImageInfoRow = Omit<Selectable<SupportImages>, 'data'>;

/** Who a conversation belongs to: a member, or a guest by the SHA-256 of the browser's key. */
export type ConversationOwner = { memberId: number } | { guestKeySha256: string };

export interface NewConversation {
  merchantCode: string;
  owner: ConversationOwner;
  contact: string | null;
  language: string;
  now: number;
}

export interface NewMessage {
  conversationId: number;
  author: 'player' | 'operator';
  operator: string | null;
  content: string;
  requestId: string;
  now: number;
}

export interface NewImage {
  messageId: number;
  mediaType: 'image/png' | 'image/jpeg';
  sizeBytes: number;
  sha256: string;
  data: Uint8Array;
}

/** Support conversations, their messages and screenshots (migration 0016). */
export function supportRepository(db: Db) {
  return {
    findConversation(merchantCode: string, owner: ConversationOwner): Promise<ConversationRow | undefined> {
      let query = db
        .selectFrom('support_conversations')
        .selectAll()
        .where('merchant_code', '=', merchantCode);
      query =
        'memberId' in owner
          ? query.where('member_id', '=', owner.memberId)
          : query.where('guest_key_sha256', '=', owner.guestKeySha256);
      return query.executeTakeFirst();
    },

    findConversationById(merchantCode: string, id: number): Promise<ConversationRow | undefined> {
      return db
        .selectFrom('support_conversations')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Creates the owner's conversation unless one exists already (two first messages at once: one row wins). */
    async ensureConversation(input: NewConversation): Promise<void> {
      await db
        .insertInto('support_conversations')
        .values({
          merchant_code: input.merchantCode,
          member_id: 'memberId' in input.owner ? input.owner.memberId : null,
          guest_key_sha256: 'guestKeySha256' in input.owner ? input.owner.guestKeySha256 : null,
          contact: input.contact,
          language: input.language,
          status: 'open',
          created_at: input.now,
          updated_at: input.now,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    async setStatus(id: number, status: 'open' | 'answered', now: number, language?: string): Promise<void> {
      await db
        .updateTable('support_conversations')
        .set({ status, updated_at: now, ...(language === undefined ? {} : { language }) })
        .where('id', '=', id)
        .execute();
    },

    /** The new message's id, or undefined when the conversation already has one with this request id. */
    async insertMessage(input: NewMessage): Promise<number | undefined> {
      const row = await db
        .insertInto('support_messages')
        .values({
          conversation_id: input.conversationId,
          author: input.author,
          operator: input.operator,
          content: input.content,
          request_id: input.requestId,
          created_at: input.now,
        })
        .onConflict((oc) => oc.columns(['conversation_id', 'author', 'request_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    async insertImage(input: NewImage): Promise<void> {
      await db
        .insertInto('support_images')
        .values({
          message_id: input.messageId,
          media_type: input.mediaType,
          size_bytes: input.sizeBytes,
          sha256: input.sha256,
          data: Buffer.from(input.data),
        })
        .execute();
    },

    findMessageByRequest(
      conversationId: number,
      author: 'player' | 'operator',
      requestId: string,
    ): Promise<MessageRow | undefined> {
      return db
        .selectFrom('support_messages')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .where('author', '=', author)
        .where('request_id', '=', requestId)
        .executeTakeFirst();
    },

    /** The messages of these conversations, oldest first (ties by id). */
    messagesOf(conversationIds: readonly number[]): Promise<MessageRow[]> {
      if (conversationIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('support_messages')
        .selectAll()
        .where('conversation_id', 'in', conversationIds)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    imagesOf(messageIds: readonly number[]): Promise<ImageInfoRow[]> {
      if (messageIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('support_images')
        .select(['id', 'message_id', 'media_type', 'size_bytes', 'sha256'])
        .where('message_id', 'in', messageIds)
        .orderBy('id')
        .execute();
    },

    async countQueue(merchantCode: string, status: 'open' | 'answered'): Promise<number> {
      const { total } = await db
        .selectFrom('support_conversations')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('merchant_code', '=', merchantCode)
        .where('status', '=', status)
        .executeTakeFirstOrThrow();
      return total;
    },

    /** Conversations of a status, the longest waiting first, with the member's account when there is one. */
    queuePage(merchantCode: string, status: 'open' | 'answered', offset: number, limit: number) {
      return db
        .selectFrom('support_conversations as c')
        .leftJoin('members as m', 'm.id', 'c.member_id')
        .selectAll('c')
        .select('m.account as member_account')
        .where('c.merchant_code', '=', merchantCode)
        .where('c.status', '=', status)
        .orderBy('c.updated_at')
        .orderBy('c.id')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    /** A screenshot of one of the merchant's conversations, with its bytes. */
    image(merchantCode: string, id: number) {
      return db
        .selectFrom('support_images as i')
        .innerJoin('support_messages as m', 'm.id', 'i.message_id')
        .innerJoin('support_conversations as c', 'c.id', 'm.conversation_id')
        .select(['i.media_type', 'i.data'])
        .where('c.merchant_code', '=', merchantCode)
        .where('i.id', '=', id)
        .executeTakeFirst();
    },

    async memberAccount(memberId: number): Promise<string | null> {
      const row = await db
        .selectFrom('members')
        .select('account')
        .where('id', '=', memberId)
        .executeTakeFirst();
      return row?.account ?? null;
    },

    /** A mail for the member (the mail center), with its text in other languages (migration 0014). */
    async insertInbox(input: {
      memberId: number;
      title: string;
      content: string;
      translations: string;
      now: number;
    }): Promise<void> {
      await db
        .insertInto('inbox_messages')
        .values({
          member_id: input.memberId,
          title: input.title,
          content: input.content,
          translations: input.translations,
          created_at: input.now,
        })
        .execute();
    },
  };
}

export type SupportRepository = ReturnType<typeof supportRepository>;
