import { getHotGames as endpoint } from '@h5/contract/endpoints/game-catalogue.ts';
import type { Language } from '@h5/contract/languages.ts';
import { request } from '../../../lib/api/request.ts';
import { appConfig } from '../../../lib/config.ts';
import { GAME_PLATFORM, HOT_IS_PLATFORM } from '../constants.ts';
import type { GamePage } from '../types.ts';
import { toGameView } from './game-view.ts';

/** Hot games (lobby §7, platform-api §4.5): one list, answered as a single page (lobby §4). */
export async function getHotGamesPage(
  params: { gameType: string; vassalage: string | null; language: Language },
  signal?: AbortSignal,
): Promise<GamePage> {
  const answer = await request(endpoint, {
    query: {
      merchantCode: appConfig().merchant,
      isPlatform: String(HOT_IS_PLATFORM),
      platform: GAME_PLATFORM,
      language: params.language,
      gameType: params.gameType,
      vassalage: params.vassalage ?? '',
    },
    signal,
  });
  return { games: answer.list.map(toGameView), pageNum: 1, totalPages: 1 };
}
