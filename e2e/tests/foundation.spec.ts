import { readFileSync } from 'node:fs';
import { withoutBootData } from '../support/boot-data.ts';
import { HOSTS, baseUrl } from '../support/env.ts';
import { expect, test, text } from '../support/fixtures.ts';

/** The operator's maintenance notice of the demo merchant file, which the test merchants are copied from. */
const maintenanceMessage = (
  JSON.parse(readFileSync(new URL('../../apps/server/merchants/demo.json', import.meta.url), 'utf8')) as {
    maintenanceMessage: { TY: string };
  }
).maintenanceMessage.TY;

test.describe('start-up and language', () => {
  test('home loads in Filipino by default', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('home-page')).toContainText(text('TY', 'home.welcome'));
    await expect(page).toHaveTitle(new RegExp(text('TY', 'title.home')));
    // The site's name from the merchant file, not its code (issue 19).
    await expect(page).toHaveTitle(/ - Demo Pilipinas$/);
  });

  test('switching to English persists across a reload', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await page.getByTestId('language-picker').click();
    await expect(page.getByTestId('language-option-TY')).toHaveAttribute('aria-current', 'true');
    await page.getByTestId('language-option-EN').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('home-page')).toContainText(text('EN', 'home.welcome'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('home-page')).toContainText(text('EN', 'home.welcome'));
    await expect(page).toHaveTitle(new RegExp(text('EN', 'title.home')));
  });
});

test.describe('routes', () => {
  test('an unknown route lands on /m/home', async ({ page }) => {
    await page.goto('/m/no-such-page');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('home-page')).toBeVisible();
  });

  test('the root and the index aliases land on /m/home', async ({ page }) => {
    for (const path of ['/', '/m', '/m/', '/m/index', '/m/index.html']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/m\/home$/);
    }
  });

  test.describe(() => {
    // The registration page checks an invitation code from the URL; an unknown one answers 400 by design.
    test.use({ allowConsoleErrors: /status of 400/ });

    test('the register aliases keep the affiliate parameters', async ({ page }) => {
      await page.goto('/register.html?affiliateCode=8888');
      await expect(page).toHaveURL(/\/m\/register\?affiliateCode=8888$/);
      await page.goto('/m/register.html?r=XY');
      await expect(page).toHaveURL(/\/m\/register\?r=XY$/);
    });
  });

  test('a page of a later issue shows its title and a back button that returns home', async ({ page }) => {
    await page.goto('/m/activity');
    await expect(page.getByRole('heading', { name: text('TY', 'title.activity') })).toBeVisible();
    await page.getByRole('button', { name: text('TY', 'common.back') }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('the notice list shows the player notices from the server, in Filipino', async ({ page, request }) => {
    const res = await request.get('/wps/relay/MCSFE_getListAnnouncements', {
      params: { types: 'PL', platform: 'M', groupName: 'm_home' },
      headers: { Merchant: 'demo', Language: 'TY' },
    });
    const { value } = (await res.json()) as { value: { player: { title: string }[] } };
    expect(value.player.length).toBeGreaterThan(0);
    await page.goto('/m/notice');
    const list = page.getByTestId('notice-list');
    for (const notice of value.player) await expect(list).toContainText(notice.title);
  });
});

test.describe('site modes from the configuration', () => {
  test('maintenance shows the maintenance page with the notice', async ({ page }) => {
    await page.goto(`${baseUrl(HOSTS.maintenance)}/m/home`);
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
    await expect(page.getByTestId('maintenance-page')).toContainText(maintenanceMessage);
    await expect(page.getByTestId('home-page')).toHaveCount(0);
  });

  test('maintenance wins over region restriction', async ({ page }) => {
    await page.goto(`${baseUrl(HOSTS.both)}/m/home`);
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
    await expect(page.getByTestId('restricted-page')).toHaveCount(0);
  });

  test('region restriction alone shows the restricted page', async ({ page }) => {
    await page.goto(`${baseUrl(HOSTS.restricted)}/m/home`);
    await expect(page.getByTestId('restricted-page')).toBeVisible();
    await expect(page.getByTestId('restricted-page')).toContainText(text('TY', 'errors.blockip'));
  });
});

test.describe('a dead API', () => {
  test.use({ allowConsoleErrors: /Failed to load resource|ERR_FAILED/ });

  test('shows the retry message and recovers when the API is back', async ({ page }) => {
    // A page that carries no configuration (the service worker's copy): start-up asks the API for it.
    await withoutBootData(page);
    await page.route('**/wps/v2/system/status*', (route) => route.abort('failed'));
    await page.goto('/m/home');
    const error = page.getByTestId('startup-error');
    await expect(error).toBeVisible();
    await expect(error).toContainText(text('TY', 'errors.loadFailed'));
    await page.unroute('**/wps/v2/system/status*');
    await error.getByRole('button').click();
    await expect(page.getByTestId('home-page')).toBeVisible();
  });
});
