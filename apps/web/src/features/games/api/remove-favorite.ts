import { removeFavorite as endpoint } from '@h5/contract/endpoints/game-favourites.ts';
import { request } from '../../../lib/api/request.ts';

/** Removes a favourite (platform-api §4.5: DELETE with nodeId, vendor in the query). */
export async function removeFavorite(game: {
  nodeId: string;
  vassalage: string;
  gameType: string;
}): Promise<void> {
  await request(endpoint, {
    query: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
  });
}
