import type { APIRequestContext, Page } from '@playwright/test';
import { POPUP_OPEN_DELAY_MS } from '../../apps/web/src/features/home/constants.ts';
import { DIALOG_MASK_GUARD_MS } from '../../apps/web/src/features/shell/constants.ts';
import { DEMO, MERCHANT } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { withoutBootData } from '../support/boot-data.ts';
import { expect, test, text } from '../support/fixtures.ts';

const api = { Merchant: MERCHANT, Language: 'TY' } as const;

interface Announcements {
  banners: { bannerId: number; linkage: string; linkageType: string }[];
  player: { title: string }[];
  popup: { title: string; content: string; execution: string }[];
  hotMatch: { matchTime: number; homeTeam: string; awayTeam: string; league: string }[];
}

/** What the server answers home (types B, PL, PU, H of group m_home, platform M), in Filipino. */
async function homeFeed(request: APIRequestContext): Promise<Announcements> {
  const res = await request.get('/wps/relay/MCSFE_getListAnnouncements', {
    params: { types: 'B,PL,PU,H', platform: 'M', groupName: 'm_home' },
    headers: api,
  });
  return ((await res.json()) as { value: Announcements }).value;
}

async function winners(request: APIRequestContext): Promise<number[]> {
  const res = await request.get('/wps/relay/GCSGAME_getRankList', {
    params: { gameCategory: 'ALL', limitNum: '20' },
    headers: api,
  });
  return ((await res.json()) as { value: { list: { vo: { winAmount: number } }[] } }).value.list.map(
    (r) => r.vo.winAmount,
  );
}

/** MM/DD HH:mm in Manila time (docs/decisions.md: hot-match times are shown in the market's zone). */
function manilaTime(ms: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Manila',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.month}/${parts.day} ${parts.hour}:${parts.minute}`;
}

async function login(page: Page) {
  await page.goto('/m/login');
  await page.locator('#login-username-input').fill(DEMO.player);
  await page.locator('#login-password-input').fill(DEMO.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('home-account')).toHaveText(DEMO.player);
}

