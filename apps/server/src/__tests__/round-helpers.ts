import type { TestApp } from './test-app.ts';

export interface SettledRound {
  memberId: number;
  stakeCents: number;
  payoutCents?: number;
  /** Placed and settled at this instant. */
  at: number;
  /** 1: a free-play round (a demo balance's), which no report, rebate or settlement counts. */
  freePlay?: number;
  /** The game; else the catalogue's first game, of `gameType` when given. */
  gameId?: number;
  gameType?: string;
}

/**
 * A settled round of the member written straight to `game_rounds`, without a wallet movement: what the team reports,
 * the rebates and the agents' settlements count. Answers the round's id.
 */
export async function insertSettledRound(t: TestApp, round: SettledRound): Promise<number> {
  const { db } = t.app.platform;
  let gameId = round.gameId;
  if (gameId === undefined) {
    let games = db.selectFrom('games').select('id');
    if (round.gameType !== undefined) games = games.where('game_type', '=', round.gameType);
    gameId = (await games.orderBy('id').executeTakeFirstOrThrow()).id;
  }
  const row = await db
    .insertInto('game_rounds')
    .values({
      member_id: round.memberId,
      game_id: gameId,
      free_play: round.freePlay ?? 0,
      ticket_hash: null,
      stake_cents: round.stakeCents,
      payout_cents: round.payoutCents ?? 0,
      status: 'settled',
      created_at: round.at,
      settled_at: round.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
