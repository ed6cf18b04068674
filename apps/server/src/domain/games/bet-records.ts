import type { BetRecord } from '@h5/contract/endpoints/records.ts';
import type { Language } from '@h5/contract/languages.ts';
import type { PageOf, RecordRange } from '../wallet/record-range.ts';
import type { BetRecordsRepository } from './bet-records-repository.ts';
import { gameName } from './game-items.ts';

/** The member's game rounds in a range, with the real-money totals of the whole range. */
export async function bettingRecords(
  games: BetRecordsRepository,
  memberId: number,
  range: RecordRange,
  language: Language,
  filter: { gameType?: string | undefined; vendor?: string | undefined },
): Promise<PageOf<BetRecord> & { summary: { stake: number; payout: number; winLoss: number } }> {
  const type = (filter.gameType ?? '').toUpperCase();
  const vendor = (filter.vendor ?? '').toUpperCase();
  const { totals, rows } = await games.betPage({
    memberId,
    ...range,
    gameType: type !== '' && type !== 'ALL' ? type : null,
    vendor: vendor !== '' ? vendor : null,
  });
  const stake = totals.stake;
  const payout = totals.payout;
  return {
    content: rows.map((r) => ({
      roundId: r.id,
      nodeId: r.node_id,
      gameName: gameName(r, language),
      vendor: r.vendor_code,
      gameType: r.game_type,
      stake: r.stake_cents / 100,
      payout: r.payout_cents / 100,
      winLoss: r.status === 'settled' ? (r.payout_cents - r.stake_cents) / 100 : 0,
      status: r.status,
      freePlay: r.free_play === 1,
      betTime: r.created_at,
      settledAt: r.settled_at,
    })),
    pageNum: range.pageNo,
    totalPages: Math.ceil(totals.n / range.pageSize),
    totalCount: totals.n,
    summary: {
      stake: stake / 100,
      payout: payout / 100,
      winLoss: (payout - totals.settledStake) / 100,
    },
  };
}
