import { inflateSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '@h5/contract/endpoints/session.ts';
import type { MemberInfo } from '@h5/contract/endpoints/member.ts';
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
import { crc32 } from '../../../domain/png.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: true, devOutbox: true });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

let ipCounter = 0;
/** A fresh client IP per test, so the IP counters of one test do not leak into another. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

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

describe('sessions over HTTP', () => {
  it('member info needs a session and masks mobile and e-mail', async () => {
    const guest = await t.app.inject({ url: '/wps/member/info', headers: MERCHANT });
    expect(guest.statusCode).toBe(401);
    expect(envelopeOf(guest).errorCode).toBe('login.not.session');
    const token = await tokenOf(await loginAs(t, 'player01', 'demo1234', { ip: freshIp() }));
    const res = await t.app.inject({
      url: '/wps/member/info',
      headers: { ...MERCHANT, authorization: token },
    });
    const info = envelopeOf(res).value as MemberInfo;
    expect(info).toMatchObject({
      account: 'player01',
      type: 0,
      clubLabel: { labelName: 'VIP2' },
      mobile: '63-9*****4567',
      email: 'pl***@example.com',
      toUpline: 'agent01',
      merchantCode: 'demo',
    });
    // The demo profile: registered 47 days before the seed ran.
    expect(Math.round((Date.now() - info.regDate) / 86_400_000)).toBe(47);
  });

  it('logout revokes the token at once (DELETE, POST accepted)', async () => {
    for (const method of ['DELETE', 'POST'] as const) {
      const token = await tokenOf(await loginAs(t, 'player01', 'demo1234', { ip: freshIp() }));
      const headers = { ...MERCHANT, authorization: token };
      expect((await t.app.inject({ method, url: '/wps/session/logout', headers })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/wps/member/info', headers })).statusCode).toBe(401);
      expect((await t.app.inject({ method, url: '/wps/session/logout', headers })).statusCode).toBe(401);
    }
  });

  it('an invalid token is 401 even where the session is optional; none is a guest', async () => {
    const url = '/wps/relay/MCSFE_getListAnnouncements?types=B&platform=M';
    expect((await t.app.inject({ url, headers: MERCHANT })).statusCode).toBe(200);
    const bad = await t.app.inject({ url, headers: { ...MERCHANT, authorization: 'x'.repeat(43) } });
    expect(bad.statusCode).toBe(401);
    expect(envelopeOf(bad).errorCode).toBe('login.not.session');
  });

  it('a session is not valid for another merchant', async () => {
    const other = await startTestApp({ trustProxy: true });
    try {
      const token = await tokenOf(await loginAs(other, 'player01', 'demo1234'));
      const session = await other.app.platform.accounts.sessions.resolve(token);
      expect(session?.merchantCode).toBe('demo');
      await other.app.platform.db.updateTable('members').set({ merchant_code: 'elsewhere' }).execute();
      const res = await other.app.inject({
        url: '/wps/member/info',
        headers: { ...MERCHANT, authorization: token },
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('free play', () => {
  it('creates a trial member (type 4) under the trial merchant and logs it in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: MERCHANT,
      payload: { os: 'android', platform: 'M' },
    });
    const value = envelopeOf(res).value as LoginResult;
    expect(value).toMatchObject({ customerType: 4, merchantCode: 'demo_trial' });
    expect(value.userName).toMatch(/^guest\d{8}$/);
    const info = await t.app.inject({
      url: '/wps/member/info',
      headers: { ...MERCHANT, authorization: value.token },
    });
    expect((envelopeOf(info).value as MemberInfo).type).toBe(4);
  });

  it('opens at most TRIAL_HOURLY_PER_IP trial accounts per address and hour, also when asked all at once (issue 12 #6)', async () => {
    const capped = await startTestApp({ trialHourlyPerIp: 3 });
    try {
      const open = (remoteAddress: string) =>
        capped.app.inject({
          method: 'POST',
          url: '/wps/session/login/freeplay',
          headers: MERCHANT,
          payload: {},
          remoteAddress,
        });
      const burst = await Promise.all(Array.from({ length: 30 }, () => open('203.0.113.7')));
      const codes = burst.map((res) => envelopeOf(res).errorCode ?? 'ok');
      expect(codes.filter((code) => code === 'ok')).toHaveLength(3);
      expect(codes.filter((code) => code === 'request.too.many')).toHaveLength(27);
      // One IPv6 subscriber is one source: its /64, whatever address it picks in it.
      const v6 = await Promise.all(
        ['2001:db8:1:2::a', '2001:db8:1:2::b', '2001:db8:1:2::c', '2001:db8:1:2::d'].map(open),
      );
      expect(v6.map((res) => envelopeOf(res).errorCode ?? 'ok')).toEqual([
        'ok',
        'ok',
        'ok',
        'request.too.many',
      ]);
      expect(envelopeOf(await open('198.51.100.4')).success).toBe(true);
    } finally {
      await capped.close();
    }
  });
});

describe('captcha', () => {
  it('is a valid PNG in base64 without a data: prefix, with an HttpOnly SameSite=Lax cookie, not cached', async () => {
    const res = await t.app.inject({ url: '/wps/captcha', headers: MERCHANT });
    expect(res.headers['cache-control']).toBe('no-store');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const value = envelopeOf(res).value as string;
    expect(value).not.toMatch(/^data:/);
    const png = Buffer.from(value, 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // Walk the chunks: lengths, CRCs, and an IDAT that inflates to the image size.
    let offset = 8;
    const chunks: string[] = [];
    let width = 0;
    let height = 0;
    const idat: Buffer[] = [];
    while (offset < png.length) {
      const length = png.readUInt32BE(offset);
      const type = png.subarray(offset + 4, offset + 8).toString('ascii');
      const data = png.subarray(offset + 8, offset + 8 + length);
      expect(png.readUInt32BE(offset + 8 + length)).toBe(
        crc32(png.subarray(offset + 4, offset + 8 + length)),
      );
      if (type === 'IHDR') {
        width = data.readUInt32BE(0);
        height = data.readUInt32BE(4);
      }
      if (type === 'IDAT') idat.push(data);
      chunks.push(type);
      offset += 12 + length;
    }
    expect(chunks).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(inflateSync(Buffer.concat(idat))).toHaveLength((width * 3 + 1) * height);
  });

  it('is single use and bound to the cookie of the client that fetched it', async () => {
    const { captchas } = t.app.platform.accounts;
    const a = await captcha(t);
    const b = await captcha(t);
    expect(a.answer).toMatch(/^\d{4,6}$/);
    // Another client's cookie with this answer fails (and uses up that other captcha).
    expect(await captchas.verify(b.cookies.h5_captcha, a.answer === b.answer ? 'x' : a.answer)).toBe(false);
    expect(await captchas.verify(a.cookies.h5_captcha, a.answer)).toBe(true);
    expect(await captchas.verify(a.cookies.h5_captcha, a.answer)).toBe(false);
    expect(await captchas.verify(undefined, a.answer)).toBe(false);
  });

  it('expires after 5 minutes', async () => {
    const c = await captcha(t);
    expect(
      await t.app.platform.accounts.captchas.verify(
        c.cookies.h5_captcha,
        c.answer,
        Date.now() + 5 * 60_000 + 1,
      ),
    ).toBe(false);
  });
});

describe('SMS codes', () => {
  const target = (mobile: string) => ({
    merchantCode: 'demo',
    purpose: 'login' as const,
    dialingCode: '63',
    mobile,
  });

  it('answers expiredMinutes; one per countdown; the hourly cap per number', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.UTC(2032, 0, 1);
    vi.setSystemTime(start);
    const ip = freshIp();
    const first = await sendSms(t, 'noLogin', '9171234567', ip);
    expect(envelopeOf(first).value).toEqual({ expiredMinutes: 2 });
    const soon = await sendSms(t, 'noLogin', '9171234567', ip);
    expect(soon.statusCode).toBe(429);
    expect(envelopeOf(soon).errorCode).toBe('sms.too.frequent');
    for (let i = 1; i < 5; i++) {
      vi.setSystemTime(start + i * 121_000);
      expect((await sendSms(t, 'noLogin', '9171234567', ip)).statusCode).toBe(200);
    }
    vi.setSystemTime(start + 5 * 121_000);
    expect(envelopeOf(await sendSms(t, 'noLogin', '9171234567', ip)).errorCode).toBe('sms.limit');
  });

  it('writes the SMS in the language of the request', async () => {
    const send = (mobile: string, language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        headers: { ...MERCHANT, language, 'x-forwarded-for': freshIp() },
        payload: { mobileNo: mobile, countryDialingCode: '63' },
      });
    const body = async (mobile: string) =>
      (
        await t.app.platform.db
          .selectFrom('sms_outbox')
          .select('body')
          .where('recipient', '=', `63${mobile}`)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).body;
    expect((await send('9175550001', 'TY')).statusCode).toBe(200);
    expect(await body('9175550001')).toMatch(/^Ang iyong verification code/);
    expect((await send('9175550002', 'EN')).statusCode).toBe(200);
    expect(await body('9175550002')).toMatch(/^Your .* verification code/);
  });

  it('caps codes per IP per hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++)
      expect((await sendSms(t, 'register', `91800000${String(i).padStart(2, '0')}`, ip)).statusCode).toBe(
        200,
      );
    expect(envelopeOf(await sendSms(t, 'register', '9189999999', ip)).errorCode).toBe('sms.limit');
  });

  it('a code expires, is single use and dies after 5 wrong tries', async () => {
    const { sms } = t.app.platform.accounts;
    const now = Date.UTC(2033, 0, 1);
    const issued = await sms.issue(target('9170000100'), freshIp(), now);
    if (!issued.ok) throw new Error('not issued');
    expect(
      (await sms.verify(target('9170000100'), issued.code, { consume: true }, now + 120_000)).result,
    ).toBe('expired');

    const second = await sms.issue(target('9170000101'), freshIp(), now);
    if (!second.ok) throw new Error('not issued');
    expect((await sms.verify(target('9170000101'), second.code, { consume: true }, now)).result).toBe('ok');
    expect((await sms.verify(target('9170000101'), second.code, { consume: true }, now)).result).toBe('none');

    const third = await sms.issue(target('9170000102'), freshIp(), now);
    if (!third.ok) throw new Error('not issued');
    const wrong = third.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await sms.verify(target('9170000102'), wrong, { consume: true }, now)).result).toBe('wrong');
    }
    expect((await sms.verify(target('9170000102'), third.code, { consume: true }, now)).result).toBe(
      'expired',
    );
  });

  it('does not deliver no-login codes to unknown numbers, but answers the same', async () => {
    const res = await sendSms(t, 'noLogin', '9175550000', freshIp());
    expect(envelopeOf(res).value).toEqual({ expiredMinutes: 2 });
    expect(await lastSms(t, '639175550000')).toBe('');
  });
});
