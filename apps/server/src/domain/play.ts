import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { PlayState, RoundResult } from '@h5/contract/endpoints/games.ts';
import { parseLanguage, type Language } from '@h5/contract/languages.ts';
import { isTrial } from '@h5/contract/member-types.ts';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { GameRoundsTable } from '../db/schema.ts';
import { ApiError, fieldError } from './errors.ts';
import { gameName, launchableGame, LOTTO_LOBBY_CODE, recordRecent, type GameRow } from './games.ts';
import { postWalletEntry, walletCents } from './ledger.ts';
import type { SessionInfo } from './sessions.ts';
import { TRIAL_BALANCE_CENTS } from './wallets.ts';

/** A launch ticket stops working this long after its last use (docs/decisions.md "Games (server)"). */
export const TICKET_IDLE_MS = 15 * 60_000;
/** Tickets expired longer than this are deleted (at the member's next launch). */
export const TICKET_PURGE_AFTER_MS = 24 * 60 * 60_000;
const TICKET_BYTES = 32;
/** Number draw: the result is drawn this long after the bet (the round is open meanwhile: #734). */
export const DRAW_DELAY_MS = 3_000;
/** Number draw: numbers 1..DRAW_MAX, a right pick pays DRAW_MULTIPLE times the stake. */
export const DRAW_MAX = 10;
export const DRAW_MULTIPLE = 9;
/** Largest stake of the in-house games, in centavos (₱10,000). */
export const MAX_BET_CENTS = 1_000_000;
/** A real member's free play starts with this demo balance, held on the ticket. */
export const FREE_PLAY_DEMO_CENTS = TRIAL_BALANCE_CENTS;
/** Where the game page leads back to when the launch gave no usable `backUrl`. */
export const DEFAULT_BACK_URL = '/m/home';
/** Path of the in-house game page. */
export const PLAY_PAGE_PATH = '/play/game';
/** Lottery vendor whose lobby a lottery launch without a vendor opens. */
const DEFAULT_LOTTERY_VENDOR = 'TCG_LOTTO_VN';

/** Slot reel: symbol and weight; three of a kind pays `pays` times the stake. */
export const SLOT_SYMBOLS = [
  { symbol: 'SEVEN', weight: 1, pays: 100 },
  { symbol: 'BAR', weight: 2, pays: 40 },
  { symbol: 'BELL', weight: 3, pays: 20 },
  { symbol: 'STAR', weight: 4, pays: 10 },
  { symbol: 'CHERRY', weight: 5, pays: 8 },
  { symbol: 'LEMON', weight: 6, pays: 5 },
] as const;
const REEL_WEIGHT = SLOT_SYMBOLS.reduce((sum, s) => sum + s.weight, 0);
/** Two cherries (not three) pay 3×, two sevens 5×. */
const PAIR_PAYS: Readonly<Record<string, number>> = { CHERRY: 3, SEVEN: 5 };

/** `random(n)`: an integer in [0, n). Tests pass their own. */
export type Random = (n: number) => number;
const secureRandom: Random = (n) => randomInt(n);

export const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export function slotPayoutMultiple(reels: readonly string[]): number {
  const [a, b, c] = reels;
  if (a === b && b === c) return SLOT_SYMBOLS.find((s) => s.symbol === a)?.pays ?? 0;
  for (const [symbol, pays] of Object.entries(PAIR_PAYS)) {
    if (reels.filter((r) => r === symbol).length === 2) return pays;
  }
  return 0;
}

function spin(random: Random): string[] {
  return [0, 1, 2].map(() => {
    let roll = random(REEL_WEIGHT);
    for (const s of SLOT_SYMBOLS) {
      if (roll < s.weight) return s.symbol;
      roll -= s.weight;
    }
    return 'LEMON';
  });
}

/**
 * The way back of the game page: the launch's `backUrl` when it is a path of this site under `/m/` (an absolute
 * URL, `//host`, a backslash or any other path would make the page an open redirect), else `/m/home`.
 */
export function safeBackUrl(backUrl: string | undefined): string {
  if (backUrl === undefined || !backUrl.startsWith('/m/') || backUrl.includes('\\')) return DEFAULT_BACK_URL;
  try {
    const base = 'http://same.invalid';
    const url = new URL(backUrl, base);
    if (url.origin !== base || !url.pathname.startsWith('/m/')) return DEFAULT_BACK_URL;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_BACK_URL;
  }
}

