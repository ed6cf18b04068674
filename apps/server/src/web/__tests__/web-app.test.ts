import { mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { BOOT_DATA_ELEMENT_ID, HOME_FEED_QUERY, bootData, type BootData } from '@h5/contract/boot-data.ts';
import type { WhitelabelNode } from '@h5/contract/endpoints/system.ts';
import {
  envelopeOf,
  makeMerchantsDir,
  makeTempDir,
  readDemoMerchant,
  startTestApp,
  type TestApp,
} from '../../__tests__/test-app.ts';
import { escapeAttribute, renderIndexHtml, renderPageHead, scriptJson } from '../index-html.ts';
import type { LandingFiles } from '../landing.ts';

const INDEX = `<!doctype html>
<html lang="fil">
  <head>
    <meta charset="UTF-8" />
    <meta name="app-config" content='{"apiBaseUrl":"","merchant":"demo"}'>
    <script type="module" crossorigin src="/m/assets/app-Ab12Cd.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const APP_JS = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;
const MANIFEST = JSON.stringify({
  name: 'H5',
  short_name: 'H5',
  start_url: '/m/',
  scope: '/m/',
  display: 'standalone',
  icons: [{ src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
});

/** What the build's landing-preloads plugin writes (apps/web/scripts/landing-preloads.mjs), in small. */
const LANDING: LandingFiles = {
  pages: {
    '/m/home': { js: ['/m/assets/home-H1.js'], css: ['/m/assets/home-H1.css'], namespaces: [] },
    '/m/login': {
      js: ['/m/assets/login-L1.js', '/m/assets/form-kit-K1.js'],
      css: ['/m/assets/login-L1.css'],
      namespaces: ['forms'],
    },
    '/m/register': { js: ['/m/assets/register-R1.js'], css: [], namespaces: ['forms'] },
    '/m/mine': { js: ['/m/assets/mine-M1.js'], css: [], namespaces: [] },
  },
  locales: {
    TY: { translation: '/m/assets/tl-T1.js', forms: '/m/assets/forms-tl-T2.js' },
    EN: { translation: '/m/assets/en-E1.js', forms: '/m/assets/forms-en-E2.js' },
  },
};
/** The merchant whose COMM3 module (status and announcements) is switched off, chosen by host name. */
const COMM_OFF_HOST = 'commoff.localhost';

let temp: { dir: string; remove: () => void };
let dist: string;
let merchantsDir: string;
let t: TestApp;
/** The same build served by an app that is its own API server (apiBaseUrl ''), so it embeds boot data. */
let local: TestApp;

beforeAll(async () => {
  temp = makeTempDir();
  dist = join(temp.dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'landing.json'), JSON.stringify(LANDING));
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), MANIFEST);
  // The build precompresses the manifest too; the merchant's rendering must win over these siblings.
  writeFileSync(join(dist, 'manifest.webmanifest.br'), brotliCompressSync(MANIFEST));
  writeFileSync(join(dist, 'manifest.webmanifest.gz'), gzipSync(MANIFEST));
  mkdirSync(join(dist, 'icons'));
  writeFileSync(join(dist, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  writeFileSync(join(dist, 'assets', 'app-Ab12Cd.js'), APP_JS);
  writeFileSync(join(dist, 'assets', 'app-Ab12Cd.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(dist, 'assets', 'app-Ab12Cd.js.gz'), gzipSync(APP_JS));
  writeFileSync(join(dist, 'assets', 'style-Zz9.css'), 'body{margin:0}');
  const demo = readDemoMerchant();
  const off = (node: WhitelabelNode, id: string): WhitelabelNode => ({
    ...node,
    enabled: node.modId === id ? '0' : node.enabled,
    childrenNodes: node.childrenNodes.map((child) => off(child, id)),
  });
  merchantsDir = makeMerchantsDir(temp.dir, {
    'acme.json': {
      ...demo,
      code: 'acme',
      name: 'Acme',
      domains: ['play.acme.example', 'acme.localhost'],
    },
    'commoff.json': {
      ...demo,
      code: 'commoff',
      domains: [COMM_OFF_HOST],
      whitelabel: off(demo.whitelabel, 'COMM3'),
    },
  });
  t = await startTestApp({ webDist: dist, merchantsDir, apiBaseUrl: 'https://api.example.com' });
  local = await startTestApp({ webDist: dist, merchantsDir, apiBaseUrl: '' });
});
afterAll(async () => {
  await t.close();
  await local.close();
  temp.remove();
});

const configIn = (html: string) => {
  const match = /<meta name="app-config" content="([^"]*)">/.exec(html);
  const content = match?.[1]?.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  return content === undefined ? undefined : (JSON.parse(content) as unknown);
};

describe('index.html', () => {
  it('is served for /, the /m aliases and extension-less client routes, never cached', async () => {
    for (const url of [
      '/',
      '/register.html',
      '/m',
      '/m/',
      '/m/index.html',
      '/m/register.html',
      '/m/home',
      '/m/gameList?gameType=RNG',
      '/m/member/info',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('carries the runtime configuration of the merchant chosen by host name, else MERCHANT_CODE', async () => {
    const byDefault = await t.app.inject({ url: '/m/home' });
    expect(configIn(byDefault.body)).toEqual({ apiBaseUrl: 'https://api.example.com', merchant: 'demo' });
    for (const host of ['play.acme.example', 'PLAY.ACME.EXAMPLE:8443', 'acme.localhost:4780']) {
      const res = await t.app.inject({ url: '/m/home', headers: { host } });
      expect(configIn(res.body), host).toEqual({ apiBaseUrl: 'https://api.example.com', merchant: 'acme' });
    }
    expect(byDefault.body.match(/app-config/g)).toHaveLength(1);
    expect(byDefault.body).not.toContain("content='");
  });
});

/** What a browser sends when the user opens the page (as opposed to a script's or the service worker's fetch). */
const NAVIGATE = {
  'sec-fetch-mode': 'navigate',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};
const linkTags = (html: string) => html.match(/<link\b[^>]*>/g) ?? [];
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

describe('files', () => {
  it('serves hashed assets as immutable and other files as no-cache', async () => {
    const asset = await t.app.inject({ url: '/m/assets/style-Zz9.css' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/^text\/css/);
    for (const url of ['/m/sw.js', '/m/manifest.webmanifest']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves the service worker as a script revalidated on each visit, under a CSP that allows it', async () => {
    const res = await t.app.inject({ url: '/m/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(?:text|application)\/javascript; charset=utf-8$/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('addEventListener');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    const page = await t.app.inject({ url: '/m/home' });
    expect(String(page.headers['content-security-policy'])).toContain("worker-src 'self'");
  });

  it("renders the web app manifest with the name of the host's merchant, else MERCHANT_CODE's", async () => {
    const manifestOf = async (host?: string) => {
      const res = await t.app.inject({
        url: '/m/manifest.webmanifest',
        headers: { 'accept-encoding': 'br, gzip', ...(host ? { host } : {}) },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/\bhost\b/i);
      expect(res.headers['content-encoding']).not.toBe('br');
      return JSON.parse(res.body) as Record<string, unknown>;
    };
    const acme = await manifestOf('acme.localhost:4000');
    expect(acme).toEqual({ ...(JSON.parse(MANIFEST) as object), name: 'Acme', short_name: 'Acme' });
    const fallback = await manifestOf();
    expect(fallback.name).toBe(readDemoMerchant().name);
    expect(fallback.short_name).toBe(readDemoMerchant().name);
    expect(fallback.start_url).toBe('/m/');
    const head = await t.app.inject({ method: 'HEAD', url: '/m/manifest.webmanifest' });
    expect(head.statusCode).toBe(200);
  });

  it('serves the icons of the manifest as PNG', async () => {
    const res = await t.app.inject({ url: '/m/icons/icon-192.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset or file with a real 404, never index.html', async () => {
    for (const url of ['/m/assets/gone-123.js', '/m/assets/no-extension', '/m/missing.png', '/m/.env']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<div id="root">');
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(envelopeOf(res).errorCode).toBe('request.not.found');
    }
  });

  it('refuses dot segments sent as they are over a real connection', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const status = (path: string) =>
      new Promise<number>((resolve, reject) => {
        get({ host: '127.0.0.1', port, path }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        }).on('error', reject);
      });
    for (const path of [
      '/m/assets/%2e%2e/index.html',
      '/m/assets/../index.html',
      '/m/%2e%2e/%2e%2e/etc/passwd',
      '/m//index.html',
    ]) {
      expect(await status(path), path).toBe(404);
    }
  });

  it('serves the precompressed sibling the client accepts', async () => {
    const br = await t.app.inject({
      url: '/m/assets/app-Ab12Cd.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.equals(brotliCompressSync(APP_JS))).toBe(true);
    const gz = await t.app.inject({ url: '/m/assets/app-Ab12Cd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/m/assets/app-Ab12Cd.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('compresses API JSON above the threshold', async () => {
    const res = await t.app.inject({
      url: '/wps/v2/system/status',
      headers: { merchant: 'demo', 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
  });
});

describe('unknown pages', () => {
  const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

  it('send a browser asking for a page outside the app to /m/home, always that fixed target', async () => {
    for (const [method, url] of [
      ['GET', '/promo'],
      ['HEAD', '/promo'],
      ['GET', '/some/deep/page.html?next=https://evil.example.com'],
      ['GET', '//evil.example.com/'],
      ['GET', '/%2F%2Fevil.example.com'],
      ['GET', '/mall'],
      ['GET', '/wpsx/page'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { accept: HTML } });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe('/m/home');
    }
    const plainHtml = await t.app.inject({ url: '/promo', headers: { accept: 'text/html' } });
    expect(plainHtml.headers.location).toBe('/m/home');
  });

  it('keep the JSON 404 for API-like requests and under /wps, /lgw, /docs, /cdn and /m', async () => {
    const cases: [string, string, string | undefined][] = [
      ['GET', '/promo', 'application/json'],
      ['GET', '/promo', undefined],
      ['GET', '/promo', '*/*'],
      ['GET', '/promo', 'text/html;q=0, application/json'],
      ['POST', '/promo', HTML],
      ['GET', '/wps/unknown', HTML],
      ['GET', '/%77ps/unknown', HTML],
      ['GET', '/wps', HTML],
      ['GET', '/lgw/unknown', HTML],
      ['GET', '/docs/unknown', HTML],
      ['GET', '/cdn/unknown-v1.png', HTML],
      ['GET', '/m/assets/gone-123.js', HTML],
    ];
    for (const [method, url, accept] of cases) {
      const res = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: accept === undefined ? {} : { accept },
      });
      const where = `${method} ${url} ${accept ?? '-'}`;
      expect(res.statusCode, where).toBe(404);
      expect(res.headers.location, where).toBeUndefined();
      expect(envelopeOf(res).errorCode, where).toBe('request.not.found');
    }
  });
});

describe('without a web build', () => {
  it('still serves the API and answers the app paths with a 503 saying to build', async () => {
    const bare = await startTestApp();
    try {
      const page = await bare.app.inject({ url: '/m/home' });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/^text\/plain/);
      expect(page.body).toMatch(/npm run build/);
      expect((await bare.app.inject({ url: '/' })).statusCode).toBe(503);
      expect((await bare.app.inject({ url: '/wps/health' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe('renderIndexHtml', () => {
  const config = { apiBaseUrl: 'https://a.example/"><script>alert(1)</script>', merchant: "o'neil&co" };

  it('escapes the JSON for an HTML attribute', () => {
    const html = renderIndexHtml(INDEX, config);
    expect(html).not.toContain('<script>alert');
    expect(configIn(html.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&#39;', "'"))).toEqual(
      config,
    );
    expect(escapeAttribute(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&#39;');
  });

  it('injects the meta at the top of <head> when the build has none', () => {
    const html = renderIndexHtml('<html><head lang="x"><title>T</title></head></html>', {
      apiBaseUrl: '',
      merchant: 'demo',
    });
    expect(html).toMatch(
      /<head lang="x">\s*<meta name="app-config" content="\{&quot;apiBaseUrl&quot;:&quot;&quot;,&quot;merchant&quot;:&quot;demo&quot;\}"><title>/,
    );
  });

  it('replaces a meta written with other attribute order or quoting', () => {
    const html = renderIndexHtml('<head><meta content="{}" name=app-config /></head>', {
      apiBaseUrl: '',
      merchant: 'x',
    });
    expect(html.match(/app-config/g)).toHaveLength(1);
    expect(html).toContain('merchant&quot;:&quot;x');
  });
});

describe('renderPageHead', () => {
  const HEAD = '<html><head><title>T</title></head><body></body></html>';

  it('adds the preloads, then the data block, at the end of <head>', () => {
    const html = renderPageHead(HEAD, {
      preloads: [
        { href: '/b.png', as: 'image', highPriority: true },
        { href: '/m/assets/a.js', as: 'script' },
        { href: '/m/assets/a.css', as: 'style' },
        { href: '/c.png', as: 'image' },
      ],
      bootData: { language: 'EN' },
    });
    expect(html).toBe(
      '<html><head><title>T</title>  <link rel="preload" as="image" fetchpriority="high" href="/b.png">\n' +
        '    <link rel="modulepreload" crossorigin href="/m/assets/a.js">\n' +
        '    <link rel="preload" as="style" crossorigin href="/m/assets/a.css">\n' +
        '    <link rel="preload" as="image" href="/c.png">\n' +
        `    <script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">{"language":"EN"}</script>\n` +
        '  </head><body></body></html>',
    );
  });

  it('escapes a URL for its attribute', () => {
    const html = renderPageHead(HEAD, { preloads: [{ href: '/a.js?x="><script>&', as: 'script' }] });
    expect(linkTags(html)).toEqual([
      '<link rel="modulepreload" crossorigin href="/a.js?x=&quot;&gt;&lt;script&gt;&amp;">',
    ]);
  });

  it('leaves the page as it is with nothing to add or no </head>', () => {
    expect(renderPageHead(HEAD, {})).toBe(HEAD);
    expect(renderPageHead(HEAD, { preloads: [] })).toBe(HEAD);
    expect(renderPageHead('<p>no head</p>', { bootData: { language: 'TY' } })).toBe('<p>no head</p>');
  });

  it('writes JSON with no "<" at all, so no text in it can end the block or open a comment', () => {
    const value = { title: '</script><script>alert(1)</script>', note: '<!-- x', tag: '</SCRIPT >' };
    const json = scriptJson(value);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(value);
  });
});
