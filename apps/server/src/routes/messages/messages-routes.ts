import type { FastifyInstance } from 'fastify';
import { getInboxUnreadCount, getUnclaimedPromotionCount } from '@h5/contract/endpoints/messages.ts';
import { unclaimedPromotionCount, unreadMailCount } from '../../domain/home-feeds.ts';
import { ApiError } from '../../http/api-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** platform-api §4.6: messages and promotions (so far the two counts of the shell). */
export function registerMessagesRoutes(app: FastifyInstance): void {
  registerEndpoint(app, getInboxUnreadCount, ({ platform, session }) => {
    if (session === null) throw new ApiError('notLoggedIn');
    return unreadMailCount(platform.db, session.memberId);
  });
  registerEndpoint(app, getUnclaimedPromotionCount, ({ platform, session }) => {
    if (session === null) throw new ApiError('notLoggedIn');
    return unclaimedPromotionCount(platform.db, session.memberId);
  });
}
