import type { PlayState, RoundResult } from '@h5/contract/endpoints/game-play.ts';
import { ApiError, fieldError } from '../errors.ts';
import { gameName } from './game-items.ts';
import {
  DRAW_DELAY_MS,
  DRAW_MAX,
  DRAW_MULTIPLE,
  MAX_BET_CENTS,
  SLOT_SYMBOLS,
  secureRandom,
  slotPayoutMultiple,
  spin,
  type Random,
} from './game-rules.ts';
import { postWalletEntry } from '../wallet/ledger.ts';
import { credit, settleDraw, settleDueRounds, toRound, type PlayWork } from './rounds.ts';
import { resolveTicket, ticketBalanceCents } from './tickets.ts';

export interface PlayOptions {
  /** The request's merchant: a ticket of another merchant is invalid. */
  merchantCode: string;
  sessionIdleMs: number;
  wallet: { currency: string; currencySymbol: string };
  now?: number;
  random?: Random;
}

export async function playState(work: PlayWork, ticket: string, options: PlayOptions): Promise<PlayState> {
  const now = options.now ?? Date.now();
  return work.run(async (repositories) => {
    const { games } = repositories;
    const info = await resolveTicket(games, ticket, options, now);
    await settleDueRounds(repositories, info.memberId, now, options.random ?? secureRandom);
    const open = await games.findOpenRound(info.memberId);
    const { game } = info;
    return {
      kind: game.play_kind,
      gameName: gameName(game, info.language),
      nodeId: game.node_id,
      vendor: game.vendor_code,
      balance: (await ticketBalanceCents(repositories, info)) / 100,
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
 * A bet of the in-house page, in one unit of work: the round, the stake taken (wallet and ledger, or the
 * ticket's demo balance) and, for a slot, the win paid. Any failure leaves all of it unwritten.
 */
export async function placeBet(
  work: PlayWork,
  input: { ticket: string; stake: number; requestId: string; pick?: number[] | undefined },
  options: PlayOptions,
): Promise<{ round: RoundResult; balance: number }> {
  const now = options.now ?? Date.now();
  const random = options.random ?? secureRandom;
  const stakeCents = Math.round(input.stake * 100);
  if (Math.abs(input.stake * 100 - stakeCents) > 1e-6) throw fieldError('stake');
  return work.run(async (repositories) => {
    const { games, wallet } = repositories;
    const info = await resolveTicket(games, input.ticket, options, now);
    await games.lockPlayer(info.memberId);
    const { game } = info;
    if (stakeCents < game.min_bet_cents || stakeCents > MAX_BET_CENTS) throw fieldError('stake');
    const draw = game.play_kind === 'draw';
    const pick = input.pick ?? [];
    if (draw && (pick.length !== 1 || (pick[0] ?? 0) > DRAW_MAX)) throw fieldError('pick');
    // The same key again is the same bet (a retry after a timeout, a replay): its first answer, nothing moved.
    const placed = await games.roundByRequest(info.memberId, input.requestId);
    if (placed !== undefined) {
      const same =
        placed.game_id === game.id &&
        placed.stake_cents === stakeCents &&
        placed.pick === JSON.stringify(draw ? pick : []);
      if (!same) throw fieldError('requestId');
      return { round: toRound(placed), balance: (await ticketBalanceCents(repositories, info)) / 100 };
    }
    await settleDueRounds(repositories, info.memberId, now, random);
    if ((await games.findOpenRound(info.memberId)) !== undefined) throw new ApiError('gameRoundUnfinished');

    const outcome = draw ? [] : spin(random);
    const payout = draw ? 0 : stakeCents * slotPayoutMultiple(outcome);
    const demo = info.demoBalanceCents !== null;
    const round = await games.insertRound({
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
    });
    if (demo) {
      if (!(await games.debitTicket(info.ticketHash, stakeCents))) throw new ApiError('balanceInsufficient');
    } else {
      await postWalletEntry(wallet, {
        memberId: info.memberId,
        type: 'BET',
        amountCents: -stakeCents,
        reference: `round:${round.id}`,
        roundId: round.id,
        now,
      });
    }
    await credit(repositories, round, payout, now);
    return { round: toRound(round), balance: (await ticketBalanceCents(repositories, info)) / 100 };
  });
}

/** Draws an open number-draw round of the ticket's game once its time has come; a drawn one is answered again. */
export async function drawRound(
  work: PlayWork,
  input: { ticket: string; roundId: number },
  options: PlayOptions,
): Promise<{ round: RoundResult; balance: number }> {
  const now = options.now ?? Date.now();
  return work.run(async (repositories) => {
    const info = await resolveTicket(repositories.games, input.ticket, options, now);
    const round = await repositories.games.memberRound(input.roundId, info.memberId, info.game.id);
    if (round === undefined) throw new ApiError('gameRoundNotReady');
    if (round.status === 'open' && now < round.draw_at) {
      throw new ApiError('gameRoundNotReady', { value: { drawAt: round.draw_at } });
    }
    const settled =
      round.status === 'open'
        ? await settleDraw(repositories, round, now, options.random ?? secureRandom)
        : round;
    return { round: toRound(settled), balance: (await ticketBalanceCents(repositories, info)) / 100 };
  });
}
