import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../__tests__/test-app.ts';
import { sourceOf } from '../../client-source.ts';
import { accountsRepository } from '../accounts-repository.ts';
import { LOGIN_FAILURE_WINDOW_MS, LoginGuard, type Reservation } from '../login-guard.ts';

let t: TestApp;
let guard: LoginGuard;
beforeAll(async () => {
  t = await startTestApp();
  guard = new LoginGuard(accountsRepository(t.app.platform.db), { captchaAfter: 3, maxFailuresPerHour: 5 });
});
afterAll(() => t.close());

let accountCounter = 0;
/** A fresh account key per test: the counts of one test stay out of the others. */
const freshAccount = () => `guarded${String(++accountCounter)}`;
const kinds = (reservations: Reservation[]) => reservations.map((r) => r.kind);

describe('sourceOf', () => {
  it('keeps IPv4 addresses, unwraps IPv4-mapped IPv6, and counts IPv6 by its /64', () => {
    expect(sourceOf('203.0.113.7')).toBe('203.0.113.7');
    expect(sourceOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(sourceOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(sourceOf('2001:DB8:0001:0002::99')).toBe('2001:db8:1:2::/64');
    expect(sourceOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(sourceOf('::1')).toBe('0:0:0:0::/64');
    expect(sourceOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(sourceOf('not-an-address')).toBe('not-an-address');
  });
});

describe('LoginGuard.reserve', () => {
  it('lets at most captchaAfter of many simultaneous attempts through without a captcha', async () => {
    const attempt = { merchantCode: 'demo', accountKey: freshAccount(), ip: '198.51.100.1' };
    const results = await Promise.all(Array.from({ length: 20 }, () => guard.reserve(attempt, 'none')));
    expect(kinds(results).filter((kind) => kind === 'reserved')).toHaveLength(3);
    expect(kinds(results).filter((kind) => kind === 'captchaRequired')).toHaveLength(17);
  });

  it('never counts an attempt refused for its captcha', async () => {
    const account = freshAccount();
    const from = (ip: string) => ({ merchantCode: 'demo', accountKey: account, ip });
    for (let i = 0; i < 3; i++)
      expect((await guard.reserve(from(`198.51.100.${String(10 + i)}`), 'none')).kind).toBe('reserved');
    for (let i = 0; i < 50; i++) {
      expect((await guard.reserve(from(`198.51.101.${String(i)}`), 'none')).kind).toBe('captchaRequired');
    }
    // Still only 3 failures: a solved captcha gets a check from anywhere, including a fresh address.
    expect((await guard.reserve(from('198.51.102.1'), 'passed')).kind).toBe('reserved');
  });

  it('locks per account and source: the same account elsewhere, or another account from there, is not locked', async () => {
    const account = freshAccount();
    const attacker = { merchantCode: 'demo', accountKey: account, ip: '198.51.103.1' };
    for (let i = 0; i < 5; i++) expect((await guard.reserve(attacker, 'passed')).kind).toBe('reserved');
    expect((await guard.reserve(attacker, 'passed')).kind).toBe('locked');
    expect((await guard.reserve({ ...attacker, ip: '198.51.103.2' }, 'passed')).kind).toBe('reserved');
    expect((await guard.reserve({ ...attacker, accountKey: freshAccount() }, 'passed')).kind).toBe(
      'reserved',
    );
  });

  it('counts an IPv6 /64 as one source', async () => {
    const attempt = { merchantCode: 'demo', accountKey: freshAccount(), ip: '2001:db8:5:6::1' };
    for (let i = 0; i < 5; i++) {
      await guard.reserve({ ...attempt, ip: `2001:db8:5:6::${String(i + 1)}` }, 'passed');
    }
    expect((await guard.reserve({ ...attempt, ip: '2001:db8:5:6:ffff::9' }, 'passed')).kind).toBe('locked');
    expect((await guard.reserve({ ...attempt, ip: '2001:db8:5:7::1' }, 'passed')).kind).toBe('reserved');
  });

  it('where no captcha can be asked, the account locks from any source, and the captcha threshold does not apply', async () => {
    const account = freshAccount();
    const from = (i: number) => ({
      merchantCode: 'demo',
      accountKey: account,
      ip: `198.51.104.${String(i)}`,
    });
    for (let i = 0; i < 5; i++) expect((await guard.reserve(from(i), 'notAsked')).kind).toBe('reserved');
    expect((await guard.reserve(from(99), 'notAsked')).kind).toBe('locked');
    // The login of the same account, with its captcha, is not refused.
    expect((await guard.reserve(from(99), 'passed')).kind).toBe('reserved');
  });

  it('says when the next attempt needs a captcha; release and clear take failures back', async () => {
    const attempt = { merchantCode: 'demo', accountKey: freshAccount(), ip: '198.51.105.1' };
    const reservations: Reservation[] = [];
    for (let i = 0; i < 3; i++) reservations.push(await guard.reserve(attempt, 'none'));
    expect(reservations.map((r) => r.kind === 'reserved' && r.captchaAfterFailure)).toEqual([
      false,
      false,
      true,
    ]);
    const last = reservations[2];
    if (last?.kind !== 'reserved') throw new Error('not reserved');
    await guard.release(last.id);
    expect((await guard.reserve(attempt, 'none')).kind).toBe('reserved');
    expect((await guard.reserve(attempt, 'none')).kind).toBe('captchaRequired');
    await guard.clear('demo', attempt.accountKey);
    expect((await guard.reserve(attempt, 'none')).kind).toBe('reserved');
  });

  it('forgets failures older than the window', async () => {
    const attempt = { merchantCode: 'demo', accountKey: freshAccount(), ip: '198.51.106.1' };
    // In the past, so that pruning at the later time deletes no other test's rows.
    const start = Date.now() - LOGIN_FAILURE_WINDOW_MS - 10_000;
    for (let i = 0; i < 5; i++) await guard.reserve(attempt, 'passed', start);
    expect((await guard.reserve(attempt, 'passed', start + 1000)).kind).toBe('locked');
    expect((await guard.reserve(attempt, 'none', start + LOGIN_FAILURE_WINDOW_MS + 1001)).kind).toBe(
      'reserved',
    );
  });
});
