import * as argon2 from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { ARGON2_PRODUCTION } from '../../config.ts';
import { ApiError } from '../../domain/errors.ts';
import { PasswordHasher, defaultHashConcurrency, type Argon2Functions } from '../password-hasher.ts';
import { WorkLimiter, isOverloaded } from '../work-limiter.ts';

interface Gate {
  readonly promise: Promise<void>;
  open(): void;
}

function gate(): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/** Lets every pending promise callback run (a task started by a hand-over runs on the next ticks). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Argon2 stand-ins that count how many computations run at once; `held` keeps each one open until opened. */
function countingArgon2(
  real: boolean,
  held?: Gate,
): Argon2Functions & { peak: () => number; calls: () => number } {
  let running = 0;
  let peak = 0;
  let calls = 0;
  const around = async <T>(work: () => Promise<T>): Promise<T> => {
    running++;
    calls++;
    peak = Math.max(peak, running);
    try {
      if (held !== undefined) await held.promise;
      return await work();
    } finally {
      running--;
    }
  };
  return {
    hash: (password, options) => around(() => (real ? argon2.hash(password, options) : Promise.resolve('h'))),
    verify: (passwordHash, password) =>
      around(() => (real ? argon2.verify(passwordHash, password) : Promise.resolve(true))),
    peak: () => peak,
    calls: () => calls,
  };
}

describe('WorkLimiter', () => {
  it('runs at most `concurrency` tasks, queues `queue` more in order and refuses the rest at once', async () => {
    const limiter = new WorkLimiter({ concurrency: 2, queue: 3 });
    const held = gate();
    const order: number[] = [];
    const results = Array.from({ length: 8 }, (_, i) =>
      limiter
        .run(async () => {
          order.push(i);
          await held.promise;
          return i;
        })
        .then(
          (value) => ({ ok: true as const, value }),
          (error: unknown) => ({ ok: false as const, error }),
        ),
    );
    await settle();
    expect(limiter.running).toBe(2);
    expect(limiter.waiting).toBe(3);
    expect(order).toEqual([0, 1]);

    held.open();
    const settled = await Promise.all(results);
    expect(settled.slice(0, 5).map((r) => (r.ok ? r.value : null))).toEqual([0, 1, 2, 3, 4]);
    for (const refused of settled.slice(5)) {
      expect(refused.ok).toBe(false);
      const error = refused.ok ? null : refused.error;
      expect(isOverloaded(error)).toBe(true);
      expect(error).toMatchObject({ errorCode: 'system.busy', statusCode: 503 });
    }
    // Queued tasks ran in arrival order, each after a running one finished.
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(limiter.running).toBe(0);
    expect(limiter.waiting).toBe(0);
  });

  it('frees the turn of a task that fails, and the failure is the caller’s', async () => {
    const limiter = new WorkLimiter({ concurrency: 1, queue: 0 });
    await expect(limiter.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(limiter.run(() => Promise.resolve('next'))).resolves.toBe('next');
    expect(limiter.running).toBe(0);
  });

  it('with no queue, refuses whatever finds every turn taken', async () => {
    const limiter = new WorkLimiter({ concurrency: 1, queue: 0 });
    const held = gate();
    const first = limiter.run(() => held.promise);
    await expect(limiter.run(() => Promise.resolve())).rejects.toBeInstanceOf(ApiError);
    held.open();
    await first;
  });

  it('refuses a concurrency below 1', () => {
    expect(() => new WorkLimiter({ concurrency: 0, queue: 1 })).toThrow(RangeError);
  });
});

describe('password hashing under load', () => {
  it('leaves a core to the event loop and a pool thread to file reads by default', () => {
    expect(defaultHashConcurrency(2, 4)).toBe(1);
    expect(defaultHashConcurrency(1, 4)).toBe(1);
    expect(defaultHashConcurrency(8, 4)).toBe(3);
    expect(defaultHashConcurrency(8, 16)).toBe(7);
  });

  it('never computes more than the bound at once, whatever the callers (hash, verify, the dummy)', async () => {
    const held = gate();
    const argon = countingArgon2(false, held);
    const hasher = new PasswordHasher(ARGON2_PRODUCTION, { concurrency: 2, queue: 64 }, argon);
    const work = [
      ...Array.from({ length: 10 }, () => hasher.verify('stored', 'pw')),
      ...Array.from({ length: 5 }, () => hasher.hash('pw')),
      ...Array.from({ length: 5 }, () => hasher.verifyDummy('pw')),
    ];
    await settle();
    expect(hasher.limiter.running).toBe(2);
    held.open();
    await Promise.all(work);
    expect(argon.peak()).toBe(2);
    // The dummy hash is made once, then verified once per call.
    expect(argon.calls()).toBe(10 + 5 + 1 + 5);
  });

  it('with the production cost, 20 verifications at once compute two at a time and all answer right', async () => {
    const argon = countingArgon2(true);
    const hasher = new PasswordHasher(ARGON2_PRODUCTION, { concurrency: 2, queue: 64 }, argon);
    const stored = await hasher.hash('demo1234');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => hasher.verify(stored, i % 2 === 0 ? 'demo1234' : 'wrong')),
    );
    expect(answers).toEqual(Array.from({ length: 20 }, (_, i) => i % 2 === 0));
    expect(argon.peak()).toBe(2);
  });

  it('a dummy refused as busy is made again next time, not kept as a failure', async () => {
    const held = gate();
    const argon = countingArgon2(false, held);
    const hasher = new PasswordHasher(ARGON2_PRODUCTION, { concurrency: 1, queue: 0 }, argon);
    const blocker = hasher.hash('occupies the only turn');
    await expect(hasher.verifyDummy('pw')).rejects.toSatisfy(isOverloaded);
    held.open();
    await blocker;
    await expect(hasher.verifyDummy('pw')).resolves.toBe(false);
  });
});
