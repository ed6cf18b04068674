import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';

/* The in-house game page's own API: identified by the launch ticket, not the session. */

/** A launch ticket as issued (43 base64url characters), the value of the `X-Game-Ticket` header on `state`. */
export const gameTicket = z.string().check(z.regex(/^[A-Za-z0-9_-]{20,64}$/));
const ticket = gameTicket;
const money = z.number().check(z.positive(), z.lte(1_000_000));

export const roundResult = z.object({
  roundId: z.number(),
  /** `open`: stake taken, draw pending (number draw); `settled`: paid out. */
  status: z.enum(['open', 'settled']),
  stake: z.number(),
  payout: z.number(),
  /** Slot: three symbols; draw: the drawn number (empty while open). */
  outcome: z.array(z.string()),
  /** Draw: the player's pick; slot: empty. */
  pick: z.array(z.number()),
  /** Draw: when the result may be drawn (ms); 0 for a slot. */
  drawAt: z.number(),
  createdAt: z.number(),
});
export type RoundResult = z.infer<typeof roundResult>;

export const playState = z.object({
  kind: z.enum(['slot', 'draw']),
  gameName: z.string(),
  nodeId: z.string(),
  vendor: z.string(),
  /** The balance the game plays with (free play: the demo balance). */
  balance: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
  freePlay: z.boolean(),
  minBet: z.number(),
  maxBet: z.number(),
  /** Draw: the numbers a player picks from (1..drawMax). */
  drawMax: z.number(),
  /** Draw: payout multiple of a right pick; slot: multiple for three of a kind of the best symbol. */
  payoutMultiple: z.number(),
  openRound: z.nullable(roundResult),
  language: z.string(),
  /** Where the page's way back leads (a path of this site). */
  backUrl: z.string(),
});
export type PlayState = z.infer<typeof playState>;

export const getPlayState = defineEndpoint({
  name: 'getPlayState',
  summary:
    'In-house game page: the game, the balance it plays with and any open round, by the launch ticket of the X-Game-Ticket header',
  group: 'games',
  path: '/wps/game/inhouse/state',
  method: 'GET',
  moduleId: 'GAMELO3',
  encrypted: false,
  token: 'none',
  // The ticket travels in the `X-Game-Ticket` header (HEADER.gameTicket), never in the query string.
  response: playState,
});

export const placeBet = defineEndpoint({
  name: 'placeBet',
  summary:
    'In-house game: places a bet (slot: settled at once; draw: stake taken, round open until drawn), one transaction; the same requestId again answers the same round',
  group: 'games',
  path: '/wps/game/inhouse/bet',
  method: 'POST',
  moduleId: 'GAMELO3',
  encrypted: false,
  token: 'none',
  body: z.object({
    ticket,
    stake: money,
    /**
     * The bet's idempotency key, made by the client once per bet and sent again with a retry: a request that
     * comes twice (a retry after a timeout, a replay) places one bet and gets the first answer again.
     */
    requestId: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)),
    /** Draw only: one number of 1..drawMax. */
    pick: z.optional(z.array(z.int().check(z.gte(1), z.lte(99))).check(z.maxLength(1))),
  }),
  response: z.object({ round: roundResult, balance: z.number() }),
});

export const drawRound = defineEndpoint({
  name: 'drawRound',
  summary:
    'In-house number draw: draws an open round once its draw time has come and pays it, one transaction',
  group: 'games',
  path: '/wps/game/inhouse/draw',
  method: 'POST',
  moduleId: 'GAMELO3',
  encrypted: false,
  token: 'none',
  body: z.object({ ticket, roundId: z.int().check(z.positive()) }),
  response: z.object({ round: roundResult, balance: z.number() }),
});
