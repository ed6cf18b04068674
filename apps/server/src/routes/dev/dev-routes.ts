import type { FastifyInstance } from 'fastify';
import { getDevOutbox } from '@h5/contract/endpoints/dev.ts';
import { outboxRepository } from '../../infra/outbox-repository.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/**
 * Development only (`DEV_OUTBOX=true`): what the outbox provider "sent", with the plain codes, and the answer
 * of a captcha by its cookie value (channel `captcha`, `to` = the cookie), for end-to-end tests.
 */
export function registerDevRoutes(app: FastifyInstance): void {
  registerEndpoint(app, getDevOutbox, async ({ platform, query }) => {
    if (query.channel === 'captcha') {
      const answer = await platform.accounts.captchas.devAnswer(query.to);
      return answer === undefined
        ? []
        : [{ to: query.to, subject: 'captcha', body: '', code: answer, sentAt: Date.now() }];
    }
    return outboxRepository(platform.db).latestOutboxMessages(query.channel, query.to);
  });
}
