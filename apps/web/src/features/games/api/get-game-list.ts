import { getGameList as endpoint } from '@h5/contract/endpoints/game-catalogue.ts';
import type { Language } from '@h5/contract/languages.ts';
import { request } from '../../../lib/api/request.ts';
import { appConfig } from '../../../lib/config.ts';
import { CLIENT_TYPE, GAME_PAGE_SIZE, GAME_PLATFORM, type MinBet } from '../constants.ts';
import type { GamePage } from '../types.ts';
import { toGameView } from './game-view.ts';

export interface GameListParams {
  /** A category; empty for every category. */
  gameType: string;
  vassalage: string | null;
  gameClassify: string;
  gameName: string;
  minBet: MinBet;
  language: Language;
}

/**
 * One page of `GCSGAME_gameList` (lobby §7, platform-api §4.5). `language` goes along only when there is no
 * search text (platform-api §12 #1: the existing platform answers an empty list for both).
 */
export async function getGameListPage(
  params: GameListParams,
  pageNo: number,
  signal?: AbortSignal,
): Promise<GamePage> {
  const search = params.gameName.trim();
  const answer = await request(endpoint, {
    query: {
      merchant: appConfig().merchant,
      clientType: String(CLIENT_TYPE),
      platform: GAME_PLATFORM,
      gameType: params.gameType,
      gameClassify: params.gameClassify,
      pageNo: String(pageNo),
      pageSize: String(GAME_PAGE_SIZE),
      ...(params.vassalage ? { vassalage: params.vassalage } : {}),
      ...(search ? { gameName: search } : { language: params.language }),
      ...(params.minBet ? { minBet: params.minBet } : {}),
    },
    signal,
  });
  return { games: answer.games.map(toGameView), pageNum: answer.pageNum, totalPages: answer.totalPages };
}
