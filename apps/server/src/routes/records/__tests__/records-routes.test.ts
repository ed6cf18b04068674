import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  getBettingRecords,
  getTransactionRecords,
  type TransactionRecord,
} from '@h5/contract/endpoints/records.ts';
import { startTestApp, type TestApp } from '../../../__tests__/test-app.ts';
import { RECORD_UTC_OFFSET_MS } from '../../../domain/wallet/record-range.ts';
import {
  failure,
  gameWhere,
  launchTicket,
  login,
  mainBalanceCents,
  memberId,
  ok,
} from '../../games/__tests__/games-helpers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await login(t, 'player01');
});
afterAll(() => t.close());

/** `YYYY-MM-DD` of `daysAgo` days before today in Manila. */
function day(daysAgo: number): string {
  return new Date(Date.now() + RECORD_UTC_OFFSET_MS - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

const transactions = async (query: string, as = token) =>
  z.parse(
    getTransactionRecords.response,
    await ok(t, `/wps/relay/MCSFE_getTransactionRecords?${query}`, { token: as }),
  );
const bets = async (query: string, as = token) =>
  z.parse(
    getBettingRecords.response,
    await ok(t, `/wps/relay/MCSFE_getBettingRecords?${query}`, { token: as }),
  );

describe('account record (wallet ledger)', () => {
  it('answers the seeded history newest first, ending at the wallet balance, paged', async () => {
    const range = `startDate=${day(30)}&endDate=${day(0)}`;
    const first = await transactions(`${range}&pageSize=100`);
    expect(first.totalCount).toBeGreaterThan(20);
    const times = first.content.map((r) => r.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const id = await memberId(t, 'player01');
    expect(Math.round((first.content[0]?.balanceAfter ?? 0) * 100)).toBe(await mainBalanceCents(t, id));
    expect(first.content.some((r) => r.type === 'DEPOSIT')).toBe(true);
    expect(first.content.filter((r) => r.type === 'BET').every((r) => r.amount < 0 && r.remark !== '')).toBe(
      true,
    );

    const paged: TransactionRecord[] = [];
    for (let page = 1; ; page++) {
      const p = await transactions(`${range}&pageSize=7&pageNo=${page}`);
      expect(p.totalPages).toBe(Math.ceil(first.totalCount / 7));
      paged.push(...p.content);
      if (page >= p.totalPages) break;
    }
    expect(paged).toEqual(first.content);

    const deposits = await transactions(`${range}&transactionType=DEPOSIT`);
    expect(deposits.content.length).toBeGreaterThan(0);
    expect(deposits.content.every((r) => r.type === 'DEPOSIT')).toBe(true);
    const week = await transactions('');
    expect(week.totalCount).toBeLessThanOrEqual(first.totalCount);
    expect(week.content.every((r) => r.time >= Date.now() - 8 * 86_400_000)).toBe(true);
  });

  it('validates the dates, the range and the paging', async () => {
    for (const bad of [
      'startDate=2026-02-30',
      'endDate=2026-13-01',
      `startDate=${day(0)}&endDate=${day(1)}`,
      `startDate=${day(200)}&endDate=${day(0)}`,
      'pageSize=0',
      'pageSize=101',
      'pageNo=0',
      'transactionType=LOTTERY',
    ]) {
      expect(
        (await failure(t, `/wps/relay/MCSFE_getTransactionRecords?${bad}`, { token })).errorCode,
        bad,
      ).toBe('request_param_err');
    }
    expect((await failure(t, '/wps/relay/MCSFE_getTransactionRecords')).status).toBe(401);
  });

  it('gives an agent its own ledger with types=A', async () => {
    const agent = await login(t, 'agent01');
    const own = await transactions(`startDate=${day(30)}&endDate=${day(0)}&types=A`, agent);
    expect(own.totalCount).toBeGreaterThan(0);
    expect(own).toEqual(await transactions(`startDate=${day(30)}&endDate=${day(0)}`, agent));
    const id = await memberId(t, 'agent01');
    expect(Math.round((own.content[0]?.balanceAfter ?? 0) * 100)).toBe(await mainBalanceCents(t, id));
  });
});

describe('betting record', () => {
  it('answers the rounds newest first with totals of the whole range, and shows a new bet on top', async () => {
    const range = `startDate=${day(30)}&endDate=${day(0)}`;
    const all = await bets(`${range}&pageSize=100`);
    expect(all.totalCount).toBeGreaterThan(10);
    const stake = all.content.reduce((s, r) => s + r.stake, 0);
    const payout = all.content.reduce((s, r) => s + r.payout, 0);
    expect(all.summary.stake).toBeCloseTo(stake, 2);
    expect(all.summary.payout).toBeCloseTo(payout, 2);
    expect(all.summary.winLoss).toBeCloseTo(payout - stake, 2);
    const page2 = await bets(`${range}&pageSize=5&pageNo=2`);
    expect(page2.content).toEqual(all.content.slice(5, 10));
    expect(page2.summary).toEqual(all.summary);

    const slot = await gameWhere(t, { gameType: 'RNG' });
    const ticket = await launchTicket(t, token, `launchMode=GLS&nodeId=${slot.node_id}&language=EN`);
    const placed = await ok<{ round: { roundId: number; payout: number } }>(t, '/wps/game/inhouse/bet', {
      method: 'POST',
      body: { ticket, stake: 1, requestId: 'records-test-bet-0001' },
    });
    const latest = await bets('pageSize=1', token);
    expect(latest.content[0]).toMatchObject({
      roundId: placed.round.roundId,
      nodeId: slot.node_id,
      stake: 1,
      status: 'settled',
      freePlay: false,
    });
    const ledger = await transactions('pageSize=2');
    expect(ledger.content.map((r) => r.reference)).toContain(`round:${placed.round.roundId}`);
    const rng = await bets(`${range}&gameType=RNG&pageSize=100`);
    expect(rng.content.every((r) => r.gameType === 'RNG')).toBe(true);
    expect((await bets(`${range}&vendor=NOPE`)).totalCount).toBe(0);
  });
});
