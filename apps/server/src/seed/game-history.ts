import type { Db } from '../db/database.ts';
import { LOTTO_LOBBY_CODE } from '../domain/games/game-items.ts';
import { DAY, HOUR } from './common.ts';
import { DEMO_HISTORY, seeded } from './games.ts';

interface HistoryEvent {
  at: number;
  kind: 'DEPOSIT' | 'ROUND';
  amountCents: number;
  gameId?: number;
  stakeCents?: number;
  payoutCents?: number;
}

/**
 * Past bets and wallet entries of the demo accounts, so the account and betting records are not empty: two
 * deposits and some settled rounds over the last three weeks, whose ledger ends exactly at the balance the
 * home seed gave the wallet (the first deposit is what makes it add up). A member without that balance gets
 * no history.
 */
export async function insertDemoHistory(trx: Db, merchantCode: string, now: number): Promise<void> {
  const random = seeded(7_2026);
  const playable = await trx
    .selectFrom('games')
    .select(['id', 'min_bet_cents', 'play_kind'])
    .where('game_code', '!=', LOTTO_LOBBY_CODE)
    .where('game_type', 'in', ['RNG', 'FISH', 'INHOUSE', 'LIVE'])
    .orderBy('sort_order')
    .execute();
  for (const spec of DEMO_HISTORY) {
    const member = await trx
      .selectFrom('members')
      .leftJoin('wallets', (join) =>
        join.onRef('wallets.member_id', '=', 'members.id').on('wallets.account_type_id', '=', 2),
      )
      .select(['members.id', 'wallets.balance_cents'])
      .where('members.merchant_code', '=', merchantCode)
      .where('members.account', '=', spec.account)
      .executeTakeFirst();
    const finalCents = member?.balance_cents ?? 0;
    if (member === undefined || finalCents <= 0) continue;

    const events: HistoryEvent[] = [{ at: now - 20 * DAY, kind: 'DEPOSIT', amountCents: 0 }];
    events.push({ at: now - 9 * DAY - 5 * HOUR, kind: 'DEPOSIT', amountCents: spec.depositCents });
    for (let n = 0; n < spec.rounds; n++) {
      const game = playable[Math.floor(random() * playable.length)];
      if (game === undefined) break;
      const stakeCents = Math.max(
        game.min_bet_cents,
        Math.round((random() * spec.maxStakeCents) / 100) * 100,
      );
      const roll = random();
      const multiple = roll < 0.55 ? 0 : roll < 0.8 ? 2 : roll < 0.95 ? 3 : 9;
      events.push({
        at: now - Math.floor(random() * 19 * 24 * HOUR) - HOUR,
        kind: 'ROUND',
        amountCents: stakeCents * (multiple - 1),
        gameId: game.id,
        stakeCents,
        payoutCents: stakeCents * multiple,
      });
    }
    events.sort((a, b) => a.at - b.at);
    const roundsNet = events.reduce((sum, e) => sum + e.amountCents, 0);
    const first = events[0];
    if (first === undefined) continue;
    first.amountCents = finalCents - roundsNet;

    // The running balance must never dip below zero; with the stakes above it does not, but a wallet seeded
    // smaller would make it: then the member keeps an empty history rather than an impossible one.
    let balance = 0;
    let valid = first.amountCents > 0;
    for (const e of events) {
      if (e.kind === 'ROUND') balance -= e.stakeCents ?? 0;
      if (balance < 0) valid = false;
      balance += e.kind === 'ROUND' ? (e.payoutCents ?? 0) : e.amountCents;
    }
    if (!valid || balance !== finalCents) continue;

    balance = 0;
    let deposit = 0;
    for (const e of events) {
      if (e.kind === 'DEPOSIT') {
        balance += e.amountCents;
        deposit++;
        await trx
          .insertInto('wallet_transactions')
          .values({
            member_id: member.id,
            account_type_id: 2,
            type: 'DEPOSIT',
            amount_cents: e.amountCents,
            balance_after_cents: balance,
            reference: `deposit:DEMO-${spec.account}-${deposit}`,
            round_id: null,
            created_at: e.at,
          })
          .execute();
        continue;
      }
      const stake = e.stakeCents ?? 0;
      const payout = e.payoutCents ?? 0;
      const round = await trx
        .insertInto('game_rounds')
        .values({
          member_id: member.id,
          game_id: e.gameId ?? 0,
          free_play: 0,
          ticket_hash: null,
          stake_cents: stake,
          payout_cents: payout,
          status: 'settled',
          outcome: '[]',
          pick: '[]',
          draw_at: 0,
          created_at: e.at,
          settled_at: e.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      balance -= stake;
      const rows = [
        { type: 'BET', amount_cents: -stake, balance_after_cents: balance },
        ...(payout > 0 ? [{ type: 'WIN', amount_cents: payout, balance_after_cents: balance + payout }] : []),
      ];
      balance += payout;
      await trx
        .insertInto('wallet_transactions')
        .values(
          rows.map((r) => ({
            ...r,
            member_id: member.id,
            account_type_id: 2,
            reference: `round:${round.id}`,
            round_id: round.id,
            created_at: e.at,
          })),
        )
        .execute();
    }
  }
}
