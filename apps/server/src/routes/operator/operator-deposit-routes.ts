import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listOperatorDeposits, reviewDeposit } from '@h5/contract/endpoints/operator.ts';
import { ApiError } from '../../domain/errors.ts';
import { operatorDeposits, reviewManualDeposit } from '../../domain/payments/deposit-review.ts';
import { resolveOperator } from '../../http/operator-auth.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { readMerchantHeader, readToken } from '../../http/request-headers.ts';

/** The receipt image of a manual deposit (not a contract endpoint: it answers bytes, not the envelope). */
export const RECEIPT_PATH = '/ops/deposits/receipt';
const REFERENCE = /^[A-Z0-9]{8,40}$/;

/** The operator API's deposit side: the review queue, decisions, and the receipts to decide on. */
export function registerOperatorDepositRoutes(app: FastifyInstance): void {
  const { platform } = app;

  registerEndpoint(app, listOperatorDeposits, ({ merchant, query, language }) =>
    operatorDeposits(platform.repositories.payments, merchant.code, query, language),
  );
  registerEndpoint(app, reviewDeposit, ({ merchant, operator, body, language }) =>
    reviewManualDeposit(
      { deposits: platform.repositories.payments, work: platform.units.payments },
      merchant.code,
      operator.name,
      body,
      language,
    ),
  );

  // The same checks as an operator endpoint's, in the same order: the merchant, then the operator's token.
  app.get(RECEIPT_PATH, async (request: FastifyRequest<{ Querystring: { reference?: unknown } }>, reply) => {
    const header = readMerchantHeader(request);
    if (header.kind === 'duplicate')
      throw new ApiError('functionNotAvailable', { detail: 'duplicateMerchant' });
    if (header.kind === 'missing') throw new ApiError('merchantMissing');
    const merchant = platform.merchants.get(header.code);
    if (merchant === undefined) throw new ApiError('merchantUnknown');
    if (resolveOperator(readToken(request), merchant, platform.config.operatorTokens) === null) {
      throw new ApiError('operatorUnauthorized');
    }
    const { reference } = request.query;
    if (typeof reference !== 'string' || !REFERENCE.test(reference)) {
      throw new ApiError('badRequest', {
        detail: 'invalidField',
        params: { field: 'reference' },
        value: { field: 'reference' },
      });
    }
    const receipt = await platform.repositories.payments.receipt(merchant.code, reference);
    if (receipt === undefined) throw new ApiError('recordNotFound');
    return reply
      .type(receipt.media_type)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-disposition',
        `inline; filename="${reference}${receipt.media_type === 'image/png' ? '.png' : '.jpg'}"`,
      )
      .send(receipt.data);
  });
}
