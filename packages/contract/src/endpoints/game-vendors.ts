import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { code, digits, listQuery } from './games.ts';

/** Classify keys every category knows (platform-api §10 #1); vendors add their own. */
export const BASE_CLASSIFY_KEYS = ['ALL', 'NEW', 'FAV', 'HOT'] as const;

/** A vendor as the lobby shows it (platform-api §4.5 `cards[]`, icon fields §9). */
export const vendorCard = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  /** The vendor's own game type (TF: ESPORTS, DS88: COCKFIGHT even inside the SPORTS lane, §10 #1). */
  gameType: z.string(),
  /**
   * `VASSALAGE`: the card opens the vendor's game list (§10 #4); `GAME`: it launches the vendor's lobby game
   * directly (`nodeId`, `gameId`).
   */
  isGame: z.enum(['VASSALAGE', 'GAME']),
  nodeId: z.string(),
  gameId: z.string(),
  gameCount: z.number(),
  mobileSmallIcon: z.string(),
  mobileLargeIcon: z.string(),
  h5Icon: z.string(),
  smallIcon: z.string(),
  /** Sic (platform-api §9). */
  lagerIcon: z.string(),
});
export type VendorCard = z.infer<typeof vendorCard>;

export const classifyEntry = z.object({ key: z.string(), displayName: z.string() });

/** One category of the product's vendor configuration (lobby spec §3 "category mapping"). */
export const categoryMapping = z.object({
  vendors: z.array(vendorCard),
  gameClassify: z.array(classifyEntry),
  display: z.boolean(),
  sorting: z.number(),
});

export const vendorConfig = z.object({
  /** The categories in lobby order (lobby spec §3 `sorting`); HOT is not in it (the client adds it, §10 #1). */
  sorting: z.array(z.string()),
  /** Category → vendors (with `gameCount`) and classify keys (lobby spec §3 `mapping`). */
  mapping: z.record(z.string(), categoryMapping),
  /** Every vendor once, with the category it is listed under (lobby spec §3 `vendorNames`). */
  vendorNames: z.array(z.object({ gameType: z.string(), vassalage: z.string(), displayName: z.string() })),
  /** The same data as the existing platform's lanes (platform-api §12 #10: `value.data.lanes`). */
  data: z.object({
    lanes: z.array(
      z.object({ title: z.string(), cards: z.array(vendorCard), gameClassify: z.array(classifyEntry) }),
    ),
  }),
});
export type VendorConfig = z.infer<typeof vendorConfig>;

export const getGameVendors = defineEndpoint({
  name: 'getGameVendors',
  summary:
    'Vendor configuration of the lobby: category order, vendors per category with game counts, classify keys',
  group: 'games',
  path: '/wps/relay/GCSGAME_newGameVendor',
  aliases: ['/wps/relay/GCSGAME_gameVendor'],
  method: 'GET',
  moduleId: 'COMM3',
  encrypted: false,
  token: 'optional',
  query: z.object(listQuery),
  response: vendorConfig,
});

export const getVendorsPerGameType = defineEndpoint({
  name: 'getVendorsPerGameType',
  summary:
    'Game type → vendor code → the game types that vendor offers (prize mode rule of platform-api §10 #2)',
  group: 'games',
  path: '/wps/relay/GCSGAME_getVassGameType',
  aliases: ['/wps/relay/GLS2_getVassGameType'],
  method: 'GET',
  moduleId: 'COMM3',
  encrypted: false,
  token: 'required',
  query: z.object({ typeId: z.optional(digits(2)), merchant_code: z.optional(code) }),
  response: z.object({ content: z.record(z.string(), z.record(z.string(), z.array(z.string()))) }),
});
