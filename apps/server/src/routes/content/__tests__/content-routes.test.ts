import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Announcements } from '@h5/contract/endpoints/content.ts';
import { MERCHANT, captcha } from '../../../__tests__/account-helpers.ts';
import { envelopeOf, startTestApp, type TestApp } from '../../../__tests__/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ devOutbox: true });
});
afterAll(() => t.close());

describe('announcements', () => {
  it('answers the m_reg banners in the request language, images on the merchant CDN', async () => {
    const url = '/wps/relay/MCSFE_getListAnnouncements?types=B&platform=M&groupName=m_reg';
    const en = envelopeOf(await t.app.inject({ url, headers: { ...MERCHANT, language: 'EN' } }))
      .value as Announcements;
    expect(en.banners).toHaveLength(3);
    expect(en.banners[0]).toMatchObject({
      groupName: 'm_reg',
      title: 'Welcome to Demo Pilipinas',
      url: '/cdn/banners/reg-welcome-en-v1.svg',
    });
    expect(en.player).toEqual([]);
    const ty = envelopeOf(await t.app.inject({ url, headers: MERCHANT })).value as Announcements;
    expect(ty.banners[0]?.url).toBe('/cdn/banners/reg-welcome-ty-v1.svg');
    const other = await t.app.inject({ url: url.replace('m_reg', 'm_home'), headers: MERCHANT });
    expect((envelopeOf(other).value as Announcements).banners).toEqual([]);
    const noBanners = await t.app.inject({
      url: '/wps/relay/MCS2_getListAnnouncements?types=PL&platform=M',
      headers: MERCHANT,
    });
    expect((envelopeOf(noBanners).value as Announcements).banners).toEqual([]);
  });

  it('serves the banner images from /cdn with long caching', async () => {
    const res = await t.app.inject({ url: '/cdn/banners/reg-welcome-en-v1.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/cdn/banners/nope.svg' })).statusCode).toBe(404);
  });
});

describe('development outbox', () => {
  it('is off by default', async () => {
    const plain = await startTestApp();
    try {
      const res = await plain.app.inject({
        url: '/wps/dev/outbox?channel=sms&to=639171234567',
        headers: MERCHANT,
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('when on, shows SMS with codes and captcha answers by cookie', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: MERCHANT,
      payload: { mobileNum: '9171234567', countryDialingCode: '63' },
    });
    const sms = await t.app.inject({ url: '/wps/dev/outbox?channel=sms&to=639171234567', headers: MERCHANT });
    const [message] = envelopeOf(sms).value as { code: string; body: string }[];
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.body).toContain(message?.code ?? 'x');
    const c = await captcha(t);
    const res = await t.app.inject({
      url: `/wps/dev/outbox?channel=captcha&to=${c.cookies.h5_captcha ?? ''}`,
      headers: MERCHANT,
    });
    expect((envelopeOf(res).value as { code: string }[])[0]?.code).toBe(c.answer);
  });
});
