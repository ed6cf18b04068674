import { POPUP_OPEN_DELAY_MS } from '../../apps/web/src/features/home/constants.ts';
import { seriousViolations } from '../support/axe.ts';
import { withoutBootData } from '../support/boot-data.ts';
import { expect, test } from '../support/fixtures.ts';
import { homeFeed, login, type Announcements } from './home-helpers.ts';

test.describe('announcement popup', () => {
  test.use({ closeAnnouncementPopup: false });

  test('opens once per group: dismissed, reloaded, not shown again; the member group sees its own', async ({
    page,
    request,
  }) => {
    const feed = await homeFeed(request);
    const guestItems = feed.popup.filter((p) => p.execution === 'B');
    expect(guestItems.length).toBeGreaterThan(0);
    // The page's own clock, so "not shown again" is checked after the popup's delay has passed, without waiting.
    await page.clock.install();
    await page.goto('/m/home');
    const popup = page.getByTestId('announcement-popup');
    await expect(popup).toBeVisible();
    await expect(page.getByTestId('announcement-popup-title')).toHaveText(guestItems[0]?.title ?? '');
    await popup.getByTestId('dialog-close').click();
    await expect(popup).toHaveCount(0);

    await page.reload();
    // The marquee comes from the same list as the popup: once it shows, the popup's 500 ms would have started.
    await expect(page.getByTestId('home-marquee')).toBeVisible();
    await page.clock.runFor(POPUP_OPEN_DELAY_MS * 3);
    await expect(popup).toHaveCount(0);

    // Group A is a different group: a member sees the A items after signing in.
    await login(page);
    await expect(popup).toBeVisible();
    const memberTitles = feed.popup.filter((p) => p.execution !== 'B').map((p) => p.title);
    expect(memberTitles).toContain(await page.getByTestId('announcement-popup-title').textContent());
    await popup.getByTestId('dialog-close').click();
    await expect(popup).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('home-account')).toBeVisible();
    await expect(page.getByTestId('home-marquee')).toBeVisible();
    await page.clock.runFor(POPUP_OPEN_DELAY_MS * 3);
    await expect(popup).toHaveCount(0);
  });

  test('home with the popup open has no serious accessibility violations (guest)', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('announcement-popup')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('announcement popup HTML', () => {
  // The image of the hostile HTML is kept (404 here), and Chromium reports the inline handler it refused to run
  // while the HTML was parsed for sanitising (CSP script-src 'self'); neither reaches the page (checked below).
  test.use({ closeAnnouncementPopup: false, allowConsoleErrors: /Content Security Policy|status of 404/ });

  test('sanitises popup HTML and opens http links outside without an opener', async ({ page, context }) => {
    // The operator's HTML with a script, an event handler and a script URL next to an external link, in the feed
    // the app asks for (not the one the page carries).
    await withoutBootData(page);
    await page.route('**/wps/relay/MCSFE_getListAnnouncements**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { value: Announcements };
      body.value.popup = [
        {
          ...(body.value.popup[0] as Announcements['popup'][number]),
          execution: 'B',
          title: 'Hostile popup',
          content:
            '<p>Hi<img src="/cdn/none.png" onerror="window.__xss=1"><script>window.__xss=2</script></p>' +
            '<a id="js" href="javascript:window.__xss=3">js</a> <a id="out" href="https://example.com/terms">terms</a>',
        },
      ];
      await route.fulfill({ response, json: body });
    });
    await context.route('https://example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>terms</title>' }),
    );
    await page.goto('/m/home');
    const content = page.getByTestId('announcement-popup-content');
    await expect(content).toContainText('Hi');
    expect(await content.locator('script, [onerror]').count()).toBe(0);
    expect(await content.locator('#js').getAttribute('href')).toBeNull();
    await content.locator('#js').click();
    expect(await page.evaluate(() => (window as Window & { __xss?: number }).__xss)).toBeUndefined();

    const opened = context.waitForEvent('page');
    await content.locator('#out').click();
    const external = await opened;
    await expect(external).toHaveURL('https://example.com/terms');
    expect(await external.evaluate(() => window.opener === null)).toBe(true);
    // Following a link counts as dismissing the popup.
    await expect(page.getByTestId('announcement-popup')).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});
