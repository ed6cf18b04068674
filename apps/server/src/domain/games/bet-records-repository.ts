import type { Db } from '../../db/database.ts';

/** The rounds of a member in `[from, to)`, optionally of one game type and vendor (as stored: upper case). */
export interface BetQuery {
  memberId: number;
  from: number;
  /** Exclusive. */
  to: number;
  gameType: string | null;
  vendor: string | null;
  pageNo: number;
  pageSize: number;
}

/** The betting records' query: a page of rounds and the money totals of the whole range. */
export function betRecordsRepository(db: Db) {
  return {
    async betPage({ memberId, from, to, gameType, vendor, pageNo, pageSize }: BetQuery) {
      let query = db
        .selectFrom('game_rounds')
        .innerJoin('games', 'games.id', 'game_rounds.game_id')
        .where('game_rounds.member_id', '=', memberId)
        .where('game_rounds.created_at', '>=', from)
        .where('game_rounds.created_at', '<', to);
      if (gameType !== null) query = query.where('games.game_type', '=', gameType);
      if (vendor !== null) query = query.where('games.vendor_code', '=', vendor);
      const totals = await query
        .select((eb) => [
          eb.fn.countAll<number>().as('n'),
          // Real money only: free play is not money won or lost.
          eb.fn
            .coalesce(
              eb.fn.sum<number>(
                eb
                  .case()
                  .when('game_rounds.free_play', '=', 0)
                  .then(eb.ref('game_rounds.stake_cents'))
                  .else(0)
                  .end(),
              ),
              eb.lit(0),
            )
            .as('stake'),
          eb.fn
            .coalesce(
              eb.fn.sum<number>(
                eb
                  .case()
                  .when(
                    eb.and([eb('game_rounds.free_play', '=', 0), eb('game_rounds.status', '=', 'settled')]),
                  )
                  .then(eb.ref('game_rounds.payout_cents'))
                  .else(0)
                  .end(),
              ),
              eb.lit(0),
            )
            .as('payout'),
          eb.fn
            .coalesce(
              eb.fn.sum<number>(
                eb
                  .case()
                  .when(
                    eb.and([eb('game_rounds.free_play', '=', 0), eb('game_rounds.status', '=', 'settled')]),
                  )
                  .then(eb.ref('game_rounds.stake_cents'))
                  .else(0)
                  .end(),
              ),
              eb.lit(0),
            )
            .as('settledStake'),
        ])
        .executeTakeFirstOrThrow();
      const rows = await query
        .select([
          'game_rounds.id',
          'game_rounds.stake_cents',
          'game_rounds.payout_cents',
          'game_rounds.status',
          'game_rounds.free_play',
          'game_rounds.created_at',
          'game_rounds.settled_at',
          'games.node_id',
          'games.name_en',
          'games.name_ty',
          'games.vendor_code',
          'games.game_type',
        ])
        .orderBy('game_rounds.created_at', 'desc')
        .orderBy('game_rounds.id', 'desc')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      return { totals, rows };
    },
  };
}

export type BetRecordsRepository = ReturnType<typeof betRecordsRepository>;
