import type { FastifyInstance } from 'fastify';
import {
  getInbox,
  getInboxUnreadCount,
  getReferralDetails,
  getUnclaimedPromotionCount,
  readInboxMessage,
} from '@h5/contract/endpoints/messages.ts';
import { isTrial } from '@h5/contract/member-types.ts';
import { listInbox, readInboxMessage as readMessage } from '../../domain/content/inbox.ts';
import { paging } from '../../domain/paging.ts';
import { referralDetails } from '../../domain/accounts/referrals.ts';
import { ApiError } from '../../domain/errors.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** platform-api §4.6: mail, promotion counts and referral details. */
export function registerMessagesRoutes(app: FastifyInstance): void {
  registerEndpoint(app, getInboxUnreadCount, ({ platform, session }) => {
    return platform.repositories.content.unreadMailCount(session.memberId);
  });
  registerEndpoint(app, getUnclaimedPromotionCount, ({ platform, session }) => {
    return platform.repositories.content.unclaimedPromotionCount(session.memberId);
  });
  registerEndpoint(app, getInbox, ({ platform, session, query, language }) => {
    return listInbox(platform.repositories.content, session.memberId, paging(query), language);
  });
  registerEndpoint(app, readInboxMessage, ({ platform, session, body, language }) => {
    return readMessage(platform.units.content, session.memberId, body.id, language);
  });
  // A trial account is thrown away after play: it gets no code that others could register under.
  registerEndpoint(app, getReferralDetails, ({ platform, session, merchant, query }) => {
    if (isTrial(session.memberType)) throw new ApiError('trialRefused');
    return referralDetails(
      platform.repositories.accounts,
      merchant,
      session.memberId,
      query.autoGenerate === 'true',
    );
  });
}
