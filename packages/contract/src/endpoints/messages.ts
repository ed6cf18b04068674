import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';

/** platform-api §4.6 (OP-25: the newer EMFE relay is the one implemented). */
export const getInboxUnreadCount = defineEndpoint({
  name: 'getInboxUnreadCount',
  summary: 'Number of unread inbox messages of the member',
  group: 'messages',
  path: '/wps/relay/EMFE_getInboxUnreadCount',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'required',
  response: z.int().check(z.nonnegative()),
});

export const getUnclaimedPromotionCount = defineEndpoint({
  name: 'getUnclaimedPromotionCount',
  summary:
    'Number of promotions issued to the member and not yet claimed nor expired (footer badge; no known platform counterpart)',
  group: 'messages',
  path: '/wps/relay/MCSFE_getUnclaimedPromotionCount',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'required',
  response: z.int().check(z.nonnegative()),
});

/** Page number of a paged list: 1-based, as a query string. */
export const pageParam = z.string().check(z.regex(/^[1-9][0-9]{0,5}$/));
/** Page size of a paged list: 1-50. */
export const sizeParam = z.string().check(z.regex(/^([1-9]|[1-4][0-9]|50)$/));
/** Default page size of the paged lists (mail, feedback). */
export const DEFAULT_PAGE_SIZE = 10;

export const inboxMessage = z.object({
  id: z.number(),
  title: z.string(),
  /** Plain text (shown as text, not HTML). */
  content: z.string(),
  /** ms since the epoch. */
  createTime: z.number(),
  read: z.boolean(),
});
export type InboxMessage = z.infer<typeof inboxMessage>;

const pageInfo = {
  page: z.number(),
  size: z.number(),
  total: z.number(),
  totalPages: z.number(),
};

export const inboxPage = z.object({
  /** Newest first. */
  list: z.array(inboxMessage),
  ...pageInfo,
  unreadCount: z.int().check(z.nonnegative()),
});
export type InboxPage = z.infer<typeof inboxPage>;

/** platform-api §4.6 (`EMFE_getInbox?page=1&size=1`): the member's messages, newest first. */
export const getInbox = defineEndpoint({
  name: 'getInbox',
  summary: 'The member’s inbox, newest first, paged (page from 1, size 1-50, default 10)',
  group: 'messages',
  path: '/wps/relay/EMFE_getInbox',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'required',
  query: z.object({ page: z.optional(pageParam), size: z.optional(sizeParam) }),
  response: inboxPage,
});

/** No platform counterpart known (docs/decisions.md "Member center and agent (server)"). */
export const readInboxMessage = defineEndpoint({
  name: 'readInboxMessage',
  summary:
    'Opens one of the member’s messages and marks it read; another member’s or an unknown id is record.not.found',
  group: 'messages',
  path: '/wps/relay/EMFE_readInboxMessage',
  method: 'POST',
  moduleId: null,
  encrypted: false,
  token: 'required',
  body: z.object({ id: z.int().check(z.positive(), z.maximum(2_147_483_647)) }),
  response: z.object({ message: inboxMessage, unreadCount: z.int().check(z.nonnegative()) }),
});

export const referralDetails = z.object({
  /** The member's referral (invitation) code; '' when none exists and `autoGenerate` was not true. */
  referralCode: z.string(),
  /** Members registered with the code (the member's direct downline). */
  totalInvitations: z.int().check(z.nonnegative()),
  /** Host names to build the link on; empty: the site the app runs on. */
  promotionDomains: z.array(z.string()),
  /** Path and query of the referral link, e.g. `/m/register?r=AB12CD34`; '' without a code. */
  referralPath: z.string(),
});
export type ReferralDetails = z.infer<typeof referralDetails>;

/** platform-api §4.6 referral. Link = `https://<promotionDomains[0]><referralPath>`, or the app's own origin. */
export const getReferralDetails = defineEndpoint({
  name: 'getReferralDetails',
  summary:
    'The member’s referral code (created when autoGenerate=true), invitation count and link parts; trial accounts refused',
  group: 'messages',
  path: '/wps/relay/MCSFE_getReferralDetails',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'required',
  query: z.object({ autoGenerate: z.optional(z.enum(['true', 'false'])) }),
  response: referralDetails,
});
