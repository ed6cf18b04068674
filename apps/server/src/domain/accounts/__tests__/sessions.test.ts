import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../__tests__/test-app.ts';
import { accountsRepository } from '../accounts-repository.ts';
import { Sessions, hashToken } from '../sessions.ts';

let t: TestApp;
let sessions: Sessions;
let memberId: number;
beforeAll(async () => {
  t = await startTestApp();
  const accounts = accountsRepository(t.app.platform.db);
  sessions = new Sessions(accounts, { idleMinutes: 60, maxHours: 24 });
  memberId = (await accounts.findMemberByAccount('demo', 'player01'))?.id ?? 0;
});
afterAll(() => t.close());

const meta = { ip: '127.0.0.1', device: 'web' };

describe('sessions', () => {
  it('tokens are 256 random bits (base64url), different every time, stored only as SHA-256', async () => {
    const tokens = await Promise.all(Array.from({ length: 20 }, () => sessions.create(memberId, meta)));
    expect(new Set(tokens).size).toBe(20);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    const rows = await t.app.platform.db.selectFrom('sessions').select('token_hash').execute();
    const stored = new Set(rows.map((r) => r.token_hash));
    for (const token of tokens) {
      expect(stored.has(token)).toBe(false);
      expect(stored.has(hashToken(token))).toBe(true);
    }
  });

  it('expires after the idle time, and use keeps it alive', async () => {
    const start = Date.UTC(2030, 0, 1);
    const token = await sessions.create(memberId, meta, start);
    expect(await sessions.resolve(token, start + 59 * 60_000)).not.toBeNull();
    expect(await sessions.resolve(token, start + 118 * 60_000)).not.toBeNull();
    expect(await sessions.resolve(token, start + 178 * 60_000)).toBeNull();
  });

  it('expires at the absolute limit however active', async () => {
    const start = Date.UTC(2030, 1, 1);
    const token = await sessions.create(memberId, meta, start);
    for (let minute = 30; minute < 24 * 60; minute += 30) {
      expect(await sessions.resolve(token, start + minute * 60_000)).not.toBeNull();
    }
    expect(await sessions.resolve(token, start + 24 * 3_600_000)).toBeNull();
  });

  it('stops at once when revoked, and revokeAllOf keeps only the given session', async () => {
    const a = await sessions.create(memberId, meta);
    const b = await sessions.create(memberId, meta);
    await sessions.revoke(hashToken(a));
    expect(await sessions.resolve(a)).toBeNull();
    expect(await sessions.resolve(b)).not.toBeNull();
    const c = await sessions.create(memberId, meta);
    await sessions.revokeAllOf(memberId, hashToken(c));
    expect(await sessions.resolve(b)).toBeNull();
    expect(await sessions.resolve(c)).not.toBeNull();
    expect(await sessions.resolve('garbage')).toBeNull();
  });
});
