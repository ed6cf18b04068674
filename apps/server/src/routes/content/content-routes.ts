import type { FastifyInstance } from 'fastify';
import { getAnnouncements, readAnnouncement, reportBannerClick } from '@h5/contract/endpoints/content.ts';
import { getFeedbackList, submitFeedback } from '@h5/contract/endpoints/feedback.ts';
import { isTrial } from '@h5/contract/member-types.ts';
import {
  listAnnouncements,
  readAgentNotice,
  reportBannerClick as countBannerClick,
} from '../../domain/content/announcements.ts';
import { listFeedback, submitFeedback as storeFeedback } from '../../domain/content/feedback.ts';
import { paging } from '../../domain/paging.ts';
import { ApiError } from '../../domain/errors.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** platform-api §4.4: content feeds, agent notice reads and feedback. */
export function registerContentRoutes(app: FastifyInstance): void {
  registerEndpoint(app, getAnnouncements, ({ platform, merchant, query, language, session }) =>
    listAnnouncements(platform.repositories.content, merchant, query, language, session),
  );
  registerEndpoint(app, reportBannerClick, ({ platform, merchant, body }) =>
    countBannerClick(platform.repositories.content, merchant.code, body.bannerId),
  );
  registerEndpoint(app, readAnnouncement, ({ platform, merchant, session, body }) => {
    return readAgentNotice(platform.units.content, merchant.code, session, body.id);
  });
  // Trial accounts cannot open the member pages (lobby spec §6), feedback included.
  registerEndpoint(app, submitFeedback, ({ platform, session, body, files }) => {
    if (isTrial(session.memberType)) throw new ApiError('trialRefused');
    return storeFeedback(platform.units.content, session.memberId, body.content, files);
  });
  registerEndpoint(app, getFeedbackList, ({ platform, session, query }) => {
    return listFeedback(platform.repositories.content, session.memberId, paging(query));
  });
}
