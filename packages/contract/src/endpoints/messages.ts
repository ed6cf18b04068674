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
