import type { FastifyInstance } from 'fastify';
import { getBettingRecords, getTransactionRecords } from '@h5/contract/endpoints/records.ts';
import { bettingRecords } from '../../domain/games/bet-records.ts';
import { settleDueRoundsOf } from '../../domain/games/rounds.ts';
import { recordRange } from '../../domain/wallet/record-range.ts';
import { transactionRecords } from '../../domain/wallet/transaction-records.ts';
import type { Platform } from '../../http/platform.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** What settling a member's due draws needs. */
const settling = (platform: Platform) => ({ games: platform.repositories.games, work: platform.units.games });

/** Member-centre records of the wallet ledger and the game rounds (docs/decisions.md "Games (server)"). */
export function registerRecordsRoutes(app: FastifyInstance): void {
  // A number draw whose time has come is settled first, so the records show its win (docs/decisions.md).
  registerEndpoint(app, getTransactionRecords, async ({ platform, query, language, session }) => {
    await settleDueRoundsOf(settling(platform), session.memberId);
    return transactionRecords(
      platform.repositories.wallet,
      session.memberId,
      recordRange(query),
      language,
      query.transactionType,
    );
  });
  registerEndpoint(app, getBettingRecords, async ({ platform, query, language, session }) => {
    await settleDueRoundsOf(settling(platform), session.memberId);
    return bettingRecords(platform.repositories.games, session.memberId, recordRange(query), language, query);
  });
}
