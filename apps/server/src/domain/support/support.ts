import { createHash } from 'node:crypto';
import type { SupportThread } from '@h5/contract/endpoints/support.ts';
import type { Language } from '@h5/contract/languages.ts';
import { ApiError, fieldError } from '../errors.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import type { ConversationOwner, ConversationRow, SupportRepository } from './support-repository.ts';

/*
 * Customer support that reaches a person (issue 17 item 1, docs/decisions.md "Customer support"): one conversation
 * per member or per guest key; the player writes, the merchant's staff answer through the operator API, and an
 * answer to a member is also a mail in the mail center.
 */

/** Messages one sender (member or guest key) may send in a window: a conversation, not a flood. */
export const SUPPORT_MESSAGES_PER_SENDER = 10;
/** Messages one IP address may send in a window, whatever the sender (guests can make new keys at will). */
export const SUPPORT_MESSAGES_PER_IP = 30;
export const SUPPORT_WINDOW_MS = 10 * 60_000;

/** The mail of an answer, in each language (the reply itself is its content). */
export const REPLY_MAIL_TITLE: Readonly<Record<Language, string>> = {
  TY: 'Sagot ng customer service',
  EN: 'Reply from customer service',
};

/** Counts requests in the shared rate-limit store (`rate_limit_counters`), so instances count together. */
export interface HitCounter {
  countHit(scope: string, clientKey: string, windowMs: number, now: number): Promise<{ hits: number }>;
}

export interface SupportImageFile {
  readonly mediaType: string;
  readonly data: Uint8Array;
}

/** Who is writing: a member by session, or a guest by the key their browser made. */
export type Sender =
  | { kind: 'member'; memberId: number }
  | { kind: 'guest'; conversationKey: string | undefined; contact: string | undefined };

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

function ownerOf(sender: Sender): ConversationOwner {
  if (sender.kind === 'member') return { memberId: sender.memberId };
  if (sender.conversationKey === undefined) throw fieldError('conversationKey', 'missing');
  return { guestKeySha256: sha256(sender.conversationKey) };
}

/** The thread as the player sees it: staff names left out, images by type and size only. */
async function threadOf(
  repo: SupportRepository,
  conversation: ConversationRow | undefined,
): Promise<SupportThread> {
  if (conversation === undefined) return { id: null, status: null, messages: [] };
  const messages = await repo.messagesOf([conversation.id]);
  const images = await repo.imagesOf(messages.map((m) => m.id));
  return {
    id: conversation.id,
    status: conversation.status,
    messages: messages.map((m) => ({
      id: m.id,
      author: m.author,
      content: m.content,
      createTime: m.created_at,
      images: images
        .filter((i) => i.message_id === m.id)
        .map((i) => ({ mediaType: i.media_type, sizeBytes: i.size_bytes })),
    })),
  };
}

/** The player's conversation (empty when they have written nothing; a guest key that opens nothing likewise). */
export async function readThread(
  repo: SupportRepository,
  merchantCode: string,
  sender: Sender,
): Promise<SupportThread> {
  return threadOf(repo, await repo.findConversation(merchantCode, ownerOf(sender)));
}

export interface SendInput {
  readonly merchantCode: string;
  readonly sender: Sender;
  readonly language: Language;
  readonly content: string;
  readonly requestId: string;
  readonly files: readonly SupportImageFile[];
  readonly ip: string;
}

/**
 * Adds the player's message (and screenshots) to their conversation, creating it with the first message; a guest's
 * first message needs a contact. A request id already in the conversation answers the thread without adding
 * anything, before any counting, so a retry is never refused nor stored twice. Beyond the per-sender or per-IP
 * count of the window: `request.too.many`, nothing stored.
 */
export async function sendMessage(
  repo: SupportRepository,
  work: UnitOfWork<{ support: SupportRepository }>,
  counter: HitCounter,
  input: SendInput,
  now = Date.now(),
): Promise<SupportThread> {
  const owner = ownerOf(input.sender);
  const existing = await repo.findConversation(input.merchantCode, owner);
  if (existing !== undefined && (await repo.findMessageByRequest(existing.id, 'player', input.requestId))) {
    return threadOf(repo, existing);
  }
  // Counted outside the transaction: the counters are their own rows, shared by every instance.
  const senderKey =
    'memberId' in owner ? `member:${String(owner.memberId)}` : `guest:${owner.guestKeySha256}`;
  const bySender = await counter.countHit('support-sender', senderKey, SUPPORT_WINDOW_MS, now);
  const byIp = await counter.countHit('support-ip', input.ip, SUPPORT_WINDOW_MS, now);
  if (bySender.hits > SUPPORT_MESSAGES_PER_SENDER || byIp.hits > SUPPORT_MESSAGES_PER_IP) {
    throw new ApiError('tooManyRequests');
  }
  return work.run(async ({ support }) => {
    let conversation = await support.findConversation(input.merchantCode, owner);
    if (conversation === undefined) {
      const contact = input.sender.kind === 'guest' ? input.sender.contact : undefined;
      if (input.sender.kind === 'guest' && contact === undefined) throw fieldError('contact', 'missing');
      await support.ensureConversation({
        merchantCode: input.merchantCode,
        owner,
        contact: contact ?? null,
        language: input.language,
        now,
      });
      conversation = await support.findConversation(input.merchantCode, owner);
      if (conversation === undefined) throw new Error('Support conversation vanished after its insert');
    }
    const messageId = await support.insertMessage({
      conversationId: conversation.id,
      author: 'player',
      operator: null,
      content: input.content,
      requestId: input.requestId,
      now,
    });
    if (messageId !== undefined) {
      for (const file of input.files) {
        await support.insertImage({
          messageId,
          mediaType: file.mediaType as 'image/png' | 'image/jpeg',
          sizeBytes: file.data.length,
          sha256: sha256(file.data),
          data: file.data,
        });
      }
      await support.setStatus(conversation.id, 'open', now, input.language);
    }
    return threadOf(support, await support.findConversationById(input.merchantCode, conversation.id));
  });
}