export interface LaunchQuery {
  launchMode: string;
  nodeId?: string | undefined;
  gameId?: string | undefined;
  vassalage?: string | undefined;
  vendor?: string | undefined;
  accountType?: string | undefined;
  language?: string | undefined;
  backUrl?: string | undefined;
  lottoGameCode?: string | undefined;
}

async function findLaunchGame(db: Db, query: LaunchQuery): Promise<GameRow | undefined> {
  const mode = query.launchMode.toUpperCase();
  if (mode !== 'GLS' && mode !== 'LOTT') {
    throw fieldError('launchMode');
  }
  const vendor = (query.vassalage || query.vendor || '').toUpperCase() || undefined;
  const nodeId = query.nodeId ?? '';
  if (nodeId !== '' && nodeId.toUpperCase() !== LOTTO_LOBBY_CODE) {
    return launchableGame(db, { nodeId, ...(vendor === undefined ? {} : { vendor }) });
  }
  const gameId = query.gameId ?? '';
  if (gameId !== '' && nodeId === '') {
    return launchableGame(db, { gameCode: gameId, ...(vendor === undefined ? {} : { vendor }) });
  }
  const code = query.lottoGameCode ?? '';
  if (mode === 'LOTT' && code !== '' && code.toLowerCase() !== 'lobby') {
    return launchableGame(db, { gameCode: code, ...(vendor === undefined ? {} : { vendor }) });
  }
  if (mode === 'LOTT' || nodeId.toUpperCase() === LOTTO_LOBBY_CODE) {
    return launchableGame(db, { gameCode: LOTTO_LOBBY_CODE, vendor: vendor ?? DEFAULT_LOTTERY_VENDOR });
  }
  throw fieldError('nodeId', 'missing');
}

type RoundRow = Selectable<GameRoundsTable>;

function toRound(row: RoundRow): RoundResult {
  return {
    roundId: row.id,
    status: row.status,
    stake: row.stake_cents / 100,
    payout: row.payout_cents / 100,
    outcome: JSON.parse(row.outcome) as string[],
    pick: JSON.parse(row.pick) as number[],
    drawAt: row.draw_at,
    createdAt: row.created_at,
  };
}

/** Pays money back to where the round's stake came from: the ticket's demo balance or the wallet (ledger). */
async function credit(trx: Db, round: RoundRow, cents: number, now: number): Promise<void> {
  if (cents === 0) return;
  if (round.ticket_hash !== null) {
    await trx
      .updateTable('game_tickets')
      .set((eb) => ({ demo_balance_cents: eb('demo_balance_cents', '+', cents) }))
      .where('ticket_hash', '=', round.ticket_hash)
      .execute();
    return;
  }
  await postWalletEntry(trx, {
    memberId: round.member_id,
    type: 'WIN',
    amountCents: cents,
    reference: `round:${round.id}`,
    roundId: round.id,
    now,
  });
}

/** Draws an open number-draw round and pays it (inside the caller's transaction). */
async function settleDraw(trx: Db, round: RoundRow, now: number, random: Random): Promise<RoundRow> {
  const drawn = random(DRAW_MAX) + 1;
  const picked = (JSON.parse(round.pick) as number[])[0];
  const payout = picked === drawn ? round.stake_cents * DRAW_MULTIPLE : 0;
  const settled = await trx
    .updateTable('game_rounds')
    .set({
      status: 'settled',
      outcome: JSON.stringify([String(drawn)]),
      payout_cents: payout,
      settled_at: now,
    })
    .where('id', '=', round.id)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
  if (settled === undefined) return round;
  await credit(trx, settled, payout, now);
  return settled;
}

/** Draws the member's open rounds whose draw time has come (a closed page never leaves a round open). */
async function settleDueRounds(trx: Db, memberId: number, now: number, random: Random): Promise<void> {
  const due = await trx
    .selectFrom('game_rounds')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('status', '=', 'open')
    .where('draw_at', '<=', now)
    .execute();
  for (const round of due) await settleDraw(trx, round, now, random);
}

