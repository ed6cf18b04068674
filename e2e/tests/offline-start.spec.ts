import type { Page } from '@playwright/test';
import { createMember } from '../support/accounts.ts';
import { expect, test, text } from '../support/fixtures.ts';

/**
 * Issue 17 #4: an installed app opened without a network shows the shell, home and lobby from the last public
 * data it kept (docs/decisions.md "Offline start"), says it is offline in the player's language, shows no balance
 * as current, and refreshes everything when the network is back.
 */
test.use({
  // This spec is about the service worker (the other specs block it, playwright.config.ts).
  serviceWorkers: 'allow',
  // Offline, the pictures of banners and games (and whatever was still on its way) fail, as on a phone.
  allowConsoleErrors: /ERR_INTERNET_DISCONNECTED/,
});

/** Resolves when the app's service worker is active and controls the page: the worker's own events, no polling. */
async function serviceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) => {
      navigator.serviceWorker.addEventListener(
        'controllerchange',
        () => {
          resolve();
        },
        { once: true },
      );
    });
  });
}

/** The app's files this page has loaded (`/m/assets/…`) that are not in Cache Storage yet. */
function uncachedAssets(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const missing: string[] = [];
    for (const entry of performance.getEntriesByType('resource')) {
      const url = new URL(entry.name);
      if (!url.pathname.startsWith('/m/assets/')) continue;
      if (!(await caches.match(url.href))) missing.push(url.pathname);
    }
    return missing;
  });
}

/** Every file the page used is kept by the worker, so the next start finds it without a network. */
async function expectAssetsCached(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => uncachedAssets(page)).toEqual([]);
}

/** The names of the answers kept for an offline start, and the stored text (to look for what must not be in it). */
function keptData(page: Page): Promise<{ names: string[]; raw: string }> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('offlineCache') ?? '';
    const store = JSON.parse(raw || '{"entries":{}}') as { entries: Record<string, unknown> };
    return { names: Object.keys(store.entries).sort(), raw };
  });
}

/**
 * Cuts the network. Chromium's offline emulation leaves `navigator.onLine` true for a page its service worker
 * served, where a phone says false: the pages opened from now on are told what the phone would say.
 */
async function goOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', {
      configurable: true,
      get: () => (window as Window & { __online?: boolean }).__online === true,
    });
  });
}

/** The network is back: the device says so and the page gets the `online` event, as on a phone. */
async function goOnline(page: Page): Promise<void> {
  await page.context().setOffline(false);
  await page.evaluate(() => {
    (window as Window & { __online?: boolean }).__online = true;
    window.dispatchEvent(new Event('online'));
  });
}

async function login(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/m/login');
  await page.locator('#login-username-input').fill(username);
  await page.locator('#login-password-input').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('header-balance')).toBeVisible();
}

