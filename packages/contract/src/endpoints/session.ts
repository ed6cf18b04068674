import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';

/** Digits only, no `+` (platform-api §4.1). */
export const dialingCode = z.string().check(z.regex(/^\d{1,4}$/));
/** A national mobile number as typed: digits only, at most 20 (accounts spec §9). */
export const mobileNumber = z.string().check(z.regex(/^\d{1,20}$/));
/** Persisted device UUID (`SHELL_deviceId`, platform-api §2). */
const deviceId = z.optional(z.string().check(z.maxLength(64)));

export const getRsaKey = defineEndpoint({
  name: 'getRsaKey',
  summary:
    'Hex modulus of the current RSA-OAEP public key for encrypted calls (plain text, see encryption.ts)',
  group: 'session',
  path: '/wps/session/key/rsa',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'none',
  responseType: 'text',
  query: z.object({ t: z.optional(z.string().check(z.maxLength(20))) }),
  response: z.string().check(z.regex(/^[0-9a-f]{512,}$/)),
});

/** What a successful login, free-play login or registration answers (platform-api §4.1). */
export const loginResult = z.object({
  token: z.string(),
  id: z.number(),
  userName: z.string(),
  /** Member type (accounts spec §6). */
  customerType: z.number(),
  /** True on the first login after registration (lobby spec §4: first-login popups). */
  firstTimeLogin: z.boolean(),
  /** True when the password must be changed before playing (a temporary password sent by e-mail). */
  passwordExpired: z.boolean(),
  /** The merchant the account belongs to (the trial merchant for free play). */
  merchantCode: z.string(),
});
export type LoginResult = z.infer<typeof loginResult>;

/** Failure `value` of a login: the captcha is now required (platform-api §3). */
export const loginFailureValue = z.object({ captcha: z.boolean() });

export const login = defineEndpoint({
  name: 'login',
  summary: 'Log in by username and password, or by mobile number and SMS code (encrypted body)',
  group: 'session',
  path: '/wps/session/login',
  method: 'POST',
  moduleId: 'COMM3',
  encrypted: true,
  token: 'none',
  body: z.object({
    /** Username, or the mobile number for `type: "sms"`. */
    username: z.string().check(z.minLength(1), z.maxLength(64)),
    /** Password, or the SMS code for `type: "sms"`. */
    password: z.string().check(z.minLength(1), z.maxLength(64)),
    /** Captcha text, or null while not required. */
    captcha: z.nullable(z.string().check(z.maxLength(16))),
    /** `""` is the automatic login after a password reset by phone (platform-api §4.1). */
    type: z.enum(['username', 'sms', '']),
    /** With `type: "sms"`. */
    countryDialingCode: z.optional(dialingCode),
    loginDeviceId: deviceId,
    isSms: z.optional(z.boolean()),
    isOfficialAppLogin: z.optional(z.boolean()),
  }),
  response: loginResult,
});

export const freePlayLogin = defineEndpoint({
  name: 'freePlayLogin',
  summary: 'Create a trial (free-play, member type 4) account under the trial merchant and log it in',
  group: 'session',
  path: '/wps/session/login/freeplay',
  method: 'POST',
  moduleId: 'FREEPLAY3',
  encrypted: false,
  token: 'none',
  body: z.object({
    os: z.optional(z.string().check(z.maxLength(32))),
    /** `W` desktop, `M` mobile. */
    platform: z.optional(z.string().check(z.maxLength(8))),
  }),
  response: loginResult,
});

export const logout = defineEndpoint({
  name: 'logout',
  summary: 'End the session: the token stops working at once',
  group: 'session',
  path: '/wps/session/logout',
  method: 'DELETE',
  alsoAccepts: ['POST'],
  moduleId: 'COMM3',
  encrypted: false,
  token: 'required',
  response: z.null(),
});

export const getCaptcha = defineEndpoint({
  name: 'getCaptcha',
  summary:
    'A numeric image captcha as base64 PNG without the data: prefix; single use, bound by an HttpOnly cookie to the client that fetched it',
  group: 'session',
  path: '/wps/captcha',
  method: 'GET',
  moduleId: 'CAPTCHA3',
  encrypted: false,
  token: 'none',
  query: z.object({ t: z.optional(z.string().check(z.maxLength(20))) }),
  response: z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/)),
});

/**
 * Our addition, the accessible alternative to the picture (issue 12 #3): find the whole number n in
 * [0, maxNumber] with SHA-256(salt + n), as lowercase hex, equal to `challenge`, and send n as the `captcha`.
 * Same cookie and single use as the picture, and the same digits-only answer.
 */
export const captchaPuzzle = z.object({
  algorithm: z.literal('SHA-256'),
  salt: z.string().check(z.regex(/^[0-9a-f]{8,64}$/)),
  challenge: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  maxNumber: z.int().check(z.positive(), z.maximum(999_999)),
});
export type CaptchaPuzzle = z.infer<typeof captchaPuzzle>;

export const getCaptchaPuzzle = defineEndpoint({
  name: 'getCaptchaPuzzle',
  summary:
    'A captcha the device solves instead of a person reading the picture (SHA-256 proof of work); single use, bound by the same HttpOnly cookie as the picture',
  group: 'session',
  path: '/wps/captcha/puzzle',
  method: 'GET',
  moduleId: 'CAPTCHA3',
  encrypted: false,
  token: 'none',
  query: z.object({ t: z.optional(z.string().check(z.maxLength(20))) }),
  response: captchaPuzzle,
});

/**
 * Both SMS endpoints answer how long the code is valid (countdown = 60 × expiredMinutes s). Optional: a server
 * that leaves it out gets the spec's default countdown of 60 s (accounts spec §4, §9); ours always sends it.
 */
export const smsSent = z.object({ expiredMinutes: z.optional(z.number().check(z.positive())) });

export const sendSmsNoLogin = defineEndpoint({
  name: 'sendSmsNoLogin',
  summary: 'Send an SMS code without a session (SMS login, password by phone)',
  group: 'session',
  path: '/wps/verification/sms/noLogin',
  method: 'POST',
  moduleId: 'VERIFICATION3',
  encrypted: false,
  token: 'none',
  body: z.object({ mobileNum: mobileNumber, countryDialingCode: dialingCode }),
  response: smsSent,
});

export const sendSmsRegister = defineEndpoint({
  name: 'sendSmsRegister',
  summary: 'Send an SMS code for registration (REGMOBVERF3 or MOBILENUMREG3 must be on)',
  group: 'session',
  path: '/wps/verification/sms/register',
  method: 'POST',
  // Two switches may allow it (platform-api §4.1); the handler checks that one of them is on.
  moduleId: null,
  encrypted: false,
  token: 'none',
  body: z.object({ mobileNo: mobileNumber, countryDialingCode: dialingCode }),
  response: smsSent,
});
