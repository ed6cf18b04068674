import type { FastifyInstance } from 'fastify';
import { getRankList } from '@h5/contract/endpoints/games.ts';
import { rankList } from '../../domain/home-feeds.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** platform-api §4.5: games (so far the winner board). */
export function registerGamesRoutes(app: FastifyInstance): void {
  registerEndpoint(app, getRankList, ({ platform, merchant, query }) =>
    rankList(platform.db, merchant, query),
  );
}
