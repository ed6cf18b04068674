import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisterBody } from '@h5/contract/endpoints/register.ts';
import type { LoginResult } from '@h5/contract/endpoints/session.ts';
import type { MemberInfo } from '@h5/contract/endpoints/member.ts';
import { MERCHANT, captcha, loginAs, sendEncrypted, tokenOf } from '../../../__tests__/account-helpers.ts';
import { envelopeOf, startTestApp, type TestApp } from '../../../__tests__/test-app.ts';
import { REGISTER_APP, blank, freshIp, ok, register } from './register-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(REGISTER_APP);
});
afterAll(() => t.close());

describe('register by username', () => {
  it('creates the member under the affiliate code and logs it in (firstTimeLogin)', async () => {
    const res = await register(t, ok('newbie01', { affiliateCode: '8888', registerMethod: 'PWA' }));
    expect(res.statusCode).toBe(200);
    const value = envelopeOf(res).value as LoginResult;
    expect(value).toMatchObject({ userName: 'newbie01', customerType: 0, firstTimeLogin: true });
    const info = await t.app.inject({
      url: '/wps/member/info',
      headers: { ...MERCHANT, authorization: value.token },
    });
    expect((envelopeOf(info).value as MemberInfo).toUpline).toBe('agent01');
    const row = await t.app.platform.db
      .selectFrom('members')
      .select(['register_method', 'register_url', 'password_hash'])
      .where('account', '=', 'newbie01')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ register_method: 'PWA', register_url: 'localhost' });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    // The next login is not the first one any more.
    const again = await loginAs(t, 'newbie01', 'abc12345', { ip: freshIp() });
    expect((envelopeOf(again).value as LoginResult).firstTimeLogin).toBe(false);
  });

  it('rejects a taken username whatever its case, in the request language', async () => {
    const res = await register(t, ok('PLAYER01'));
    expect(envelopeOf(res).errorCode).toBe('username.exists');
    expect(envelopeOf(res).message).toBe('Ang username na ito ay ginamit na ng ibang user');
    const check = await t.app.inject({ url: '/wps/check/username?username=Player01', headers: MERCHANT });
    expect(envelopeOf(check).errorCode).toBe('username.exists');
    const free = await t.app.inject({ url: '/wps/check/username?username=freename1', headers: MERCHANT });
    expect(envelopeOf(free).value).toEqual({ available: true });
  });

  it('rejects a taken mobile number', async () => {
    const res = await register(t, ok('newbie02', { mobileNum: '9171234567' }));
    expect(envelopeOf(res).errorCode).toBe('mobile.exists');
  });

  it('checks each rule kind: required, pattern, min and max length, confirmation', async () => {
    const cases: [Partial<RegisterBody>, string][] = [
      [ok(''), 'username'],
      [ok('abc'), 'username'],
      [ok('abcdefghijklmn'), 'username'],
      [ok('bad name!'), 'username'],
      [ok('newbie03', { password: 'short', confirmPassword: 'short' }), 'password'],
      [ok('newbie03', { password: 'has space 1', confirmPassword: 'has space 1' }), 'password'],
      [ok('newbie03', { confirmPassword: 'other1234' }), 'confirmPassword'],
      [ok('newbie03', { mobileNum: '' }), 'mobileNum'],
      [ok('newbie03', { mobileNum: '8171234567' }), 'mobileNum'],
      [ok('newbie03', { email: 'not-an-email' }), 'email'],
    ];
    for (const [fields, field] of cases) {
      const res = await register(t, fields);
      expect(envelopeOf(res), JSON.stringify(fields)).toMatchObject({
        errorCode: 'request_param_err',
        value: { field },
      });
    }
    // A non-required empty field passes; a disabled field (nickname, qqNum) is ignored.
    const res = await register(t, ok('newbie03', { email: '', nickname: '!', qqNum: 'abc' }));
    expect(res.statusCode).toBe(200);
  });

  it('re-checks the captcha (cookie-bound, single use)', async () => {
    const c = await captcha(t);
    const body = { ...blank, ...ok('newbie04'), captcha: c.answer === '0000' ? '1111' : '0000' };
    const wrong = await sendEncrypted(t, '/wps/member/register', body, { method: 'PUT', cookies: c.cookies });
    expect(envelopeOf(wrong).errorCode).toBe('captcha.incorrect');
    const reused = await sendEncrypted(
      t,
      '/wps/member/register',
      { ...body, captcha: c.answer },
      { method: 'PUT', cookies: c.cookies },
    );
    expect(envelopeOf(reused).errorCode).toBe('captcha.incorrect');
  });

  it('checks the affiliate code', async () => {
    expect(envelopeOf(await register(t, ok('newbie05', { affiliateCode: '9999' }))).errorCode).toBe(
      'invitation_code_error',
    );
    const valid = await t.app.inject({ url: '/wps/agent/affiliate?code=8888', headers: MERCHANT });
    expect(envelopeOf(valid).value).toEqual({ valid: true });
    const invalid = await t.app.inject({ url: '/wps/agent/affiliate?code=1234', headers: MERCHANT });
    expect(envelopeOf(invalid).errorCode).toBe('invitation_code_error');
  });

  it('takes the first non-empty of code and referralCode (links may carry only a referral code)', async () => {
    const check = async (query: string) =>
      envelopeOf(await t.app.inject({ url: `/wps/agent/affiliate?${query}`, headers: MERCHANT }));
    expect((await check('code=&referralCode=8888')).value).toEqual({ valid: true });
    expect((await check('referralCode=8888')).value).toEqual({ valid: true });
    expect((await check('code=&referralCode=1234')).errorCode).toBe('invitation_code_error');
    expect((await check('code=1234&referralCode=8888')).errorCode).toBe('invitation_code_error');
  });

  it('registers under the referral code when the affiliate code is empty, and checks it likewise', async () => {
    const unknown = await register(t, ok('referred1', { referralCode: '9999' }));
    expect(envelopeOf(unknown).errorCode).toBe('invitation_code_error');
    const res = await register(t, ok('referred1', { referralCode: '8888' }));
    expect(res.statusCode).toBe(200);
    const info = await t.app.inject({
      url: '/wps/member/info',
      headers: { ...MERCHANT, authorization: await tokenOf(res) },
    });
    expect((envelopeOf(info).value as MemberInfo).toUpline).toBe('agent01');
    // A typed affiliate code comes first.
    const typed = await register(t, ok('referred2', { affiliateCode: '8888', referralCode: '9999' }));
    expect(typed.statusCode).toBe(200);
  });
});
