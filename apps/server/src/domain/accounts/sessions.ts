import { createHash, randomBytes } from 'node:crypto';
import type { AccountsRepository } from './accounts-repository.ts';

/** 32 random bytes = 256 bits, sent base64url. */
export const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
}

export interface SessionInfo {
  readonly tokenHash: string;
  readonly memberId: number;
  readonly memberType: number;
  readonly account: string;
  readonly merchantCode: string;
  readonly createdAt: number;
}

/**
 * Server-side sessions: the client holds a random token, the database only its SHA-256. A session ends at
 * logout (revoked), after `idleMinutes` without use, or `maxHours` after the login, whichever comes first.
 */
export class Sessions {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly policy: SessionPolicy,
  ) {}

  async create(memberId: number, meta: { ip: string; device: string }, now = Date.now()): Promise<string> {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    await this.accounts.insertSession({
      token_hash: hashToken(token),
      member_id: memberId,
      created_at: now,
      last_seen_at: now,
      expires_at: now + this.policy.maxHours * 3_600_000,
      revoked_at: null,
      ip: meta.ip.slice(0, 64),
      device: meta.device.slice(0, 64),
    });
    return token;
  }

  /** The live session of a token (and marks it used), or null when unknown, revoked or expired. */
  async resolve(token: string, now = Date.now()): Promise<SessionInfo | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const tokenHash = hashToken(token);
    const row = await this.accounts.findSession(tokenHash);
    if (row === undefined || row.revoked_at !== null || row.status !== 'active') return null;
    if (now >= row.expires_at || now - row.last_seen_at >= this.policy.idleMinutes * 60_000) return null;
    await this.accounts.touchSession(tokenHash, now);
    return {
      tokenHash,
      memberId: row.member_id,
      memberType: row.type,
      account: row.account,
      merchantCode: row.merchant_code,
      createdAt: row.created_at,
    };
  }

  async revoke(tokenHash: string, now = Date.now()): Promise<void> {
    await this.accounts.revokeSession(tokenHash, now);
  }

  /** Ends every session of a member except `keep` (a password change keeps the session that made it). */
  async revokeAllOf(memberId: number, keep: string | null = null, now = Date.now()): Promise<void> {
    await this.accounts.revokeSessionsOf(memberId, keep, now);
  }
}
