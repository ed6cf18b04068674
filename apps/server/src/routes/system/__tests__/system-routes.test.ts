import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@h5/contract/endpoint-table.ts';
import { successEnvelope } from '@h5/contract/envelope.ts';
import type { Country, SystemStatus, WhitelabelNode } from '@h5/contract/endpoints/system.ts';
import { flattenWhitelabel } from '@h5/contract/whitelabel.ts';
import {
  envelopeOf,
  makeMerchantsDir,
  makeTempDir,
  readDemoMerchant,
  startTestApp,
  type TestApp,
} from '../../../__tests__/test-app.ts';

const headers = { merchant: 'demo' };
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = async <T>(url: string, extra: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers: { ...headers, ...extra } });
  expect(res.statusCode, url).toBe(200);
  return envelopeOf(res).value as T;
};

describe('every contract endpoint', () => {
  it('is registered by the server', () => {
    expect(t.app.platform.endpoints.missing(ENDPOINTS)).toEqual([]);
  });

  it('answers on its path and aliases with a value that parses with the contract schema (system group)', async () => {
    // The other groups need sessions, bodies or encryption; their own tests cover them. So does the system group's
    // one body endpoint, the field-data report (field-vitals.test.ts).
    for (const endpoint of ENDPOINTS.filter((e) => e.group === 'system' && e.body === undefined)) {
      for (const path of [endpoint.path, ...(endpoint.aliases ?? [])]) {
        const res = await t.app.inject({ method: endpoint.method, url: path, headers });
        expect(res.statusCode, path).toBe(200);
        const parsed = successEnvelope(endpoint.response).safeParse(res.json());
        expect(parsed.success ? null : parsed.error.issues, path).toBeNull();
      }
    }
  });
});

describe('system status', () => {
  it('carries the demo configuration, the caller IP and the maintenance notice in the request language', async () => {
    const ty = await get<SystemStatus>('/wps/v2/system/status');
    expect(ty.location).toEqual({ ip: '127.0.0.1', country: 'PH' });
    expect(ty.maintenance).toBe(false);
    expect(ty.regionRestriction).toBe(false);
    expect(ty.info.mobileTemplate).toEqual({ mem_cen: '1', dep_func: '1' });
    expect(ty.info.imageCDNs).toEqual(['/cdn']);
    // The browser tab's title names the site, not the merchant code (issue 19).
    expect(ty.info.siteName).toBe('Demo Pilipinas');
    expect(ty.maintenanceMessage).toBe(readDemoMerchant().maintenanceMessage.TY);
    const en = await get<SystemStatus>('/wps/system/status', { language: 'EN' });
    expect(en.maintenanceMessage).toBe(readDemoMerchant().maintenanceMessage.EN);
  });

  it('lists only download resources on our own host or clearly fake example addresses', async () => {
    const status = await get<SystemStatus>('/wps/v2/system/status');
    const types = status.info.resources.map((r) => r.resourceType);
    expect(types).toEqual(expect.arrayContaining(['IOS', 'Android', 'MOBILECONFIG', 'TELEGRAM', 'FACEBOOK']));
    for (const r of status.info.resources) expect(r.url).toMatch(/^(\/|https:\/\/example\.com\/)/);
  });
});

