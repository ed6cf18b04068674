import { PATHS, withQuery } from '../../../lib/routes/paths.ts';
import {
  LOTTERY_CATEGORIES,
  LOTTERY_LOBBY_CODE,
  LOTTERY_LOBBY_VENDORS,
  LOTTERY_PAGE_BACK,
  LOTTERY_PLAY_TYPE,
  LOTTO_LOBBY_NODE,
  type PrizeMode,
} from '../constants.ts';

/** What a click needs to know of a game (lobby spec §3 "Game item"). */
export interface ClickedGame {
  nodeId: string;
  vassalage: string;
  gameType: string;
  gameCode?: string;
}

export type ClickAction =
  /** A visitor trying to start a game (lobby §1, §4). */
  | { kind: 'login' }
  /** Lottery: open the lottery launch page, which launches with the session (lobby §2.1, §4). */
  | { kind: 'lottery'; to: string }
  /** Any other game: launch it through the launch call and open the answered URL (platform-api §10 #5). */
  | { kind: 'launch' };

function isLotteryCategory(gameType: string): gameType is PrizeMode {
  return (LOTTERY_CATEGORIES as readonly string[]).includes(gameType.toUpperCase());
}

function isLotteryLobbyVendor(vassalage: string): boolean {
  return (LOTTERY_LOBBY_VENDORS as readonly string[]).includes(vassalage.toUpperCase());
}

/**
 * `/m/launchGame?playType=trad&prize_mode=…&code=…&pageBack=home` (lobby §2.1, platform-api §10 #2); `code`
 * defaults to `lobby`.
 */
export function lotteryLaunchPath(prizeMode: PrizeMode, code: string = LOTTERY_LOBBY_CODE): string {
  return withQuery(PATHS.launchGame, {
    playType: LOTTERY_PLAY_TYPE,
    prize_mode: prizeMode,
    code: code.trim() || LOTTERY_LOBBY_CODE,
    pageBack: LOTTERY_PAGE_BACK,
  });
}

/**
 * Lobby spec §4 "Game click" and platform-api §10 #2, #3, #5:
 * - lottery categories (ELOTT, LOTT) and the lottery-lobby vendors (TCG_LOTTO_VN, TCG_SEA) go straight to the
 *   lottery launch page, whoever clicks (the page itself needs the session). Their prize mode is the game's own
 *   lottery category, else the site's prize mode; the code is the game's code, or `lobby` for the lobby node
 *   (`LOTTO_LOBBY`) and games without one;
 * - any other game: a member launches it, a visitor goes to the login page.
 */
export function gameClickAction(
  game: ClickedGame,
  context: { signedIn: boolean; prizeMode: PrizeMode },
): ClickAction {
  const lotteryCategory = isLotteryCategory(game.gameType);
  if (lotteryCategory || isLotteryLobbyVendor(game.vassalage)) {
    const mode = lotteryCategory ? (game.gameType.toUpperCase() as PrizeMode) : context.prizeMode;
    const lobby = game.nodeId === LOTTO_LOBBY_NODE || !game.gameCode?.trim();
    return { kind: 'lottery', to: lotteryLaunchPath(mode, lobby ? LOTTERY_LOBBY_CODE : game.gameCode) };
  }
  return context.signedIn ? { kind: 'launch' } : { kind: 'login' };
}
