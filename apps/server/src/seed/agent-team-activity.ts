import type { Db } from '../db/database.ts';
import { LOTTO_LOBBY_CODE } from '../domain/games/game-items.ts';
import type { MerchantConfig } from '../domain/merchants/merchant-config.ts';
import { promotionsRepository } from '../domain/promotions/promotions-repository.ts';
import { settleDaysBefore } from '../domain/promotions/rebates.ts';
import { postWalletEntry } from '../domain/wallet/ledger.ts';
import { walletRepository } from '../domain/wallet/wallet-repository.ts';
import { HOUR, demoMemberId } from './common.ts';

type ProductType = 'RNG' | 'LIVE' | 'FISH';

/** One event of a team member's history, `hoursAgo` before the seed time. */
type Activity =
  | { kind: 'DEPOSIT'; hoursAgo: number; cents: number }
  | { kind: 'ROUND'; hoursAgo: number; product: ProductType; stakeCents: number; payoutCents: number };

/**
 * What agent01's downline (member-center.json) did, so the team reports show real figures (issue 18): deposits and
 * settled real-money rounds of the days before the seed, never of the seed's own day (the team KPI's bettors of
 * that day stay player01's, whose history the games seed writes). team05 registered at the seed time: it only
 * deposits, at that time. Amounts in centavos; docs/decisions.md "Agent team reports" gives the totals.
 */
export const DEMO_TEAM_ACTIVITY: Readonly<Record<string, readonly Activity[]>> = {
  team03: [
    { kind: 'DEPOSIT', hoursAgo: 6 * 24, cents: 300_000 },
    { kind: 'ROUND', hoursAgo: 5 * 24 + 2, product: 'RNG', stakeCents: 20_000, payoutCents: 0 },
    { kind: 'ROUND', hoursAgo: 5 * 24 + 1, product: 'RNG', stakeCents: 10_000, payoutCents: 30_000 },
    { kind: 'ROUND', hoursAgo: 4 * 24 + 3, product: 'LIVE', stakeCents: 50_000, payoutCents: 100_000 },
    { kind: 'ROUND', hoursAgo: 3 * 24 + 5, product: 'FISH', stakeCents: 15_000, payoutCents: 0 },
    { kind: 'ROUND', hoursAgo: 2 * 24 + 4, product: 'RNG', stakeCents: 25_000, payoutCents: 0 },
    { kind: 'ROUND', hoursAgo: 1 * 24 + 6, product: 'LIVE', stakeCents: 40_000, payoutCents: 0 },
  ],
  team04: [
    { kind: 'DEPOSIT', hoursAgo: 4 * 24 + 8, cents: 150_000 },
    { kind: 'ROUND', hoursAgo: 3 * 24 + 2, product: 'FISH', stakeCents: 12_000, payoutCents: 36_000 },
    { kind: 'ROUND', hoursAgo: 2 * 24 + 7, product: 'RNG', stakeCents: 8_000, payoutCents: 0 },
    { kind: 'ROUND', hoursAgo: 1 * 24 + 3, product: 'RNG', stakeCents: 30_000, payoutCents: 0 },
  ],
  subagent01: [
    { kind: 'DEPOSIT', hoursAgo: 5 * 24 + 10, cents: 1_000_000 },
    { kind: 'ROUND', hoursAgo: 4 * 24 + 1, product: 'LIVE', stakeCents: 100_000, payoutCents: 200_000 },
    { kind: 'ROUND', hoursAgo: 2 * 24 + 2, product: 'LIVE', stakeCents: 150_000, payoutCents: 0 },
  ],
  team05: [{ kind: 'DEPOSIT', hoursAgo: 0, cents: 80_000 }],
};

/** The first listed game of each product type (not a lottery lobby), so the rows name real catalogue games. */
async function gamesByType(trx: Db): Promise<Map<ProductType, number>> {
  const rows = await trx
    .selectFrom('games')
    .select(['id', 'game_type'])
    .where('game_code', '!=', LOTTO_LOBBY_CODE)
    .where('game_type', 'in', ['RNG', 'LIVE', 'FISH'])
    .where('enabled', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const byType = new Map<ProductType, number>();
  for (const row of rows) {
    const type = row.game_type as ProductType;
    if (!byType.has(type)) byType.set(type, row.id);
  }
  return byType;
}

/**
 * Writes the activity through the ledger (`postWalletEntry`: each deposit, stake and payout an entry, so balances
 * and records agree), then settles the automatic rebates of those bets as the promotions seed does for its own, so
 * no later sweep moves a demo balance. A member or game type missing (another catalogue) is skipped.
 */
export async function insertDemoTeamActivity(
  trx: Db,
  now: number,
  merchant: MerchantConfig | undefined,
): Promise<void> {
  const games = await gamesByType(trx);
  const wallet = walletRepository(trx);
  const settled: number[] = [];
  for (const [account, activity] of Object.entries(DEMO_TEAM_ACTIVITY)) {
    const memberId = await demoMemberId(trx, account);
    if (memberId === undefined) continue;
    const events = [...activity].sort((a, b) => b.hoursAgo - a.hoursAgo);
    let deposit = 0;
    for (const event of events) {
      const at = now - event.hoursAgo * HOUR;
      if (event.kind === 'DEPOSIT') {
        deposit += 1;
        await postWalletEntry(wallet, {
          memberId,
          type: 'DEPOSIT',
          amountCents: event.cents,
          reference: `deposit:DEMO-${account}-${String(deposit)}`,
          now: at,
        });
        continue;
      }
      const gameId = games.get(event.product);
      if (gameId === undefined) continue;
      const round = await trx
        .insertInto('game_rounds')
        .values({
          member_id: memberId,
          game_id: gameId,
          free_play: 0,
          ticket_hash: null,
          stake_cents: event.stakeCents,
          payout_cents: event.payoutCents,
          status: 'settled',
          outcome: '[]',
          pick: '[]',
          draw_at: 0,
          created_at: at,
          settled_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const reference = `round:${String(round.id)}`;
      await postWalletEntry(wallet, {
        memberId,
        type: 'BET',
        amountCents: -event.stakeCents,
        reference,
        roundId: round.id,
        now: at,
      });
      if (event.payoutCents > 0) {
        await postWalletEntry(wallet, {
          memberId,
          type: 'WIN',
          amountCents: event.payoutCents,
          reference,
          roundId: round.id,
          now: at,
        });
      }
    }
    settled.push(memberId);
  }
  if (merchant === undefined) return;
  const repositories = { promotions: promotionsRepository(trx), wallet };
  for (const memberId of settled) {
    await repositories.promotions.lockMember(memberId);
    await settleDaysBefore(repositories, merchant, memberId, now + 1, now);
  }
}
