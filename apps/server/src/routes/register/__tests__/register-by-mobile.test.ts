import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captcha, lastSms, sendEncrypted, sendSms } from '../../../__tests__/account-helpers.ts';
import {
  envelopeOf,
  makeMerchantsDir,
  makeTempDir,
  readDemoMerchant,
  startTestApp,
  type TestApp,
} from '../../../__tests__/test-app.ts';
import { REGISTER_APP, blank, freshIp, freshMobile, ok, register } from './register-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(REGISTER_APP);
});
afterAll(() => t.close());

describe('register by mobile', () => {
  it('needs the SMS code, uses the number as username, and logs in', async () => {
    const mobile = freshMobile();
    const missing = await register(
      t,
      { mobileNum: mobile, password: 'abc12345', confirmPassword: 'abc12345' },
      '/wps/member/register/mobile',
    );
    expect(envelopeOf(missing).value).toEqual({ field: 'verificationCode' });
    await sendSms(t, 'register', mobile, freshIp());
    const code = await lastSms(t, `63${mobile}`);
    const wrong = await register(
      t,
      {
        mobileNum: mobile,
        password: 'abc12345',
        confirmPassword: 'abc12345',
        verificationCode: code === '000000' ? '111111' : '000000',
      },
      '/wps/member/register/mobile',
    );
    expect(envelopeOf(wrong).errorCode).toBe('verification.code.error');
    const res = await register(
      t,
      { mobileNum: mobile, password: 'abc12345', confirmPassword: 'abc12345', verificationCode: code },
      '/wps/member/register/mobile',
    );
    expect(envelopeOf(res).value).toMatchObject({ userName: mobile, firstTimeLogin: true });
    // Issue 12 #6: whoever does not hold the phone learns nothing of the number (the used code is no code)…
    const again = await register(
      t,
      { mobileNum: mobile, password: 'abc12345', confirmPassword: 'abc12345', verificationCode: code },
      '/wps/member/register/mobile',
    );
    expect(envelopeOf(again).errorCode).toBe('verification.code.error');
  });

  it('answers a registered number only to the holder of its SMS code (issue 12 #6: no listing of numbers)', async () => {
    // player01's number (seed), registered by mobile: a wrong code says only that the code is wrong.
    const mobile = '9171234567';
    await sendSms(t, 'register', mobile, freshIp());
    const code = await lastSms(t, `63${mobile}`);
    const body = { mobileNum: mobile, password: 'abc12345', confirmPassword: 'abc12345' };
    const guess = await register(
      t,
      { ...body, verificationCode: code === '000000' ? '111111' : '000000' },
      '/wps/member/register/mobile',
    );
    expect(envelopeOf(guess).errorCode).toBe('verification.code.error');
    const holder = await register(t, { ...body, verificationCode: code }, '/wps/member/register/mobile');
    expect(envelopeOf(holder).errorCode).toBe('mobile.exists');
  });

  it('with REGMOBVERF3 on, username registration needs the SMS code too; with both switches off no code is sent', async () => {
    const temp = makeTempDir();
    const demo = readDemoMerchant();
    const flip = (node: typeof demo.whitelabel, on: Record<string, string>): typeof demo.whitelabel => ({
      ...node,
      enabled: on[node.modId] ?? node.enabled,
      childrenNodes: node.childrenNodes.map((c) => flip(c, on)),
    });
    const merchantsDir = makeMerchantsDir(temp.dir, {
      'verf.json': { ...demo, code: 'verf', whitelabel: flip(demo.whitelabel, { REGMOBVERF3: '1' }) },
      'nosms.json': {
        ...demo,
        code: 'nosms',
        whitelabel: flip(demo.whitelabel, { USERNAMEREG3: '0', MOBILENUMREG3: '0' }),
      },
    });
    const other = await startTestApp({ trustProxy: true, devOutbox: true, merchantsDir });
    try {
      const headers = { merchant: 'verf', 'x-forwarded-for': freshIp() };
      const c = await captcha(other);
      const mobile = freshMobile();
      const body = { ...blank, ...ok('verfuser1', { mobileNum: mobile }), captcha: c.answer };
      const without = await sendEncrypted(other, '/wps/member/register', body, {
        method: 'PUT',
        cookies: c.cookies,
        headers,
      });
      expect(envelopeOf(without).value).toEqual({ field: 'verificationCode' });
      await other.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        headers,
        payload: { mobileNo: mobile, countryDialingCode: '63' },
      });
      const code = await lastSms(other, `63${mobile}`);
      const c2 = await captcha(other);
      const res = await sendEncrypted(
        other,
        '/wps/member/register',
        { ...body, captcha: c2.answer, verificationCode: code },
        { method: 'PUT', cookies: c2.cookies, headers },
      );
      expect(res.statusCode).toBe(200);
      const off = await other.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        headers: { merchant: 'nosms' },
        payload: { mobileNo: mobile, countryDialingCode: '63' },
      });
      expect(envelopeOf(off).errorCode).toBe('function.not.available');
    } finally {
      await other.close();
      temp.remove();
    }
  });
  it('with REGMOBVERF3 on and the mobileNum rule off, a missing number is request_param_err on mobileNum, said so', async () => {
    const temp = makeTempDir();
    const demo = readDemoMerchant();
    const flip = (node: typeof demo.whitelabel): typeof demo.whitelabel => ({
      ...node,
      enabled: node.modId === 'REGMOBVERF3' ? '1' : node.enabled,
      childrenNodes: node.childrenNodes.map(flip),
    });
    const { mobileNum: _dropped, ...register } = demo.register;
    const merchantsDir = makeMerchantsDir(temp.dir, {
      'verfnorule.json': { ...demo, code: 'verfnorule', whitelabel: flip(demo.whitelabel), register },
    });
    const other = await startTestApp({ trustProxy: true, devOutbox: true, merchantsDir });
    try {
      for (const [language, text] of [
        ['EN', 'Please enter your mobile number'],
        ['TY', 'Pakilagay ang iyong mobile number'],
      ] as const) {
        const c = await captcha(other);
        const res = await sendEncrypted(
          other,
          '/wps/member/register',
          { ...blank, ...ok('norule01', { mobileNum: '' }), captcha: c.answer },
          {
            method: 'PUT',
            cookies: c.cookies,
            headers: { merchant: 'verfnorule', language, 'x-forwarded-for': freshIp() },
          },
        );
        expect(res.statusCode).toBe(400);
        const envelope = envelopeOf(res);
        expect(envelope).toMatchObject({ errorCode: 'request_param_err', value: { field: 'mobileNum' } });
        expect(envelope.message).toContain(text);
      }
    } finally {
      await other.close();
      temp.remove();
    }
  });
});
