import { isTrial } from '@h5/contract/member-types.ts';
import type { PasswordHasher } from '../../infra/password-hasher.ts';
import { ApiError, fieldError } from '../errors.ts';
import type { AccountsRepository } from './accounts-repository.ts';
import type { AccountRequest } from './account-request.ts';
import type { LoginGuard } from './login-guard.ts';
import { accountKey } from './members.ts';
import { checkNewPassword, replacePassword } from './new-password.ts';
import type { SessionInfo, Sessions } from './sessions.ts';

export interface ChangePasswordServices {
  readonly accounts: AccountsRepository;
  readonly passwords: PasswordHasher;
  readonly sessions: Sessions;
  readonly guard: LoginGuard;
}

/**
 * Change the password of the session's member. The old password is always required (a stolen token alone must
 * not be enough to take the account); wrong ones count as login failures of the account, reserved before the
 * check like the login's, so the lock of the login (`login.locked`) also ends guessing through this endpoint. The
 * form has no captcha, so here the account's failures from any source lock too (docs/decisions.md "Holding under
 * attack").
 */
export async function changePassword(
  services: ChangePasswordServices,
  request: Pick<AccountRequest, 'merchant'>,
  session: SessionInfo,
  input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
  ip: string,
): Promise<void> {
  const { accounts, passwords, sessions, guard } = services;
  if (isTrial(session.memberType)) throw new ApiError('trialRefused');
  const member = await accounts.findMemberById(session.memberId);
  if (member === undefined) throw new ApiError('notLoggedIn');
  if (input.oldPassword === '') throw fieldError('oldPassword', 'missing');
  checkNewPassword(request.merchant.register, 'newPassword', input.newPassword);
  if (input.confirmNewPassword !== input.newPassword) throw fieldError('confirmNewPassword', 'invalid');
  const key = accountKey(member.account);
  const reservation = await guard.reserve(
    { merchantCode: member.merchant_code, accountKey: key, ip },
    'notAsked',
  );
  if (reservation.kind !== 'reserved') throw new ApiError('loginLocked');
  // A wrong old password leaves the reservation as the failure.
  if (!(await passwords.verify(member.password_hash, input.oldPassword))) {
    throw new ApiError('oldPasswordIncorrect');
  }
  await guard.clear(member.merchant_code, key);
  if (input.newPassword === input.oldPassword) throw new ApiError('passwordSameAsOld');
  await replacePassword(services, member, input.newPassword);
  await sessions.revokeAllOf(member.id, session.tokenHash);
}
