import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../../db/database.ts';
import { rateLimitRepository } from '../rate-limit-repository.ts';

const MINUTE = 60_000;

let db: Db;
beforeEach(async () => {
  db = openDatabase({ databasePath: ':memory:', databaseUrl: '' });
  await migrateToLatest(db);
});
afterEach(() => db.destroy());

describe('rate-limit counters', () => {
  it('count a window from the first request, and start a new one once it ended', async () => {
    const counters = rateLimitRepository(db);
    const start = 1_000_000;
    expect(await counters.countHit('', '10.0.0.1', MINUTE, start)).toEqual({
      hits: 1,
      resetsAt: start + MINUTE,
    });
    expect(await counters.countHit('', '10.0.0.1', MINUTE, start + 1000)).toEqual({
      hits: 2,
      resetsAt: start + MINUTE,
    });
    expect(await counters.readWindow('', '10.0.0.1', start + 2000)).toEqual({
      hits: 2,
      resetsAt: start + MINUTE,
    });
    // Another scope and another client count apart.
    expect((await counters.countHit('#1/', '10.0.0.1', MINUTE, start + 1000)).hits).toBe(1);
    expect((await counters.countHit('', '10.0.0.2', MINUTE, start + 1000)).hits).toBe(1);
    const later = start + MINUTE;
    expect(await counters.readWindow('', '10.0.0.1', later)).toBeUndefined();
    expect(await counters.countHit('', '10.0.0.1', MINUTE, later)).toEqual({
      hits: 1,
      resetsAt: later + MINUTE,
    });
  });

  it('gives requests counted at once each their own number', async () => {
    const counters = rateLimitRepository(db);
    const now = Date.now();
    const hits = await Promise.all(
      Array.from({ length: 30 }, () => counters.countHit('', '10.0.0.3', MINUTE, now)),
    );
    expect(hits.map((h) => h.hits).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
  });

  it('deletes ended windows only', async () => {
    const counters = rateLimitRepository(db);
    await counters.countHit('', 'old', MINUTE, 0);
    await counters.countHit('', 'new', MINUTE, 2 * MINUTE);
    await counters.deleteEndedWindows(2 * MINUTE);
    const left = await db.selectFrom('rate_limit_counters').select('client_key').execute();
    expect(left.map((r) => r.client_key)).toEqual(['new']);
  });
});
