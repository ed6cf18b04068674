import { join } from 'node:path';
import { mkdirSync, writeFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { BOOT_DATA_ELEMENT_ID, HOME_FEED_QUERY, bootData, type BootData } from '@h5/contract/boot-data.ts';
import { envelopeOf, startTestApp, type TestApp } from '../../__tests__/test-app.ts';
import { escapeAttribute, renderIndexHtml, renderPageHead } from '../index-html.ts';
import { COMM_OFF_HOST, configIn, INDEX, linkTags, makeWebBuild } from './web-fixture.ts';

let temp: { dir: string; remove: () => void };
let dist: string;
let merchantsDir: string;
let t: TestApp;
/** The same build served by an app that is its own API server (apiBaseUrl ''), so it embeds boot data. */
let local: TestApp;

beforeAll(async () => {
  const build = makeWebBuild();
  temp = { dir: build.dir, remove: build.remove };
  ({ dist, merchantsDir } = build);
  t = await startTestApp({ webDist: dist, merchantsDir, apiBaseUrl: 'https://api.example.com' });
  local = await startTestApp({ webDist: dist, merchantsDir, apiBaseUrl: '' });
});
afterAll(async () => {
  await t.close();
  await local.close();
  temp.remove();
});

const NAVIGATE = {
  'sec-fetch-mode': 'navigate',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};
const modulePreload = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;
const stylePreload = (href: string) => `<link rel="preload" as="style" crossorigin href="${href}">`;
const imagePreload = (href: string) => `<link rel="preload" as="image" fetchpriority="high" href="${href}">`;
/** `[^<]*`: the block's JSON may hold no `<` at all, or a `</script>` in the data could end it. */
const BOOT_BLOCK = new RegExp(
  `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">([^<]*)</script>`,
);

/** The page's boot data, checked against the contract; undefined when the page has no data block. */
function bootDataIn(html: string): BootData | undefined {
  const match = BOOT_BLOCK.exec(html);
  if (!match) {
    // Not a block the pattern misses (one with a raw `<` inside): no block at all.
    expect(html).not.toContain(BOOT_DATA_ELEMENT_ID);
    return undefined;
  }
  return z.parse(bootData, JSON.parse(match[1] ?? ''));
}

describe('the first screen in the page (issue 11)', () => {
  const open = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
    app.app.inject({ url, headers: { ...NAVIGATE, ...headers } });
  const loginFiles = (translation: string, forms: string) => [
    modulePreload('/m/assets/login-L1.js'),
    modulePreload('/m/assets/form-kit-K1.js'),
    modulePreload(translation),
    modulePreload(forms),
    stylePreload('/m/assets/login-L1.css'),
  ];
  const TY_LOGIN = loginFiles('/m/assets/tl-T1.js', '/m/assets/forms-tl-T2.js');
  const EN_LOGIN = loginFiles('/m/assets/en-E1.js', '/m/assets/forms-en-E2.js');

  it("preloads a page's code, styles and texts (its namespaces too) in the h5_lang cookie's language, else TY", async () => {
    const ty = await open(t, '/m/login');
    expect(ty.statusCode).toBe(200);
    expect(linkTags(ty.body)).toEqual(TY_LOGIN);
    const en = await open(t, '/m/login', { cookie: 'h5_lang=EN' });
    expect(linkTags(en.body)).toEqual(EN_LOGIN);
    // Read as leniently as the Language header.
    expect(linkTags((await open(t, '/m/login', { cookie: 'other=1; h5_lang=en' })).body)).toEqual(EN_LOGIN);
    expect(linkTags((await open(t, '/m/login', { cookie: 'h5_lang=XX' })).body)).toEqual(TY_LOGIN);
    // In <head>, after the entry: the page's code downloads beside the entry, not after it ran.
    expect(en.body.indexOf('app-Ab12Cd.js')).toBeLessThan(en.body.indexOf('login-L1.js'));
    expect(en.body.indexOf('login-L1.css')).toBeLessThan(en.body.indexOf('</head>'));
    // A shared cache must keep one copy per language cookie and per kind of fetch.
    expect(en.headers.vary).toBe('Host, Cookie, Sec-Fetch-Mode');
  });

  it('counts a request accepting HTML as a navigation only when the browser sends no Sec-Fetch-Mode', async () => {
    const tagsFor = async (headers: Record<string, string>) =>
      linkTags((await t.app.inject({ url: '/m/login', headers })).body);
    expect(await tagsFor({ accept: 'text/html' })).toEqual(TY_LOGIN);
    expect(await tagsFor({ accept: 'text/html;q=0, */*' })).toEqual([]);
    expect(await tagsFor({ accept: '*/*' })).toEqual([]);
    expect(await tagsFor({})).toEqual([]);
    expect(await tagsFor({ 'sec-fetch-mode': 'cors', accept: 'text/html' })).toEqual([]);
  });

  it('preloads the page an alias or an unknown path shows, as the client router decides', async () => {
    const tagsOf = async (url: string) => {
      const res = await open(t, url);
      expect(res.statusCode, url).toBe(200);
      return linkTags(res.body);
    };
    const cases: [string, string][] = [
      ['/', '/m/home'],
      ['/m', '/m/home'],
      ['/m/', '/m/home'],
      ['/m/index', '/m/home'],
      ['/m/index.html', '/m/home'],
      ['/m/nothing', '/m/home'],
      ['/m/HOME/', '/m/home'],
      ['/register.html', '/m/register'],
      ['/m/register.html?affiliateCode=A1', '/m/register'],
      ['/m/Login/', '/m/login'],
      ['/m/member/Home/', '/m/mine'],
      ['/m/member/home', '/m/mine'],
    ];
    expect(await tagsOf('/m/home')).toEqual([
      modulePreload('/m/assets/home-H1.js'),
      modulePreload('/m/assets/tl-T1.js'),
      stylePreload('/m/assets/home-H1.css'),
    ]);
    for (const [url, page] of cases) expect(await tagsOf(url), url).toEqual(await tagsOf(page));
  });

  it('gives home the first banner as a high-priority image first, and the status and guest feed the API answers', async () => {
    // Hot matches' kick-off times are computed from the clock: the page and the endpoints must see the same now.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2025, 5, 1, 12, 7) });
    try {
      for (const language of ['TY', 'EN'] as const) {
        const res = await open(local, '/m/home', { cookie: `h5_lang=${language}` });
        const boot = bootDataIn(res.body);
        const api = async (url: string) => {
          const envelope = envelopeOf(
            await local.app.inject({ url, headers: { merchant: 'demo', language } }),
          );
          expect(envelope.success, url).toBe(true);
          return envelope.value;
        };
        const feedQuery = new URLSearchParams(HOME_FEED_QUERY).toString();
        expect(boot).toEqual({
          language,
          status: await api('/wps/v2/system/status'),
          homeFeed: await api(`/wps/relay/MCSFE_getListAnnouncements?${feedQuery}`),
        });
        const banner = boot?.homeFeed?.banners[0]?.url ?? '';
        expect(banner, language).toMatch(
          new RegExp(`^/cdn/banners/home-.+-${language.toLowerCase()}-v1\\.svg$`),
        );
        expect(linkTags(res.body), language).toEqual([
          imagePreload(banner),
          modulePreload('/m/assets/home-H1.js'),
          modulePreload(language === 'EN' ? '/m/assets/en-E1.js' : '/m/assets/tl-T1.js'),
          stylePreload('/m/assets/home-H1.css'),
        ]);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('embeds the status on every page, the home feed only where home shows', async () => {
    const login = bootDataIn((await open(local, '/m/login', { cookie: 'h5_lang=EN' })).body);
    expect(login?.language).toBe('EN');
    expect(login?.status?.maintenanceMessage).toBeTypeOf('string');
    expect(login).not.toHaveProperty('homeFeed');
    // The client router sends an unknown page to home, so home's feed comes along.
    const unknown = await open(local, '/m/nothing');
    expect(bootDataIn(unknown.body)?.homeFeed?.banners.length).toBeGreaterThan(0);
    expect(linkTags(unknown.body)[0]).toMatch(/as="image" fetchpriority="high"/);
  });

  it("leaves the service worker's precache fetch plain: no preloads, no data", async () => {
    const plain = renderIndexHtml(INDEX, { apiBaseUrl: '', merchant: 'demo' });
    for (const headers of [
      { 'sec-fetch-mode': 'cors', accept: '*/*' },
      { 'sec-fetch-mode': 'same-origin', accept: 'text/html', cookie: 'h5_lang=EN' },
      { 'sec-fetch-mode': 'no-cors' },
    ]) {
      const res = await local.app.inject({ url: '/m/index.html?__WB_REVISION__=0a1b2c', headers });
      const where = JSON.stringify(headers);
      expect(res.statusCode, where).toBe(200);
      expect(res.body, where).toBe(plain);
    }
  });

  it('embeds no data when the app talks to another API server, and still preloads', async () => {
    const res = await open(t, '/m/home', { cookie: 'h5_lang=EN' });
    expect(bootDataIn(res.body)).toBeUndefined();
    expect(linkTags(res.body)).toEqual([
      modulePreload('/m/assets/home-H1.js'),
      modulePreload('/m/assets/en-E1.js'),
      stylePreload('/m/assets/home-H1.css'),
    ]);
  });

  it('leaves out what a module switched off for the merchant would answer', async () => {
    const res = await open(local, '/m/home', { host: COMM_OFF_HOST, cookie: 'h5_lang=EN' });
    expect(configIn(res.body)).toEqual({ apiBaseUrl: '', merchant: 'commoff' });
    expect(bootDataIn(res.body)).toEqual({ language: 'EN' });
    expect(linkTags(res.body)).toEqual([
      modulePreload('/m/assets/home-H1.js'),
      modulePreload('/m/assets/en-E1.js'),
      stylePreload('/m/assets/home-H1.css'),
    ]);
    // The endpoints say the same: the module is off.
    const status = await local.app.inject({ url: '/wps/v2/system/status', headers: { merchant: 'commoff' } });
    expect(envelopeOf(status).errorCode).toBe('function.not.available');
  });

  it('keeps a banner whose title or image holds </script> inside the data block', async () => {
    const title = '</script><script>alert(1)</script><!--';
    await local.app.platform.db
      .insertInto('announcements')
      .values({
        merchant_code: 'acme',
        type: 'B',
        group_name: 'm_home',
        language: 'TY',
        title,
        image_path: 'banners/x"><script>alert(2)</script>.svg',
        sort_order: -1,
      })
      .execute();
    const res = await open(local, '/m/home', { host: 'acme.localhost' });
    expect(res.body).not.toContain('<script>alert');
    // The entry's script and the data block, nothing more.
    expect(res.body.match(/<script\b/g)).toHaveLength(2);
    expect(res.body.match(/<\/script>/gi)).toHaveLength(2);
    expect(res.body).not.toContain('<!--');
    const [banner] = bootDataIn(res.body)?.homeFeed?.banners ?? [];
    expect(banner?.title).toBe(title);
    expect(banner?.url).toBe('/cdn/banners/x"><script>alert(2)</script>.svg');
    expect(linkTags(res.body)[0]).toBe(imagePreload(escapeAttribute(banner?.url ?? '')));
  });

  it('serves the page without data when the database cannot answer, never an error instead of the app', async () => {
    const broken = await startTestApp({ webDist: dist, merchantsDir, apiBaseUrl: '' });
    try {
      await sql`drop table announcement_reads`.execute(broken.app.platform.db);
      // PostgreSQL drops no table that another's foreign key references.
      await sql`drop table banner_clicks`.execute(broken.app.platform.db);
      await sql`drop table announcements`.execute(broken.app.platform.db);
      const res = await open(broken, '/m/home');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(bootDataIn(res.body)).toBeUndefined();
      expect(linkTags(res.body)).toEqual([
        modulePreload('/m/assets/home-H1.js'),
        modulePreload('/m/assets/tl-T1.js'),
        stylePreload('/m/assets/home-H1.css'),
      ]);
    } finally {
      await broken.close();
    }
  });

  it('serves a build without landing.json as before, only with the boot data', async () => {
    const bare = join(temp.dir, 'dist-without-landing');
    mkdirSync(bare);
    writeFileSync(join(bare, 'index.html'), INDEX);
    const app = await startTestApp({ webDist: bare, merchantsDir, apiBaseUrl: '' });
    try {
      const res = await open(app, '/m/login', { cookie: 'h5_lang=EN' });
      expect(res.statusCode).toBe(200);
      const boot = bootDataIn(res.body);
      expect(boot?.language).toBe('EN');
      expect(boot?.status).toBeDefined();
      expect(linkTags(res.body)).toEqual([]);
      const plain = renderIndexHtml(INDEX, { apiBaseUrl: '', merchant: 'demo' });
      expect(res.body).toBe(renderPageHead(plain, { bootData: boot }));
      const fetched = await app.app.inject({ url: '/m/index.html', headers: { 'sec-fetch-mode': 'cors' } });
      expect(fetched.body).toBe(plain);
    } finally {
      await app.close();
    }
  });
});
