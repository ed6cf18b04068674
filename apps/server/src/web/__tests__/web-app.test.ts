import { get } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, readDemoMerchant, startTestApp, type TestApp } from '../../__tests__/test-app.ts';
import { APP_JS, configIn, makeWebBuild, MANIFEST } from './web-fixture.ts';

let build: ReturnType<typeof makeWebBuild>;
let t: TestApp;

beforeAll(async () => {
  build = makeWebBuild();
  t = await startTestApp({
    webDist: build.dist,
    merchantsDir: build.merchantsDir,
    apiBaseUrl: 'https://api.example.com',
  });
});
afterAll(async () => {
  await t.close();
  build.remove();
});

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