/**
 * Settles the member's due number-draw rounds before something reads their money (wallet balance, records): a win
 * is paid when its draw time has come, not when the player next opens a game. Same code path as the game's, in
 * its own transaction; the partial index `game_rounds_open` makes the usual "nothing open" case one lookup.
 */
export async function settleDueRoundsOf(
  db: Db,
  memberId: number,
  now = Date.now(),
  random: Random = secureRandom,
): Promise<void> {
  const open = await openRoundOf(db, memberId);
  if (open === undefined) return;
  await db.transaction().execute((trx) => settleDueRounds(trx, memberId, now, random));
}

async function openRoundOf(trx: Db, memberId: number): Promise<RoundRow | undefined> {
  return trx
    .selectFrom('game_rounds')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('status', '=', 'open')
    .orderBy('id')
    .executeTakeFirst();
}

export interface LaunchContext {
  session: SessionInfo;
  merchantCode: string;
  /** The request's `Language` header (the `language` parameter wins when it names a language). */
  language: Language;
  now?: number;
  random?: Random;
}

/**
 * Launch (platform-api §4.5): finds the game, refuses while a round is open (#734), records the recent game and
 * issues a ticket for the in-house game page, all in one transaction. Answers the page's path.
 */
export async function launch(db: Db, query: LaunchQuery, context: LaunchContext): Promise<string> {
  const now = context.now ?? Date.now();
  const random = context.random ?? secureRandom;
  const { session } = context;
  const game = await findLaunchGame(db, query);
  if (game === undefined) throw new ApiError('gameNotFound');
  const trial = isTrial(session.memberType);
  if (trial && query.accountType === '1') throw new ApiError('trialRefused');
  // A free-play account plays free on its own demo wallet; a real member's free play uses a ticket balance.
  const demoOnTicket = !trial && query.accountType === '0';
  if (demoOnTicket && game.freeplay !== 1) {
    throw fieldError('accountType');
  }
  const language =
    query.language !== undefined && ['EN', 'TY'].includes(query.language.toUpperCase())
      ? parseLanguage(query.language)
      : context.language;
  const ticket = randomBytes(TICKET_BYTES).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await settleDueRounds(trx, session.memberId, now, random);
    if ((await openRoundOf(trx, session.memberId)) !== undefined) throw new ApiError('gameRoundUnfinished');
    await recordRecent(trx, session.memberId, game.id, now);
    // Housekeeping through the member index: only this member's long-dead tickets, never a table scan.
    await trx
      .deleteFrom('game_tickets')
      .where('member_id', '=', session.memberId)
      .where('expires_at', '<', now - TICKET_PURGE_AFTER_MS)
      .execute();
    await trx
      .insertInto('game_tickets')
      .values({
        ticket_hash: hashTicket(ticket),
        member_id: session.memberId,
        game_id: game.id,
        session_hash: session.tokenHash,
        merchant_code: context.merchantCode,
        language,
        free_play: trial || demoOnTicket ? 1 : 0,
        demo_balance_cents: demoOnTicket ? FREE_PLAY_DEMO_CENTS : null,
        back_url: safeBackUrl(query.backUrl),
        created_at: now,
        last_used_at: now,
        expires_at: now + TICKET_IDLE_MS,
      })
      .execute();
  });
  return `${PLAY_PAGE_PATH}?ticket=${ticket}`;
}

export interface TicketInfo {
  ticketHash: string;
  memberId: number;
  merchantCode: string;
  language: Language;
  freePlay: boolean;
  demoBalanceCents: number | null;
  backUrl: string;
  game: GameRow;
}

/**
 * The live ticket (and marks it and its session used), or `game.ticket.invalid`: unknown (forged), expired, issued
 * by another merchant than the request's, its session ended (logout, expiry, idle), its member was disabled, or
 * its game or the game's vendor was switched off since the launch.
 */
