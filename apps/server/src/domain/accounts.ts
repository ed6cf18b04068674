import { randomInt } from 'node:crypto';
import type { RegisterBody } from '@h5/contract/endpoints/register.ts';
import type { LoginResult } from '@h5/contract/endpoints/session.ts';
import type { MemberInfo } from '@h5/contract/endpoints/member.ts';
import { MEMBER_TYPE, isTrial } from '@h5/contract/member-types.ts';
import type { Db } from '../db/database.ts';
import type { MemberRow } from '../db/schema.ts';
import { ApiError, fieldError } from './errors.ts';
import type { MerchantConfig } from './merchant-config.ts';
import {
  accountKey,
  findByAccount,
  findByAffiliateCode,
  findById,
  findByMobile,
  maskEmail,
  maskMobile,
} from './members.ts';
import { sourceOf } from './client-source.ts';
import { randomPassword } from './passwords.ts';
import { isOverloaded } from './work-limiter.ts';
import { checkAgainstRule, enabledRule } from './registration-rules.ts';
import type { AccountServices } from './services.ts';
import type { SessionInfo } from './sessions.ts';
import type { SmsPurpose } from './sms-codes.ts';
import type { Language } from '@h5/contract/languages.ts';
import { temporaryPasswordMail, verificationSms } from '../i18n/outbound-messages.ts';
import { openMainWallet, TRIAL_BALANCE_CENTS } from './wallets.ts';

/** Who is asking: the IP and device for sessions and limits, the captcha cookie. */
export interface ClientInfo {
  readonly ip: string;
  readonly device: string;
  readonly captchaId: string | undefined;
}

export interface AccountDeps {
  readonly db: Db;
  readonly services: AccountServices;
  readonly merchant: MerchantConfig;
  /** Dialing code of the merchant's country, used when a request leaves it empty. */
  readonly defaultDialingCode: string;
  readonly isModuleOn: (moduleId: string) => boolean;
  /** The request's language: messages sent on its behalf (SMS, e-mail) use it. */
  readonly language: Language;
}

/** Forgot password by e-mail: requests per hour per IP and per account. */
const FORGOT_PER_IP_HOUR = 10;
const FORGOT_PER_ACCOUNT_HOUR = 3;
const HOUR_MS = 3_600_000;
/** How long a mailed temporary password can be used to log in. */
export const TEMP_PASSWORD_HOURS = 24;

/** `request_param_err` on `mobileNum` whose message says the number is needed for the SMS code. */
function mobileMissingForSms(): ApiError {
  return new ApiError('badRequest', { detail: 'mobileNumMissingForSms', value: { field: 'mobileNum' } });
}

async function startSession(
  deps: AccountDeps,
  member: MemberRow,
  client: ClientInfo,
  firstTimeLogin: boolean,
): Promise<LoginResult> {
  const token = await deps.services.sessions.create(member.id, { ip: client.ip, device: client.device });
  if (member.first_login === 1) {
    await deps.db.updateTable('members').set({ first_login: 0 }).where('id', '=', member.id).execute();
  }
  return {
    token,
    id: member.id,
    userName: member.account,
    customerType: member.type,
    firstTimeLogin,
    passwordExpired: member.password_expired === 1,
    merchantCode: member.merchant_code,
  };
}

function smsTarget(deps: AccountDeps, purpose: SmsPurpose, dialingCode: string, mobile: string) {
  return { merchantCode: deps.merchant.code, purpose, dialingCode, mobile };
}

// ---------- login ----------

export interface LoginInput {
  username: string;
  password: string;
  captcha: string | null;
  type: 'username' | 'sms' | '';
  countryDialingCode?: string | undefined;
}

/**
 * Login by username and password, or by mobile and SMS code. Before any credential is checked, one step of the
 * guard decides and reserves (docs/decisions.md "Holding under attack"): refused when this account has too many
 * failures from this source (`login.locked`), `captcha.incorrect` when a captcha is needed and none was solved
 * (not counted as a failure), else the attempt counts as a failure until it succeeds. Unknown user and wrong
 * password give the same answer after the same Argon2 work.
 */
