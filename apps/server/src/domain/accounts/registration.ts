import type { RegisterBody } from '@h5/contract/endpoints/register.ts';
import type { LoginResult } from '@h5/contract/endpoints/session.ts';
import { MEMBER_TYPE } from '@h5/contract/member-types.ts';
import type { PasswordHasher } from '../../infra/password-hasher.ts';
import { ApiError, fieldError } from '../errors.ts';
import type { AccountsRepository } from './accounts-repository.ts';
import type { AccountRequest, ClientInfo } from './account-request.ts';
import type { Captchas } from './captcha.ts';
import { accountKey } from './members.ts';
import { randomPassword } from './passwords.ts';
import { checkAgainstRule, enabledRule } from './registration-rules.ts';
import { startSession } from './session-start.ts';
import type { Sessions } from './sessions.ts';
import { smsTarget, type SmsCodes } from './sms-codes.ts';

const OPTIONAL_COLUMNS = {
  idNumber: 'id_number',
  qqNum: 'qq_num',
  facebook: 'facebook',
  wechat: 'wechat',
  line: 'line',
  whatsapp: 'whatsapp',
  zalo: 'zalo',
  email: 'email',
  nickname: 'nickname',
  payeeName: 'payee_name',
  recommenderId: 'recommender_id',
} as const;

/** `request_param_err` on `mobileNum` whose message says the number is needed for the SMS code. */
function mobileMissingForSms(): ApiError {
  return new ApiError('badRequest', { detail: 'mobileNumMissingForSms', value: { field: 'mobileNum' } });
}

export interface RegistrationServices {
  readonly accounts: AccountsRepository;
  readonly sessions: Sessions;
  readonly passwords: PasswordHasher;
  readonly captchas: Captchas;
  readonly sms: SmsCodes;
}

/**
 * Registration by username (`mode: 'username'`) or by mobile (`'mobile'`, the mobile number is the username).
 * Every field is checked against the merchant's rules; a field whose rule is missing or disabled is ignored.
 * Then the captcha (when its rule is on), the affiliate code, the SMS code, duplicates; then the SMS code is used
 * up and the member created (type 0) and logged in.
 */
