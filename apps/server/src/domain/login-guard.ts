import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { sourceOf } from './client-source.ts';

/**
 * How long a failed login counts. The spec sets no lock (accounts-and-sign-in.md "States": only "a failed login
 * response contains the captcha flag"); the window and the counts (`LOGIN_CAPTCHA_AFTER`,
 * `LOGIN_MAX_FAILURES_PER_HOUR` in config.ts) are ours: docs/decisions.md "Holding under attack: login lock and
 * captcha (issue 12)".
 */
export const LOGIN_FAILURE_WINDOW_MS = 3_600_000;
/** Rows older than the window are deleted at most this often. */
const PRUNE_EVERY_MS = 60_000;

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

interface Counts {
  account: number;
  accountFromSource: number;
  fromSource: number;
}

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
    private readonly db: Db,
    private readonly policy: LoginGuardPolicy,
  ) {}

  /**
   * Decides, atomically with the reservation, whether this attempt may have its password checked. `captcha` must
   * already be verified (captchas are single-use, so verifying first gives no second chance to anyone).
   */
  async reserve(attempt: LoginAttempt, captcha: CaptchaOutcome, now = Date.now()): Promise<Reservation> {
    await this.#prune(now);
    const source = sourceOf(attempt.ip);
    const since = now - LOGIN_FAILURE_WINDOW_MS;
    // One connection for the whole transaction; `begin immediate` takes SQLite's write lock first, so another
    // process on the same file waits (busy_timeout) instead of deciding on the same counts.
    return this.db.connection().execute(async (conn) => {
      await sql`begin immediate`.execute(conn);
      try {
        const counts = await countFailures(conn, attempt, source, since);
        const locked =
          counts.accountFromSource >= this.policy.maxFailuresPerHour ||
          (captcha === 'notAsked' && counts.account >= this.policy.maxFailuresPerHour);
        const captchaNeeded =
          captcha !== 'notAsked' &&
          (counts.account >= this.policy.captchaAfter || counts.fromSource >= this.policy.captchaAfter);
        let result: Reservation;
        if (locked) result = { kind: 'locked' };
        else if (captchaNeeded && captcha !== 'passed') result = { kind: 'captchaRequired' };
        else {
          const row = await conn
            .insertInto('login_failures')
            .values({
              merchant_code: attempt.merchantCode,
              account_key: attempt.accountKey,
              ip: source,
              created_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          result = {
            kind: 'reserved',
            id: row.id,
            captchaAfterFailure:
              counts.account + 1 >= this.policy.captchaAfter ||
              counts.fromSource + 1 >= this.policy.captchaAfter,
          };
        }
        await sql`commit`.execute(conn);
        return result;
      } catch (error) {
        await sql`rollback`.execute(conn);
        throw error;
      }
    });
  }

  /** The reserved attempt was no failure after all (the right password of an account that may not log in). */
  async release(id: number): Promise<void> {
    await this.db.deleteFrom('login_failures').where('id', '=', id).execute();
  }

  /** The account's failures end: a successful login, or a new password (which also lifts its locks). */
  async clear(merchantCode: string, accountKey: string): Promise<void> {
    await this.db
      .deleteFrom('login_failures')
      .where('merchant_code', '=', merchantCode)
      .where('account_key', '=', accountKey)
      .execute();
  }

  async #prune(now: number): Promise<void> {
    if (now - this.#lastPrune < PRUNE_EVERY_MS) return;
    this.#lastPrune = now;
    await this.db
      .deleteFrom('login_failures')
      .where('created_at', '<', now - LOGIN_FAILURE_WINDOW_MS)
      .execute();
  }
}

/** The failures since `since` of the account, of the account from the source, and from the source. */
async function countFailures(db: Db, attempt: LoginAttempt, source: string, since: number): Promise<Counts> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => {
      const ofAccount = eb.and([
        eb('merchant_code', '=', attempt.merchantCode),
        eb('account_key', '=', attempt.accountKey),
      ]);
      const fromSource = eb('ip', '=', source);
      // SUM of 1/0 counts the rows a condition holds for; it is NULL when no row matched at all.
      const countWhere = (condition: typeof ofAccount) =>
        eb.fn.sum<number | null>(eb.case().when(condition).then(1).else(0).end());
      return [
        countWhere(ofAccount).as('account'),
        countWhere(eb.and([ofAccount, fromSource])).as('accountFromSource'),
        countWhere(fromSource).as('fromSource'),
      ];
    })
    .where('created_at', '>', since)
    .where((eb) =>
      eb.or([
        eb.and([eb('merchant_code', '=', attempt.merchantCode), eb('account_key', '=', attempt.accountKey)]),
        eb('ip', '=', source),
      ]),
    )
    .executeTakeFirstOrThrow();
  return {
    account: row.account ?? 0,
    accountFromSource: row.accountFromSource ?? 0,
    fromSource: row.fromSource ?? 0,
  };
}