export async function login(deps: AccountDeps, input: LoginInput, client: ClientInfo): Promise<LoginResult> {
  const { guard, passwords, captchas, sms } = deps.services;
  const merchantCode = deps.merchant.code;
  const username = input.username.trim();
  const dialing = input.countryDialingCode ?? deps.defaultDialingCode;
  const key = input.type === 'sms' ? smsLoginKey(dialing, username) : accountKey(username);

  // A captcha is checked (and used up) only when the form sent an answer: the login form shows one only once the
  // server asked, and a cookie left by another form's captcha must not be spent here.
  const captchaAnswered = (input.captcha ?? '').trim() !== '';
  const captchaOk = captchaAnswered && (await captchas.verify(client.captchaId, input.captcha));
  const reservation = await guard.reserve(
    { merchantCode, accountKey: key, ip: client.ip },
    captchaOk ? 'passed' : 'none',
  );
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
      ? await findByMobile(deps.db, merchantCode, dialing, username)
      : undefined;
    const check = await sms.verify(smsTarget(deps, 'login', dialing, username), input.password, {
      consume: member !== undefined,
    });
    ok = member !== undefined && check.result === 'ok';
  } else {
    member = await findByAccount(deps.db, merchantCode, username);
    // The automatic login after a password reset by phone sends the mobile number as the username.
    if (member === undefined && input.type === '' && /^\d{1,20}$/.test(username)) {
      member = await findByMobile(deps.db, merchantCode, dialing, username);
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
    member = await adoptTemporaryPassword(deps, member.id, temporaryHash);
  } else if (input.type !== 'sms' && member.temp_password_hash !== null) {
    // The member knows the password after all: a pending temporary one is of no use any more.
    await clearTemporaryPassword(deps.db, member.id);
  }
  return startSession(deps, member, client, member.first_login === 1);
}

/** The guard's key of an SMS login: the number it was sent to, apart from the account name's key. */
function smsLoginKey(dialingCode: string, mobile: string): string {
  return `${dialingCode}-${mobile}`;
}

function hasPendingTemporary(member: MemberRow): member is MemberRow & { temp_password_hash: string } {
  return member.temp_password_hash !== null && (member.temp_password_expires_at ?? 0) > Date.now();
}

async function clearTemporaryPassword(db: Db, memberId: number): Promise<void> {
  await db
    .updateTable('members')
    .set({ temp_password_hash: null, temp_password_expires_at: null })
    .where('id', '=', memberId)
    .execute();
}

/**
 * A password the member chose: it is current, not expired, and any pending temporary password is void. It also
 * lifts the account's login locks (its failures, by name and by mobile number): whoever set it proved to own the
 * account (the old password, or a code sent to the member's phone).
 */
async function replacePassword(deps: AccountDeps, member: MemberRow, password: string): Promise<void> {
  await deps.db
    .updateTable('members')
    .set({
      password_hash: await deps.services.passwords.hash(password),
      password_expired: 0,
      temp_password_hash: null,
      temp_password_expires_at: null,
    })
    .where('id', '=', member.id)
    .execute();
  const { guard } = deps.services;
  await guard.clear(member.merchant_code, accountKey(member.account));
  if (member.dialing_code !== null && member.mobile !== null) {
    await guard.clear(member.merchant_code, smsLoginKey(member.dialing_code, member.mobile));
  }
}

/**
 * A login with the mailed temporary password: it becomes the password, marked expired (the member must choose
 * one), and every other session ends (whoever held the old password is signed out).
 */
async function adoptTemporaryPassword(deps: AccountDeps, memberId: number, hash: string): Promise<MemberRow> {
  const updated = await deps.db
    .updateTable('members')
    .set({
      password_hash: hash,
      password_expired: 1,
      temp_password_hash: null,
      temp_password_expires_at: null,
    })
    .where('id', '=', memberId)
    .returningAll()
    .executeTakeFirstOrThrow();
  await deps.services.sessions.revokeAllOf(memberId);
  return updated;
}

// ---------- free play ----------