test.describe('guest home', () => {
  test('the page carries its configuration and feed: no request waits for another (issue 11)', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/wps/')) asked.push(pathname);
    });
    const response = await page.goto('/m/home');
    const html = (await response?.text()) ?? '';
    // The first banner is in the page twice: preloaded at high priority and drawn in the splash where home shows it.
    expect(html).toMatch(/<link rel="preload" as="image" fetchpriority="high" href="[^"]+">/);
    expect(html).toContain('class="splash__banner"');
    await expect(page.getByTestId('home-banner').first()).toBeVisible();
    await expect(page.getByTestId('home-jackpot')).toBeVisible();
    expect(asked).not.toContain('/wps/v2/system/status');
    expect(asked).not.toContain('/wps/relay/MCSFE_getListAnnouncements');
  });

  test('banners render and a click is reported with its bannerId, then the banner link opens', async ({
    page,
    request,
  }) => {
    const feed = await homeFeed(request);
    expect(feed.banners.length).toBeGreaterThan(1);
    await page.goto('/m/home');
    // Several banners: the carousel takes over from the still first banner after the first paint.
    await expect(page.getByTestId('home-banner-carousel')).toBeVisible();
    const banner = page.getByTestId('home-banner').first();
    const bannerId = Number(await banner.getAttribute('data-banner-id'));
    const target = feed.banners.find((b) => b.bannerId === bannerId);
    expect(target?.linkageType).toBe('P');
    const reported = page.waitForResponse((r) => r.url().includes('/wps/relay/MCSFE_reportBannerClick'));
    await banner.click();
    const response = await reported;
    expect(response.request().postDataJSON()).toEqual({ bannerId });
    expect(((await response.json()) as { success: boolean }).success).toBe(true);
    await expect(page).toHaveURL(new RegExp(`${(target?.linkage ?? '').replace(/[?]/g, '\\?')}$`));
  });

  test('the marquee shows the player notice titles and opens the notice list', async ({ page, request }) => {
    const feed = await homeFeed(request);
    await page.goto('/m/home');
    const marquee = page.getByTestId('home-marquee');
    for (const notice of feed.player) await expect(marquee).toContainText(notice.title);
    await marquee.click();
    await expect(page).toHaveURL(/\/m\/notice$/);
    await expect(page.getByTestId('notice-list')).toBeVisible();
  });

  test('the jackpot starts in range and moves up over time', async ({ page }) => {
    await page.clock.install();
    await page.goto('/m/home');
    const valueOf = async () =>
      Number((await page.getByTestId('home-jackpot-value').textContent())?.replace(/,/g, ''));
    const first = await valueOf();
    expect(first).toBeGreaterThanOrEqual(170_000_000);
    expect(first).toBeLessThanOrEqual(250_000_000);
    // Every 3, 4 or 5 s it adds 100–500: five seconds on the page's clock make exactly one step.
    await page.clock.runFor(5_000);
    await expect.poll(valueOf).toBeGreaterThan(first);
    const next = await valueOf();
    expect(next - first).toBeGreaterThanOrEqual(100);
    expect(next - first).toBeLessThanOrEqual(500);
  });

  test('the winner board lists every winner, biggest first, and scrolls with more than four', async ({
    page,
    request,
  }) => {
    const expected = (await winners(request)).sort((a, b) => b - a);
    expect(expected.length).toBeGreaterThan(4);
    await page.goto('/m/home');
    await page.getByTestId('home-winners').scrollIntoViewIfNeeded();
    const board = page.getByTestId('winner-board');
    await expect(board).toHaveClass(/winner-board--scrolling/);
    const amounts = await page
      .getByTestId('winner-amount')
      .evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-amount'))));
    expect(amounts).toEqual(expected);
    // With reduced motion the board stands still (and scrolls by hand); play now, as a visitor, goes to login.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(board.locator('ul[aria-hidden="true"]')).toBeHidden();
    await page.getByTestId('winner-row').first().getByRole('button').click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('the hot-match list shows league, teams with images and MM/DD HH:mm; focus comes back', async ({
    page,
    request,
  }) => {
    const feed = await homeFeed(request);
    expect(feed.hotMatch.length).toBeGreaterThan(1);
    await page.goto('/m/home');
    const ticker = page.getByTestId('home-hot-open');
    await ticker.click();
    const modal = page.getByTestId('hot-match-modal');
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('heading', { name: text('TY', 'home.hotMatches') })).toBeVisible();
    const rows = modal.getByTestId('hot-match');
    await expect(rows).toHaveCount(feed.hotMatch.length);
    for (const [i, match] of feed.hotMatch.entries()) {
      const row = rows.nth(i);
      await expect(row).toContainText(match.league);
      await expect(row.getByTestId('hot-match-team')).toHaveText([match.homeTeam, match.awayTeam]);
      await expect(row.locator('img')).toHaveCount(2);
      await expect(row.getByTestId('hot-match-time')).toHaveText(manilaTime(match.matchTime));
    }
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(ticker).toBeFocused();
    // Play, as a visitor, goes to login.
    await ticker.click();
    await rows.first().getByRole('button').click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });
});

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

