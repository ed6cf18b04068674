import { describe, expect, it } from 'vitest';
import { readDemoMerchant } from '../../../__tests__/test-app.ts';
import { cdnOrigins, merchantConfig } from '../merchant-config.ts';
import { MerchantDirectory } from '../merchant-directory.ts';
import { isModuleOn, moduleFlags } from '../module-switches.ts';
import { buildSystemStatus } from '../system-status.ts';

describe('module switches', () => {
  const flags = moduleFlags({
    modId: 'ROOT',
    enabled: '1',
    childrenNodes: [
      { modId: 'ON', enabled: '1', childrenNodes: [] },
      { modId: 'OFF', enabled: '0', childrenNodes: [{ modId: 'CHILD', enabled: '1', childrenNodes: [] }] },
    ],
  });

  it('is on when listed on, off when it or a parent is off, on when not listed, on without a module id', () => {
    expect(isModuleOn(flags, 'ON')).toBe(true);
    expect(isModuleOn(flags, 'OFF')).toBe(false);
    expect(isModuleOn(flags, 'CHILD')).toBe(false);
    expect(isModuleOn(flags, 'ABSENT')).toBe(true);
    expect(isModuleOn(flags, null)).toBe(true);
  });
});

describe('MerchantDirectory', () => {
  const demo = readDemoMerchant();
  const acme = { ...demo, code: 'acme', domains: ['play.acme.example'] };
  const directory = new MerchantDirectory([demo, acme]);

  it('finds merchants by code (exactly) and by host name (any case, port and trailing dot ignored)', () => {
    expect(directory.get('demo')?.code).toBe('demo');
    expect(directory.get('DEMO')).toBeUndefined();
    expect(directory.forHost('Play.Acme.Example:8080')?.code).toBe('acme');
    expect(directory.forHost('play.acme.example.')?.code).toBe('acme');
    expect(directory.forHost('other.example')).toBeUndefined();
    expect(directory.codes()).toEqual(['demo', 'acme']);
  });

  it('answers module switches per merchant, and off for an unknown merchant', () => {
    expect(directory.isModuleOn('demo', 'COMM3')).toBe(true);
    expect(directory.isModuleOn('demo', 'FACEBOOKLOGIN3')).toBe(false);
    expect(directory.isModuleOn('ghost', 'COMM3')).toBe(false);
  });
});

describe('merchantConfig', () => {
  it('accepts the demo file and refuses inconsistent rules and upper-case domains', () => {
    const demo = readDemoMerchant();
    expect(merchantConfig.safeParse(demo).success).toBe(true);
    const badLengths = {
      ...demo,
      register: { username: { ...demo.register.username, minLength: 9, maxLength: 3 } },
    };
    expect(merchantConfig.safeParse(badLengths).error?.issues[0]?.path).toEqual([
      'register',
      'username',
      'minLength',
    ]);
    expect(merchantConfig.safeParse({ ...demo, domains: ['WWW.EXAMPLE.COM'] }).success).toBe(false);
    expect(merchantConfig.safeParse({ ...demo, domains: ['www.example.com:80'] }).success).toBe(false);
  });
});

describe('CDN bases', () => {
  const demo = readDemoMerchant();
  const accepts = (imageCDNs: string[], launchGameCDNs: string[] = []) =>
    merchantConfig.safeParse({ ...demo, imageCDNs, launchGameCDNs }).success;

  it('accepts a path on this site or an absolute http(s) URL', () => {
    expect(accepts(['/cdn', 'https://img.example.com/h5/', 'http://img.example.net:8080'])).toBe(true);
    expect(accepts([], ['/games', 'https://games.example.com/launch'])).toBe(true);
  });

  it('refuses anything that is neither, in both lists', () => {
    const bad = [
      '',
      'cdn',
      'img.example.com',
      '//evil.example.com',
      '/\\evil.example.com',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'ftp://files.example.com',
      'https://user:pw@img.example.com',
      'https://img.example.com/a b',
      '/cdn\n',
    ];
    for (const value of bad) {
      expect(accepts([value]), JSON.stringify(value)).toBe(false);
      expect(accepts([], [value]), JSON.stringify(value)).toBe(false);
    }
  });

  it('lists the origins of the absolute ones of every merchant, once each', () => {
    const a = { ...demo, imageCDNs: ['/cdn', 'https://img.example.com/h5/'], launchGameCDNs: ['/cdn'] };
    const b = {
      ...demo,
      code: 'b',
      imageCDNs: ['https://img.example.com/other'],
      launchGameCDNs: ['http://games.example.net:8080/x'],
    };
    expect(cdnOrigins([a, b])).toEqual(['http://games.example.net:8080', 'https://img.example.com']);
    expect(cdnOrigins([demo])).toEqual([]);
  });
});

describe('buildSystemStatus', () => {
  it('reports the visitor IP, the merchant country and the notice in the asked language', () => {
    const demo = { ...readDemoMerchant(), maintenance: true };
    const status = buildSystemStatus(demo, { ip: '203.0.113.9' }, 'EN');
    expect(status.location).toEqual({ ip: '203.0.113.9', country: 'PH' });
    expect(status.maintenance).toBe(true);
    expect(status.maintenanceMessage).toBe(demo.maintenanceMessage.EN);
    expect(status.info.whitelabel).toBe(demo.whitelabel);
  });
});
