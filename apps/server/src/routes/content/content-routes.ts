import type { FastifyInstance } from 'fastify';
import { getAnnouncements, reportBannerClick } from '@h5/contract/endpoints/content.ts';
import { listAnnouncements, reportBannerClick as countBannerClick } from '../../domain/announcements.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** platform-api §4.4: content feeds. */
export function registerContentRoutes(app: FastifyInstance): void {
  registerEndpoint(app, getAnnouncements, ({ platform, merchant, query, language }) =>
    listAnnouncements(platform.db, merchant, query, language),
  );
  registerEndpoint(app, reportBannerClick, ({ platform, merchant, body }) =>
    countBannerClick(platform.db, merchant.code, body.bannerId),
  );
}