function pageParams(query: { pageNo?: string | undefined; pageSize?: string | undefined }) {
  const pageNum = Math.max(1, Number(query.pageNo ?? '1'));
  const size = Math.min(50, Math.max(1, Number(query.pageSize ?? '20')));
  return { pageNum, size };
}

type QueueRow = ConversationRow & { member_account: string | null };

async function operatorView(repo: SupportRepository, rows: readonly QueueRow[]) {
  const messages = await repo.messagesOf(rows.map((r) => r.id));
  const images = await repo.imagesOf(messages.map((m) => m.id));
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    memberAccount: row.member_account,
    contact: row.contact,
    language: row.language,
    createTime: row.created_at,
    updateTime: row.updated_at,
    messages: messages
      .filter((m) => m.conversation_id === row.id)
      .map((m) => ({
        id: m.id,
        author: m.author,
        operator: m.operator,
        content: m.content,
        createTime: m.created_at,
        images: images
          .filter((i) => i.message_id === m.id)
          .map((i) => ({ id: i.id, mediaType: i.media_type, sizeBytes: i.size_bytes, sha256: i.sha256 })),
      })),
  }));
}

/** The operator's queue: conversations of a status (default those waiting), the longest waiting first. */
export async function supportQueue(
  repo: SupportRepository,
  merchantCode: string,
  query: {
    status?: 'open' | 'answered' | undefined;
    pageNo?: string | undefined;
    pageSize?: string | undefined;
  },
) {
  const status = query.status ?? 'open';
  const { pageNum, size } = pageParams(query);
  const totalCount = await repo.countQueue(merchantCode, status);
  const rows = await repo.queuePage(merchantCode, status, (pageNum - 1) * size, size);
  return {
    content: await operatorView(repo, rows),
    pageNum,
    totalPages: Math.ceil(totalCount / size),
    totalCount,
  };
}

/**
 * The staff's answer: added to the conversation (marked answered) and, for a member, a mail titled in the language
 * the player last wrote in, with the other languages' titles as translations. A request id already used in the
 * conversation answers it unchanged (one answer, one mail). Another merchant's conversation is `record.not.found`.
 */
export async function replyToConversation(
  work: UnitOfWork<{ support: SupportRepository }>,
  operator: { name: string },
  merchantCode: string,
  body: { conversationId: number; content: string; requestId: string },
  now = Date.now(),
) {
  return work.run(async ({ support }) => {
    const conversation = await support.findConversationById(merchantCode, body.conversationId);
    if (conversation === undefined) throw new ApiError('recordNotFound');
    const messageId = await support.insertMessage({
      conversationId: conversation.id,
      author: 'operator',
      operator: operator.name,
      content: body.content,
      requestId: body.requestId,
      now,
    });
    if (messageId !== undefined) {
      await support.setStatus(conversation.id, 'answered', now);
      if (conversation.member_id !== null) {
        const language: Language = conversation.language === 'EN' ? 'EN' : 'TY';
        const translations = Object.fromEntries(
          (Object.keys(REPLY_MAIL_TITLE) as Language[]).map((l) => [
            l,
            { title: REPLY_MAIL_TITLE[l], content: body.content },
          ]),
        );
        await support.insertInbox({
          memberId: conversation.member_id,
          title: REPLY_MAIL_TITLE[language],
          content: body.content,
          translations: JSON.stringify(translations),
          now,
        });
      }
    }
    const row = await support.findConversationById(merchantCode, conversation.id);
    if (row === undefined) throw new ApiError('recordNotFound');
    const account = row.member_id === null ? null : await support.memberAccount(row.member_id);
    const [view] = await operatorView(support, [{ ...row, member_account: account }]);
    if (view === undefined) throw new ApiError('recordNotFound');
    return view;
  });
}
