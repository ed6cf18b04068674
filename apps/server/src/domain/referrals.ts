import { randomInt } from 'node:crypto';
import type { ReferralDetails } from '@h5/contract/endpoints/messages.ts';
import type { Db } from '../db/database.ts';

/** Letters and digits that cannot be mistaken for one another when read aloud or copied by hand. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
const MAX_ATTEMPTS = 5;

function newCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++)
    code += CODE_ALPHABET.charAt(randomInt(CODE_ALPHABET.length));
  return code;
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';

/**
 * The member's referral code is their affiliate (invitation) code: registration takes a `referralCode` as the
 * affiliate code (accounts issue), so members registering with it join this member's downline.
 */
async function ensureCode(db: Db, memberId: number, merchantCode: string): Promise<string> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    try {
      await db
        .updateTable('members')
        .set({ affiliate_code: newCode() })
        .where('id', '=', memberId)
        .where('merchant_code', '=', merchantCode)
        .where('affiliate_code', 'is', null)
        .execute();
      break;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  // Also when a concurrent request gave the member a code first: that one is kept.
  const row = await db
    .selectFrom('members')
    .select('affiliate_code')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.affiliate_code ?? '';
}

export async function referralDetails(
  db: Db,
  merchant: { code: string; mainDomain: string; domains: readonly string[] },
  memberId: number,
  autoGenerate: boolean,
): Promise<ReferralDetails> {
  const member = await db
    .selectFrom('members')
    .select(['affiliate_code', 'merchant_code'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  let code = member.affiliate_code ?? '';
  if (code === '' && autoGenerate) code = await ensureCode(db, memberId, member.merchant_code);
  const { n } = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('upline_id', '=', memberId)
    .executeTakeFirstOrThrow();
  const domains = [merchant.mainDomain, ...merchant.domains]
    .map((d) =>
      d
        .trim()
        .replace(/^https?:\/\//, '')
        .replace(/\/+$/, ''),
    )
    .filter((d) => d !== '');
  return {
    referralCode: code,
    totalInvitations: n,
    promotionDomains: [...new Set(domains)],
    referralPath: code === '' ? '' : `/m/register?r=${encodeURIComponent(code)}`,
  };
}
