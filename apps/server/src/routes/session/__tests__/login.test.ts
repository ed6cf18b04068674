import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '@h5/contract/endpoints/session.ts';
import {
  MERCHANT,
  captcha,
  lastSms,
  loginAs,
  rsaModulus,
  sendEncrypted,
  sendSms,
  tokenOf,
} from '../../../__tests__/account-helpers.ts';
import { envelopeOf, startTestApp, type TestApp } from '../../../__tests__/test-app.ts';
import { SESSION_APP, freshIp } from './session-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(SESSION_APP);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('RSA key', () => {
  it('is the plain-text hex modulus, not cached', async () => {
    const res = await t.app.inject({ url: '/wps/session/key/rsa?t=1', headers: MERCHANT });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^[0-9a-f]{512}$/);
  });
});

describe('login', () => {
  it('logs in with the right password: a new token every time, firstTimeLogin false for a seeded member', async () => {
    const ip = freshIp();
    const first = await loginAs(t, 'player01', 'demo1234', { ip });
    expect(first.statusCode).toBe(200);
    const value = envelopeOf(first).value as LoginResult;
    expect(value).toMatchObject({
      userName: 'player01',
      customerType: 0,
      merchantCode: 'demo',
      passwordExpired: false,
    });
    const second = await loginAs(t, 'PLAYER01', 'demo1234', { ip });
    expect(await tokenOf(second)).not.toBe(value.token);
  });

  it('answers the same code and message for an unknown user and a wrong password', async () => {
    const wrong = await loginAs(t, 'player01', 'nope12345', { ip: freshIp() });
    const unknown = await loginAs(t, 'nobody0001', 'nope12345', { ip: freshIp() });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    const a = envelopeOf(wrong);
    const b = envelopeOf(unknown);
    expect(a.errorCode).toBe('login.failed');
    expect([b.errorCode, b.message]).toEqual([a.errorCode, a.message]);
  });

  it('asks for a captcha after 3 failures for an account; a wrong or missing captcha is captcha.incorrect', async () => {
    const account = 'agent01';
    for (let i = 1; i <= 3; i++) {
      const res = await loginAs(t, account, 'wrong000', { ip: freshIp() });
      expect(envelopeOf(res).value).toEqual({ captcha: i >= 3 });
    }
    const missing = await loginAs(t, account, 'demo1234', { ip: freshIp() });
    expect(envelopeOf(missing)).toMatchObject({ errorCode: 'captcha.incorrect', value: { captcha: true } });
    const c = await captcha(t);
    const wrongCaptcha = await loginAs(t, account, 'demo1234', {
      ip: freshIp(),
      cookies: c.cookies,
      captcha: c.answer === '0000' ? '1111' : '0000',
    });
    expect(envelopeOf(wrongCaptcha).errorCode).toBe('captcha.incorrect');
    // The captcha was used up by the wrong attempt.
    const reused = await loginAs(t, account, 'demo1234', {
      ip: freshIp(),
      cookies: c.cookies,
      captcha: c.answer,
    });
    expect(envelopeOf(reused).errorCode).toBe('captcha.incorrect');
    const fresh = await captcha(t);
    const ok = await loginAs(t, account, 'demo1234', {
      ip: freshIp(),
      cookies: fresh.cookies,
      captcha: fresh.answer,
    });
    expect(ok.statusCode).toBe(200);
    // Success clears the account's failures.
    expect((await loginAs(t, account, 'demo1234', { ip: freshIp() })).statusCode).toBe(200);
  });

  it('asks for a captcha after 3 failures from one IP, whatever the accounts', async () => {
    const ip = freshIp();
    for (const name of ['ghost001', 'ghost002', 'ghost003']) await loginAs(t, name, 'x1234567', { ip });
    const res = await loginAs(t, 'player01', 'demo1234', { ip });
    expect(envelopeOf(res)).toMatchObject({ errorCode: 'captcha.incorrect', value: { captcha: true } });
    expect((await loginAs(t, 'player01', 'demo1234', { ip: freshIp() })).statusCode).toBe(200);
  });

  it('locks an account from one address after 100 failures in an hour, for the rest of the hour; other addresses get a captcha', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2031, 0, 1, 10));
    const ip = freshIp();
    const solved = async (password: string, from: string) => {
      const c = await captcha(t);
      return loginAs(t, 'lockme01', password, { ip: from, cookies: c.cookies, captcha: c.answer });
    };
    for (let i = 0; i < 100; i++)
      expect(envelopeOf(await solved('wrong000', ip)).errorCode).toBe('login.failed');
    const locked = await solved('wrong000', ip);
    expect(locked.statusCode).toBe(429);
    expect(envelopeOf(locked).errorCode).toBe('login.locked');
    // Per account and address: elsewhere the account only needs a captcha.
    expect(envelopeOf(await solved('wrong000', freshIp())).errorCode).toBe('login.failed');
    vi.setSystemTime(Date.UTC(2031, 0, 1, 11, 0, 1));
    const later = await loginAs(t, 'lockme01', 'wrong000', { ip });
    expect(envelopeOf(later).errorCode).toBe('login.failed');
  });

  it('refuses a disabled member (after a right password only)', async () => {
    const res = await loginAs(t, 'blocked01', 'demo1234', { ip: freshIp() });
    expect(res.statusCode).toBe(403);
    expect(envelopeOf(res).errorCode).toBe('us_forbidden_login_error');
    expect(envelopeOf(await loginAs(t, 'blocked01', 'wrong000', { ip: freshIp() })).errorCode).toBe(
      'login.failed',
    );
  });

  it('logs in by mobile number and SMS code; the code works once', async () => {
    const ip = freshIp();
    expect((await sendSms(t, 'noLogin', '9171234567', ip)).statusCode).toBe(200);
    const code = await lastSms(t, '639171234567');
    expect(code).toMatch(/^\d{6}$/);
    const body = {
      username: '9171234567',
      password: code,
      captcha: null,
      type: 'sms',
      countryDialingCode: '63',
    };
    const res = await sendEncrypted(t, '/wps/session/login', body, { headers: { 'x-forwarded-for': ip } });
    expect((envelopeOf(res).value as LoginResult).userName).toBe('player01');
    const again = await sendEncrypted(t, '/wps/session/login', body, { headers: { 'x-forwarded-for': ip } });
    expect(envelopeOf(again).errorCode).toBe('login.failed');
  });

  it('rejects a replayed login and an unencrypted one', async () => {
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: MERCHANT,
      payload: { username: 'player01', password: 'demo1234', captcha: null, type: 'username' },
    });
    expect(plain.statusCode).toBe(400);
    expect(envelopeOf(plain).errorCode).toBe('request_body_required');
    const { encryptPayload } = await import('@h5/contract/encrypt-payload.ts');
    const request = await encryptPayload(await rsaModulus(t), '/wps/session/login', {
      username: 'player01',
      password: 'demo1234',
      captcha: null,
      type: 'username',
    });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { ...MERCHANT, ...request.headers, 'x-forwarded-for': freshIp() },
        payload: request.body,
      });
    expect((await send()).statusCode).toBe(200);
    const replay = await send();
    expect(envelopeOf(replay).errorCode).toBe('request.replayed');
    const stale = await sendEncrypted(t, '/wps/session/login', {}, { now: Date.now() - 3_600_000 });
    expect(envelopeOf(stale).errorCode).toBe('request.stale');
  });
});
