import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { AccountsRepository } from './accounts-repository.ts';

export const SMS_MAX_TRIES = 5;
const HOUR_MS = 3_600_000;

export type SmsPurpose = 'login' | 'register';

export interface SmsPolicy {
  /** Validity in minutes; the resend countdown is 60 × this seconds. */
  codeMinutes: number;
  hourlyPerNumber: number;
  hourlyPerIp: number;
}

export interface SmsTarget {
  readonly merchantCode: string;
  readonly purpose: SmsPurpose;
  readonly dialingCode: string;
  readonly mobile: string;
}

export function smsTarget(
  merchantCode: string,
  purpose: SmsPurpose,
  dialingCode: string,
  mobile: string,
): SmsTarget {
  return { merchantCode, purpose, dialingCode, mobile };
}

export type IssueResult =
  | { readonly ok: true; readonly code: string }
  | { readonly ok: false; readonly reason: 'tooFrequent' | 'limit' };

export type VerifyResult = 'ok' | 'wrong' | 'expired' | 'none';

const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

/**
 * SMS verification codes: 6 digits from the crypto RNG, stored salted and hashed, valid `codeMinutes`, single
 * use, dead after 5 wrong tries. One code per number per countdown; an hourly cap per number and per IP.
 */
export class SmsCodes {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly policy: SmsPolicy,
  ) {}

  get expiredMinutes(): number {
    return this.policy.codeMinutes;
  }

  async issue(target: SmsTarget, ip: string, now = Date.now()): Promise<IssueResult> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const salt = randomBytes(16).toString('hex');
    const verdict = await this.accounts.insertSmsCodeIf(
      {
        merchant_code: target.merchantCode,
        purpose: target.purpose,
        dialing_code: target.dialingCode,
        mobile: target.mobile,
        code_hash: `${salt}$${hashCode(salt, code)}`,
        ip,
        created_at: now,
        expires_at: now + this.policy.codeMinutes * 60_000,
        consumed_at: null,
      },
      now - HOUR_MS,
      (sent) => {
        if (sent.lastToNumber !== null && now - sent.lastToNumber < this.policy.codeMinutes * 60_000) {
          return 'tooFrequent';
        }
        if (sent.toNumber >= this.policy.hourlyPerNumber) return 'limit';
        if (sent.fromIp >= this.policy.hourlyPerIp) return 'limit';
        return 'ok';
      },
    );
    return verdict === 'ok' ? { ok: true, code } : { ok: false, reason: verdict };
  }

  /**
   * Checks a code against the latest one sent for the target. A wrong code counts a try; the fifth wrong try
   * kills the code. With `consume`, a right code is used up at once; otherwise call `consume` with the id.
   */
  async verify(
    target: SmsTarget,
    code: string,
    options: { consume: boolean },
    now = Date.now(),
  ): Promise<{ result: VerifyResult; id: number | null }> {
    const row = await this.accounts.latestSmsCode(target);
    if (row === undefined || row.consumed_at !== null) return { result: 'none', id: null };
    if (now >= row.expires_at || row.attempts >= SMS_MAX_TRIES) return { result: 'expired', id: row.id };
    const [salt = '', stored = ''] = row.code_hash.split('$');
    const given = Buffer.from(hashCode(salt, code.trim()), 'hex');
    const expected = Buffer.from(stored, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      await this.accounts.countWrongSmsTry(row.id);
      return { result: 'wrong', id: row.id };
    }
    if (options.consume && !(await this.consume(row.id, now))) return { result: 'none', id: row.id };
    return { result: 'ok', id: row.id };
  }

  /** Uses up a verified code; false when another request used it first. */
  async consume(id: number, now = Date.now()): Promise<boolean> {
    return this.accounts.consumeSmsCode(id, now);
  }
}
