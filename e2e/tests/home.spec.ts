import type { APIRequestContext } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { expect, test, text } from '../support/fixtures.ts';
import { api, homeFeed, login } from './home-helpers.ts';

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

test('home with the popup closed has no serious accessibility violations (guest)', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByTestId('home-winners').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('winner-board')).toBeVisible();
  await expect(page.getByTestId('service-widget')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
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
