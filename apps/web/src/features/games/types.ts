/**
 * The game and vendor as the game pages show them. The contract's records (lobby spec §3: a game may carry its
 * name as `gameName`, `nodeName` or `displayName`, lists come as `games`, `content` or `list`) are mapped into these
 * once, in the API files, so the pages do not care which list a game came from.
 */
export interface GameView {
  nodeId: string;
  name: string;
  /** Vendor code (`vassalage`). */
  vassalage: string;
  gameType: string;
  gameCode: string;
  gameId: string;
  iconUrl: string;
  /** Smallest bet, when the catalogue knows it. */
  minBet: number | null;
  freePlay: boolean;
}

export interface VendorView {
  vassalage: string;
  name: string;
  smallIcon: string;
  largeIcon: string;
  gameCount: number | null;
  /** The card opens the vendor's game list; otherwise it launches the vendor's lobby game (platform-api §10 #4). */
  opensList: boolean;
  /** The vendor's own game type (TF: ESPORTS, DS88: COCKFIGHT). */
  gameType: string;
  /** The vendor's lobby game, for cards that launch directly. */
  nodeId: string;
  gameId: string;
}

/** One loaded page of a game list (lobby spec §3 "List page response"). */
export interface GamePage {
  games: GameView[];
  pageNum: number;
  totalPages: number;
}
