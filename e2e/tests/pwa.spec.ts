import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, text } from '../support/fixtures.ts';

// The other specs block service workers (playwright.config.ts); this one is about them.
test.use({
  serviceWorkers: 'allow',
  // The offline scenario cuts the network itself: home's below-the-fold images and lazy code that were still on
  // their way fail with it, as they would on a phone losing its signal.
  allowConsoleErrors: /ERR_INTERNET_DISCONNECTED/,
});

const demoName = (
  JSON.parse(readFileSync(new URL('../../apps/server/merchants/demo.json', import.meta.url), 'utf8')) as {
    name: string;
  }
).name;

/** Waits until the app's service worker controls the page (it claims the page on its first install). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
}

/** Every URL held in the page's Cache Storage. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

/** The manifest is the merchant's, and Chromium reports nothing that stops an install. */
async function expectInstallable(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.url).toMatch(/\/m\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  // The server's rendering for this host: the merchant's name on the build's manifest.
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
    name: demoName,
    short_name: demoName,
    start_url: '/m/',
    scope: '/m/',
    display: 'standalone',
  });
  // Chromium may report the icons as still downloading right after start: ask until it has made up its mind.
  await expect
    .poll(async () => {
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      return installabilityErrors.map((e) => e.errorId);
    })
    .toEqual([]);
}

const SW_FILE = new URL('../../apps/web/dist/sw.js', import.meta.url);

test.describe('PWA', () => {
  test("passes Chromium's installability check with the merchant's manifest", async ({
    playwright,
  }, testInfo) => {
    // Chromium never offers to install from an incognito profile, which every test context is: this test runs in a
    // profile of its own on disk, with the project's phone and launch settings.
    const { launchOptions, baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } =
      testInfo.project.use;
    mkdirSync(testInfo.outputDir, { recursive: true });
    const profile = mkdtempSync(join(testInfo.outputDir, 'profile-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      serviceWorkers: 'allow',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/m/home');
      await expect(page.getByTestId('home-page')).toBeVisible();
      await waitForServiceWorker(page);
      await expectInstallable(page);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
  test('reopens offline from the cache without kept data: says there is no internet, then recovers', async ({
    page,
    context,
  }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await waitForServiceWorker(page);
    // The first visit loaded its page (the home chunk) and language file before the worker existed; the app then caches them.
    await expect
      .poll(async () => {
        const urls = await cachedUrls(page);
        return ['/assets/home-', '/tl-'].filter((part) => !urls.some((url) => url.includes(part)));
      })
      .toEqual([]);
    // The first page's own later parts (the winner board when it comes into view, the widgets at idle) must have
    // arrived: a chunk still on its way when the network goes fails, which is not what this scenario is about.
    await expect(page.getByTestId('winner-row').first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    // Without the configuration kept for an offline start (offline-start.spec.ts opens the app from it).
    await page.evaluate(() => {
      localStorage.removeItem('offlineCache');
    });
    await context.setOffline(true);
    // A phone without a network says so in navigator.onLine; Chromium 150's offline emulation does not, for a page its
    // service worker served (it stays true there), so the page is told what the phone would say, until it is back.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'onLine', {
        configurable: true,
        get: () => (window as Window & { __online?: boolean }).__online === true,
      });
    });
    await page.reload();
    const message = page.getByTestId('startup-error');
    await expect(message).toBeVisible();
    await expect(message).toContainText(text('TY', 'errors.noInternet'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');

    await expect(message.getByRole('button', { name: text('TY', 'common.retry') })).toBeVisible();

    // Platform data is never served from a cache: back online (the phone's `online` event), the configuration
    // is fetched and the app continues by itself.
    const urls = await cachedUrls(page);
    expect(urls.filter((url) => url.startsWith('/wps') || url.startsWith('/lgw'))).toEqual([]);
    await context.setOffline(false);
    await page.evaluate(() => {
      (window as Window & { __online?: boolean }).__online = true;
      window.dispatchEvent(new Event('online'));
    });
    await expect(page.getByTestId('home-page')).toBeVisible();
  });

  test('leaves platform data and images to the network without waking the worker', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await waitForServiceWorker(page);
    await page.evaluate(async () => {
      performance.clearResourceTimings();
      await (await fetch('/wps/health')).text();
      await (await fetch('/cdn/app/download-icon-v1.svg?routes')).text();
      await (await fetch('/m/logo.svg?routes')).text();
    });
    // Resource Timing names the static route a request took: `network` for one that bypassed the worker, '' for one
    // the worker's fetch handler saw (public/sw-routes.js).
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.fromEntries(
            performance
              .getEntriesByType('resource')
              .map((entry) => entry as PerformanceResourceTiming & { workerMatchedSourceType?: string })
              .filter((entry) => /\/wps\/health|\?routes$/.test(entry.name))
              .map((entry) => [new URL(entry.name).pathname, entry.workerMatchedSourceType]),
          ),
        ),
      )
      .toEqual({ '/wps/health': 'network', '/cdn/app/download-icon-v1.svg': 'network', '/m/logo.svg': '' });
  });

  test('offers a new version and switches to it only when the user asks', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await waitForServiceWorker(page);
    const firstWorker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.scriptURL;
    });
    expect(firstWorker).toMatch(/\/m\/sw\.js$/);

    // A deploy: the same script with other bytes, which is what a new build's precache list amounts to. Written to
    // the served file (Playwright's routing does not see the browser's update check of a worker script); the other
    // specs block service workers, so only this file's tests ever read it.
    const original = readFileSync(SW_FILE, 'utf8');
    try {
      writeFileSync(SW_FILE, `${original}\n// next release\n`);
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await expect(page.getByTestId('update-prompt')).toBeVisible();
    } finally {
      writeFileSync(SW_FILE, original);
    }
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText(text('TY', 'pwa.updateAvailable'));
    // Nothing reloads by itself: the new version waits (no skipWaiting, so no controller change that would reload),
    // and the page keeps its state while the prompt is shown.
    await page.evaluate(() => {
      (window as unknown as { marker?: boolean }).marker = true;
    });
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state),
    ).toBe('installed');
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: text('TY', 'pwa.refresh') }).click();
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
    await expect(page.getByTestId('home-page')).toBeVisible();
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: registration?.waiting !== null,
        controlled: navigator.serviceWorker.controller !== null,
      };
    });
    expect(after).toEqual({ waiting: false, controlled: true });
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
  });
});
