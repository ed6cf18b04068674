import {
  RECORD_DEFAULT_DAYS,
  RECORD_MAX_DAYS,
  RECORD_PAGE_SIZE,
  TRANSACTION_TYPES,
  type BetRecord,
  type TransactionRecord,
} from '@h5/contract/endpoints/records.ts';
import type { Language } from '@h5/contract/languages.ts';
import type { Db } from '../db/database.ts';
import { fieldError } from './errors.ts';
import { gameName } from './games.ts';

/** Record dates are days of the merchant's time zone: the Philippines, UTC+8 all year (no daylight saving). */
export const RECORD_UTC_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const MAX_PAGE_SIZE = 100;

/** ms at 00:00 of a `YYYY-MM-DD` day in the merchant's zone; null when the date does not exist. */
function dayStart(date: string): number | null {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(y, m - 1, d);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return utc - RECORD_UTC_OFFSET_MS;
}

/** Today's start in the merchant's zone. */
function todayStart(now: number): number {
  const local = now + RECORD_UTC_OFFSET_MS;
  return local - (local % DAY_MS) - RECORD_UTC_OFFSET_MS;
}

export interface RecordQuery {
  startDate?: string | undefined;
  endDate?: string | undefined;
  pageNo?: string | undefined;
  pageSize?: string | undefined;
}

export interface RecordRange {
  from: number;
  /** Exclusive. */
  to: number;
  pageNo: number;
  pageSize: number;
}

/** The range `[from, to)` of a record query (decisions: default the last 7 days, at most 92). */
export function recordRange(query: RecordQuery, now = Date.now()): RecordRange {
  let to: number;
  if (query.endDate === undefined) to = todayStart(now) + DAY_MS;
  else {
    const end = dayStart(query.endDate);
    if (end === null) throw fieldError('endDate');
    to = end + DAY_MS;
  }
  let from: number;
  if (query.startDate === undefined) from = to - RECORD_DEFAULT_DAYS * DAY_MS;
  else {
    const start = dayStart(query.startDate);
    if (start === null) throw fieldError('startDate');
    from = start;
  }
  if (from >= to || to - from > RECORD_MAX_DAYS * DAY_MS) throw fieldError('startDate');
  const pageNo = query.pageNo === undefined ? 1 : Number(query.pageNo);
  const pageSize = query.pageSize === undefined ? RECORD_PAGE_SIZE : Number(query.pageSize);
  if (pageNo < 1) throw fieldError('pageNo');
  if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) throw fieldError('pageSize');
  return { from, to, pageNo, pageSize };
}

interface PageOf<T> {
  content: T[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

export async function transactionRecords(
  db: Db,
  memberId: number,
  range: RecordRange,
  language: Language,
  transactionType: string | undefined,
): Promise<PageOf<TransactionRecord>> {
  const types = (transactionType ?? '').split(',').filter((t) => t !== '');
  for (const t of types)
    if (!(TRANSACTION_TYPES as readonly string[]).includes(t)) throw fieldError('transactionType');
  let query = db
    .selectFrom('wallet_transactions')
    .leftJoin('game_rounds', 'game_rounds.id', 'wallet_transactions.round_id')
    .leftJoin('games', 'games.id', 'game_rounds.game_id')
    .where('wallet_transactions.member_id', '=', memberId)
    .where('wallet_transactions.created_at', '>=', range.from)
    .where('wallet_transactions.created_at', '<', range.to);
  if (types.length > 0) query = query.where('wallet_transactions.type', 'in', types);
  const { n } = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'wallet_transactions.id',
      'wallet_transactions.type',
      'wallet_transactions.amount_cents',
      'wallet_transactions.balance_after_cents',
      'wallet_transactions.reference',
      'wallet_transactions.account_type_id',
      'wallet_transactions.created_at',
      'games.name_en',
      'games.name_ty',
    ])
    .orderBy('wallet_transactions.created_at', 'desc')
    .orderBy('wallet_transactions.id', 'desc')
    .limit(range.pageSize)
    .offset((range.pageNo - 1) * range.pageSize)
    .execute();
  return {
    content: rows.map((r) => ({
      id: r.id,
      type: r.type,
      amount: r.amount_cents / 100,
      balanceAfter: r.balance_after_cents / 100,
      reference: r.reference,
      remark: r.name_en === null ? '' : gameName({ name_en: r.name_en, name_ty: r.name_ty }, language),
      accountTypeId: r.account_type_id,
      time: r.created_at,
    })),
    pageNum: range.pageNo,
    totalPages: Math.ceil(n / range.pageSize),
    totalCount: n,
  };
}

export async function bettingRecords(
  db: Db,
  memberId: number,
  range: RecordRange,
  language: Language,
  filter: { gameType?: string | undefined; vendor?: string | undefined },
): Promise<PageOf<BetRecord> & { summary: { stake: number; payout: number; winLoss: number } }> {
  let query = db
    .selectFrom('game_rounds')
    .innerJoin('games', 'games.id', 'game_rounds.game_id')
    .where('game_rounds.member_id', '=', memberId)
    .where('game_rounds.created_at', '>=', range.from)
    .where('game_rounds.created_at', '<', range.to);
  const type = (filter.gameType ?? '').toUpperCase();
  if (type !== '' && type !== 'ALL') query = query.where('games.game_type', '=', type);
  const vendor = (filter.vendor ?? '').toUpperCase();
  if (vendor !== '') query = query.where('games.vendor_code', '=', vendor);
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
              .when(eb.and([eb('game_rounds.free_play', '=', 0), eb('game_rounds.status', '=', 'settled')]))
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
              .when(eb.and([eb('game_rounds.free_play', '=', 0), eb('game_rounds.status', '=', 'settled')]))
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
    .limit(range.pageSize)
    .offset((range.pageNo - 1) * range.pageSize)
    .execute();
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
