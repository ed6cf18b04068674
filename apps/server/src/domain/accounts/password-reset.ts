import { isTrial } from '@h5/contract/member-types.ts';
import type { DeliveryProvider } from '../../infra/delivery.ts';
import type { PasswordHasher } from '../../infra/password-hasher.ts';
import { temporaryPasswordMail } from '../../i18n/outbound-messages.ts';
import { ApiError } from '../errors.ts';
import type { AccountsRepository } from './accounts-repository.ts';
import type { AccountRequest } from './account-request.ts';
import type { LoginGuard } from './login-guard.ts';
import { accountKey } from './members.ts';
import { checkNewPassword, replacePassword } from './new-password.ts';
import { randomPassword } from './passwords.ts';
import type { Sessions } from './sessions.ts';
import { smsTarget, type SmsCodes } from './sms-codes.ts';
import type { Throttle } from './throttle.ts';

/** Forgot password by e-mail: requests per hour per IP and per account. */
const FORGOT_PER_IP_HOUR = 10;
const FORGOT_PER_ACCOUNT_HOUR = 3;
const HOUR_MS = 3_600_000;
/** How long a mailed temporary password can be used to log in. */
export const TEMP_PASSWORD_HOURS = 24;

export interface ForgotPasswordServices {
  readonly accounts: AccountsRepository;
  readonly throttle: Throttle;
  readonly passwords: PasswordHasher;
  readonly delivery: DeliveryProvider;
}

/**
 * Forgot password by e-mail. Whatever happens the caller answers success; only when the username and e-mail
 * match an active real member (and the limits allow) a temporary password is stored next to the current one
 * (valid `TEMP_PASSWORD_HOURS`) and mailed. A login with it makes it the password (see `login`).
 */
export async function forgotPasswordByEmail(
  { accounts, throttle, passwords, delivery }: ForgotPasswordServices,
  request: Pick<AccountRequest, 'merchant' | 'language'>,
  input: { username: string; email: string },
  ip: string,
  onError: (error: unknown) => void,
): Promise<void> {
  const { merchant } = request;
  if (!(await throttle.hit('forgot-ip', ip, FORGOT_PER_IP_HOUR, HOUR_MS))) return;
  const member = await accounts.findMemberByAccount(merchant.code, input.username);
  const email = input.email.trim().toLowerCase();
  if (
    member === undefined ||
    member.status !== 'active' ||
    isTrial(member.type) ||
    member.email === '' ||
    member.email !== email
  ) {
    // Roughly the work of the matching case, so the timing tells nothing either.
    await passwords.verifyDummy(input.username);
    return;
  }
  if (!(await throttle.hit('forgot-account', String(member.id), FORGOT_PER_ACCOUNT_HOUR, HOUR_MS))) {
    // The same work as every other path (issue 12 #6: a quick answer here told that username and e-mail match).
    await passwords.verifyDummy(input.username);
    return;
  }
  const temporary = randomPassword(merchant.register.password);
  // Kept apart: the current password and sessions stay until a login uses the temporary one (whoever knows a
  // username and its e-mail must not be able to lock the owner out).
  await accounts.setTemporaryPassword(
    member.id,
    await passwords.hash(temporary),
    Date.now() + TEMP_PASSWORD_HOURS * HOUR_MS,
  );
  try {
    await delivery.sendMail({
      to: email,
      ...temporaryPasswordMail(
        request.language,
        merchant.name,
        member.account,
        temporary,
        TEMP_PASSWORD_HOURS,
      ),
      code: temporary,
    });
  } catch (error) {
    onError(error);
  }
}

export interface PhoneResetServices {
  readonly accounts: AccountsRepository;
  readonly sms: SmsCodes;
  readonly passwords: PasswordHasher;
  readonly sessions: Sessions;
  readonly guard: LoginGuard;
}

/** Set a new password with an SMS code sent to the member's mobile (no session). */
export async function setPasswordByPhone(
  services: PhoneResetServices,
  request: Pick<AccountRequest, 'merchant' | 'defaultDialingCode'>,
  input: {
    newPassword: string;
    mobileNum: string;
    verificationCode: string;
    countryDialingCode?: string | undefined;
  },
  ip: string,
): Promise<void> {
  const { accounts, sms, passwords, sessions } = services;
  const { merchant } = request;
  const dialing = input.countryDialingCode ?? request.defaultDialingCode;
  const target = smsTarget(merchant.code, 'login', dialing, input.mobileNum);
  const member = await accounts.findMemberByMobile(merchant.code, dialing, input.mobileNum);
  const check = await sms.verify(target, input.verificationCode, { consume: false });
  if (check.result !== 'ok' || check.id === null || member === undefined || member.status !== 'active') {
    throw new ApiError('verificationCodeIncorrect');
  }
  checkNewPassword(merchant.register, 'newPassword', input.newPassword);
  // The code stays valid for a second try with another password (the client clears only the password field).
  if (await passwords.verify(member.password_hash, input.newPassword))
    throw new ApiError('passwordSameAsOld');
  if (!(await sms.consume(check.id))) throw new ApiError('verificationCodeIncorrect');
  await replacePassword(services, member, input.newPassword);
  await sessions.revokeAllOf(member.id);
  // The client logs in at once with the number and the new password: the code just used counts as its captcha.
  await services.guard.grantSmsPass({
    merchantCode: merchant.code,
    accountKey: accountKey(input.mobileNum),
    ip,
  });
}
