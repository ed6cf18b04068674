import { randomInt } from 'node:crypto';
import type { ReferralDetails } from '@h5/contract/endpoints/messages.ts';
import type { AccountsRepository } from './accounts-repository.ts';

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

/**
 * The member's referral code is their affiliate (invitation) code: registration takes a `referralCode` as the
 * affiliate code (accounts issue), so members registering with it join this member's downline.
 */
async function ensureCode(
  accounts: AccountsRepository,
  memberId: number,
  merchantCode: string,
): Promise<string> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    // False only when another member has the code drawn: draw again.
    if (await accounts.setReferralCodeIfNone(memberId, merchantCode, newCode())) break;
  }
  // Also when a concurrent request gave the member a code first: that one is kept.
  const row = await accounts.findReferralCode(memberId);
  return row.affiliate_code ?? '';
}

export async function referralDetails(
  accounts: AccountsRepository,
  merchant: { code: string; mainDomain: string; domains: readonly string[] },
  memberId: number,
  autoGenerate: boolean,
): Promise<ReferralDetails> {
  const member = await accounts.findReferralCode(memberId);
  let code = member.affiliate_code ?? '';
  if (code === '' && autoGenerate) code = await ensureCode(accounts, memberId, member.merchant_code);
  const n = await accounts.countDownline(memberId);
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
