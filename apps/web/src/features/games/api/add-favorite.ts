import { addFavorite as endpoint } from '@h5/contract/endpoints/game-favourites.ts';
import { request } from '../../../lib/api/request.ts';

/** Adds a favourite (platform-api §4.5: POST nodeId, vendor, token). */
export async function addFavorite(game: {
  nodeId: string;
  vassalage: string;
  gameType: string;
}): Promise<void> {
  await request(endpoint, { body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType } });
}
