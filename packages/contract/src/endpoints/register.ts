import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { dialingCode, loginResult, mobileNumber } from './session.ts';

/** Accounts spec §3: how the visitor reached the registration (APP, H5, WEBCLIP, PWA; desktop WEB). */
export const REGISTER_METHODS = ['APP', 'H5', 'WEBCLIP', 'PWA', 'WEB'] as const;

/**
 * Optional registration fields of accounts spec §2/§5, each governed by the merchant's rule of the same name
 * (platform-api §7). The server checks every one against its rule; empty values are sent as `""`.
 */
export const OPTIONAL_REGISTER_FIELDS = [
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'mobileNum',
  'recommenderId',
  'affiliateCode',
] as const;

const text = (max: number) => z.string().check(z.maxLength(max));

export const registerBody = z.object({
  username: text(64),
  password: text(64),
  /** A copy of the password (accounts spec §3). */
  confirmPassword: text(64),
  paymentPassword: text(64),
  idNumber: text(64),
  qqNum: text(64),
  facebook: text(128),
  wechat: text(128),
  line: text(128),
  whatsapp: text(128),
  zalo: text(128),
  email: text(254),
  nickname: text(64),
  payeeName: text(128),
  mobileNum: text(20),
  countryDialingCode: z.union([dialingCode, z.literal('')]),
  recommenderId: text(64),
  /** The typed invitation code, else the one from the URL. */
  affiliateCode: text(64),
  referralCode: text(64),
  captcha: text(16),
  /** The SMS code, when the rules ask for one. */
  verificationCode: text(10),
  /** Affiliate domain from the URL parameters. */
  domain: text(253),
  /** The site's host name. */
  registerUrl: text(253),
  registerMethod: z.enum(REGISTER_METHODS),
  /** Always 0 (accounts spec §3). */
  type: z.literal(0),
  /** Log the new member in (platform-api §4.2). */
  login: z.optional(z.boolean()),
  loginDeviceId: z.optional(text(64)),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const register = defineEndpoint({
  name: 'register',
  summary: 'Register by username (encrypted body); every field is checked against the merchant rules',
  group: 'register',
  path: '/wps/member/register',
  method: 'PUT',
  moduleId: 'REG3',
  encrypted: true,
  token: 'none',
  body: registerBody,
  response: loginResult,
});

export const registerMobile = defineEndpoint({
  name: 'registerMobile',
  summary: 'Register by mobile number; the username is the mobile number (encrypted body)',
  group: 'register',
  path: '/wps/member/register/mobile',
  method: 'PUT',
  moduleId: 'MOBILENUMREG3',
  encrypted: true,
  token: 'none',
  body: registerBody,
  response: loginResult,
});

export const checkAffiliate = defineEndpoint({
  name: 'checkAffiliate',
  summary: 'Is this invitation (affiliate) code valid? Failure `invitation_code_error` when not',
  group: 'register',
  path: '/wps/agent/affiliate',
  method: 'GET',
  moduleId: 'AFFMAN3',
  encrypted: false,
  token: 'none',
  query: z.object({
    code: z.optional(text(64)),
    domain: z.optional(text(253)),
    referralCode: z.optional(text(64)),
  }),
  response: z.object({ valid: z.literal(true) }),
});

export const checkUsername = defineEndpoint({
  name: 'checkUsername',
  summary: 'Is this username free? Failure `username.exists` when taken',
  group: 'register',
  path: '/wps/check/username',
  method: 'GET',
  moduleId: 'REG3',
  encrypted: false,
  token: 'none',
  query: z.object({ username: text(64).check(z.minLength(1)) }),
  response: z.object({ available: z.literal(true) }),
});

export const forgotPasswordByEmail = defineEndpoint({
  name: 'forgotPasswordByEmail',
  summary:
    'Mail a temporary password when username and e-mail match (form-encoded). Answers success either way, so accounts cannot be discovered',
  group: 'register',
  path: '/wps/member/password/email',
  method: 'POST',
  moduleId: 'COMM3',
  encrypted: false,
  token: 'none',
  bodyType: 'form',
  body: z.object({ username: text(64).check(z.minLength(1)), email: text(254).check(z.minLength(3)) }),
  response: z.null(),
});

export const setPasswordByPhone = defineEndpoint({
  name: 'setPasswordByPhone',
  summary: 'Set a new password with an SMS code sent to the member’s mobile (encrypted body)',
  group: 'register',
  path: '/wps/member/password/verification',
  method: 'POST',
  moduleId: 'CHNGPASSVERIF3',
  encrypted: true,
  token: 'none',
  body: z.object({
    newPassword: text(64).check(z.minLength(1)),
    mobileNum: mobileNumber,
    verificationCode: text(10).check(z.minLength(1)),
    countryDialingCode: z.optional(dialingCode),
  }),
  response: z.null(),
});

export const changePassword = defineEndpoint({
  name: 'changePassword',
  summary: 'Change the password of the session’s member (encrypted body)',
  group: 'register',
  path: '/wps/member/password',
  method: 'POST',
  moduleId: 'PASS3',
  encrypted: true,
  token: 'required',
  body: z.object({
    /** May be empty when the loginPassword rule makes it optional (accounts spec §5). */
    oldPassword: text(64),
    newPassword: text(64).check(z.minLength(1)),
    confirmNewPassword: text(64).check(z.minLength(1)),
  }),
  response: z.null(),
});
