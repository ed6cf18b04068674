import { ENDPOINTS } from '@h5/contract/endpoint-table.ts';
import { systemStatus } from '@h5/contract/endpoints/system.ts';
import { expect, test } from '../support/fixtures.ts';

// The "done when" checks, over HTTP against the same server the browser tests use.
test.describe('platform API over HTTP', () => {
  test('status answers the configuration in the envelope', async ({ request }) => {
    const res = await request.get('/wps/v2/system/status', { headers: { Merchant: 'demo', Language: 'EN' } });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { success: boolean; value: unknown };
    expect(body.success).toBe(true);
    expect(systemStatus.safeParse(body.value).success).toBe(true);
  });

  test('bad requests get 4xx envelopes', async ({ request }) => {
    const cases = [
      request.get('/wps/v2/system/status'),
      request.get('/wps/v2/system/status', { headers: { Merchant: 'nobody' } }),
      request.post('/wps/v2/system/status', { headers: { Merchant: 'demo' }, data: '{' }),
      request.get('/wps/nothing/here', { headers: { Merchant: 'demo' } }),
      request.get('/lgw/nothing', { headers: { Merchant: 'demo' } }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.status(), res.url()).toBeGreaterThanOrEqual(400);
      expect(res.status(), res.url()).toBeLessThan(500);
      const body = (await res.json()) as { success: boolean; errorCode: string; message: string };
      expect(body.success).toBe(false);
      expect(body.errorCode).toBeTruthy();
      expect(body.message).toBeTruthy();
    }
  });

  test('/docs lists every endpoint of the contract', async ({ request, page }) => {
    const res = await request.get('/docs/json');
    expect(res.ok()).toBe(true);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    for (const endpoint of ENDPOINTS) expect(Object.keys(doc.paths)).toContain(endpoint.path);
    await page.goto('/docs');
    await expect(page.getByText('/wps/v2/system/status').first()).toBeVisible();
  });
});
