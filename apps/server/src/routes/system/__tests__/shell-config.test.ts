import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemStatus } from '@h5/contract/endpoints/system.ts';
import {
  AGENT_MENU_SWITCHES,
  PROMO_SWITCHES,
  SHELL_SWITCHES,
  SHELL_SWITCH_GROUPS,
  SIDE_MENU_SWITCHES,
} from '@h5/contract/shell-switches.ts';
import { flattenWhitelabel } from '@h5/contract/whitelabel.ts';
import { envelopeOf, startTestApp, type TestApp } from '../../../__tests__/test-app.ts';

let t: TestApp;
let status: SystemStatus;
beforeAll(async () => {
  t = await startTestApp();
  const res = await t.app.inject({ url: '/wps/v2/system/status', headers: { merchant: 'demo' } });
  status = envelopeOf(res).value as SystemStatus;
});
afterAll(() => t.close());

describe('shell configuration of the demo merchant', () => {
  it('carries every shell switch in the status white-label tree', () => {
    const flags = flattenWhitelabel(status.info.whitelabel);
    const names = [
      ...Object.values(SHELL_SWITCHES),
      ...Object.values(SIDE_MENU_SWITCHES),
      ...Object.values(AGENT_MENU_SWITCHES),
      ...Object.values(PROMO_SWITCHES),
      ...Object.values(SHELL_SWITCH_GROUPS),
    ];
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(flags, name).toHaveProperty(name);
    expect(flags[SHELL_SWITCHES.directRegister]).toBe(true);
    expect(flags[SHELL_SWITCHES.telegramLogin]).toBe(false);
    expect(Object.values(SIDE_MENU_SWITCHES).every((name) => flags[name])).toBe(true);
    expect(Object.values(AGENT_MENU_SWITCHES).every((name) => flags[name])).toBe(true);
    expect(flags[PROMO_SWITCHES.mission] && flags[PROMO_SWITCHES.referral]).toBe(true);
  });

  it('links its download resources to files this server serves, and its social links over https', async () => {
    const types = status.info.resources.map((r) => r.resourceType);
    expect(types).toEqual(
      expect.arrayContaining(['IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon', 'TELEGRAM', 'FACEBOOK']),
    );
    for (const { url } of status.info.resources) {
      if (/^https?:/.test(url)) {
        expect(url).toMatch(/^https:\/\//);
        continue;
      }
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
    }
    const page = await t.app.inject({ url: '/cdn/download/app-v1.html?os=ios' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('no Android app, iOS app or iOS profile');
  });
});