test.describe('offline start (issue 17 #4)', () => {
  test('a member reopens home and lobby offline in Filipino, no current balance; all refreshes back online', async ({
    page,
    request,
  }) => {
    const member = await createMember(request);
    await page.goto('/m/home');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await serviceWorkerControls(page);
    await login(page, member.username, member.password);
    await expect(page.getByTestId('home-banner').first()).toBeVisible();
    await expect(page.getByTestId('home-categories')).toBeVisible();
    await expectAssetsCached(page);
    await page.goto('/m/gameLobby');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await expectAssetsCached(page);
    // The deposit page once online too: its code is then on the phone, its data never is.
    await page.goto('/m/voucherCenter');
    await expect(page.getByTestId('deposit-form')).toBeVisible();
    await expectAssetsCached(page);

    // Public data only: the configuration, the home feed, the lobby's vendors and its game list.
    const kept = await keptData(page);
    expect(kept.names).toEqual(
      expect.arrayContaining(['announcements/home', 'games/vendors/TY', 'system/status']),
    );
    expect(kept.names.some((name) => name.startsWith('games/list/'))).toBe(true);
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();
    expect(kept.raw).not.toContain(token);
    expect(kept.raw).not.toContain(member.username);
    expect(kept.raw).not.toContain('sumBalance');

    await goOffline(page);
    await page.goto('/m/home');
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toHaveText(text('TY', 'errors.noInternet'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('home-banner').first()).toBeVisible();
    await expect(page.getByTestId('home-categories')).toBeVisible();
    await expect(page.getByTestId('footer-menu')).toBeVisible();
    // The balance was never kept: none is passed off as current.
    await expect(page.getByTestId('header-balance-error')).toHaveText(text('TY', 'shell.balanceUnavailable'));
    await expect(page.getByTestId('header-balance')).toHaveCount(0);

    // A new page opened offline: the lobby, from the kept vendors and game list.
    await page.goto('/m/gameLobby');
    await expect(banner).toHaveText(text('TY', 'errors.noInternet'));
    await expect(page.getByTestId('category-item').first()).toHaveAttribute('data-category', 'HOT');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();

    // A page that needs the server says so, with a retry.
    await page.goto('/m/voucherCenter');
    const needsNetwork = page.getByTestId('needs-network');
    await expect(needsNetwork).toContainText(text('TY', 'errors.needsNetwork'));
    await expect(needsNetwork.getByRole('button', { name: text('TY', 'common.retry') })).toBeVisible();

    await page.goto('/m/home');
    await expect(page.getByTestId('home-page')).toBeVisible();
    const statusRefreshed = page.waitForResponse(
      (response) => response.url().includes('/wps/v2/system/status') && response.ok(),
    );
    const feedRefreshed = page.waitForResponse(
      (response) => response.url().includes('/MCSFE_getListAnnouncements') && response.ok(),
    );
    await goOnline(page);
    await Promise.all([statusRefreshed, feedRefreshed]);
    await expect(banner).toHaveCount(0);
    await expect(page.getByTestId('header-balance')).toHaveText(/^₱[\d,]+\.\d{2}$/);
    await expect(page.getByTestId('header-balance')).not.toHaveAttribute('title');
  });

  test('in English, home opens offline with the English banner and the network-only pages say so', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('hisLang', 'EN');
    });
    await page.goto('/m/home');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await serviceWorkerControls(page);
    await page.reload();
    await expect(page.getByTestId('home-banner').first()).toBeVisible();
    await expectAssetsCached(page);
    await page.goto('/m/login');
    await expect(page.locator('#login-username-input')).toBeVisible();
    await expectAssetsCached(page);
    await page.goto('/m/home');
    await expect(page.getByTestId('home-banner').first()).toBeVisible();

    await goOffline(page);
    await page.reload();
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toHaveText(text('EN', 'errors.noInternet'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('home-banner').first()).toBeVisible();
    await expect(page.getByTestId('header-login-link')).toBeVisible();

    await page.getByTestId('header-login-link').click();
    await expect(page.getByTestId('needs-network')).toContainText(text('EN', 'errors.needsNetwork'));

    const statusRefreshed = page.waitForResponse(
      (response) => response.url().includes('/wps/v2/system/status') && response.ok(),
    );
    await goOnline(page);
    await statusRefreshed;
    await expect(banner).toHaveCount(0);
    await expect(page.getByTestId('needs-network')).toHaveCount(0);
    await expect(page.locator('#login-username-input')).toBeVisible();
  });

  test('offline, a player switches to English, whose file the phone never fetched, and the app speaks English', async ({
    page,
  }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await serviceWorkerControls(page);
    await page.reload();
    await expect(page.getByTestId('home-banner').first()).toBeVisible();
    await expectAssetsCached(page);
    // Only the Filipino dictionary was fetched; the English one came with the worker's shell.
    const fetched = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(fetched.some((path) => /^\/m\/assets\/tl-[\w-]+\.js$/.test(path))).toBe(true);
    expect(fetched.some((path) => /^\/m\/assets\/en-[\w-]+\.js$/.test(path))).toBe(false);

    await goOffline(page);
    await page.reload();
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toHaveText(text('TY', 'errors.noInternet'));
    await page.getByTestId('language-picker').click();
    await page.getByTestId('language-option-EN').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(banner).toHaveText(text('EN', 'errors.noInternet'));
    await expect(page.getByTestId('home-page')).toContainText(text('EN', 'home.welcome'));
  });
});
