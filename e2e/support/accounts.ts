import { randomInt } from 'node:crypto';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { encryptPayload } from '@h5/contract/encrypt-payload.ts';
import { register as registerEndpoint, type RegisterBody } from '@h5/contract/endpoints/register.ts';

export const MERCHANT = 'demo';
/** Seeded demo accounts (apps/server/src/seed). Their passwords are never changed by a test. */
export const DEMO = {
  player: 'player01',
  agent: 'agent01',
  password: 'demo1234',
  affiliateCode: '8888',
} as const;
export const DIALING_CODE = '63';

const api = { Merchant: MERCHANT, Language: 'EN' } as const;

/** A username no other test uses: 6–13 letters and digits (the demo registration rule). */
export function uniqueUsername(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36).slice(-5)}${randomInt(100, 999)}`.slice(0, 13);
}

/** A Philippine mobile number no other test uses (rule `^9\d{9}$`). */
export function uniqueMobile(): string {
  return `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
}

interface OutboxEntry {
  to: string;
  subject: string;
  body: string;
  code: string;
  sentAt: number;
}

/** The development outbox of the test server (DEV_OUTBOX=true): what the SMS and mail providers "sent". */
export async function readOutbox(
  request: APIRequestContext,
  channel: 'sms' | 'mail' | 'captcha',
  to: string,
  merchant: string = MERCHANT,
): Promise<OutboxEntry[]> {
  const res = await request.get('/wps/dev/outbox', {
    params: { channel, to },
    headers: { ...api, Merchant: merchant },
  });
  const body = (await res.json()) as { success: boolean; value: OutboxEntry[] };
  if (!body.success) throw new Error(`outbox: ${JSON.stringify(body)}`);
  return body.value;
}

/** Waits for a message to arrive (the send is asynchronous from the page's point of view). */
export async function latestMessage(
  request: APIRequestContext,
  channel: 'sms' | 'mail',
  to: string,
  after = 0,
): Promise<OutboxEntry> {
  for (let i = 0; i < 50; i++) {
    const [latest] = await readOutbox(request, channel, to);
    if (latest && latest.sentAt >= after) return latest;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${channel} message for ${to}`);
}

/** The answer of the captcha the browser context holds (its cookie), read from the development outbox. */
export async function captchaAnswer(request: APIRequestContext, context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'h5_captcha');
  if (!cookie) throw new Error('no captcha cookie: the captcha image has not been fetched');
  const [entry] = await readOutbox(request, 'captcha', cookie.value);
  if (!entry) throw new Error('the captcha is unknown or already used');
  return entry.code;
}

export interface Member {
  username: string;
  password: string;
  mobile: string;
  email: string;
}

/**
 * Registers a member through the API (encrypted body, real captcha), for scenarios that change a password
 * and must not touch the demo accounts, or that need a member of a test merchant (`merchant`). `request` keeps the
 * captcha cookie between the two calls.
 */
export async function createMember(
  request: APIRequestContext,
  overrides: Partial<Member> = {},
  merchant: string = MERCHANT,
  /** Other registration fields, e.g. an `affiliateCode` that puts the member under an agent. */
  registration: Partial<RegisterBody> = {},
): Promise<Member> {
  const headers = { ...api, Merchant: merchant };
  const member: Member = {
    username: uniqueUsername('m'),
    password: 'pass1234',
    mobile: uniqueMobile(),
    email: '',
    ...overrides,
  };
  member.email ||= `${member.username}@example.com`;
  const captchaRes = await request.get('/wps/captcha', { headers });
  if (!captchaRes.ok()) throw new Error(`captcha: ${await captchaRes.text()}`);
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'h5_captcha');
  if (!cookie) throw new Error('no captcha cookie');
  const [answer] = await readOutbox(request, 'captcha', cookie.value, merchant);
  if (!answer) throw new Error('captcha answer missing');
  const body: RegisterBody = {
    username: member.username,
    password: member.password,
    confirmPassword: member.password,
    paymentPassword: '',
    idNumber: '',
    qqNum: '',
    facebook: '',
    wechat: '',
    line: '',
    whatsapp: '',
    zalo: '',
    email: member.email,
    nickname: '',
    payeeName: '',
    mobileNum: member.mobile,
    countryDialingCode: DIALING_CODE,
    recommenderId: '',
    affiliateCode: '',
    referralCode: '',
    captcha: answer.code,
    verificationCode: '',
    domain: '',
    registerUrl: '127.0.0.1',
    registerMethod: 'H5',
    type: 0,
    login: true,
    ...registration,
  };
  const modulus = await (await request.get('/wps/session/key/rsa', { headers })).text();
  const encrypted = await encryptPayload(modulus, registerEndpoint.path, body);
  const res = await request.put(registerEndpoint.path, {
    headers: { ...headers, ...encrypted.headers, 'Content-Type': 'application/json;charset=UTF-8' },
    data: encrypted.body,
  });
  const result = (await res.json()) as { success: boolean };
  if (!result.success) throw new Error(`register: ${JSON.stringify(result)}`);
  return member;
}
