import type { Db } from '../db/database.ts';

const HOUR_MS = 3_600_000;

export interface LoginGuardPolicy {
  /** Failures (account or IP, last hour) after which a captcha is required. */
  captchaAfter: number;
  /** Failures per account per hour after which logins are refused for the rest of the hour. */
  maxFailuresPerHour: number;
}

export interface GuardState {
  readonly locked: boolean;
  readonly captchaRequired: boolean;
}

/**
 * Failed logins counted per account (per merchant) and per IP over the last hour. A success clears the
 * account's failures (and with them their share of the IP's count).
 */
export class LoginGuard {
  #lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly policy: LoginGuardPolicy,
  ) {}

  async state(merchantCode: string, accountKey: string, ip: string, now = Date.now()): Promise<GuardState> {
    const since = now - HOUR_MS;
    const [account, fromIp] = await Promise.all([
      this.db
        .selectFrom('login_failures')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('merchant_code', '=', merchantCode)
        .where('account_key', '=', accountKey)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('login_failures')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('ip', '=', ip)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow(),
    ]);
    const accountCount = account.count;
    return {
      locked: accountCount >= this.policy.maxFailuresPerHour,
      captchaRequired: accountCount >= this.policy.captchaAfter || fromIp.count >= this.policy.captchaAfter,
    };
  }

  async recordFailure(merchantCode: string, accountKey: string, ip: string, now = Date.now()): Promise<void> {
    await this.db
      .insertInto('login_failures')
      .values({ merchant_code: merchantCode, account_key: accountKey, ip, created_at: now })
      .execute();
    // Rows older than the window are of no use.
    if (now - this.#lastPrune >= 60_000) {
      this.#lastPrune = now;
      await this.db
        .deleteFrom('login_failures')
        .where('created_at', '<', now - HOUR_MS)
        .execute();
    }
  }

  async clear(merchantCode: string, accountKey: string): Promise<void> {
    await this.db
      .deleteFrom('login_failures')
      .where('merchant_code', '=', merchantCode)
      .where('account_key', '=', accountKey)
      .execute();
  }
}
