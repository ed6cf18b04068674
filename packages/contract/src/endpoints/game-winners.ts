import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';

export const winnerRow = z.object({
  vo: z.object({
    /** Masked: first and last character kept, e.g. `p******1`. */
    customerName: z.string(),
    winAmount: z.number(),
    gameName: z.string(),
    nodeId: z.string(),
    gameType: z.string(),
    vendor: z.string(),
    iconUrl: z.string(),
  }),
});
export type WinnerRow = z.infer<typeof winnerRow>;

/** platform-api §4.5 winner board: the biggest wins, by win amount descending. */
export const getRankList = defineEndpoint({
  name: 'getRankList',
  summary: 'Winner board: the biggest recent wins of the merchant, win amount descending, names masked',
  group: 'games',
  path: '/wps/relay/GCSGAME_getRankList',
  method: 'GET',
  moduleId: 'COMM3',
  encrypted: false,
  token: 'optional',
  query: z.object({
    /** `ALL` (default) or one game category such as `SLOT`, `LIVE`, `FISH`, `SPORTS`. */
    gameCategory: z.optional(z.string().check(z.regex(/^[A-Za-z_]{1,32}$/))),
    /** Accepted for the platform's sake; the rows carry brand names that need no translation. */
    language: z.optional(z.string().check(z.maxLength(8))),
    /** 1-50, default 20. */
    limitNum: z.optional(z.string().check(z.regex(/^([1-9]|[1-4][0-9]|50)$/))),
  }),
  response: z.object({ list: z.array(winnerRow) }),
});
