import type { LoginResult } from '@h5/contract/endpoints/session.ts';
import { isTrial } from '@h5/contract/member-types.ts';
import type { MemberRow } from '../../db/schema.ts';
import type { PasswordHasher } from '../../infra/password-hasher.ts';
import { isOverloaded } from '../../infra/work-limiter.ts';
import { ApiError } from '../errors.ts';
import type { AccountsRepository } from './accounts-repository.ts';
import type { AccountRequest, ClientInfo } from './account-request.ts';
import type { Captchas } from './captcha.ts';
import { smsLoginKey, type LoginGuard } from './login-guard.ts';
import { accountKey } from './members.ts';
import { startSession } from './session-start.ts';
import type { Sessions } from './sessions.ts';
import { smsTarget, type SmsCodes } from './sms-codes.ts';

export interface LoginInput {
  username: string;
  password: string;
  captcha: string | null;
  type: 'username' | 'sms' | '';
  countryDialingCode?: string | undefined;
}

export interface LoginServices {
  readonly accounts: AccountsRepository;
  readonly sessions: Sessions;
  readonly guard: LoginGuard;
  readonly passwords: PasswordHasher;
  readonly captchas: Captchas;
  readonly sms: SmsCodes;
}

/**
 * Login by username and password, or by mobile and SMS code. Before any credential is checked, one step of the
 * guard decides and reserves (docs/decisions.md "Holding under attack"): refused when this account has too many
 * failures from this source (`login.locked`), `captcha.incorrect` when a captcha is needed and none was solved
 * (not counted as a failure), else the attempt counts as a failure until it succeeds. Unknown user and wrong
 * password give the same answer after the same Argon2 work.
 */
export async function login(
  services: LoginServices,
  request: Pick<AccountRequest, 'merchant' | 'defaultDialingCode'>,
  input: LoginInput,
  client: ClientInfo,
): Promise<LoginResult> {
  const { accounts, guard, passwords, captchas, sms } = services;
  const merchantCode = request.merchant.code;
  const username = input.username.trim();
  const dialing = input.countryDialingCode ?? request.defaultDialingCode;
  const key = input.type === 'sms' ? smsLoginKey(dialing, username) : accountKey(username);

  // A captcha is checked (and used up) only when the form sent an answer: the login form shows one only once the
  // server asked, and a cookie left by another form's captcha must not be spent here.
  const captchaAnswered = (input.captcha ?? '').trim() !== '';
  const attempt = { merchantCode, accountKey: key, ip: client.ip };
  // Right after a new password set with an SMS code, that code stands in for the captcha (once).
  const captchaOk =
    (captchaAnswered && (await captchas.verify(client.captchaId, input.captcha))) ||
    (!captchaAnswered && (await guard.useSmsPass(attempt)));
  const reservation = await guard.reserve(attempt, captchaOk ? 'passed' : 'none');
  if (reservation.kind === 'locked') throw new ApiError('loginLocked');
  if (reservation.kind === 'captchaRequired') {
    throw new ApiError('captchaIncorrect', { value: { captcha: true } });
  }

  // A refusal for load (the hashing queue is full, `system.busy`) compared no password, so it is no failure. Only the
  // first comparison is covered: once one password was compared and wrong, the failure stands.
  const firstCheck = <T>(work: Promise<T>): Promise<T> =>
    work.catch(async (error: unknown) => {
      if (isOverloaded(error)) await guard.release(reservation.id);
      throw error;
    });

  let member: MemberRow | undefined;
  let ok: boolean;
  /** Set when the password given is the pending temporary one (its hash). */
  let temporaryHash: string | null = null;
  if (input.type === 'sms') {
    member = /^\d{1,20}$/.test(username)
      ? await accounts.findMemberByMobile(merchantCode, dialing, username)
      : undefined;
    const check = await sms.verify(smsTarget(merchantCode, 'login', dialing, username), input.password, {
      consume: member !== undefined,
    });
    ok = member !== undefined && check.result === 'ok';
  } else {
    member = await accounts.findMemberByAccount(merchantCode, username);
    // The automatic login after a password reset by phone sends the mobile number as the username.
    if (member === undefined && input.type === '' && /^\d{1,20}$/.test(username)) {
      member = await accounts.findMemberByMobile(merchantCode, dialing, username);
    }
    if (member !== undefined && !isTrial(member.type)) {
      ok = await firstCheck(passwords.verify(member.password_hash, input.password));
      if (!ok && hasPendingTemporary(member)) {
        ok = await passwords.verify(member.temp_password_hash, input.password);
        if (ok) temporaryHash = member.temp_password_hash;
      }
    } else {
      ok = await firstCheck(passwords.verifyDummy(input.password));
    }
  }

  // The reservation stays as the failure.
  if (!ok || member === undefined) {
    throw new ApiError('loginFailed', { value: { captcha: reservation.captchaAfterFailure } });
  }
  if (member.status !== 'active') {
    // The right password: no failure, but no login either.
    await guard.release(reservation.id);
    throw new ApiError('loginForbidden');
  }
  await guard.clear(merchantCode, key);
  if (temporaryHash !== null) {
    // A login with the mailed temporary password: it becomes the password, marked expired (the member must choose
    // one), and every other session ends (whoever held the old password is signed out).
    member = await accounts.adoptTemporaryPassword(member.id, temporaryHash);
    await services.sessions.revokeAllOf(member.id);
  } else if (input.type !== 'sms' && member.temp_password_hash !== null) {
    // The member knows the password after all: a pending temporary one is of no use any more.
    await accounts.clearTemporaryPassword(member.id);
  }
  return startSession(services, member, client, member.first_login === 1);
}

function hasPendingTemporary(member: MemberRow): member is MemberRow & { temp_password_hash: string } {
  return member.temp_password_hash !== null && (member.temp_password_expires_at ?? 0) > Date.now();
}
