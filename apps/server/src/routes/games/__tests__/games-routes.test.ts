import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getRankList } from '@h5/contract/endpoints/game-winners.ts';
import { MERCHANT } from '../../../__tests__/account-helpers.ts';
import { envelopeOf, startTestApp, type TestApp } from '../../../__tests__/test-app.ts';
import { maskName } from '../../../domain/content/home-feeds.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const rankList = async (query: string) => {
  const res = await t.app.inject({ url: `/wps/relay/GCSGAME_getRankList?${query}`, headers: MERCHANT });
  const envelope = envelopeOf(res);
  expect(envelope.success, res.body).toBe(true);
  return z.parse(getRankList.response, envelope.value).list.map((row) => row.vo);
};

describe('winner board', () => {
  it('answers the seeded wins, biggest first, names masked, icons served from /cdn', async () => {
    const rows = await rankList('gameCategory=ALL&language=EN&limitNum=20');
    expect(rows).toHaveLength(12);
    const amounts = rows.map((r) => r.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(rows[0]).toMatchObject({
      customerName: 'j**********z',
      winAmount: 1_250_000,
      gameName: 'Golden Dragon',
      gameType: 'SLOT',
      iconUrl: '/cdn/games/golden-dragon-v1.svg',
    });
    for (const row of rows) {
      expect(row.customerName).toMatch(/^.\*{2,}.$/);
      expect((await t.app.inject({ url: row.iconUrl })).statusCode, row.iconUrl).toBe(200);
    }
  });

  it('defaults to every category and 20 rows, and filters by category and limit', async () => {
    expect(await rankList('')).toHaveLength(12);
    const slots = await rankList('gameCategory=SLOT');
    expect(slots.length).toBeGreaterThan(1);
    expect(slots.every((r) => r.gameType === 'SLOT')).toBe(true);
    expect(await rankList('gameCategory=slot')).toEqual(slots);
    expect(await rankList('gameCategory=NOPE')).toEqual([]);
    const three = await rankList('limitNum=3');
    expect(three.map((r) => r.winAmount)).toEqual((await rankList('')).slice(0, 3).map((r) => r.winAmount));
  });

  it('refuses a limit outside 1-50 and a malformed category', async () => {
    for (const query of ['limitNum=0', 'limitNum=51', 'limitNum=x', 'gameCategory=a%20b']) {
      const res = await t.app.inject({ url: `/wps/relay/GCSGAME_getRankList?${query}`, headers: MERCHANT });
      expect(envelopeOf(res).errorCode, query).toBe('request_param_err');
    }
  });
});

describe('maskName', () => {
  it('keeps the first and last character and hides at least two', () => {
    expect(maskName('player01')).toBe('p******1');
    expect(maskName('ab')).toBe('a**b');
    expect(maskName('a')).toBe('a**');
    expect(maskName('')).toBe('***');
  });
});
