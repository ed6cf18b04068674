import { ACCOUNT_TYPE, launchGame as endpoint } from '@h5/contract/endpoints/game-launch.ts';
import type { Language } from '@h5/contract/languages.ts';
import { request } from '../../../lib/api/request.ts';
import { appConfig } from '../../../lib/config.ts';
import { CLIENT_TYPE, GAME_PLATFORM, LOTTERY_LOBBY_CODE, type PrizeMode } from '../constants.ts';
import { wirePrizeMode } from '../lobby-model.ts';

interface Common {
  language: Language;
  /** Free-play accounts play free (platform-api §4.5 `accountType` 0). */
  freePlay: boolean;
  /** Where the game page's way back leads (a path of this site under /m/). */
  backUrl: string;
}

/** What a game launch needs (lobby §3 "Launch parameters", platform-api §4.5). */
export interface GameLaunch extends Common {
  kind: 'game';
  nodeId: string;
  gameId: string;
  vassalage: string;
  gameType: string;
}

/** A lottery launch (platform-api §4.5: lottoArea VN, launchMode LOTT, prize mode, game code, view). */
export interface LotteryLaunch extends Common {
  kind: 'lottery';
  prizeMode: PrizeMode;
  code: string;
  vassalage?: string;
}

/** Launches a game or the lottery and answers the URL to open (`content.game_url`). */
export async function launchGame(launch: GameLaunch | LotteryLaunch, signal?: AbortSignal): Promise<string> {
  const common = {
    accountType: launch.freePlay ? ACCOUNT_TYPE.freePlay : ACCOUNT_TYPE.real,
    language: launch.language,
    platform: GAME_PLATFORM,
    clientType: String(CLIENT_TYPE),
    merchant: appConfig().merchant,
    confirmTrans: '0',
    webView: 'false',
    isCoin: 'false',
    backUrl: launch.backUrl,
  };
  const query =
    launch.kind === 'game'
      ? {
          ...common,
          launchMode: 'GLS',
          nodeId: launch.nodeId,
          gameId: launch.gameId,
          vassalage: launch.vassalage,
          vendor: launch.vassalage,
          gameType: launch.gameType,
          gameCategory: launch.gameType,
        }
      : {
          ...common,
          launchMode: 'LOTT',
          lottoArea: 'VN',
          lottoPrizeMode: wirePrizeMode(launch.prizeMode),
          prizeMode: wirePrizeMode(launch.prizeMode),
          lottoView: launch.code === LOTTERY_LOBBY_CODE ? 'lobby' : 'betting',
          device: 'WEB',
          ...(launch.code === LOTTERY_LOBBY_CODE ? {} : { lottoGameCode: launch.code }),
          ...(launch.vassalage ? { vassalage: launch.vassalage, vendor: launch.vassalage } : {}),
        };
  const answer = await request(endpoint, { query, signal });
  return answer.content.game_url;
}
