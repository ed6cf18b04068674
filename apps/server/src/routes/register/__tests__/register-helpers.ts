import type { RegisterBody } from '@h5/contract/endpoints/register.ts';
import { captcha, sendEncrypted } from '../../../__tests__/account-helpers.ts';
import type { TestApp } from '../../../__tests__/test-app.ts';

/** The app of the registration tests: client addresses from X-Forwarded-For, codes kept in the development outbox. */
export const REGISTER_APP = { trustProxy: true, devOutbox: true } as const;

/** A fresh client IP per call, so the IP counters of one test do not leak into another. */
let ipCounter = 0;
export const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

export const blank: RegisterBody = {
  username: '',
  password: '',
  confirmPassword: '',
  paymentPassword: '',
  idNumber: '',
  qqNum: '',
  facebook: '',
  wechat: '',
  line: '',
  whatsapp: '',
  zalo: '',
  email: '',
  nickname: '',
  payeeName: '',
  mobileNum: '',
  countryDialingCode: '63',
  recommenderId: '',
  affiliateCode: '',
  referralCode: '',
  captcha: '',
  verificationCode: '',
  domain: '',
  registerUrl: 'localhost',
  registerMethod: 'H5',
  type: 0,
};

let mobileCounter = 0;
export const freshMobile = () => `92${String(++mobileCounter).padStart(8, '0')}`;

/** Registers through the encrypted form, with a solved captcha, from a fresh IP. */
export async function register(app: TestApp, fields: Partial<RegisterBody>, path = '/wps/member/register') {
  const c = await captcha(app);
  return sendEncrypted(
    app,
    path,
    { ...blank, captcha: c.answer, ...fields },
    { method: 'PUT', cookies: c.cookies, headers: { 'x-forwarded-for': freshIp() } },
  );
}

/** A valid username registration with a fresh mobile number. */
export const ok = (name: string, extra: Partial<RegisterBody> = {}) => ({
  username: name,
  password: 'abc12345',
  confirmPassword: 'abc12345',
  mobileNum: freshMobile(),
  ...extra,
});
