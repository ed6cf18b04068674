import { PATHS } from '../../lib/routes/paths.ts';
import { linkTarget, type LinkTarget } from '../../lib/routes/link-target.ts';
import { HOT_MATCH_TIME_ZONE, WINNER_BOARD_SCROLL_ABOVE } from './constants.ts';

/** Pure rules of the home screen (lobby spec §2.6, §2.9, §2.16, §4). */

const DAY_MS = 86_400_000;

/** Whole days since registration (lobby §2.6 member strip); never negative (clock skew). */
export function daysJoined(regDate: number, now: number): number {
  return Math.max(0, Math.floor((now - regDate) / DAY_MS));
}

interface WinnerLike {
  vo: { winAmount: number };
}

/** The winner board, biggest win first (lobby §4). Stable for equal amounts; the input is not changed. */
export function sortWinners<T extends WinnerLike>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => b.vo.winAmount - a.vo.winAmount);
}

/** The board scrolls only with more than four entries (lobby §9); otherwise every entry is shown still. */
export function winnerBoardScrolls(count: number): boolean {
  return count > WINNER_BOARD_SCROLL_ABOVE;
}

const matchTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A hot match's start as `MM/DD HH:mm` (lobby §9) in the given zone (default the market's, Asia/Manila). */
export function formatMatchTime(ms: number, timeZone: string = HOT_MATCH_TIME_ZONE): string {
  let format = matchTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    matchTimeFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, p.value]));
  return `${parts.month}/${parts.day} ${parts.hour}:${parts.minute}`;
}

/** What a game entry (hot match, winner row, game banner) needs to open its game. */
export interface GameRef {
  gameType: string;
  vendor: string;
}

/**
 * Where "play" goes (lobby §4 "Game click"): visitors to the login page; members to the game list of the game's
 * category filtered by its vendor (platform-api §10 #4). Launching a single game comes with the games issue.
 */
export function playPath(game: GameRef, signedIn: boolean): string {
  if (!signedIn) return PATHS.login;
  const query = new URLSearchParams();
  if (game.gameType) query.set('gameType', game.gameType);
  if (game.vendor) query.set('vassalage', game.vendor);
  const search = query.toString();
  return search ? `${PATHS.gameList}?${search}` : PATHS.gameList;
}

/** The category of the hot matches (they are sports events; the answer carries no category). */
export const HOT_MATCH_GAME_TYPE = 'SPORTS';

interface BannerLike {
  linkageType: 'URL' | 'P' | 'G' | '';
  linkage: string;
  vendor: string;
}

export type BannerTarget = LinkTarget | { kind: 'game'; game: GameRef } | { kind: 'none' };

/** A promotion's id as a `P` banner names it (no path, no URL): platform-api §4.6 "opens promotions at #<linkage>". */
const PROMOTION_LINKAGE = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Where a banner leads after its click is reported (lobby §2.6): a URL or page linkage follows the link rule
 * (`http…` outside, else in the app), except a `P` linkage that is a promotion's id, which opens the activity
 * center at that promotion (`/m/activity#<id>`); a game linkage opens the vendor's games; no linkage stays on home.
 */
export function bannerTarget(banner: BannerLike): BannerTarget {
  const link = banner.linkage.trim();
  if (banner.linkageType === 'G') {
    return banner.vendor ? { kind: 'game', game: { gameType: '', vendor: banner.vendor } } : { kind: 'none' };
  }
  if (!link) return { kind: 'none' };
  if (banner.linkageType === 'P' && PROMOTION_LINKAGE.test(link)) {
    return { kind: 'internal', to: `${PATHS.activity}#${link}` };
  }
  return linkTarget(link);
}
