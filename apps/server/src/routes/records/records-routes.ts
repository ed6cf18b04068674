import type { FastifyInstance } from 'fastify';
import { getBettingRecords, getTransactionRecords } from '@h5/contract/endpoints/records.ts';
import { bettingRecords, recordRange, transactionRecords } from '../../domain/records.ts';
import { ApiError } from '../../http/api-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

function memberOf(session: { memberId: number } | null): number {
  if (session === null) throw new ApiError('notLoggedIn');
  return session.memberId;
}

/** Member-centre records of the wallet ledger and the game rounds (docs/decisions.md "Games (server)"). */
export function registerRecordsRoutes(app: FastifyInstance): void {
  registerEndpoint(app, getTransactionRecords, ({ platform, query, language, session }) =>
    transactionRecords(platform.db, memberOf(session), recordRange(query), language, query.transactionType),
  );
  registerEndpoint(app, getBettingRecords, ({ platform, query, language, session }) =>
    bettingRecords(platform.db, memberOf(session), recordRange(query), language, query),
  );
}
