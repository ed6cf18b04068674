import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  getSupportThread,
  listSupportConversations,
  replySupportConversation,
  sendSupportMessage,
} from '@h5/contract/endpoints/support.ts';
import { unitOfWork } from '../../db/unit-of-work.ts';
import { ApiError } from '../../domain/errors.ts';
import { supportRepository } from '../../domain/support/support-repository.ts';
import {
  readThread,
  replyToConversation,
  sendMessage,
  supportQueue,
  type Sender,
} from '../../domain/support/support.ts';
import { resolveOperator } from '../../http/operator-auth.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { readMerchantHeader, readToken } from '../../http/request-headers.ts';
import { rateLimitRepository } from '../../infra/rate-limit-repository.ts';

/** A screenshot of a support message for the staff (not a contract endpoint: it answers bytes, not the envelope). */
export const SUPPORT_IMAGE_PATH = '/ops/support/image';

/** Customer support (issue 17 item 1): the player's thread and messages, the operator's queue and answers. */
export function registerSupportRoutes(app: FastifyInstance): void {
  const { db } = app.platform;
  const repository = supportRepository(db);
  const work = unitOfWork(db, (trx) => ({ support: supportRepository(trx) }));
  const counter = rateLimitRepository(db);
  const sender = (
    session: { memberId: number } | null,
    body: { conversationKey?: string | undefined; contact?: string | undefined },
  ): Sender =>
    session === null
      ? { kind: 'guest', conversationKey: body.conversationKey, contact: body.contact }
      : { kind: 'member', memberId: session.memberId };

  registerEndpoint(app, sendSupportMessage, ({ merchant, session, body, files, language, ip }) =>
    sendMessage(repository, work, counter, {
      merchantCode: merchant.code,
      sender: sender(session, body),
      language,
      content: body.content,
      requestId: body.requestId,
      files,
      ip,
    }),
  );
  registerEndpoint(app, getSupportThread, ({ merchant, session, body }) =>
    readThread(repository, merchant.code, sender(session, body)),
  );
  registerEndpoint(app, listSupportConversations, ({ merchant, query }) =>
    supportQueue(repository, merchant.code, query),
  );
  registerEndpoint(app, replySupportConversation, ({ merchant, operator, body }) =>
    replyToConversation(work, operator, merchant.code, body),
  );

  // The same checks as an operator endpoint's, in the same order: the merchant, then the operator's token.
  app.get(SUPPORT_IMAGE_PATH, async (request: FastifyRequest<{ Querystring: { id?: unknown } }>, reply) => {
    const { platform } = app;
    const header = readMerchantHeader(request);
    if (header.kind === 'duplicate')
      throw new ApiError('functionNotAvailable', { detail: 'duplicateMerchant' });
    if (header.kind === 'missing') throw new ApiError('merchantMissing');
    const merchant = platform.merchants.get(header.code);
    if (merchant === undefined) throw new ApiError('merchantUnknown');
    if (resolveOperator(readToken(request), merchant, platform.config.operatorTokens) === null) {
      throw new ApiError('operatorUnauthorized');
    }
    const { id } = request.query;
    if (typeof id !== 'string' || !/^[1-9][0-9]{0,14}$/.test(id)) {
      throw new ApiError('badRequest', {
        detail: 'invalidField',
        params: { field: 'id' },
        value: { field: 'id' },
      });
    }
    const image = await repository.image(merchant.code, Number(id));
    if (image === undefined) throw new ApiError('recordNotFound');
    return reply
      .type(image.media_type)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-disposition',
        `inline; filename="support-${id}${image.media_type === 'image/png' ? '.png' : '.jpg'}"`,
      )
      .send(image.data);
  });
}
