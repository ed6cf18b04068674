import { createHmac, randomBytes } from 'node:crypto';
import type { MerchantConfig } from '../merchants/merchant-config.ts';
import { ApiError } from '../errors.ts';
import type { FundsGuardChange, FundsGuardState } from './security-repository.ts';
import type { WithdrawalsRepository } from './withdrawals-repository.ts';

/** The merchant's lock rule for wrong funds passwords and answers. */
export interface FundsPolicy {
  maxTries: number;
  lockMs: number;
}

export function fundsPolicy(merchant: Pick<MerchantConfig, 'payments'>): FundsPolicy {
  const { fundsPasswordMaxTries, fundsPasswordLockMinutes } = merchant.payments.withdraw;
  return { maxTries: fundsPasswordMaxTries, lockMs: fundsPasswordLockMinutes * 60_000 };
}

/** A secret to check: what it is (for the message and to keep kinds apart) and the text the member gave. */
export interface Secret {
  kind: 'funds' | 'login' | 'answers';
  text: string;
}

type Reservation = { kind: 'reserved'; failures: number } | { kind: 'locked'; lockedUntil: number };

const unchanged = <T>(state: FundsGuardState, result: T): FundsGuardChange<T> => ({ next: state, result });

/**
 * Counts the attempt as a failure before it is checked (so that attempts sent together cannot all be checked
 * against the same count), unless the member is locked. A lock whose time has passed starts the count over. With
 * the tries already used up by attempts still being checked, it locks.
 */
function reserve(state: FundsGuardState, policy: FundsPolicy, now: number): FundsGuardChange<Reservation> {
  if (state.lockedUntil !== null && state.lockedUntil > now) {
    return unchanged(state, { kind: 'locked', lockedUntil: state.lockedUntil });
  }
  const failures = state.lockedUntil === null ? state.failures : 0;
  if (failures >= policy.maxTries) {
    const lockedUntil = now + policy.lockMs;
    return { next: { failures, lockedUntil }, result: { kind: 'locked', lockedUntil } };
  }
  return {
    next: { failures: failures + 1, lockedUntil: null },
    result: { kind: 'reserved', failures: failures + 1 },
  };
}

const lockedError = (lockedUntil: number) => new ApiError('fundsPasswordLocked', { value: { lockedUntil } });

/**
 * The guard of every secret the money rules check: the funds password, the login password that confirms the first
 * one, the answers to the security questions. Wrong ones of any kind count together; at the merchant's number of
 * tries the member is locked for its lock time (`funds.password.locked` with `lockedUntil`); a right one resets the
 * count. The count lives in the database (`funds_password_guard`), so every instance sees the same.
 *
 * Argon2 runs outside any transaction. Identical checks of one member in flight at once in this instance (a
 * double tap, a burst of requests with the same password) share one verification: counted as one attempt, as one
 * person typing once, and answered alike. This changes no answer, only how often the same question is computed.
 */
export class FundsGuard {
  readonly #inFlight = new Map<string, Promise<void>>();
  /** Keys the in-flight map by an HMAC of the secret, so the map never holds one. */
  readonly #key = randomBytes(32);

  constructor(private readonly repository: WithdrawalsRepository) {}

  /** Until when (ms) the member's checks are refused; null when they are not. */
  async lockedUntil(memberId: number, now: number): Promise<number | null> {
    const { lockedUntil } = await this.repository.fundsGuard(memberId);
    return lockedUntil !== null && lockedUntil > now ? lockedUntil : null;
  }

  /**
   * Resolves when `verify` accepts the secret; throws `funds.password.locked` or `funds.password.incorrect` (with
   * `triesLeft`, the message naming the kind of secret) otherwise.
   */
  check(
    memberId: number,
    policy: FundsPolicy,
    secret: Secret,
    verify: () => Promise<boolean>,
    now: number,
  ): Promise<void> {
    const digest = createHmac('sha256', this.#key).update(secret.text).digest('base64');
    const key = `${String(memberId)}:${secret.kind}:${digest}`;
    const running = this.#inFlight.get(key);
    if (running !== undefined) return running;
    const check = this.#check(memberId, policy, secret, verify, now).finally(() => {
      this.#inFlight.delete(key);
    });
    this.#inFlight.set(key, check);
    return check;
  }

  async #check(
    memberId: number,
    policy: FundsPolicy,
    secret: Secret,
    verify: () => Promise<boolean>,
    now: number,
  ): Promise<void> {
    const reservation = await this.repository.changeFundsGuard(memberId, (state) =>
      reserve(state, policy, now),
    );
    if (reservation.kind === 'locked') throw lockedError(reservation.lockedUntil);
    let right: boolean;
    try {
      right = await verify();
    } catch (error) {
      // Not checked (the hashing queue was full): not a wrong try either.
      await this.repository.changeFundsGuard(memberId, (state) =>
        unchanged({ ...state, failures: Math.max(0, state.failures - 1) }, null),
      );
      throw error;
    }
    if (right) {
      await this.repository.changeFundsGuard(memberId, () =>
        unchanged({ failures: 0, lockedUntil: null }, null),
      );
      return;
    }
    if (reservation.failures >= policy.maxTries) {
      const lockedUntil = now + policy.lockMs;
      await this.repository.changeFundsGuard(memberId, (state) =>
        unchanged({ ...state, lockedUntil: Math.max(lockedUntil, state.lockedUntil ?? 0) }, null),
      );
      throw lockedError(lockedUntil);
    }
    const triesLeft = policy.maxTries - reservation.failures;
    throw new ApiError('fundsPasswordIncorrect', {
      ...(secret.kind === 'login' ? { detail: 'loginPasswordForFunds' as const } : {}),
      ...(secret.kind === 'answers' ? { detail: 'securityAnswersIncorrect' as const } : {}),
      params: { triesLeft: String(triesLeft) },
      value: { triesLeft },
    });
  }
}