/** A trial member (type 4) with a generated name under the merchant's trial merchant, logged in. */
export async function freePlay(deps: AccountDeps, client: ClientInfo): Promise<LoginResult> {
  const trialMerchant = deps.merchant.trialMerchantCode;
  if (trialMerchant === undefined) throw new ApiError('functionNotAvailable');
  // Issue 12 #6: one address opened 30 trial accounts in 104 ms; the cap is per address (IPv6: its /64).
  const { throttle, trialsPerSourceHour } = deps.services;
  if (!(await throttle.hit('trial-source', sourceOf(client.ip), trialsPerSourceHour, HOUR_MS))) {
    throw new ApiError('tooManyRequests');
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    const account = `guest${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    const inserted = await deps.db
      .insertInto('members')
      .values({
        merchant_code: trialMerchant,
        account,
        account_key: accountKey(account),
        type: MEMBER_TYPE.trial,
        // Not an Argon2 hash: no password can ever match it.
        password_hash: '!trial',
        reg_date: Date.now(),
        upline_id: null,
        dialing_code: null,
        mobile: null,
        payment_password_hash: null,
        affiliate_code: null,
        status: 'active',
        register_method: 'FREEPLAY',
      })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted !== undefined) {
      await openMainWallet(deps.db, inserted.id, TRIAL_BALANCE_CENTS);
      return startSession(deps, inserted, client, false);
    }
  }
  throw new ApiError('systemBusy');
}

// ---------- registration ----------

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

/**
 * Registration by username (`mode: 'username'`) or by mobile (`'mobile'`, the mobile number is the username).
 * Every field is checked against the merchant's rules; a field whose rule is missing or disabled is ignored.
 * Then the captcha (when its rule is on), the affiliate code, the SMS code, duplicates; then the SMS code is used
 * up and the member created (type 0) and logged in.
 */
export async function register(
  deps: AccountDeps,
  mode: 'username' | 'mobile',
  input: RegisterBody,
  client: ClientInfo,
): Promise<LoginResult> {
  const rules = deps.merchant.register;
  const { services, db } = deps;
  const trimmed = (value: string) => value.trim();
  const mobile = trimmed(input.mobileNum);
  const dialing = input.countryDialingCode === '' ? deps.defaultDialingCode : input.countryDialingCode;

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

  const mobilePasswords = mode === 'username' || deps.isModuleOn('MOBILENUMPASSREG3');
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
  const needsSms = mode === 'mobile' || deps.isModuleOn('REGMOBVERF3');
  // Also when the mobileNum rule is off: the code cannot be checked without the number it was sent to.
  if (needsSms && mobile === '') throw mobileMissingForSms();
  if (needsSms && input.verificationCode.trim() === '') throw fieldError('verificationCode', 'missing');

  // A mobile number is kept when the form has one: mobile registration, its rule on, or the SMS check on.
  const storeMobile =
    mobile !== '' && (mode === 'mobile' || needsSms || enabledRule(rules, 'mobileNum') !== undefined);

  // 2. Captcha (consumed by any attempt).
  if (
    enabledRule(rules, 'captcha') !== undefined &&
    !(await services.captchas.verify(client.captchaId, input.captcha))
  ) {
    throw new ApiError('captchaIncorrect');
  }

  // 3. Affiliate code (an upline must exist when one is given).
  let uplineId: number | null = null;
  if (affiliateCode !== '') {
    const upline = await findByAffiliateCode(db, deps.merchant.code, affiliateCode);
    if (upline === undefined) throw new ApiError('invitationCodeError');
    uplineId = upline.id;
  }

  // 4. SMS code, checked before the duplicates: `mobile.exists` must not tell whoever does not hold the phone that
  //    the number is registered (issue 12 #6). A wrong code counts toward the code's tries.
  const smsCode = needsSms ? smsTarget(deps, 'register', dialing, mobile) : undefined;
  if (smsCode !== undefined) {
    const result = await services.sms.verify(smsCode, input.verificationCode, { consume: false });
    if (result.result !== 'ok') throw new ApiError('verificationCodeIncorrect');
  }

  // 5. Duplicates.
  if ((await findByAccount(db, deps.merchant.code, account)) !== undefined)
    throw new ApiError('usernameExists');
  if (storeMobile && (await findByMobile(db, deps.merchant.code, dialing, mobile)) !== undefined) {
    throw new ApiError('mobileExists');
  }

  // The SMS code is used up only when everything else has passed.
  if (smsCode !== undefined) {
    const result = await services.sms.verify(smsCode, input.verificationCode, { consume: true });
    if (result.result !== 'ok') throw new ApiError('verificationCodeIncorrect');
  }

  // 6. Create and log in.
  const passwordHash = await services.passwords.hash(password);
  const paymentRule = enabledRule(rules, 'paymentPassword');
  const paymentPasswordHash =
    paymentRule !== undefined && input.paymentPassword !== ''
      ? await services.passwords.hash(input.paymentPassword)
      : null;
  const optional: Record<string, string> = {};
  for (const [field, column] of Object.entries(OPTIONAL_COLUMNS)) {
    optional[column] =
      enabledRule(rules, field) === undefined ? '' : trimmed(input[field as keyof typeof OPTIONAL_COLUMNS]);
  }
  let member: MemberRow | undefined;
  try {
    member = await db
      .insertInto('members')
      .values({
        ...optional,
        email: (optional.email ?? '').toLowerCase(),
        merchant_code: deps.merchant.code,
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
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    // Two registrations racing for one name or number: the unique indexes decide.
    if (error instanceof Error && /UNIQUE constraint failed: .*members\.mobile/.test(error.message)) {
      throw new ApiError('mobileExists');
    }
    if (error instanceof Error && /UNIQUE constraint failed/.test(error.message))
      throw new ApiError('usernameExists');
    throw error;
  }
  return startSession(deps, member, client, true);
}

/** The first non-empty code (trimmed) of an affiliate and a referral code, or `''`. */
export function firstCode(...codes: (string | undefined)[]): string {
  return codes.map((code) => code?.trim() ?? '').find((code) => code !== '') ?? '';
}

export async function isUsernameFree(deps: AccountDeps, username: string): Promise<boolean> {
  return (await findByAccount(deps.db, deps.merchant.code, username)) === undefined;
}

export async function isAffiliateValid(deps: AccountDeps, code: string): Promise<boolean> {
  return code.trim() !== '' && (await findByAffiliateCode(deps.db, deps.merchant.code, code)) !== undefined;
}

// ---------- SMS ----------

export async function sendSmsCode(
  deps: AccountDeps,
  purpose: SmsPurpose,
  dialingCode: string,
  mobile: string,
  ip: string,
): Promise<{ expiredMinutes: number }> {
  const { sms, delivery } = deps.services;
  const result = await sms.issue(smsTarget(deps, purpose, dialingCode, mobile), ip);
  if (!result.ok) throw new ApiError(result.reason === 'tooFrequent' ? 'smsTooFrequent' : 'smsLimitReached');
  // Codes without a session (SMS login, password by phone) reach registered numbers only; the answer is the same
  // either way, so the endpoint does not tell which numbers have an account.
  const deliver =
    purpose === 'register' ||
    (await findByMobile(deps.db, deps.merchant.code, dialingCode, mobile)) !== undefined;
  if (deliver) {
    await delivery.sendSms({
      to: `${dialingCode}${mobile}`,
      ...verificationSms(deps.language, deps.merchant.name, result.code, sms.expiredMinutes),
      code: result.code,
    });
  }
  return { expiredMinutes: sms.expiredMinutes };
}

// ---------- passwords ----------

function checkNewPassword(deps: AccountDeps, field: string, password: string): void {
  const rule = enabledRule(deps.merchant.register, 'password');
  const problem =
    rule === undefined
      ? password === ''
        ? 'missing'
        : null
      : checkAgainstRule({ ...rule, required: true }, password);
  if (problem !== null) throw fieldError(field, problem);
}

/**
 * Forgot password by e-mail. Whatever happens the caller answers success; only when the username and e-mail
 * match an active real member (and the limits allow) a temporary password is stored next to the current one
 * (valid `TEMP_PASSWORD_HOURS`) and mailed. A login with it makes it the password (see `login`).
 */
export async function forgotPasswordByEmail(
  deps: AccountDeps,
  input: { username: string; email: string },
  ip: string,
  onError: (error: unknown) => void,
): Promise<void> {
  const { throttle, passwords, delivery } = deps.services;
  if (!(await throttle.hit('forgot-ip', ip, FORGOT_PER_IP_HOUR, HOUR_MS))) return;
  const member = await findByAccount(deps.db, deps.merchant.code, input.username);
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
  const temporary = randomPassword(deps.merchant.register.password);
  // Kept apart: the current password and sessions stay until a login uses the temporary one (whoever knows a
  // username and its e-mail must not be able to lock the owner out).
  await deps.db
    .updateTable('members')
    .set({
      temp_password_hash: await passwords.hash(temporary),
      temp_password_expires_at: Date.now() + TEMP_PASSWORD_HOURS * HOUR_MS,
    })
    .where('id', '=', member.id)
    .execute();
  try {
    await delivery.sendMail({
      to: email,
      ...temporaryPasswordMail(
        deps.language,
        deps.merchant.name,
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

/** Set a new password with an SMS code sent to the member's mobile (no session). */
export async function setPasswordByPhone(
  deps: AccountDeps,
  input: {
    newPassword: string;
    mobileNum: string;
    verificationCode: string;
    countryDialingCode?: string | undefined;
  },
): Promise<void> {
  const { sms, passwords, sessions } = deps.services;
  const dialing = input.countryDialingCode ?? deps.defaultDialingCode;
  const target = smsTarget(deps, 'login', dialing, input.mobileNum);
  const member = await findByMobile(deps.db, deps.merchant.code, dialing, input.mobileNum);
  const check = await sms.verify(target, input.verificationCode, { consume: false });
  if (check.result !== 'ok' || check.id === null || member === undefined || member.status !== 'active') {
    throw new ApiError('verificationCodeIncorrect');
  }
  checkNewPassword(deps, 'newPassword', input.newPassword);
  // The code stays valid for a second try with another password (the client clears only the password field).
  if (await passwords.verify(member.password_hash, input.newPassword))
    throw new ApiError('passwordSameAsOld');
  if (!(await sms.consume(check.id))) throw new ApiError('verificationCodeIncorrect');
  await replacePassword(deps, member, input.newPassword);
  await sessions.revokeAllOf(member.id);
}

/**
 * Change the password of the session's member. The old password is always required (a stolen token alone must
 * not be enough to take the account); wrong ones count as login failures of the account, reserved before the
 * check like the login's, so the lock of the login (`login.locked`) also ends guessing through this endpoint. The
 * form has no captcha, so here the account's failures from any source lock too (docs/decisions.md "Holding under
 * attack").
 */
export async function changePassword(
  deps: AccountDeps,
  session: SessionInfo,
  input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
  ip: string,
): Promise<void> {
  const { passwords, sessions, guard } = deps.services;
  if (isTrial(session.memberType)) throw new ApiError('trialRefused');
  const member = await findById(deps.db, session.memberId);
  if (member === undefined) throw new ApiError('notLoggedIn');
  if (input.oldPassword === '') throw fieldError('oldPassword', 'missing');
  checkNewPassword(deps, 'newPassword', input.newPassword);
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
  await replacePassword(deps, member, input.newPassword);
  await sessions.revokeAllOf(member.id, session.tokenHash);
}

// ---------- member info ----------

export async function memberInfo(db: Db, session: SessionInfo): Promise<MemberInfo> {
  const member = await findById(db, session.memberId);
  if (member === undefined) throw new ApiError('notLoggedIn');
  const upline = member.upline_id === null ? undefined : await findById(db, member.upline_id);
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    clubLabel: { labelName: `VIP${String(member.vip_level)}` },
    regDate: member.reg_date,
    mobile: maskMobile(member.dialing_code, member.mobile),
    email: maskEmail(member.email),
    toUpline: upline?.account ?? '',
    merchantCode: member.merchant_code,
    passwordExpired: member.password_expired === 1,
  };
}
