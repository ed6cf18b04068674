import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeMerchantsDir,
  makeTempDir,
  readDemoMerchant,
  startTestApp,
  type TestApp,
} from '../../__tests__/test-app.ts';
import { cspHeader } from '../security.ts';

const parseCsp = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: true });
});
afterAll(() => t.close());

describe('security headers', () => {
  it('are on API answers, failures and app pages alike', async () => {
    const urls = ['/wps/health', '/wps/system/status', '/wps/nowhere', '/m/home'];
    for (const url of urls) {
      const res = await t.app.inject({ url });
      const csp = parseCsp(res.headers['content-security-policy']);
      expect(csp, url).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'manifest-src': ["'self'"],
        'worker-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
      });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('adds HSTS only for requests that arrived over https', async () => {
    const res = await t.app.inject({ url: '/wps/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('allows the API origin in connect-src when API_BASE_URL is absolute', async () => {
    expect(parseCsp(cspHeader('https://api.example.com'))['connect-src']).toEqual([
      "'self'",
      'https://api.example.com',
    ]);
    const remote = await startTestApp({ apiBaseUrl: 'https://api.example.com/v1' });
    try {
      const res = await remote.app.inject({ url: '/wps/health' });
      expect(parseCsp(res.headers['content-security-policy'])['connect-src']).toEqual([
        "'self'",
        'https://api.example.com',
      ]);
    } finally {
      await remote.close();
    }
  });

  it("allows the origins of every merchant's absolute image and game CDNs in img-src", async () => {
    const temp = makeTempDir();
    const merchantsDir = makeMerchantsDir(temp.dir, {
      'remote.json': {
        ...readDemoMerchant(),
        code: 'remote',
        imageCDNs: ['https://img.example.com/h5/', '/cdn'],
        launchGameCDNs: ['http://games.example.net:8080/launch'],
      },
    });
    const remote = await startTestApp({ merchantsDir });
    try {
      // The same policy for every request: the demo merchant's pages too, whatever the host.
      for (const url of ['/wps/health', '/m/home']) {
        const res = await remote.app.inject({ url });
        expect(parseCsp(res.headers['content-security-policy'])['img-src'], url).toEqual([
          "'self'",
          'data:',
          'blob:',
          'http://games.example.net:8080',
          'https://img.example.com',
        ]);
      }
    } finally {
      await remote.close();
      temp.remove();
    }
  });

  it('keeps inline script out of the docs page too', async () => {
    const res = await t.app.inject({ url: '/docs/' });
    expect(res.statusCode).toBe(200);
    const csp = parseCsp(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(res.body).not.toMatch(/<script>(?!<\/script>)/);
  });
});