export async function register(
  services: RegistrationServices,
  request: Pick<AccountRequest, 'merchant' | 'defaultDialingCode' | 'isModuleOn'>,
  mode: 'username' | 'mobile',
  input: RegisterBody,
  client: ClientInfo,
): Promise<LoginResult> {
  const { accounts, captchas, sms, passwords } = services;
  const { merchant } = request;
  const rules = merchant.register;
  const trimmed = (value: string) => value.trim();
  const mobile = trimmed(input.mobileNum);
  const dialing = input.countryDialingCode === '' ? request.defaultDialingCode : input.countryDialingCode;

  // 1. Field rules.
  const check = (field: string, value: string, alwaysRequired = false) => {
    const rule = enabledRule(rules, field);
    if (rule === undefined) {
      if (alwaysRequired && value === '') throw fieldError(field, 'missing');
      return;
    }
    const problem = checkAgainstRule(alwaysRequired ? { ...rule, required: true } : rule, value);
    if (problem !== null) throw fieldError(field, problem);
  };

  const mobilePasswords = mode === 'username' || request.isModuleOn('MOBILENUMPASSREG3');
  let account: string;
  if (mode === 'username') {
    account = trimmed(input.username);
    check('username', account, true);
    if (!/^[A-Za-z0-9_]+$/.test(account)) throw fieldError('username', 'invalid');
  } else {
    account = mobile;
    if (mobile === '') throw mobileMissingForSms();
    if (!/^\d{1,20}$/.test(mobile)) throw fieldError('mobileNum', 'invalid');
  }
  let password: string;
  if (mobilePasswords) {
    check('password', input.password, true);
    if (input.confirmPassword !== input.password) throw fieldError('confirmPassword', 'invalid');
    password = input.password;
  } else {
    password = randomPassword(rules.password);
  }
  check('mobileNum', mobile, mode === 'mobile');
  for (const field of Object.keys(OPTIONAL_COLUMNS) as (keyof typeof OPTIONAL_COLUMNS)[]) {
    check(field, trimmed(input[field]));
  }
  check('paymentPassword', input.paymentPassword);
  const affiliateRule = enabledRule(rules, 'affiliateCode');
  // The typed (or URL) affiliate code first; links that carry only a referral code name the upline with it.
  const affiliateCode = firstCode(input.affiliateCode, input.referralCode);
  if (affiliateRule !== undefined && affiliateCode === '' && affiliateRule.required) {
    throw fieldError('affiliateCode', 'missing');
  }
  const needsSms = mode === 'mobile' || request.isModuleOn('REGMOBVERF3');
  // Also when the mobileNum rule is off: the code cannot be checked without the number it was sent to.
  if (needsSms && mobile === '') throw mobileMissingForSms();
  if (needsSms && input.verificationCode.trim() === '') throw fieldError('verificationCode', 'missing');

  // A mobile number is kept when the form has one: mobile registration, its rule on, or the SMS check on.
  const storeMobile =
    mobile !== '' && (mode === 'mobile' || needsSms || enabledRule(rules, 'mobileNum') !== undefined);

  // 2. Captcha (consumed by any attempt).
  if (
    enabledRule(rules, 'captcha') !== undefined &&
    !(await captchas.verify(client.captchaId, input.captcha))
  ) {
    throw new ApiError('captchaIncorrect');
  }

  // 3. Affiliate code (an upline must exist when one is given).
  let uplineId: number | null = null;
  if (affiliateCode !== '') {
    const upline = await accounts.findMemberByAffiliateCode(merchant.code, affiliateCode);
    if (upline === undefined) throw new ApiError('invitationCodeError');
    uplineId = upline.id;
  }

  // 4. SMS code, checked before the duplicates: `mobile.exists` must not tell whoever does not hold the phone that
  //    the number is registered (issue 12 #6). A wrong code counts toward the code's tries.
  const smsCode = needsSms ? smsTarget(merchant.code, 'register', dialing, mobile) : undefined;
  if (smsCode !== undefined) {
    const result = await sms.verify(smsCode, input.verificationCode, { consume: false });
    if (result.result !== 'ok') throw new ApiError('verificationCodeIncorrect');
  }

  // 5. Duplicates.
  if ((await accounts.findMemberByAccount(merchant.code, account)) !== undefined)
    throw new ApiError('usernameExists');
  if (storeMobile && (await accounts.findMemberByMobile(merchant.code, dialing, mobile)) !== undefined) {
    throw new ApiError('mobileExists');
  }

  // The SMS code is used up only when everything else has passed.
  if (smsCode !== undefined) {
    const result = await sms.verify(smsCode, input.verificationCode, { consume: true });
    if (result.result !== 'ok') throw new ApiError('verificationCodeIncorrect');
  }

  // 6. Create and log in.
  const passwordHash = await passwords.hash(password);
  const paymentRule = enabledRule(rules, 'paymentPassword');
  const paymentPasswordHash =
    paymentRule !== undefined && input.paymentPassword !== ''
      ? await passwords.hash(input.paymentPassword)
      : null;
  const optional: Record<string, string> = {};
  for (const [field, column] of Object.entries(OPTIONAL_COLUMNS)) {
    optional[column] =
      enabledRule(rules, field) === undefined ? '' : trimmed(input[field as keyof typeof OPTIONAL_COLUMNS]);
  }
  // Two registrations racing for one name or number: the unique indexes decide.
  const member = await accounts.insertMember({
    ...optional,
    email: (optional.email ?? '').toLowerCase(),
    merchant_code: merchant.code,
    account,
    account_key: accountKey(account),
    type: MEMBER_TYPE.player,
    password_hash: passwordHash,
    reg_date: Date.now(),
    upline_id: uplineId,
    dialing_code: storeMobile ? dialing : null,
    mobile: storeMobile ? mobile : null,
    payment_password_hash: paymentPasswordHash,
    affiliate_code: null,
    register_method: input.registerMethod,
    register_url: input.registerUrl.slice(0, 253),
    status: 'active',
  });
  if (member === 'mobileTaken') throw new ApiError('mobileExists');
  if (member === 'accountTaken') throw new ApiError('usernameExists');
  return startSession(services, member, client, true);
}

/** The first non-empty code (trimmed) of an affiliate and a referral code, or `''`. */
export function firstCode(...codes: (string | undefined)[]): string {
  return codes.map((code) => code?.trim() ?? '').find((code) => code !== '') ?? '';
}

export async function isUsernameFree(
  accounts: AccountsRepository,
  merchantCode: string,
  username: string,
): Promise<boolean> {
  return (await accounts.findMemberByAccount(merchantCode, username)) === undefined;
}

export async function isAffiliateValid(
  accounts: AccountsRepository,
  merchantCode: string,
  code: string,
): Promise<boolean> {
  return code.trim() !== '' && (await accounts.findMemberByAffiliateCode(merchantCode, code)) !== undefined;
}