export async function resolveTicket(
  trx: Db,
  ticket: string,
  options: { merchantCode: string; sessionIdleMs: number },
  now = Date.now(),
): Promise<TicketInfo> {
  const ticketHash = hashTicket(ticket);
  const row = await trx
    .selectFrom('game_tickets')
    .innerJoin('sessions', 'sessions.token_hash', 'game_tickets.session_hash')
    .innerJoin('members', 'members.id', 'game_tickets.member_id')
    .innerJoin('games', 'games.id', 'game_tickets.game_id')
    .innerJoin('game_vendors', 'game_vendors.code', 'games.vendor_code')
    .select([
      'game_tickets.member_id',
      'game_tickets.game_id',
      'game_tickets.merchant_code',
      'game_tickets.language',
      'game_tickets.free_play',
      'game_tickets.demo_balance_cents',
      'game_tickets.back_url',
      'game_tickets.expires_at',
      'game_tickets.session_hash',
      'sessions.revoked_at',
      'sessions.expires_at as session_expires_at',
      'sessions.last_seen_at',
      'members.status',
      'games.enabled as game_enabled',
      'game_vendors.enabled as vendor_enabled',
    ])
    .where('game_tickets.ticket_hash', '=', ticketHash)
    .executeTakeFirst();
  if (
    row === undefined ||
    row.merchant_code !== options.merchantCode ||
    row.game_enabled !== 1 ||
    row.vendor_enabled !== 1 ||
    now >= row.expires_at ||
    row.revoked_at !== null ||
    now >= row.session_expires_at ||
    now - row.last_seen_at >= options.sessionIdleMs ||
    row.status !== 'active'
  ) {
    throw new ApiError('gameTicketInvalid');
  }
  const game = await trx
    .selectFrom('games')
    .selectAll()
    .where('id', '=', row.game_id)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('game_tickets')
    .set({ last_used_at: now, expires_at: now + TICKET_IDLE_MS })
    .where('ticket_hash', '=', ticketHash)
    .execute();
  // Playing counts as using the site: the lobby session does not run idle under a long game.
  await trx
    .updateTable('sessions')
    .set({ last_seen_at: now })
    .where('token_hash', '=', row.session_hash)
    .execute();
  return {
    ticketHash,
    memberId: row.member_id,
    merchantCode: row.merchant_code,
    language: parseLanguage(row.language),
    freePlay: row.free_play === 1,
    demoBalanceCents: row.demo_balance_cents,
    backUrl: row.back_url,
    game,
  };
}

async function balanceCents(trx: Db, ticket: TicketInfo): Promise<number> {
  if (ticket.demoBalanceCents === null) return walletCents(trx, ticket.memberId);
  const row = await trx
    .selectFrom('game_tickets')
    .select('demo_balance_cents')
    .where('ticket_hash', '=', ticket.ticketHash)
    .executeTakeFirstOrThrow();
  return row.demo_balance_cents ?? 0;
}

export interface PlayOptions {
  /** The request's merchant: a ticket of another merchant is invalid. */
  merchantCode: string;
  sessionIdleMs: number;
  wallet: { currency: string; currencySymbol: string };
  now?: number;
  random?: Random;
}

export async function playState(db: Db, ticket: string, options: PlayOptions): Promise<PlayState> {
  const now = options.now ?? Date.now();
  return db.transaction().execute(async (trx) => {
    const info = await resolveTicket(trx, ticket, options, now);
    await settleDueRounds(trx, info.memberId, now, options.random ?? secureRandom);
    const open = await openRoundOf(trx, info.memberId);
    const { game } = info;
    return {
      kind: game.play_kind,
      gameName: gameName(game, info.language),
      nodeId: game.node_id,
      vendor: game.vendor_code,
      balance: (await balanceCents(trx, info)) / 100,
      currency: options.wallet.currency,
      currencySymbol: options.wallet.currencySymbol,
      freePlay: info.freePlay,
      minBet: game.min_bet_cents / 100,
      maxBet: MAX_BET_CENTS / 100,
      drawMax: DRAW_MAX,
      payoutMultiple: game.play_kind === 'draw' ? DRAW_MULTIPLE : SLOT_SYMBOLS[0].pays,
      openRound: open === undefined || open.game_id !== game.id ? null : toRound(open),
      language: info.language,
      backUrl: info.backUrl,
    };
  });
}

/**
 * A bet of the in-house page, in one transaction: the round, the stake taken (wallet and ledger, or the
 * ticket's demo balance) and, for a slot, the win paid. Any failure leaves all of it unwritten.
 */
