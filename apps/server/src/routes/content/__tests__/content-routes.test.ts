import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getAnnouncements, reportBannerClick, type Announcements } from '@h5/contract/endpoints/content.ts';
import { DEMO_PASSWORD } from '../../../seed/accounts.ts';
import { MERCHANT, captcha, loginAs, tokenOf } from '../../../__tests__/account-helpers.ts';
import { envelopeOf, startTestApp, type TestApp } from '../../../__tests__/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ devOutbox: true });
});
afterAll(() => t.close());

describe('announcements', () => {
  const base = '/wps/relay/MCSFE_getListAnnouncements';
  const fetchAnnouncements = async (query: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: `${base}?${query}`, headers: { ...MERCHANT, ...headers } });
    const envelope = envelopeOf(res);
    expect(envelope.success, res.body).toBe(true);
    return z.parse(getAnnouncements.response, envelope.value);
  };

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
    const noBanners = await t.app.inject({
      url: '/wps/relay/MCS2_getListAnnouncements?types=PL&platform=M',
      headers: MERCHANT,
    });
    expect((envelopeOf(noBanners).value as Announcements).banners).toEqual([]);
  });

  it('answers the home and game banners by group, every banner without a group', async () => {
    const home = await fetchAnnouncements('types=B&platform=M&groupName=m_home', { language: 'EN' });
    expect(home.banners.map((b) => b.title)).toEqual([
      'Weekend Reload 50%',
      'Slot Fiesta',
      'Sports Cashback 5%',
      'VIP Club',
    ]);
    expect(home.banners.every((b) => b.groupName === 'm_home' && b.url.endsWith('-en-v1.svg'))).toBe(true);
    expect(home.banners[0]).toMatchObject({ linkageType: 'P', linkage: '/m/activity' });
    const game = await fetchAnnouncements('types=B&platform=M&groupName=m_game');
    expect(game.banners.map((b) => b.title)).toEqual(['Linggo ng Jackpot', 'Live Casino']);
    const all = await fetchAnnouncements('types=B&platform=M');
    expect(all.banners).toHaveLength(9);
    expect(await fetchAnnouncements('types=B&platform=M&groupName=m_none')).toMatchObject({ banners: [] });
  });

  it('answers only the requested types', async () => {
    const pl = await fetchAnnouncements('types=PL&platform=M', { language: 'EN' });
    expect(pl.player).toHaveLength(5);
    expect(pl.player[0]?.title).toMatch(/maintenance/);
    expect(pl).toMatchObject({ banners: [], popup: [], promotion: [], hotMatch: [] });
    const several = await fetchAnnouncements('types=PU,PR,H&platform=M');
    expect(several.banners).toEqual([]);
    expect(several.player).toEqual([]);
    expect(several.popup).toHaveLength(3);
    expect(several.promotion).toHaveLength(3);
    expect(several.hotMatch).toHaveLength(4);
  });

  it('filters popups by execution; their content is HTML with a link', async () => {
    const all = await fetchAnnouncements('types=PU&platform=M', { language: 'EN' });
    expect(all.popup.map((p) => p.execution)).toEqual(['B', 'A', 'F']);
    for (const popup of all.popup) expect(popup.content).toMatch(/<a href="[^"]+">/);
    for (const execution of ['A', 'B', 'F'] as const) {
      const one = await fetchAnnouncements(`types=PU&platform=M&execution=${execution}`);
      expect(one.popup.map((p) => p.execution)).toEqual([execution]);
    }
    const ty = await fetchAnnouncements('types=PU&platform=M&execution=A');
    expect(ty.popup[0]?.content).toContain('I-claim sa reward center');
  });

  it('answers promotions with images and hot matches in the future, soonest first, team images on the CDN', async () => {
    const before = Date.now();
    const value = await fetchAnnouncements('types=PR,H&platform=M', { language: 'EN' });
    expect(value.promotion[0]).toMatchObject({
      promotionType: 'FIRST_DEPOSIT',
      announcementImages: [{ sequence: 1, url: '/cdn/promotions/first-deposit-en-v1.svg' }],
    });
    const times = value.hotMatch.map((m) => m.matchTime);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThan(before);
    expect(times.at(-1)).toBeLessThan(before + 4 * 86_400_000);
    expect(value.hotMatch[0]).toMatchObject({
      league: 'Philippine Basketball Cup',
      homeTeam: 'Manila Tamaraws',
      homeTeamImageUrl: '/cdn/teams/manila-tamaraws-v1.svg',
    });
    for (const match of value.hotMatch) {
      for (const url of [match.homeTeamImageUrl, match.awayTeamImageUrl]) {
        expect((await t.app.inject({ url })).statusCode, url).toBe(200);
      }
    }
  });

  it('serves every image it names', async () => {
    const value = await fetchAnnouncements('types=B,PR&platform=M');
    const urls = [
      ...value.banners.map((b) => b.url),
      ...value.promotion.flatMap((p) => p.announcementImages.map((i) => i.url)),
    ];
    for (const url of urls) expect((await t.app.inject({ url })).statusCode, url).toBe(200);
  });

  it('accepts a valid token and refuses an unknown one', async () => {
    const token = await tokenOf(await loginAs(t, 'player01', DEMO_PASSWORD));
    const value = await fetchAnnouncements('types=PU&platform=M', { authorization: token });
    expect(value.popup).toHaveLength(3);
    const res = await t.app.inject({
      url: `${base}?types=PU&platform=M`,
      headers: { ...MERCHANT, authorization: 'nope' },
    });
    expect(envelopeOf(res).errorCode).toBe('login.not.session');
  });

  it('serves the banner images from /cdn with long caching', async () => {
    const res = await t.app.inject({ url: '/cdn/banners/reg-welcome-en-v1.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/cdn/banners/nope.svg' })).statusCode).toBe(404);
  });
});

