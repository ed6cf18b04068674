import type { FastifyInstance } from 'fastify';
import { getBettingRecords, getTransactionRecords } from '@h5/contract/endpoints/records.ts';
import { settleDueRoundsOf } from '../../domain/play.ts';
import { bettingRecords, recordRange, transactionRecords } from '../../domain/records.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** Member-centre records of the wallet ledger and the game rounds (docs/decisions.md "Games (server)"). */
export function registerRecordsRoutes(app: FastifyInstance): void {
  // A number draw whose time has come is settled first, so the records show its win (docs/decisions.md).
  registerEndpoint(app, getTransactionRecords, async ({ platform, query, language, session }) => {
    await settleDueRoundsOf(platform.db, session.memberId);
    return transactionRecords(
      platform.db,
      session.memberId,
      recordRange(query),
      language,
      query.transactionType,
    );
  });
  registerEndpoint(app, getBettingRecords, async ({ platform, query, language, session }) => {
    await settleDueRoundsOf(platform.db, session.memberId);
    return bettingRecords(platform.db, session.memberId, recordRange(query), language, query);
  });
}
