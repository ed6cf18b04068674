import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Real money only (free play is not money won or lost), of every round or only the settled ones. */
const moneySum = (column: 'game_rounds.stake_cents' | 'game_rounds.payout_cents', settledOnly: boolean) =>
  sql<number>`coalesce(sum(case when game_rounds.free_play = 0${
    settledOnly ? sql` and game_rounds.status = 'settled'` : sql``
  } then ${sql.ref(column)} else 0 end), 0)`;

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
          moneySum('game_rounds.stake_cents', false).as('stake'),
          moneySum('game_rounds.payout_cents', true).as('payout'),
          moneySum('game_rounds.stake_cents', true).as('settledStake'),
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