describe('white-label switches and registration rules of the demo merchant', () => {
  it('include every switch of platform-api §8 and the module ids the endpoints use', async () => {
    const tree = await get<WhitelabelNode>('/wps/system/whitelabel');
    const flags = flattenWhitelabel(tree);
    const named = [
      'USERNAMEREG3',
      'MOBILENUMREG3',
      'MOBILENUMPASSREG3',
      'REGMOBVERF3',
      'MOBILEVERCODELOGIN3',
      'CHNGPASSVERIF3',
      'PWDEXPFORCECHANGE3',
      'FREEPLAY3',
      'AGENTPOLICY3',
      'FACEBOOKLOGIN3',
      'GOOGLELOGIN3',
      'DEPRECM3',
      'WITHREC3',
      'TRANSREC3',
      'TRANSBETREPMEM3',
      'PERSREP',
      'AGETRANSFERUP3',
      'REWCEN3',
      'MANPLAYREB3',
      'PLYRBT',
      'MAILCEN',
      'FEEDBACK3',
      'COMM3',
      'REG3',
      'CAPTCHA3',
      'VERIFICATION3',
      'GAMELO3',
    ];
    for (const id of named) expect(Object.keys(flags), id).toContain(id);
    for (const e of ENDPOINTS) if (e.moduleId !== null) expect(flags[e.moduleId], e.moduleId).toBe(true);
  });

  it('has the rules of platform-api §7 for a Philippine site', async () => {
    const rules = await get<
      Record<string, { acceptedPattern: string; minLength: number; maxLength: number }>
    >('/wps/system/setting/register');
    expect(rules.username).toMatchObject({ acceptedPattern: '^[a-zA-Z0-9]+$', minLength: 6, maxLength: 13 });
    expect(rules.password).toMatchObject({
      acceptedPattern: '^[a-zA-Z0-9]+$',
      minLength: 6,
      maxLength: 12,
      patternId: 4,
    });
    expect(rules.mobileNum).toMatchObject({ minLength: 10, maxLength: 10, patternId: 6 });
    const mobile = new RegExp(rules.mobileNum?.acceptedPattern ?? '');
    expect(mobile.test('9171234567')).toBe(true);
    expect(mobile.test('09171234567')).toBe(false);
    expect(Object.keys(rules)).toEqual(
      expect.arrayContaining(['email', 'captcha', 'affiliateCode', 'payeeName']),
    );
  });
});

describe('dialing codes', () => {
  it('lists at least 40 countries, the Philippines first, named in the request language', async () => {
    const ty = await get<Country[]>('/wps/system/country');
    const en = await get<Country[]>('/wps/system/country', { language: 'EN' });
    expect(ty.length).toBeGreaterThanOrEqual(40);
    expect(ty[0]).toEqual({ countryCode: 'PH', countryName: 'Pilipinas', dialingCode: '63' });
    expect(en[0]).toEqual({ countryCode: 'PH', countryName: 'Philippines', dialingCode: '63' });
    expect(en.find((c) => c.countryCode === 'JP')?.countryName).toBe('Japan');
    expect(ty.find((c) => c.countryCode === 'JP')?.countryName).toBe('Hapon');
    expect(new Set(ty.map((c) => c.countryCode)).size).toBe(ty.length);
  });
});

describe('module switches', () => {
  it('answers function.not.available when the endpoint module, or a parent of it, is off', async () => {
    const temp = makeTempDir();
    const demo = readDemoMerchant();
    const off = (tree: WhitelabelNode, id: string): WhitelabelNode => ({
      ...tree,
      enabled: tree.modId === id ? '0' : tree.enabled,
      childrenNodes: tree.childrenNodes.map((c) => off(c, id)),
    });
    const withParentOff = {
      ...demo,
      code: 'parentoff',
      whitelabel: {
        modId: 'ROOT',
        enabled: '1',
        childrenNodes: [{ ...off(demo.whitelabel, 'ROOT'), modId: 'SITE' }],
      },
    };
    const merchantsDir = makeMerchantsDir(temp.dir, {
      'commoff.json': { ...demo, code: 'commoff', whitelabel: off(demo.whitelabel, 'COMM3') },
      'regoff.json': { ...demo, code: 'regoff', whitelabel: off(demo.whitelabel, 'REG3') },
      'parentoff.json': withParentOff,
    });
    const app = await startTestApp({ merchantsDir });
    try {
      const call = (merchant: string, url: string) =>
        app.app.inject({ url, headers: { merchant, language: 'EN' } });
      const commOff = await call('commoff', '/wps/v2/system/status');
      expect(commOff.statusCode).toBe(400);
      expect(envelopeOf(commOff)).toEqual({
        success: false,
        errorCode: 'function.not.available',
        message: 'This function is not available.',
      });
      expect((await call('commoff', '/wps/system/setting/register')).statusCode).toBe(200);
      expect((await call('regoff', '/wps/system/setting/register')).statusCode).toBe(400);
      expect((await call('regoff', '/wps/v2/system/status')).statusCode).toBe(200);
      expect((await call('parentoff', '/wps/system/country')).statusCode).toBe(400);
      expect((await call('commoff', '/wps/health')).statusCode).toBe(200);
    } finally {
      await app.close();
      temp.remove();
    }
  });
});