export async function placeBet(
  db: Db,
  input: { ticket: string; stake: number; requestId: string; pick?: number[] | undefined },
  options: PlayOptions,
): Promise<{ round: RoundResult; balance: number }> {
  const now = options.now ?? Date.now();
  const random = options.random ?? secureRandom;
  const stakeCents = Math.round(input.stake * 100);
  if (Math.abs(input.stake * 100 - stakeCents) > 1e-6) throw fieldError('stake');
  return db.transaction().execute(async (trx) => {
    const info = await resolveTicket(trx, input.ticket, options, now);
    const { game } = info;
    if (stakeCents < game.min_bet_cents || stakeCents > MAX_BET_CENTS) throw fieldError('stake');
    const draw = game.play_kind === 'draw';
    const pick = input.pick ?? [];
    if (draw && (pick.length !== 1 || (pick[0] ?? 0) > DRAW_MAX)) throw fieldError('pick');
    // The same key again is the same bet (a retry after a timeout, a replay): its first answer, nothing moved.
    const placed = await trx
      .selectFrom('game_rounds')
      .selectAll()
      .where('member_id', '=', info.memberId)
      .where('request_key', '=', input.requestId)
      .executeTakeFirst();
    if (placed !== undefined) {
      const same =
        placed.game_id === game.id &&
        placed.stake_cents === stakeCents &&
        placed.pick === JSON.stringify(draw ? pick : []);
      if (!same) throw fieldError('requestId');
      return { round: toRound(placed), balance: (await balanceCents(trx, info)) / 100 };
    }
    await settleDueRounds(trx, info.memberId, now, random);
    if ((await openRoundOf(trx, info.memberId)) !== undefined) throw new ApiError('gameRoundUnfinished');

    const outcome = draw ? [] : spin(random);
    const payout = draw ? 0 : stakeCents * slotPayoutMultiple(outcome);
    const demo = info.demoBalanceCents !== null;
    const round = await trx
      .insertInto('game_rounds')
      .values({
        member_id: info.memberId,
        game_id: game.id,
        free_play: info.freePlay ? 1 : 0,
        ticket_hash: demo ? info.ticketHash : null,
        stake_cents: stakeCents,
        payout_cents: payout,
        status: draw ? 'open' : 'settled',
        outcome: JSON.stringify(outcome),
        pick: JSON.stringify(draw ? pick : []),
        draw_at: draw ? now + DRAW_DELAY_MS : 0,
        created_at: now,
        settled_at: draw ? null : now,
        request_key: input.requestId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (demo) {
      const taken = await trx
        .updateTable('game_tickets')
        .set((eb) => ({ demo_balance_cents: eb('demo_balance_cents', '-', stakeCents) }))
        .where('ticket_hash', '=', info.ticketHash)
        .where('demo_balance_cents', '>=', stakeCents)
        .executeTakeFirst();
      if (taken.numUpdatedRows !== 1n) throw new ApiError('balanceInsufficient');
    } else {
      await postWalletEntry(trx, {
        memberId: info.memberId,
        type: 'BET',
        amountCents: -stakeCents,
        reference: `round:${round.id}`,
        roundId: round.id,
        now,
      });
    }
    await credit(trx, round, payout, now);
    return { round: toRound(round), balance: (await balanceCents(trx, info)) / 100 };
  });
}

/** Draws an open number-draw round of the ticket's game once its time has come; a drawn one is answered again. */
export async function drawRound(
  db: Db,
  input: { ticket: string; roundId: number },
  options: PlayOptions,
): Promise<{ round: RoundResult; balance: number }> {
  const now = options.now ?? Date.now();
  return db.transaction().execute(async (trx) => {
    const info = await resolveTicket(trx, input.ticket, options, now);
    const round = await trx
      .selectFrom('game_rounds')
      .selectAll()
      .where('id', '=', input.roundId)
      .where('member_id', '=', info.memberId)
      .where('game_id', '=', info.game.id)
      .executeTakeFirst();
    if (round === undefined) throw new ApiError('gameRoundNotReady');
    if (round.status === 'open' && now < round.draw_at) {
      throw new ApiError('gameRoundNotReady', { value: { drawAt: round.draw_at } });
    }
    const settled =
      round.status === 'open' ? await settleDraw(trx, round, now, options.random ?? secureRandom) : round;
    return { round: toRound(settled), balance: (await balanceCents(trx, info)) / 100 };
  });
}
