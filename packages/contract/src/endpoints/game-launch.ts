import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { code, digits, text } from './games.ts';

/** Launch `accountType` (platform-api §4.5): 1 real money, 0 free play. */
export const ACCOUNT_TYPE = { freePlay: '0', real: '1' } as const;

export const launchGame = defineEndpoint({
  name: 'launchGame',
  summary:
    'Starts a game for the member (records it as recent) and answers the URL of the game page; #734 while a round is open',
  group: 'games',
  path: '/wps/game/launchGame',
  method: 'GET',
  moduleId: 'GAMELO3',
  encrypted: false,
  token: 'required',
  query: z.object({
    /** `GLS` (games) or `LOTT` (lottery); required (platform-api §12 #2). */
    launchMode: z.string().check(z.regex(/^[A-Za-z]{1,8}$/)),
    nodeId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_.-]{0,64}$/))),
    gameId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_.-]{0,64}$/))),
    vassalage: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_]{0,64}$/))),
    vendor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_]{0,64}$/))),
    gameType: z.optional(z.string().check(z.regex(/^[A-Za-z]{0,16}$/))),
    gameCategory: z.optional(z.string().check(z.regex(/^[A-Za-z]{0,16}$/))),
    /** `1` real money (default), `0` free play; free-play accounts always play free (demo balance). */
    accountType: z.optional(z.string().check(z.regex(/^[01]$/))),
    roomId: z.optional(text(64)),
    language: z.optional(text(8)),
    platform: z.optional(code),
    clientType: z.optional(digits(2)),
    merchant: z.optional(code),
    typeId: z.optional(digits(2)),
    isPlatform: z.optional(digits(2)),
    supportPlay: z.optional(text(16)),
    confirmTrans: z.optional(text(8)),
    webView: z.optional(text(8)),
    isCoin: z.optional(text(8)),
    username: z.optional(text(64)),
    /** Where the game page's back link goes: used only when it is a path of this site under `/m/`. */
    backUrl: z.optional(text(512)),
    /** Lottery (launchMode LOTT): area, prize mode, game code (`lobby` or none: the lottery lobby), view. */
    lottoArea: z.optional(code),
    lottoPrizeMode: z.optional(z.string().check(z.regex(/^[A-Za-z]{0,8}$/))),
    prizeMode: z.optional(z.string().check(z.regex(/^[A-Za-z]{0,8}$/))),
    lottoGameCode: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_.-]{0,64}$/))),
    lottoView: z.optional(code),
    device: z.optional(code),
  }),
  response: z.object({ content: z.object({ game_url: z.string() }) }),
});
