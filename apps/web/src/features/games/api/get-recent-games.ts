import { getRecentGames as endpoint } from '@h5/contract/endpoints/game-favourites.ts';
import type { Language } from '@h5/contract/languages.ts';
import { request } from '../../../lib/api/request.ts';
import { CLIENT_TYPE, RECENT_PAGE_SIZE } from '../constants.ts';
import type { GamePage } from '../types.ts';
import { toGameView } from './game-view.ts';

/** One page of the member's recent games (lobby §7: page, pageSize 25, gameType, language, clientType 2). */
export async function getRecentPage(
  params: { gameType: string; language: Language },
  page: number,
  signal?: AbortSignal,
): Promise<GamePage> {
  const answer = await request(endpoint, {
    query: {
      page: String(page),
      pageSize: String(RECENT_PAGE_SIZE),
      gameType: params.gameType,
      language: params.language,
      clientType: String(CLIENT_TYPE),
    },
    signal,
  });
  return { games: answer.list.map(toGameView), pageNum: answer.pageNum, totalPages: answer.totalPages };
}
