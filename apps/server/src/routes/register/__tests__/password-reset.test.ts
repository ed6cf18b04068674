import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MERCHANT,
  lastSms,
  loginAs,
  sendEncrypted,
  sendSms,
  tokenOf,
} from '../../../__tests__/account-helpers.ts';
import { envelopeOf, startTestApp, type TestApp } from '../../../__tests__/test-app.ts';
import { REGISTER_APP, freshIp, freshMobile, ok, register } from './register-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(REGISTER_APP);
});
afterAll(() => t.close());

describe('forgot password by e-mail', () => {
  const form = (username: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: {
        ...MERCHANT,
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': freshIp(),
      },
      payload: new URLSearchParams({ username, email }).toString(),
    });

  it('mails a temporary, expired password when username and e-mail match; the same answer otherwise', async () => {
    await register(t, ok('mailme01', { email: 'mailme01@example.com' }));
    const miss = await form('mailme01', 'other@example.com');
    const unknown = await form('nobody77', 'mailme01@example.com');
    const hit = await form('MailMe01', 'MAILME01@example.com');
    for (const res of [miss, unknown, hit]) {
      expect(res.statusCode).toBe(200);
      expect(envelopeOf(res)).toEqual({ success: true, value: null });
    }
    const mails = await t.app.platform.db.selectFrom('mail_outbox').selectAll().execute();
    expect(mails).toHaveLength(1);
    const temporary = mails[0]?.code ?? '';
    expect(temporary).toMatch(/^[a-zA-Z0-9]{6,12}$/);
    expect(mails[0]?.recipient).toBe('mailme01@example.com');
    // The mail says how long it works and that the current password still does (Filipino: the default language).
    expect(mails[0]?.body).toContain('sa loob ng 24 oras');
    expect(mails[0]?.body).toContain('Gumagana pa rin ang kasalukuyan mong password');
    const login = await loginAs(t, 'mailme01', temporary, { ip: freshIp() });
    expect(envelopeOf(login).value).toMatchObject({ passwordExpired: true });
  });

  it('does the same work on every path, the per-account limit included (issue 12 #6: no timing tells a match)', async () => {
    await register(t, ok('mailme09', { email: 'mailme09@example.com' }));
    const { passwords } = t.app.platform.accounts;
    // The dummy hash is made once, at the first miss: made before counting.
    await form('nobody98', 'nobody98@example.com');
    const hash = vi.spyOn(passwords, 'hash');
    const verify = vi.spyOn(passwords, 'verify');
    const argon2Calls = () => hash.mock.calls.length + verify.mock.calls.length;
    try {
      for (const [username, email] of [
        ['mailme09', 'mailme09@example.com'],
        ['mailme09', 'other@example.com'],
        ['nobody99', 'mailme09@example.com'],
      ] as const) {
        const before = argon2Calls();
        expect((await form(username, email)).statusCode).toBe(200);
        expect(argon2Calls() - before, `${username} ${email}`).toBe(1);
      }
      // Past the account's hourly limit the match still costs one Argon2 computation, like a miss.
      for (let i = 0; i < 3; i++) await form('mailme09', 'mailme09@example.com');
      const before = argon2Calls();
      expect((await form('mailme09', 'mailme09@example.com')).statusCode).toBe(200);
      expect(argon2Calls() - before).toBe(1);
    } finally {
      hash.mockRestore();
      verify.mockRestore();
    }
  });

  const mailedTo = async (email: string) => {
    const row = await t.app.platform.db
      .selectFrom('mail_outbox')
      .select('code')
      .where('recipient', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return row.code;
  };
  const isSignedIn = async (token: string) =>
    (await t.app.inject({ url: '/wps/member/info', headers: { ...MERCHANT, authorization: token } }))
      .statusCode === 200;

  it('keeps the current password and sessions until the temporary password is used to log in', async () => {
    const token = await tokenOf(await register(t, ok('mailme02', { email: 'mailme02@example.com' })));
    expect((await form('mailme02', 'mailme02@example.com')).statusCode).toBe(200);
    const temporary = await mailedTo('mailme02@example.com');
    // Whoever asked cannot lock the owner out: the session and the password still work.
    expect(await isSignedIn(token)).toBe(true);
    const owner = await loginAs(t, 'mailme02', 'abc12345', { ip: freshIp() });
    expect(envelopeOf(owner).value).toMatchObject({ passwordExpired: false });
    const ownerToken = await tokenOf(owner);
    // ... and that login used the real password, so the pending temporary one is gone.
    expect(envelopeOf(await loginAs(t, 'mailme02', temporary, { ip: freshIp() })).errorCode).toBe(
      'login.failed',
    );

    await form('mailme02', 'mailme02@example.com');
    const second = await mailedTo('mailme02@example.com');
    const viaTemporary = await loginAs(t, 'mailme02', second, { ip: freshIp() });
    expect(envelopeOf(viaTemporary).value).toMatchObject({ passwordExpired: true });
    // It is now the password, the old one is not, and the other sessions ended.
    expect(await isSignedIn(await tokenOf(viaTemporary))).toBe(true);
    expect(await isSignedIn(token)).toBe(false);
    expect(await isSignedIn(ownerToken)).toBe(false);
    expect(envelopeOf(await loginAs(t, 'mailme02', 'abc12345', { ip: freshIp() })).errorCode).toBe(
      'login.failed',
    );
    expect(envelopeOf(await loginAs(t, 'mailme02', second, { ip: freshIp() })).value).toMatchObject({
      passwordExpired: true,
    });
  });

  it('a temporary password expires after 24 hours', async () => {
    await register(t, ok('mailme03', { email: 'mailme03@example.com' }));
    await form('mailme03', 'mailme03@example.com');
    const temporary = await mailedTo('mailme03@example.com');
    await t.app.platform.db
      .updateTable('members')
      .set((eb) => ({ temp_password_expires_at: eb('temp_password_expires_at', '-', 24 * 3_600_000) }))
      .where('account', '=', 'mailme03')
      .execute();
    expect(envelopeOf(await loginAs(t, 'mailme03', temporary, { ip: freshIp() })).errorCode).toBe(
      'login.failed',
    );
    expect((await loginAs(t, 'mailme03', 'abc12345', { ip: freshIp() })).statusCode).toBe(200);
  });
});

