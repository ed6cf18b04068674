import type { FastifyInstance } from 'fastify';
import { getAnnouncements } from '@h5/contract/endpoints/content.ts';
import { listAnnouncements } from '../../domain/announcements.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** platform-api §4.4: content feeds. */
export function registerContentRoutes(app: FastifyInstance): void {
  registerEndpoint(app, getAnnouncements, ({ platform, merchant, query, language }) =>
    listAnnouncements(platform.db, merchant, query, language),
  );
}
