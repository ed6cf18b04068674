import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT } from '../../__tests__/account-helpers.ts';
import { demoToken } from '../../__tests__/member-helpers.ts';
import { startTestApp, type TestApp } from '../../__tests__/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('API answers are never stored by a cache (issue 12 #6)', () => {
  it('member, wallet and inbox answers say no-store', async () => {
    const token = await demoToken(t, 'player01');
    for (const url of ['/wps/member/info', '/wps/v2/wallets/balance', '/wps/relay/GCS_merchantWallet']) {
      const res = await t.app.inject({ url, headers: { ...MERCHANT, authorization: token } });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('guest answers and failures say no-store too', async () => {
    const status = await t.app.inject({ url: '/wps/v2/system/status', headers: MERCHANT });
    expect(status.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ url: '/wps/member/info', headers: MERCHANT });
    expect(refused.statusCode).not.toBe(200);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
