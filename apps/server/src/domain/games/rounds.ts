import type { RoundResult } from '@h5/contract/endpoints/game-play.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import { postWalletEntry } from '../wallet/ledger.ts';
import type { WalletRepository } from '../wallet/wallet-repository.ts';
import { DRAW_MAX, DRAW_MULTIPLE, secureRandom, type Random } from './game-rules.ts';
import type { GamesRepository } from './games-repository.ts';
import type { PlayRepository, RoundRow } from './play-repository.ts';

/** The repositories a bet changes together: its round and ticket, the wallet and its ledger. */
export interface PlayRepositories {
  games: GamesRepository;
  wallet: WalletRepository;
}
export type PlayWork = UnitOfWork<PlayRepositories>;

/** Repositories of one unit of work's run, as the settling rules use them. */
interface Settling {
  games: PlayRepository;
  wallet: WalletRepository;
}

export function toRound(row: RoundRow): RoundResult {
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
export async function credit(
  { games, wallet }: Settling,
  round: RoundRow,
  cents: number,
  now: number,
): Promise<void> {
  if (cents === 0) return;
  if (round.ticket_hash !== null) {
    await games.creditTicket(round.ticket_hash, cents);
    return;
  }
  await postWalletEntry(wallet, {
    memberId: round.member_id,
    type: 'WIN',
    amountCents: cents,
    reference: `round:${round.id}`,
    roundId: round.id,
    now,
  });
}

/** Draws an open number-draw round and pays it (inside the caller's unit of work). */
export async function settleDraw(
  repositories: Settling,
  round: RoundRow,
  now: number,
  random: Random,
): Promise<RoundRow> {
  const drawn = random(DRAW_MAX) + 1;
  const picked = (JSON.parse(round.pick) as number[])[0];
  const payout = picked === drawn ? round.stake_cents * DRAW_MULTIPLE : 0;
  const settled = await repositories.games.settleOpenRound(round.id, {
    outcome: JSON.stringify([String(drawn)]),
    payoutCents: payout,
    now,
  });
  if (settled === undefined) return round;
  await credit(repositories, settled, payout, now);
  return settled;
}

/** Draws the member's open rounds whose draw time has come (a closed page never leaves a round open). */
export async function settleDueRounds(
  repositories: Settling,
  memberId: number,
  now: number,
  random: Random,
): Promise<void> {
  const due = await repositories.games.dueRounds(memberId, now);
  for (const round of due) await settleDraw(repositories, round, now, random);
}

/**
 * Settles the member's due number-draw rounds before something reads their money (wallet balance, records): a win
 * is paid when its draw time has come, not when the player next opens a game. Same code path as the game's, in
 * its own unit of work; the partial index `game_rounds_open` makes the usual "nothing open" case one lookup.
 */
export async function settleDueRoundsOf(
  { games, work }: { games: PlayRepository; work: PlayWork },
  memberId: number,
  now = Date.now(),
  random: Random = secureRandom,
): Promise<void> {
  const open = await games.findOpenRound(memberId);
  if (open === undefined) return;
  await work.run((repositories) => settleDueRounds(repositories, memberId, now, random));
}
