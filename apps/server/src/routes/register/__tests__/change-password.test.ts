import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT, captcha, loginAs, sendEncrypted, tokenOf } from '../../../__tests__/account-helpers.ts';
import { envelopeOf, startTestApp, type TestApp } from '../../../__tests__/test-app.ts';
import { REGISTER_APP, blank, freshIp, ok, register } from './register-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(REGISTER_APP);
});
afterAll(() => t.close());

describe('change password', () => {
  const change = (token: string, body: Record<string, string>) =>
    sendEncrypted(t, '/wps/member/password', body, {
      headers: { authorization: token, 'x-forwarded-for': freshIp() },
    });

  it('needs a session; refuses trial accounts', async () => {
    const guest = await sendEncrypted(t, '/wps/member/password', {
      oldPassword: 'a',
      newPassword: 'b',
      confirmNewPassword: 'b',
    });
    expect(guest.statusCode).toBe(401);
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: MERCHANT,
      payload: {},
    });
    const res = await change(await tokenOf(trial), {
      oldPassword: '',
      newPassword: 'abc12345',
      confirmNewPassword: 'abc12345',
    });
    expect(envelopeOf(res).errorCode).toBe('in_need_true_account');
  });

  it('checks old, rule, confirmation and sameness; success revokes the other sessions only', async () => {
    await register(t, ok('changer01'));
    const token = await tokenOf(await loginAs(t, 'changer01', 'abc12345', { ip: freshIp() }));
    const other = await tokenOf(await loginAs(t, 'changer01', 'abc12345', { ip: freshIp() }));
    const cases: [Record<string, string>, string][] = [
      [
        { oldPassword: 'wrong123', newPassword: 'new12345', confirmNewPassword: 'new12345' },
        'password.old.incorrect',
      ],
      [
        { oldPassword: 'abc12345', newPassword: 'abc12345', confirmNewPassword: 'abc12345' },
        'modify.new.old.same',
      ],
      [{ oldPassword: 'abc12345', newPassword: 'x', confirmNewPassword: 'x' }, 'request_param_err'],
      [
        { oldPassword: 'abc12345', newPassword: 'new12345', confirmNewPassword: 'new12346' },
        'request_param_err',
      ],
    ];
    for (const [body, code] of cases) expect(envelopeOf(await change(token, body)).errorCode).toBe(code);
    const done = await change(token, {
      oldPassword: 'abc12345',
      newPassword: 'new12345',
      confirmNewPassword: 'new12345',
    });
    expect(done.statusCode).toBe(200);
    const mine = await t.app.inject({
      url: '/wps/member/info',
      headers: { ...MERCHANT, authorization: token },
    });
    expect(mine.statusCode).toBe(200);
    const theirs = await t.app.inject({
      url: '/wps/member/info',
      headers: { ...MERCHANT, authorization: other },
    });
    expect(theirs.statusCode).toBe(401);
    expect((await loginAs(t, 'changer01', 'new12345', { ip: freshIp() })).statusCode).toBe(200);
  });

  it('always needs the old password, even right after the login', async () => {
    await register(t, ok('changer02'));
    const token = await tokenOf(await loginAs(t, 'changer02', 'abc12345', { ip: freshIp() }));
    const res = await change(token, {
      oldPassword: '',
      newPassword: 'new12345',
      confirmNewPassword: 'new12345',
    });
    expect(envelopeOf(res)).toMatchObject({
      errorCode: 'request_param_err',
      value: { field: 'oldPassword' },
    });
    expect((await loginAs(t, 'changer02', 'abc12345', { ip: freshIp() })).statusCode).toBe(200);
  });

  it('counts wrong old passwords as login failures: the hourly lock ends the guessing here (login.locked)', async () => {
    const other = await startTestApp({ trustProxy: true, devOutbox: true, loginMaxFailuresPerHour: 3 });
    try {
      const c = await captcha(other);
      await sendEncrypted(
        other,
        '/wps/member/register',
        { ...blank, ...ok('changer03'), captcha: c.answer },
        { method: 'PUT', cookies: c.cookies, headers: { 'x-forwarded-for': freshIp() } },
      );
      const token = await tokenOf(await loginAs(other, 'changer03', 'abc12345', { ip: freshIp() }));
      const attempt = (oldPassword: string) =>
        sendEncrypted(
          other,
          '/wps/member/password',
          { oldPassword, newPassword: 'new12345', confirmNewPassword: 'new12345' },
          // A new IP each time: the count is per account.
          { headers: { authorization: token, 'x-forwarded-for': freshIp() } },
        );
      for (let i = 0; i < 3; i++) {
        expect(envelopeOf(await attempt(`guess00${String(i)}`)).errorCode).toBe('password.old.incorrect');
      }
      // This form has no captcha, so the account's failures from any address lock it.
      const locked = await attempt('abc12345');
      expect(locked.statusCode).toBe(429);
      expect(envelopeOf(locked).errorCode).toBe('login.locked');
      // The login, which has a captcha, asks for one instead of refusing the owner (issue 12); a login clears the
      // failures, so changing the password works again.
      expect(envelopeOf(await loginAs(other, 'changer03', 'abc12345', { ip: freshIp() }))).toMatchObject({
        errorCode: 'captcha.incorrect',
        value: { captcha: true },
      });
      const solved = await captcha(other);
      const again = await loginAs(other, 'changer03', 'abc12345', {
        ip: freshIp(),
        cookies: solved.cookies,
        captcha: solved.answer,
      });
      expect(again.statusCode).toBe(200);
      expect((await attempt('abc12345')).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
