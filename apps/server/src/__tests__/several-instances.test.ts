import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload, type EncryptedRequest } from '@h5/contract/encrypt-payload.ts';
import { buildApp } from '../app.ts';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { MERCHANT } from './account-helpers.ts';
import { buildTestApp, envelopeOf, makeTempDir, testConfig } from './test-app.ts';

/**
 * Issue 14: two server instances on one database answer as one. Each test speaks from its own client address, so
 * that the rate limit (shared too) counts each apart.
 */
const RATE_LIMIT = 10;
const LOGIN = '/wps/session/login';

let a: FastifyInstance;
let b: FastifyInstance;
let removeDir: () => void;

beforeAll(async () => {
  const temp = makeTempDir();
  removeDir = temp.remove;
  // DEV_OUTBOX: the captcha's answer is read from the instance that drew it.
  const config = testConfig(temp.dir, { rateLimitMax: RATE_LIMIT, devOutbox: true, rsaRotateHours: 1 });
  a = await buildTestApp(config);
  b = await buildApp(config);
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
  removeDir();
});

const rsaKey = async (app: FastifyInstance, ip: string) =>
  (await app.inject({ url: '/wps/session/key/rsa', headers: MERCHANT, remoteAddress: ip })).body;

const send = (
  app: FastifyInstance,
  request: EncryptedRequest,
  ip: string,
  cookies: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: LOGIN,
    headers: { ...MERCHANT, ...request.headers, 'content-type': 'application/json' },
    cookies,
    payload: request.body,
    remoteAddress: ip,
  });

const login = (username: string, password: string, captcha: string | null = null) => ({
  username,
  password,
  captcha,
  type: 'username',
});

describe('two instances on one database', () => {
  it('open a login encrypted with the key fetched from the other', async () => {
    const ip = '10.14.0.1';
    const modulus = await rsaKey(a, ip);
    expect(await rsaKey(b, ip)).toBe(modulus);
    const res = await send(b, await encryptPayload(modulus, LOGIN, login('player01', DEMO_PASSWORD)), ip);
    expect(envelopeOf(res)).toMatchObject({ success: true });
  });

  it('refuse on one a payload already accepted by the other (its nonce)', async () => {
    const ip = '10.14.0.2';
    const request = await encryptPayload(await rsaKey(a, ip), LOGIN, login('player01', DEMO_PASSWORD));
    expect(envelopeOf(await send(a, request, ip)).success).toBe(true);
    expect(envelopeOf(await send(b, request, ip)).errorCode).toBe('request.replayed');
  });

  it('count a client once for the rate limit, whichever instance it reaches', async () => {
    const ip = '10.14.0.3';
    const status = (app: FastifyInstance) =>
      app.inject({ url: '/wps/system/country', headers: MERCHANT, remoteAddress: ip });
    const first = await status(a);
    expect(first.headers['x-ratelimit-remaining']).toBe(String(RATE_LIMIT - 1));
    expect((await status(b)).headers['x-ratelimit-remaining']).toBe(String(RATE_LIMIT - 2));
    for (let i = 2; i < RATE_LIMIT; i++) expect((await status(a)).statusCode).toBe(200);
    const over = await status(b);
    expect(over.statusCode).toBe(429);
    expect(envelopeOf(over).errorCode).toBe('request.too.many');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not touched.
    expect(
      (await b.inject({ url: '/wps/system/country', headers: MERCHANT, remoteAddress: '10.14.0.4' }))
        .statusCode,
    ).toBe(200);
  });

  it('ask for a captcha after failures on the other, and accept the captcha the other drew', async () => {
    const ip = '10.14.0.5';
    const modulus = await rsaKey(a, ip);
    for (let i = 0; i < 3; i++) {
      const res = await send(a, await encryptPayload(modulus, LOGIN, login('agent01', 'wrong-password')), ip);
      expect(envelopeOf(res).errorCode).toBe('login.failed');
    }
    const asked = await send(b, await encryptPayload(modulus, LOGIN, login('agent01', DEMO_PASSWORD)), ip);
    expect(envelopeOf(asked)).toMatchObject({ errorCode: 'captcha.incorrect', value: { captcha: true } });

    const drawn = await a.inject({ url: '/wps/captcha', headers: MERCHANT, remoteAddress: ip });
    const cookie = drawn.cookies.find((c) => c.name === 'h5_captcha')?.value ?? '';
    // Asked of the other instance: the development answers are in the database too.
    const answer = (await b.platform.accounts.captchas.devAnswer(cookie)) ?? '';
    expect(answer).toMatch(/^\d{4,6}$/);
    const request = await encryptPayload(modulus, LOGIN, login('agent01', DEMO_PASSWORD, answer));
    const res = await send(b, request, ip, { h5_captcha: cookie });
    expect(envelopeOf(res)).toMatchObject({ success: true });
  });

  it('see a rotation made by the other, which still opens the previous key for the grace period', async () => {
    const ip = '10.14.0.6';
    const before = await rsaKey(b, ip);
    // A finds the key due an hour from now (RSA_ROTATE_HOURS=1) and replaces it.
    const rotated = await a.platform.accounts.keys.currentModulus(Date.now() + 3_600_000);
    expect(rotated).not.toBe(before);
    expect(await rsaKey(b, ip)).toBe(rotated);
    for (const modulus of [rotated, before]) {
      const res = await send(b, await encryptPayload(modulus, LOGIN, login('player01', DEMO_PASSWORD)), ip);
      expect(envelopeOf(res)).toMatchObject({ success: true });
    }
  });
});
