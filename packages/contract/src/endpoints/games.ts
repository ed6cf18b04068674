import * as z from 'zod/mini';

/* ---------------------------------------------------------------------------------------------------------
 * The games group: game catalogue, vendors, lottery, favourites and recents, launch, the in-house games and the
 * winner board (platform-api §4.5, §9, §10, §12; lobby spec §2.7, §2.8, §3, §4), one `game-*.ts` file per topic
 * so that a web page bundles only the schemas of the endpoints it calls. This file holds what several of them
 * share and no endpoint, so importing it brings no other topic's schemas. Shapes the platform leaves open are
 * decisions (docs/decisions.md, "Games (server)").
 * ------------------------------------------------------------------------------------------------------- */

export { GAME_CATEGORIES, type GameCategory } from '../game-categories.ts';

/** Page sizes of the product (lobby spec §9): lists and favourites 26, recents 25. */
export const GAME_PAGE_SIZE = 26;
export const RECENT_PAGE_SIZE = 25;
/** Largest page a client may ask for (the existing desktop asks 999 favourites, platform-api OP-16). */
export const MAX_GAME_PAGE_SIZE = 999;

export const digits = (max: number) => z.string().check(z.regex(new RegExp(`^[0-9]{1,${max}}$`)));
export const code = z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,64}$/));
/** A free-text parameter the server only compares or echoes. */
export const text = (max: number) => z.string().check(z.maxLength(max));
/** A search term: free text without control characters (no name holds one; a NUL would break the search). */
export const searchTerm = (max: number) => z.string().check(z.maxLength(max), z.regex(/^\P{Cc}*$/u));
export const pageNo = digits(6);
export const pageSize = digits(3);

/** The merchant and client parameters every list of the lobby sends. */
export const listQuery = {
  merchant: z.optional(code),
  merchantCode: z.optional(code),
  platform: z.optional(code),
  clientType: z.optional(digits(2)),
  language: z.optional(text(8)),
};

export const gameItem = z.object({
  /** Stable id of the game in the catalogue (favourites and recents store it). */
  nodeId: z.string(),
  gameId: z.string(),
  /** The vendor's own game code (lottery: the lottery game code). */
  gameCode: z.string(),
  /** Name in the request language (TY falls back to EN where the name is not translated). */
  gameName: z.string(),
  /** The English name. */
  nodeName: z.string(),
  displayName: z.string(),
  gameNameEn: z.string(),
  gameNameTy: z.string(),
  /** Vendor code (platform-api: "vendor" = "vassalage"). */
  vassalage: z.string(),
  gameType: z.string(),
  /** Vendor-provided classify keys of this game (NEW and HOT included when they apply). */
  gameClassifyNew: z.array(z.string()),
  iconUrl: z.string(),
  showIcon: z.string(),
  defaultIcon: z.string(),
  mobileSmallIcon: z.string(),
  mobileLargeIcon: z.string(),
  /** Minimum stake in the merchant's currency (e.g. 0.01). */
  minBet: z.number(),
  minLine: z.number(),
  isNew: z.boolean(),
  isHot: z.boolean(),
  /** Free play (launch `accountType=0`) is offered. */
  freeplay: z.boolean(),
  isGameH5: z.boolean(),
  /** Launch is possible on this client (always true for the catalogue we serve). */
  supportPlay: z.boolean(),
  roomId: z.string(),
  /** Lottery only: the prize mode (Lott, ZY, Elott); '' otherwise. */
  lottoMode: z.string(),
  /** Lottery only: `trad`; '' otherwise. */
  playType: z.string(),
  nodeTypeManageId: z.string(),
});
export type GameItem = z.infer<typeof gameItem>;
