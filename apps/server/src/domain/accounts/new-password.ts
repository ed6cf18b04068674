import type { RegisterRules } from '@h5/contract/endpoints/system.ts';
import type { MemberRow } from '../../db/schema.ts';
import type { PasswordHasher } from '../../infra/password-hasher.ts';
import { fieldError } from '../errors.ts';
import type { AccountsRepository } from './accounts-repository.ts';
import { smsLoginKey, type LoginGuard } from './login-guard.ts';
import { accountKey } from './members.ts';
import { checkAgainstRule, enabledRule } from './registration-rules.ts';

/** A new password against the merchant's password rule (required even when the rule is off). */
export function checkNewPassword(rules: RegisterRules, field: string, password: string): void {
  const rule = enabledRule(rules, 'password');
  const problem =
    rule === undefined
      ? password === ''
        ? 'missing'
        : null
      : checkAgainstRule({ ...rule, required: true }, password);
  if (problem !== null) throw fieldError(field, problem);
}

/**
 * A password the member chose: it is current, not expired, and any pending temporary password is void. It also
 * lifts the account's login locks (its failures, by name and by mobile number): whoever set it proved to own the
 * account (the old password, or a code sent to the member's phone).
 */
export async function replacePassword(
  {
    accounts,
    passwords,
    guard,
  }: {
    readonly accounts: AccountsRepository;
    readonly passwords: PasswordHasher;
    readonly guard: LoginGuard;
  },
  member: MemberRow,
  password: string,
): Promise<void> {
  await accounts.setChosenPassword(member.id, await passwords.hash(password));
  await guard.clear(member.merchant_code, accountKey(member.account));
  if (member.dialing_code !== null && member.mobile !== null) {
    await guard.clear(member.merchant_code, smsLoginKey(member.dialing_code, member.mobile));
  }
}