describe('banner click report', () => {
  const report = (bannerId: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_reportBannerClick',
      headers: { ...MERCHANT, ...headers },
      payload: { bannerId },
    });
  const clicks = async (bannerId: number) =>
    (
      await t.app.platform.db
        .selectFrom('banner_clicks')
        .select('clicks')
        .where('banner_id', '=', bannerId)
        .executeTakeFirst()
    )?.clicks ?? 0;

  it('counts clicks of guests and members', async () => {
    const list = envelopeOf(
      await t.app.inject({
        url: '/wps/relay/MCSFE_getListAnnouncements?types=B&platform=M&groupName=m_home',
        headers: MERCHANT,
      }),
    ).value as Announcements;
    const bannerId = list.banners[0]?.bannerId ?? 0;
    const first = envelopeOf(await report(bannerId));
    expect(first).toMatchObject({ success: true });
    expect(z.parse(reportBannerClick.response, first.value)).toBeNull();
    const token = await tokenOf(await loginAs(t, 'player01', DEMO_PASSWORD));
    expect(envelopeOf(await report(bannerId, { authorization: token })).success).toBe(true);
    expect(await clicks(bannerId)).toBe(2);
  });

  it('refuses ids that are not banners of the merchant, and malformed ids', async () => {
    const notice = envelopeOf(
      await t.app.inject({
        url: '/wps/relay/MCSFE_getListAnnouncements?types=PL&platform=M',
        headers: MERCHANT,
      }),
    ).value as Announcements;
    for (const bannerId of [notice.player[0]?.id ?? 0, 999_999, 0, -1, 1.5, '3', null]) {
      const res = await report(bannerId);
      expect(res.statusCode, String(bannerId)).toBe(400);
      expect(envelopeOf(res).errorCode).toBe('request_param_err');
    }
    expect(await clicks(notice.player[0]?.id ?? 0)).toBe(0);
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