describe('set password by phone', () => {
  const set = (body: Record<string, string>) =>
    sendEncrypted(t, '/wps/member/password/verification', body, {
      headers: { 'x-forwarded-for': freshIp() },
    });

  it('sets the password with the SMS code; same as old keeps the code; other sessions end', async () => {
    const mobile = freshMobile();
    const token = await tokenOf(await register(t, ok('phoneset1', { mobileNum: mobile })));
    await sendSms(t, 'noLogin', mobile, freshIp());
    const code = await lastSms(t, `63${mobile}`);
    const same = await set({
      newPassword: 'abc12345',
      mobileNum: mobile,
      verificationCode: code,
      countryDialingCode: '63',
    });
    expect(envelopeOf(same).errorCode).toBe('modify.new.old.same');
    const bad = await set({
      newPassword: 'xyz98765',
      mobileNum: mobile,
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(envelopeOf(bad).errorCode).toBe('verification.code.error');
    const done = await set({ newPassword: 'xyz98765', mobileNum: mobile, verificationCode: code });
    expect(done.statusCode).toBe(200);
    const info = await t.app.inject({
      url: '/wps/member/info',
      headers: { ...MERCHANT, authorization: token },
    });
    expect(info.statusCode).toBe(401);
    // The automatic login after the reset: the mobile number as username, type "".
    const auto = await sendEncrypted(
      t,
      '/wps/session/login',
      { username: mobile, password: 'xyz98765', captcha: null, type: '' },
      { headers: { 'x-forwarded-for': freshIp() } },
    );
    expect(envelopeOf(auto).value).toMatchObject({ userName: 'phoneset1' });
    const reused = await set({ newPassword: 'qwe45678', mobileNum: mobile, verificationCode: code });
    expect(envelopeOf(reused).errorCode).toBe('verification.code.error');
  });

  it('the login right after the reset needs no captcha from an address that has failed logins, once', async () => {
    const mobile = freshMobile();
    await register(t, ok('phoneset2', { mobileNum: mobile }));
    const ip = freshIp();
    const autoLogin = () =>
      sendEncrypted(
        t,
        '/wps/session/login',
        { username: mobile, password: 'new54321', captcha: null, type: '' },
        { headers: { 'x-forwarded-for': ip } },
      );
    // Three failed logins from this address (any account): from now on it must solve a captcha.
    for (let i = 0; i < t.config.loginCaptchaAfter; i++) {
      await loginAs(t, 'nobody-here', 'wrong-password', { ip });
    }
    expect(envelopeOf(await autoLogin()).errorCode).toBe('captcha.incorrect');

    await sendSms(t, 'noLogin', mobile, freshIp());
    const code = await lastSms(t, `63${mobile}`);
    const done = await sendEncrypted(
      t,
      '/wps/member/password/verification',
      { newPassword: 'new54321', mobileNum: mobile, verificationCode: code },
      { headers: { 'x-forwarded-for': ip } },
    );
    expect(done.statusCode).toBe(200);
    // The SMS code just used stands in for the captcha: the automatic login goes through…
    expect(envelopeOf(await autoLogin()).value).toMatchObject({ userName: 'phoneset2' });
    // …once: the next login from that address needs the captcha again.
    expect(envelopeOf(await autoLogin()).errorCode).toBe('captcha.incorrect');
  });
});
