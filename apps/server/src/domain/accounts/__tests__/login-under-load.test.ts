import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, tokenOf } from '../../../__tests__/account-helpers.ts';
import { envelopeOf, startTestApp, type TestApp } from '../../../__tests__/test-app.ts';
import { ARGON2_PRODUCTION } from '../../../config.ts';

/** A task that holds a hashing turn until released. */
function holdTurn(t: TestApp): { release: () => void; done: Promise<void> } {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return { release, done: t.app.platform.accounts.passwords.limiter.run(() => held) };
}

// Issue 12, item 5: logins go through the bounded hashing queue; when it is full the answer is immediate.
describe('login while password hashing is saturated', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ passwordHashConcurrency: 1, passwordHashQueue: 1 });
  });
  afterAll(() => t.close());

  it('answers system.busy (503, Retry-After) at once, the same for a known and an unknown user', async () => {
    // One turn running and the one queue place taken: nothing more may wait.
    const running = holdTurn(t);
    const queued = holdTurn(t);
    try {
      // Structural, not timed: both turns stay held until the end of this block, so had the login waited for a
      // turn it would never have been answered (the test would time out).
      const known = await loginAs(t, 'player01', 'demo1234');
      const unknown = await loginAs(t, 'nobody404', 'demo1234');
      for (const res of [known, unknown]) {
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('1');
        expect(envelopeOf(res)).toMatchObject({ success: false, errorCode: 'system.busy' });
      }
      expect(envelopeOf(known).message).toBe(envelopeOf(unknown).message);
    } finally {
      running.release();
      queued.release();
      await Promise.all([running.done, queued.done]);
    }
  });

  it('does not count busy answers as failed logins: no captcha afterwards', async () => {
    const running = holdTurn(t);
    const queued = holdTurn(t);
    try {
      // More than LOGIN_CAPTCHA_AFTER (3) attempts, each refused before any password was compared.
      for (let i = 0; i < 5; i++) {
        expect(envelopeOf(await loginAs(t, 'player01', 'wrong-password')).errorCode).toBe('system.busy');
      }
    } finally {
      running.release();
      queued.release();
      await Promise.all([running.done, queued.done]);
    }
    const res = await loginAs(t, 'player01', 'demo1234');
    expect(envelopeOf(res).success).toBe(true);
  });
});

describe('a burst of 20 logins at the production Argon2 cost', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The guard would ask concurrent logins of one account for a captcha (no hashing): off, to load the hasher.
    t = await startTestApp({
      argon2: ARGON2_PRODUCTION,
      passwordHashConcurrency: 1,
      passwordHashQueue: 64,
      loginCaptchaAfter: 1000,
    });
  });
  afterAll(() => t.close());

  it('queues rather than refuses: every login succeeds', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => loginAs(t, 'player01', 'demo1234')));
    const tokens = await Promise.all(answers.map(tokenOf));
    expect(new Set(tokens).size).toBe(20);
    expect(t.app.platform.accounts.passwords.limiter.running).toBe(0);
  });
});
