import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import * as argon2 from '@node-rs/argon2';
import type { Options } from '@node-rs/argon2';
import type { Argon2Cost } from '../config.ts';
import { WorkLimiter, type WorkLimits } from './work-limiter.ts';

/** `Algorithm.Argon2id` (an ambient const enum, which isolated modules cannot read). */
const ARGON2ID = 2 as unknown as NonNullable<Options['algorithm']>;

/** libuv's thread pool, where Argon2 runs beside file reads, DNS lookups and zlib: 4 threads unless configured. */
const DEFAULT_THREADPOOL_SIZE = 4;

/**
 * Argon2 computations at once when not configured: one core is left to the event loop (every other request is
 * answered there) and one pool thread to the file reads of the web app, at least one computation. Argon2 is
 * asynchronous (@node-rs/argon2 runs it on the thread pool), so it never blocks the loop itself; what starved the
 * loop was its CPU: four computations at once on two cores (issue 12).
 */
export function defaultHashConcurrency(
  cores: number = availableParallelism(),
  threadPool: number = Number(process.env.UV_THREADPOOL_SIZE) || DEFAULT_THREADPOOL_SIZE,
): number {
  return Math.max(1, Math.min(cores - 1, threadPool - 1));
}

/** The Argon2 functions used: @node-rs/argon2's, or a test's stand-in that counts or holds calls. */
export interface Argon2Functions {
  hash(password: string, options: Options): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

const NODE_RS_ARGON2: Argon2Functions = {
  hash: (password, options) => argon2.hash(password, options),
  verify: (passwordHash, password) => argon2.verify(passwordHash, password),
};

/**
 * Password hashing with Argon2id (OWASP Password Storage). A dummy hash made at start is verified when the
 * account does not exist, so an unknown user costs the same time as a wrong password.
 *
 * Every hash and verification (login, registration, password change and reset, the dummy) waits its turn in
 * `limiter`: a login burst then queues for the CPU instead of taking it from every other request, and once the
 * queue is full the caller gets `system.busy` (503) at once.
 */
export class PasswordHasher {
  readonly limiter: WorkLimiter;
  readonly #options: Options;
  readonly #argon2: Argon2Functions;
  #dummy: Promise<string> | undefined;

  constructor(cost: Argon2Cost, limits: WorkLimits, argon2Functions: Argon2Functions = NODE_RS_ARGON2) {
    this.#options = { algorithm: ARGON2ID, ...cost };
    this.limiter = new WorkLimiter(limits);
    this.#argon2 = argon2Functions;
  }

  hash(password: string): Promise<string> {
    return this.limiter.run(() => this.#argon2.hash(password, this.#options));
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    return this.limiter.run(async () => {
      try {
        return await this.#argon2.verify(passwordHash, password);
      } catch {
        // A malformed stored hash is a failed check, never an exception for the client.
        return false;
      }
    });
  }

  /** Spends the time of one verification and answers false. */
  async verifyDummy(password: string): Promise<false> {
    // A refused (busy) first attempt must not leave a rejected dummy behind for good.
    this.#dummy ??= this.hash(randomBytes(16).toString('hex')).catch((error: unknown) => {
      this.#dummy = undefined;
      throw error;
    });
    await this.verify(await this.#dummy, password);
    return false;
  }
}
