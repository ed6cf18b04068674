import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../__tests__/test-app.ts';
import { ApiError } from '../../errors.ts';
import { FundsGuard, type FundsPolicy } from '../funds-guard.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const POLICY: FundsPolicy = { maxTries: 5, lockMs: 30 * 60_000 };
const T0 = Date.UTC(2031, 0, 1, 0, 0);

let accountNo = 0;
async function memberId(): Promise<number> {
  accountNo += 1;
  const account = `guard${String(accountNo)}`;
  const row = await t.app.platform.repositories.accounts.insertMember({
    merchant_code: 'demo',
    account,
    account_key: account,
    type: 0,
    password_hash: '!none',
    reg_date: T0,
    upline_id: null,
    dialing_code: null,
    mobile: null,
    payment_password_hash: null,
    affiliate_code: null,
    status: 'active',
  });
  if (typeof row === 'string') throw new Error(row);
  return row.id;
}

/** What a check ended with: 'ok', or the error code with its value. */
async function outcome(check: Promise<void>): Promise<unknown> {
  try {
    await check;
    return 'ok';
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return [error.errorCode, error.value];
  }
}

const guard = () => new FundsGuard(t.app.platform.repositories.withdrawals);
const wrong = () => Promise.resolve(false);
const secret = (text: string) => ({ kind: 'funds' as const, text });

describe('the funds-password guard', () => {
  it('counts wrong tries, locks at the limit for the lock time, and starts over after it', async () => {
    const g = guard();
    const id = await memberId();
    for (const triesLeft of [4, 3, 2, 1]) {
      expect(await outcome(g.check(id, POLICY, secret('000000'), wrong, T0))).toEqual([
        'funds.password.incorrect',
        { triesLeft },
      ]);
    }
    const lockedUntil = T0 + POLICY.lockMs;
    expect(await outcome(g.check(id, POLICY, secret('000000'), wrong, T0))).toEqual([
      'funds.password.locked',
      { lockedUntil },
    ]);
    let verified = 0;
    const counting = () => {
      verified += 1;
      return Promise.resolve(true);
    };
    expect(await outcome(g.check(id, POLICY, secret('123456'), counting, lockedUntil - 1))).toEqual([
      'funds.password.locked',
      { lockedUntil },
    ]);
    expect(verified).toBe(0);
    expect(await g.lockedUntil(id, lockedUntil - 1)).toBe(lockedUntil);
    expect(await g.lockedUntil(id, lockedUntil)).toBeNull();
    expect(await outcome(g.check(id, POLICY, secret('000000'), wrong, lockedUntil))).toEqual([
      'funds.password.incorrect',
      { triesLeft: 4 },
    ]);
    expect(await outcome(g.check(id, POLICY, secret('123456'), counting, lockedUntil))).toBe('ok');
    expect(await t.app.platform.repositories.withdrawals.fundsGuard(id)).toEqual({
      failures: 0,
      lockedUntil: null,
    });
  });

  it('checks identical secrets sent together once, and answers them alike', async () => {
    const g = guard();
    const id = await memberId();
    let calls = 0;
    let finish: (value: boolean) => void = () => undefined;
    const held = () => {
      calls += 1;
      return new Promise<boolean>((resolve) => {
        finish = resolve;
      });
    };
    const checks = Array.from({ length: 10 }, () => outcome(g.check(id, POLICY, secret('000000'), held, T0)));
    // Let the one verification start, then answer it.
    while (calls === 0) await new Promise((resolve) => setImmediate(resolve));
    finish(false);
    const outcomes = await Promise.all(checks);
    expect(calls).toBe(1);
    for (const o of outcomes) expect(o).toEqual(['funds.password.incorrect', { triesLeft: 4 }]);
    expect((await t.app.platform.repositories.withdrawals.fundsGuard(id)).failures).toBe(1);
  });

  it('never checks more different secrets at once than the tries left', async () => {
    const g = guard();
    const id = await memberId();
    let calls = 0;
    const slowWrong = async () => {
      calls += 1;
      await new Promise((resolve) => setImmediate(resolve));
      return false;
    };
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        outcome(g.check(id, POLICY, secret(`00000${String(i)}`), slowWrong, T0)),
      ),
    );
    expect(calls).toBeLessThanOrEqual(POLICY.maxTries);
    expect(outcomes.filter((o) => (o as string[])[0] === 'funds.password.locked').length).toBeGreaterThan(0);
    expect(await g.lockedUntil(id, T0)).toBe(T0 + POLICY.lockMs);
  });

  it('does not count a check that could not run (the hashing queue was full)', async () => {
    const g = guard();
    const id = await memberId();
    const busy = () => Promise.reject(new ApiError('overloaded'));
    expect(await outcome(g.check(id, POLICY, secret('000000'), busy, T0))).toEqual([
      'system.busy',
      undefined,
    ]);
    expect((await t.app.platform.repositories.withdrawals.fundsGuard(id)).failures).toBe(0);
  });
});
