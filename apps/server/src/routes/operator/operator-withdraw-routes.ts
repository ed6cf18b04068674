import type { FastifyInstance } from 'fastify';
import { listOperatorWithdrawals, reviewWithdrawal } from '@h5/contract/endpoints/operator.ts';
import { reviewWithdrawal as review, withdrawalQueue } from '../../domain/withdrawals/withdraw-review.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** The operator API's withdrawal side: the queue (default the pending ones, oldest first) and decisions. */
export function registerOperatorWithdrawRoutes(app: FastifyInstance): void {
  const { platform } = app;
  registerEndpoint(app, listOperatorWithdrawals, ({ merchant, query }) =>
    withdrawalQueue(platform.repositories.withdrawals, merchant, query),
  );
  registerEndpoint(app, reviewWithdrawal, ({ merchant, operator, body }) =>
    review({ work: platform.units.withdrawals }, operator, merchant, body),
  );
}
