import { sourceOf } from '../client-source.ts';
import type { AccountsRepository } from './accounts-repository.ts';
import type { FailureCounts } from './guard-repository.ts';

/**
 * How long a failed login counts. The spec sets no lock (accounts-and-sign-in.md "States": only "a failed login
 * response contains the captcha flag"); the window and the counts (`LOGIN_CAPTCHA_AFTER`,
 * `LOGIN_MAX_FAILURES_PER_HOUR` in config.ts) are ours: docs/decisions.md "Holding under attack: login lock and
 * captcha (issue 12)".
 */
export const LOGIN_FAILURE_WINDOW_MS = 3_600_000;
/**
 * How long the login right after a new password set with an SMS code may skip the captcha (issue 19): the code
 * proved a person with the phone, as a captcha would, and the client logs in at once.
 */
export const SMS_LOGIN_PASS_MS = 300_000;
const SMS_PASS_KIND = 'loginPassAfterSms';
/** Rows older than the window are deleted at most this often. */
const PRUNE_EVERY_MS = 60_000;

/** The guard's key of an SMS login: the number it was sent to, apart from the account name's key. */
export function smsLoginKey(dialingCode: string, mobile: string): string {
  return `${dialingCode}-${mobile}`;
}

const passKey = (attempt: LoginAttempt) =>
  `${attempt.merchantCode}|${attempt.accountKey}|${sourceOf(attempt.ip)}`;

export interface LoginGuardPolicy {
  /** Password failures (of the account, or from the source address, last hour) after which a captcha is needed. */
  captchaAfter: number;
  /** Password failures of the account from one source address per hour after which that source is refused. */
  maxFailuresPerHour: number;
}

export interface LoginAttempt {
  readonly merchantCode: string;
  readonly accountKey: string;
  /** The client address as the request saw it; counted by `sourceOf`. */
  readonly ip: string;
}

/**
 * Whether the attempt carries a solved captcha: `'passed'` (checked and consumed before the reservation), `'none'`
 * (missing or wrong), or `'notAsked'` on a form that has no captcha (change password).
 */
export type CaptchaOutcome = 'passed' | 'none' | 'notAsked';

export type Reservation =
  /** Go on and check the password: the attempt already counts as a failure until `clear` or `release`. */
  | { readonly kind: 'reserved'; readonly id: number; readonly captchaAfterFailure: boolean }
  /** Too many failures of this account from this source (or, where no captcha can be asked, of the account). */
  | { readonly kind: 'locked' }
  /** A captcha is needed and the attempt has none: nothing was counted, no password may be checked. */
  | { readonly kind: 'captchaRequired' };

/**
 * What failed logins may cost, counted in `login_failures` over the last hour:
 * - only password checks count (a wrong or missing captcha is refused before any check and never counts), so
 *   nobody locks an account by sending bad captchas;
 * - from `captchaAfter` failures of the account (from anywhere) or from the source (any account) every attempt
 *   needs a solved captcha: that slows a guesser on many addresses without refusing the owner;
 * - the hard lock (`login.locked`) is per account and source together, so an attacker elsewhere cannot lock the
 *   owner's own address out; where no captcha can be asked (change password) the account's count locks too;
 * - the attempt is written as a failure before the password is checked, in the same write transaction as the
 *   decision: concurrent attempts see each other, so N at once check at most the allowed number of passwords.
 *   The database decides (not process memory), so several server instances on one file agree.
 * A successful login, and a new password, delete the account's failures (and with them their share of the
 * source's count).
 */
export class LoginGuard {
  #lastPrune = 0;

  constructor(
    private readonly accounts: AccountsRepository,
    private readonly policy: LoginGuardPolicy,
  ) {}

  /**
   * Decides, atomically with the reservation, whether this attempt may have its password checked. `captcha` must
   * already be verified (captchas are single-use, so verifying first gives no second chance to anyone).
   */
  async reserve(attempt: LoginAttempt, captcha: CaptchaOutcome, now = Date.now()): Promise<Reservation> {
    await this.#prune(now);
    const { captchaAfter, maxFailuresPerHour } = this.policy;
    const refusal = (counts: FailureCounts): Reservation | null => {
      const locked =
        counts.accountFromSource >= maxFailuresPerHour ||
        (captcha === 'notAsked' && counts.account >= maxFailuresPerHour);
      const captchaNeeded =
        captcha !== 'notAsked' && (counts.account >= captchaAfter || counts.fromSource >= captchaAfter);
      if (locked) return { kind: 'locked' };
      if (captchaNeeded && captcha !== 'passed') return { kind: 'captchaRequired' };
      return null;
    };
    const result = await this.accounts.reserveLoginAttempt(
      {
        merchantCode: attempt.merchantCode,
        accountKey: attempt.accountKey,
        source: sourceOf(attempt.ip),
        at: now,
      },
      now - LOGIN_FAILURE_WINDOW_MS,
      refusal,
    );
    if (result.refused !== null) return result.refused;
    const { counts } = result;
    return {
      kind: 'reserved',
      id: result.id,
      captchaAfterFailure: counts.account + 1 >= captchaAfter || counts.fromSource + 1 >= captchaAfter,
    };
  }

  /** The reserved attempt was no failure after all (the right password of an account that may not log in). */
  async release(id: number): Promise<void> {
    await this.accounts.deleteLoginFailure(id);
  }

  /**
   * A new password was just set with an SMS code from this source: the account's next login from it within
   * SMS_LOGIN_PASS_MS counts as having solved a captcha (once).
   */
  async grantSmsPass(attempt: LoginAttempt, now = Date.now()): Promise<void> {
    await this.accounts.insertThrottleEvent({ kind: SMS_PASS_KIND, key: passKey(attempt), at: now });
  }

  /** Uses the pass {@link grantSmsPass} gave this account and source, if there is one still valid. */
  useSmsPass(attempt: LoginAttempt, now = Date.now()): Promise<boolean> {
    return this.accounts.consumeThrottleEvents(SMS_PASS_KIND, passKey(attempt), now - SMS_LOGIN_PASS_MS);
  }

  /** The account's failures end: a successful login, or a new password (which also lifts its locks). */
  async clear(merchantCode: string, accountKey: string): Promise<void> {
    await this.accounts.clearLoginFailures(merchantCode, accountKey);
  }

  async #prune(now: number): Promise<void> {
    if (now - this.#lastPrune < PRUNE_EVERY_MS) return;
    this.#lastPrune = now;
    await this.accounts.deleteLoginFailuresBefore(now - LOGIN_FAILURE_WINDOW_MS);
  }
}
