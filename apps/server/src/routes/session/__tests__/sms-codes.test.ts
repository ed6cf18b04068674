import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MERCHANT, lastSms, sendSms } from '../../../__tests__/account-helpers.ts';
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

  it('issues one code per countdown and at most the hourly cap per IP, also to requests that arrive together', async () => {
    const { sms } = t.app.platform.accounts;
    const now = Date.UTC(2033, 0, 1);
    // Twenty at once for one number: the counts are read and the code written under the number's lock, so one wins.
    const sameNumber = await Promise.all(
      Array.from({ length: 20 }, () => sms.issue(target('9179990000'), freshIp(), now)),
    );
    expect(sameNumber.filter((r) => r.ok)).toHaveLength(1);
    expect(sameNumber.filter((r) => !r.ok && r.reason === 'tooFrequent')).toHaveLength(19);
    // Thirty at once from one IP to thirty numbers: exactly the hourly cap per IP (20) gets a code.
    const ip = freshIp();
    const sameIp = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        sms.issue(target(`91780000${String(i).padStart(2, '0')}`), ip, now),
      ),
    );
    expect(sameIp.filter((r) => r.ok)).toHaveLength(t.config.smsHourlyPerIp);
    expect(sameIp.filter((r) => !r.ok && r.reason === 'limit')).toHaveLength(30 - t.config.smsHourlyPerIp);
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
