import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { FEEDBACK_LIMITS } from './feedback.ts';
import { requestId } from '../request-id.ts';

/*
 * Customer support that reaches a person (issue 17 item 1). Not part of the existing platform: a player (member or
 * guest) writes to the merchant's staff in the app, the staff answer through the operator API, and the answer is
 * shown in the thread and, for a member, also lands in the mail center.
 */

/**
 * The kinds of customer-service entry a merchant configures (server `support-config.ts`), sent as the `kind` of the
 * site configuration's `customerService` entries (endpoints/system.ts). Kept here, out of the start-up code.
 */
export const CUSTOMER_SERVICE_KINDS = [
  'telegram',
  'messenger',
  'viber',
  'phone',
  'email',
  'link',
  'chat',
] as const;

/** Limits of a support message. Screenshots follow the feedback rules (lobby spec §5, §9 dictionary limits). */
export const SUPPORT_LIMITS = {
  /** Characters of a message, counted after trimming. */
  maxChars: 1000,
  maxImages: FEEDBACK_LIMITS.maxImages,
  maxImageBytes: FEEDBACK_LIMITS.maxImageBytes,
  imageTypes: FEEDBACK_LIMITS.imageTypes,
  /** A guest's phone number or e-mail address. */
  maxContactChars: 120,
} as const;

/** A guest's way back: an e-mail address or a phone number in international or national form. */
export const SUPPORT_CONTACT_PATTERN = /^(?:[^\s@]+@[^\s@]+\.[^\s@]+|\+?[0-9][0-9 -]{6,18}[0-9])$/;

/**
 * A guest's conversation key: 32 random bytes (Web Crypto) made by the guest's browser before the first message,
 * base64url. It is the only thing that opens a guest's thread; the server keeps only its SHA-256 and never sends it,
 * so a retried first message finds the same conversation (docs/decisions.md "Customer support").
 */
export const conversationKey = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));

const messageText = z.string().check(z.trim(), z.minLength(1), z.maxLength(SUPPORT_LIMITS.maxChars));

export const supportImage = z.object({ mediaType: z.string(), sizeBytes: z.number() });

export const supportMessage = z.object({
  id: z.number(),
  /** Who wrote it: the player or the merchant's staff. The staff member's name is not shown to players. */
  author: z.enum(['player', 'operator']),
  content: z.string(),
  createTime: z.number(),
  images: z.array(supportImage),
});
export type SupportMessage = z.infer<typeof supportMessage>;

export const SUPPORT_STATUSES = ['open', 'answered'] as const;

/** The player's conversation, oldest message first; `id` null while the player has written nothing. */
export const supportThread = z.object({
  id: z.nullable(z.number()),
  status: z.nullable(z.enum(SUPPORT_STATUSES)),
  messages: z.array(supportMessage),
});
export type SupportThread = z.infer<typeof supportThread>;

export const sendSupportMessage = defineEndpoint({
  name: 'sendSupportMessage',
  summary:
    'A message to customer support (1-1000 characters, up to 3 PNG/JPEG screenshots of at most 5 MB, multipart). A member writes in their conversation; a guest sends the key their browser made, with a contact (phone or e-mail) on the first message. The same requestId answers the same message once.',
  group: 'content',
  path: '/wps/support/messages',
  method: 'POST',
  moduleId: null,
  encrypted: false,
  token: 'optional',
  bodyType: 'multipart',
  body: z.object({
    content: messageText,
    requestId,
    contact: z.optional(
      z
        .string()
        .check(z.trim(), z.maxLength(SUPPORT_LIMITS.maxContactChars), z.regex(SUPPORT_CONTACT_PATTERN)),
    ),
    conversationKey: z.optional(conversationKey),
  }),
  files: {
    field: 'images',
    maxCount: SUPPORT_LIMITS.maxImages,
    maxBytes: SUPPORT_LIMITS.maxImageBytes,
    mediaTypes: SUPPORT_LIMITS.imageTypes,
  },
  response: supportThread,
});

export const getSupportThread = defineEndpoint({
  name: 'getSupportThread',
  summary:
    'The player’s support conversation, oldest message first: a member’s by session, a guest’s by its conversation key (in the body, so it stays out of URLs and logs)',
  group: 'content',
  path: '/wps/support/thread',
  method: 'POST',
  moduleId: null,
  encrypted: false,
  token: 'optional',
  body: z.object({ conversationKey: z.optional(conversationKey) }),
  response: supportThread,
});

const operatorPaging = {
  pageNo: z.optional(z.string().check(z.regex(/^[0-9]{1,6}$/))),
  pageSize: z.optional(z.string().check(z.regex(/^[0-9]{1,3}$/))),
};

export const operatorConversation = z.object({
  id: z.number(),
  status: z.enum(SUPPORT_STATUSES),
  /** The member's account, or null for a guest. */
  memberAccount: z.nullable(z.string()),
  /** A guest's contact (phone or e-mail); null for a member. */
  contact: z.nullable(z.string()),
  language: z.string(),
  createTime: z.number(),
  updateTime: z.number(),
  messages: z.array(
    z.object({
      ...supportMessage.shape,
      /** The staff member who answered; null for the player's messages. */
      operator: z.nullable(z.string()),
      /** The screenshot itself: `GET /ops/support/image?id=` (bytes, not the envelope). */
      images: z.array(z.object({ id: z.number(), ...supportImage.shape, sha256: z.string() })),
    }),
  ),
});

export const listSupportConversations = defineEndpoint({
  name: 'listSupportConversations',
  summary:
    'Operator: the merchant’s support conversations with their messages, default those waiting for an answer, oldest first; paged',
  group: 'operator',
  path: '/ops/support/conversations',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'operator',
  query: z.object({ status: z.optional(z.enum(SUPPORT_STATUSES)), ...operatorPaging }),
  response: z.object({
    content: z.array(operatorConversation),
    pageNum: z.number(),
    totalPages: z.number(),
    totalCount: z.number(),
  }),
});

export const replySupportConversation = defineEndpoint({
  name: 'replySupportConversation',
  summary:
    'Operator: answers a conversation (1-1000 characters); the player sees it in the thread, a member also in the mail center. The same requestId answers once.',
  group: 'operator',
  path: '/ops/support/reply',
  method: 'POST',
  moduleId: null,
  encrypted: false,
  token: 'operator',
  body: z.object({ conversationId: z.int().check(z.positive()), content: messageText, requestId }),
  response: operatorConversation,
});
