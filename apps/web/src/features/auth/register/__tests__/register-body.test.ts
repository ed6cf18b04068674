import { registerBody } from '@h5/contract/endpoints/register.ts';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_REGISTER_VALUES,
  toRegisterBody,
  type RegisterContext,
  type RegisterValues,
} from '../register-body.ts';

const values = (change: Partial<RegisterValues> = {}): RegisterValues => ({
  ...EMPTY_REGISTER_VALUES,
  username: ' newplayer1 ',
  password: 'secret12',
  confirmPassword: 'secret12',
  ...change,
});

const context = (change: Partial<RegisterContext> = {}): RegisterContext => ({
  mode: 'username',
  needsPassword: true,
  needsSms: false,
  captchaOn: false,
  dialingCode: '63',
  affiliate: { affiliateCode: '', referralCode: '', domain: '' },
  linkValid: false,
  hostname: 'demo.example',
  registerMethod: 'H5',
  deviceId: 'device-1',
  ...change,
});

describe('registration body (accounts spec §3)', () => {
  it('sends every field, empty ones as "", with the trimmed username, the password twice and the login flag', () => {
    const body = toRegisterBody(values({ email: ' me@example.com ', nickname: 'Nick' }), context());
    expect(body).toEqual({
      username: 'newplayer1',
      password: 'secret12',
      confirmPassword: 'secret12',
      paymentPassword: '',
      idNumber: '',
      qqNum: '',
      facebook: '',
      wechat: '',
      line: '',
      whatsapp: '',
      zalo: '',
      email: 'me@example.com',
      nickname: 'Nick',
      payeeName: '',
      mobileNum: '',
      countryDialingCode: '',
      recommenderId: '',
      affiliateCode: '',
      referralCode: '',
      captcha: '',
      verificationCode: '',
      domain: '',
      registerUrl: 'demo.example',
      registerMethod: 'H5',
      type: 0,
      login: true,
      loginDeviceId: 'device-1',
    });
    // What the server validates the body against.
    expect(registerBody.safeParse(body).success).toBe(true);
  });

  it('sends the optional mobile number of the username tab with its dialing code', () => {
    const body = toRegisterBody(values({ mobileNum: '9171234567' }), context());
    expect(body).toMatchObject({ username: 'newplayer1', mobileNum: '9171234567', countryDialingCode: '63' });
  });

  it('registers by mobile with the number as username, and no password unless its fields are shown', () => {
    const typed = values({ mobilePhone: '9171234567', verificationCode: '123456', mobileNum: '9000000000' });
    const withoutPassword = toRegisterBody(
      typed,
      context({ mode: 'mobile', needsPassword: false, needsSms: true }),
    );
    expect(withoutPassword).toMatchObject({
      username: '9171234567',
      mobileNum: '9171234567',
      countryDialingCode: '63',
      password: '',
      confirmPassword: '',
      verificationCode: '123456',
    });
    const withPassword = toRegisterBody(
      typed,
      context({ mode: 'mobile', needsPassword: true, needsSms: true }),
    );
    expect(withPassword).toMatchObject({ password: 'secret12', confirmPassword: 'secret12' });
  });

  it('leaves out the SMS code and the captcha while their fields are off', () => {
    const typed = values({ verificationCode: '123456', captcha: '4321' });
    expect(toRegisterBody(typed, context())).toMatchObject({ verificationCode: '', captcha: '' });
    expect(toRegisterBody(typed, context({ needsSms: true, captchaOn: true }))).toMatchObject({
      verificationCode: '123456',
      captcha: '4321',
    });
  });

  it('carries the referral code of a link with only ?r= once the check accepted it', () => {
    const affiliate = { affiliateCode: '', referralCode: 'REF9', domain: '' };
    expect(toRegisterBody(values(), context({ affiliate, linkValid: true }))).toMatchObject({
      referralCode: 'REF9',
      affiliateCode: '',
    });
  });

  it('leaves out the codes of a link the check refused (the invitation field shows instead)', () => {
    const affiliate = { affiliateCode: 'BAD1', referralCode: 'BAD9', domain: 'partner.example' };
    expect(toRegisterBody(values(), context({ affiliate, linkValid: false }))).toMatchObject({
      referralCode: '',
      affiliateCode: '',
      domain: 'partner.example',
    });
  });

  it("sends the link's valid invitation code, and a typed code (trimmed) before it", () => {
    const affiliate = { affiliateCode: '8888', referralCode: '', domain: '' };
    expect(toRegisterBody(values(), context({ affiliate, linkValid: true }))).toMatchObject({
      affiliateCode: '8888',
    });
    expect(
      toRegisterBody(values({ affiliateCode: ' TYPED1 ' }), context({ affiliate, linkValid: true })),
    ).toMatchObject({ affiliateCode: 'TYPED1' });
  });
});
