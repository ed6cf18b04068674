import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { code } from './games.ts';

/** Prize modes of the lottery (platform-api §10 #2), as the wire spells them. */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

export const lotteryGame = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  nodeId: z.string(),
  /** TCG_LOTTO_VN or TCG_SEA. */
  vendor: z.string(),
  /** platform-api §4.5: the client adds this to VN menu entries; we send it already. */
  accountTypeName: z.string(),
  prizeMode: z.string(),
  gameType: z.string(),
  iconUrl: z.string(),
  /** Seconds between two draws of the game. */
  drawIntervalSeconds: z.number(),
});
export type LotteryGame = z.infer<typeof lotteryGame>;

export const getLotteryMenu = defineEndpoint({
  name: 'getLotteryMenu',
  summary: 'Lottery games of a prize mode (Lott, ZY, Elott; any case), both lottery vendors',
  group: 'games',
  path: '/lgw/vn/games/game_menu',
  aliases: ['/lgw/games/game_menus'],
  method: 'GET',
  moduleId: 'COMM3',
  encrypted: false,
  token: 'optional',
  query: z.object({
    prizeMode: z.optional(z.string().check(z.regex(/^[A-Za-z]{0,8}$/))),
    device: z.optional(code),
    vendor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_]{0,64}$/))),
  }),
  response: z.object({ prizeMode: z.string(), list: z.array(lotteryGame) }),
});
