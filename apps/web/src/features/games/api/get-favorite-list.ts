import { getFavoriteList as endpoint } from '@h5/contract/endpoints/game-favourites.ts';
import type { Language } from '@h5/contract/languages.ts';
import { request } from '../../../lib/api/request.ts';
import { appConfig } from '../../../lib/config.ts';
import { CLIENT_TYPE, FAVOURITE_PAGE_SIZE, GAME_PLATFORM } from '../constants.ts';
import type { GamePage } from '../types.ts';
import { toGameView } from './game-view.ts';

/** One page of the member's favourite games (lobby §7: token, pageNo, gameType, pageSize 26, language). */
export async function getFavoritePage(
  params: { gameType: string; language: Language; token: string },
  pageNo: number,
  signal?: AbortSignal,
): Promise<GamePage> {
  const answer = await request(endpoint, {
    query: {
      merchant: appConfig().merchant,
      clientType: String(CLIENT_TYPE),
      platform: GAME_PLATFORM,
      language: params.language,
      token: params.token,
      gameType: params.gameType,
      pageNo: String(pageNo),
      pageSize: String(FAVOURITE_PAGE_SIZE),
    },
    signal,
  });
  return { games: answer.content.map(toGameView), pageNum: answer.pageNum, totalPages: answer.totalPages };
}
