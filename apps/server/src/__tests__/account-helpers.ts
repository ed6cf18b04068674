import type { LightMyRequestResponse } from 'fastify';
import { encryptPayload } from '@h5/contract/encrypt-payload.ts';
import type { LoginResult } from '@h5/contract/endpoints/session.ts';
import { envelopeOf, type TestApp } from './test-app.ts';

export const MERCHANT = { merchant: 'demo' };

export async function rsaModulus(t: TestApp): Promise<string> {
  const res = await t.app.inject({ url: '/wps/session/key/rsa', headers: MERCHANT });
  return res.body;
}

export interface SendOptions {
  method?: 'POST' | 'PUT';
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  now?: number;
}

/** An encrypted call built by the contract's own client code (Web Crypto), as the browser makes it. */
export async function sendEncrypted(
  t: TestApp,
  path: string,
  data: unknown,
  options: SendOptions = {},
): Promise<LightMyRequestResponse> {
  const request = await encryptPayload(await rsaModulus(t), path, data, options.now ?? Date.now());
  return t.app.inject({
    method: options.method ?? 'POST',
    url: path,
    headers: { ...MERCHANT, ...request.headers, ...options.headers, 'content-type': 'application/json' },
    cookies: options.cookies ?? {},
    payload: request.body,
  });
}

export async function loginAs(
  t: TestApp,
  username: string,
  password: string,
  extra: { captcha?: string | null; cookies?: Record<string, string>; ip?: string } = {},
): Promise<LightMyRequestResponse> {
  return sendEncrypted(
    t,
    '/wps/session/login',
    { username, password, captcha: extra.captcha ?? null, type: 'username' },
    { cookies: extra.cookies ?? {}, headers: extra.ip === undefined ? {} : { 'x-forwarded-for': extra.ip } },
  );
}

export async function tokenOf(res: LightMyRequestResponse): Promise<string> {
  const envelope = envelopeOf(res);
  if (!envelope.success) throw new Error(`not logged in: ${res.body}`);
  return Promise.resolve((envelope.value as LoginResult).token);
}

/** Fetches a captcha; answers its cookie and (through the development outbox) its answer. */
export async function captcha(
  t: TestApp,
): Promise<{ cookies: Record<string, string>; answer: string; png: string }> {
  const res = await t.app.inject({ url: '/wps/captcha', headers: MERCHANT });
  const cookie = res.cookies.find((c) => c.name === 'h5_captcha');
  if (cookie === undefined) throw new Error('no captcha cookie');
  const answer = (await t.app.platform.accounts.captchas.devAnswer(cookie.value)) ?? '';
  return { cookies: { h5_captcha: cookie.value }, answer, png: envelopeOf(res).value as string };
}

/** The latest SMS code sent to `<dialing><mobile>` (outbox table). */
export async function lastSms(t: TestApp, to: string): Promise<string> {
  const row = await t.app.platform.db
    .selectFrom('sms_outbox')
    .select('code')
    .where('recipient', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.code ?? '';
}

export async function sendSms(
  t: TestApp,
  kind: 'noLogin' | 'register',
  mobile: string,
  ip = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/wps/verification/sms/${kind}`,
    headers: { ...MERCHANT, 'x-forwarded-for': ip },
    payload:
      kind === 'register'
        ? { mobileNo: mobile, countryDialingCode: '63' }
        : { mobileNum: mobile, countryDialingCode: '63' },
  });
}
