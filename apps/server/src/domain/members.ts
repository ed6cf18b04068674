import type { Db } from '../db/database.ts';
import type { MemberRow } from '../db/schema.ts';

export const accountKey = (account: string) => account.trim().toLowerCase();

export async function findByAccount(
  db: Db,
  merchantCode: string,
  account: string,
): Promise<MemberRow | undefined> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('account_key', '=', accountKey(account))
    .executeTakeFirst();
}

export async function findByMobile(
  db: Db,
  merchantCode: string,
  dialingCode: string,
  mobile: string,
): Promise<MemberRow | undefined> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('dialing_code', '=', dialingCode)
    .where('mobile', '=', mobile)
    .executeTakeFirst();
}

export async function findById(db: Db, id: number): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The active member whose affiliate (invitation) code this is, in the merchant. */
export async function findByAffiliateCode(
  db: Db,
  merchantCode: string,
  code: string,
): Promise<MemberRow | undefined> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('affiliate_code', '=', code.trim())
    .where('status', '=', 'active')
    .executeTakeFirst();
}

/** `63-9*****4567`: the dialing code, the first digit and the last four. */
export function maskMobile(dialingCode: string | null, mobile: string | null): string {
  if (dialingCode === null || mobile === null || mobile === '') return '';
  const visibleEnd = mobile.length > 6 ? 4 : Math.max(0, mobile.length - 2);
  const start = mobile.slice(0, 1);
  const end = mobile.slice(mobile.length - visibleEnd);
  return `${dialingCode}-${start}${'*'.repeat(Math.max(1, mobile.length - 1 - visibleEnd))}${end}`;
}

/** `ju***@example.com`: two characters of the local part, the domain in full. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}