test('home with the popup closed has no serious accessibility violations (guest)', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByTestId('home-winners').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('winner-board')).toBeVisible();
  await expect(page.getByTestId('service-widget')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
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

test.describe('member home', () => {
  test('member strip with account, VIP label and days joined; merchant wallet fetched; no serious axe findings', async ({
    page,
  }) => {
    const wallet = page.waitForResponse((r) => r.url().includes('/wps/relay/GCS_merchantWallet'));
    await login(page);
    expect(((await (await wallet).json()) as { success: boolean }).success).toBe(true);
    await expect(page.getByTestId('home-vip')).toHaveText('VIP2');
    // The demo seed registered player01 47 days ago (docs/decisions.md, Shell and home (server)).
    await expect(page.getByTestId('home-days')).toContainText('47');
    await page.getByTestId('home-winners').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('winner-board')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('download prompts on iPhone', () => {
  const iPhone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
  test.use({ userAgent: iPhone });

  test('the bar opens the add-to-home sheet with the profile download; close icon and mask close it', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/m/home');
    const bar = page.getByTestId('download-bar');
    await expect(bar).toBeVisible();
    await bar.getByTestId('download-bar-open').click();
    const sheet = page.getByTestId('add-to-home-sheet');
    await expect(sheet).toBeVisible();
    await expect(page.getByTestId('add-to-home-content')).toHaveAttribute('data-content', 'profile-download');
    await expect(page.getByTestId('add-to-home-profile')).toHaveAttribute('href', /os=profile/);
    await sheet.getByTestId('dialog-close').click();
    await expect(sheet).toHaveCount(0);
    await expect(bar.getByTestId('download-bar-open')).toBeFocused();

    // The mask (above the sheet) closes it too.
    await bar.getByTestId('download-bar-open').click();
    await expect(sheet).toBeVisible();
    // Past the mask's guard against the opening tap (lobby §9), on the page's clock.
    await page.clock.runFor(DIALOG_MASK_GUARD_MS + 100);
    await page.mouse.click(200, 40);
    await expect(sheet).toHaveCount(0);

    // Closing the bar is remembered.
    await bar.getByTestId('download-bar-close').click();
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('hideDownloadBar'))).toBe('1');
    await page.reload();
    await expect(page.getByTestId('home-jackpot')).toBeVisible();
    await expect(page.getByTestId('download-bar')).toHaveCount(0);
  });

  test('as a web clip (WEBCLIP = 1) the sheet shows the share steps instead of the profile', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('WEBCLIP', '1');
    });
    await page.goto('/m/home');
    await page.getByTestId('download-bar-open').click();
    await expect(page.getByTestId('add-to-home-content')).toHaveAttribute('data-content', 'steps');
    await expect(page.getByTestId('add-to-home-steps')).toContainText(text('TY', 'download.stepAdd'));
    await expect(page.getByTestId('add-to-home-profile')).toHaveCount(0);
  });

  test('the notice bar icon opens the download popup with the iOS links only', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByTestId('notice-download').click();
    const popup = page.getByTestId('download-popup');
    await expect(popup).toBeVisible();
    await expect(popup.getByTestId('download-link-ios')).toBeVisible();
    await expect(popup.getByTestId('download-link-profile')).toBeVisible();
    await expect(popup.getByTestId('download-link-android')).toHaveCount(0);
  });
});

test.describe('service widget', () => {
  test('one list at a time: Telegram list, then the customer-service list closes it', async ({ page }) => {
    await page.goto('/m/home');
    const widget = page.getByTestId('service-widget');
    await expect(widget).toBeVisible();
    await widget.getByTestId('service-telegram').click();
    const telegramList = page.getByTestId('service-list-telegram');
    await expect(telegramList).toBeVisible();
    await expect(telegramList.getByRole('link')).toHaveCount(2);

    await widget.getByTestId('service-customer').click();
    const serviceList = page.getByTestId('service-list');
    await expect(serviceList).toBeVisible();
    await expect(telegramList).toHaveCount(0);
    await expect(serviceList.getByTestId('service-entry')).toHaveCount(2);
    await page.keyboard.press('Escape');
    await expect(serviceList).toHaveCount(0);

    // Opening the Telegram list again, then the customer-service list from elsewhere (the overlay by name).
    await widget.getByTestId('service-telegram').click();
    await expect(telegramList).toBeVisible();
    await widget.getByTestId('service-telegram').click();
    await expect(telegramList).toHaveCount(0);

    // A customer-service entry with an app path opens inside the app.
    await widget.getByTestId('service-customer').click();
    await serviceList.getByTestId('service-entry').first().click();
    await expect(page).toHaveURL(/\/m\/service$/);
  });
});
