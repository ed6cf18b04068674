import type { APIRequestContext, Page } from '@playwright/test';
import { DIALOG_MASK_GUARD_MS } from '../../apps/web/src/features/shell/constants.ts';
import { DEMO, MERCHANT } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { HOSTS, baseUrl } from '../support/env.ts';
import { expect, test, text } from '../support/fixtures.ts';

/** Lobby spec §2.2–2.5 and §4 (shell logout, balance toggle) against the real server, at Pixel 7 size. */

async function login(page: Page, username: string, password: string) {
  await page.goto('/m/login');
  await page.locator('#login-username-input').fill(username);
  await page.locator('#login-password-input').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('header-wallet')).toBeVisible();
}

/** A call with the page's own session token, to compare what the header shows with what the server says. */
async function apiValue<T>(page: Page, request: APIRequestContext, path: string): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  if (!token) throw new Error('no session token in the page');
  const res = await request.get(path, {
    headers: { Merchant: MERCHANT, Language: 'EN', Authorization: token, ModuleId: 'COMM3' },
  });
  const body = (await res.json()) as { success: boolean; value: T };
  if (!body.success) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.value;
}

/** 2 decimals, thousands grouped, the wallet's currency symbol first (lobby spec §2.3, §9). */
function money(amount: number, symbol: string): string {
  return `${symbol}${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

async function sideMenuEntries(page: Page): Promise<string[]> {
  const ids = await page
    .getByTestId('side-menu')
    .locator('[data-testid^="side-menu-"]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid') ?? ''));
  return ids.filter((id) => id !== 'side-menu-close').map((id) => id.replace('side-menu-', ''));
}

test.describe('header and footer', () => {
  test('a visitor sees the menu button, login and register, and the footer with home current (TY)', async ({
    page,
  }) => {
    await page.goto('/m/home');
    const header = page.locator('header');
    await expect(header.getByRole('button', { name: text('TY', 'shell.openMenu') })).toBeVisible();
    await expect(page.getByTestId('header-login-link')).toHaveText(text('TY', 'auth.hd_login_button'));
    await expect(page.getByTestId('header-register-link')).toHaveText(text('TY', 'auth.hd_sign_button'));
    await expect(page.getByTestId('header-wallet')).toHaveCount(0);
    await expect(page.getByTestId('header-mail')).toHaveCount(0);

    const footer = page.getByRole('navigation', { name: text('TY', 'shell.footerLabel') });
    await expect(footer.getByRole('link')).toHaveText([
      text('TY', 'shell.footer.home'),
      text('TY', 'shell.footer.activity'),
      text('TY', 'shell.footer.deposit'),
      text('TY', 'shell.footer.inviteFriends'),
      text('TY', 'shell.footer.mine'),
    ]);
    await expect(page.getByTestId('footer-home')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('footer-mine-badge')).toHaveCount(0);

    await page.getByTestId('footer-inviteFriends').click();
    await expect(page).toHaveURL(/\/m\/inviteFriends$/);
    await expect(page.getByTestId('footer-inviteFriends')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('footer-home')).not.toHaveAttribute('aria-current', 'page');
  });

  test('a member sees the balance, mail and promotions counts the server gives; refresh asks again', async ({
    page,
    request,
  }) => {
    await login(page, DEMO.player, DEMO.password);
    const wallet = await apiValue<{ sumBalance: number; currencySymbol: string }>(
      page,
      request,
      '/wps/v2/wallets/balance?typeId=0',
    );
    const unread = await apiValue<number>(page, request, '/wps/relay/EMFE_getInboxUnreadCount');
    const unclaimed = await apiValue<number>(page, request, '/wps/relay/MCSFE_getUnclaimedPromotionCount');
    // The seeded player01 has money, two unread mails and two unclaimed promotions (docs/decisions.md).
    expect(wallet.sumBalance).toBeGreaterThan(0);
    expect(unread).toBeGreaterThan(0);
    expect(unclaimed).toBeGreaterThan(0);

    await expect(page.getByTestId('header-balance')).toHaveText(
      money(wallet.sumBalance, wallet.currencySymbol),
    );
    await expect(page.getByTestId('header-balance')).toHaveText(/\.\d\d$/);
    await expect(page.getByTestId('header-mail-badge')).toHaveText(String(unread));
    await expect(page.getByTestId('header-mail')).toHaveAccessibleName(
      text('TY', 'shell.mailUnread').replace('{{count}}', String(unread)),
    );
    await expect(page.getByTestId('footer-mine-badge')).toHaveText(String(unclaimed));
    await expect(page.getByTestId('header-withdraw')).toHaveAttribute('href', '/m/withdraw');

    // Refresh: a new call to the server; the amount is hidden until it answers, then shown again.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/wps/v2/wallets/balance*', async (route) => {
      await held;
      await route.continue();
    });
    const asked = page.waitForRequest('**/wps/v2/wallets/balance*');
    await page.getByRole('button', { name: text('TY', 'shell.refreshBalance') }).click();
    await asked;
    await expect(page.getByTestId('header-balance-loading')).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveCount(0);
    release();
    await expect(page.getByTestId('header-balance')).toHaveText(
      money(wallet.sumBalance, wallet.currencySymbol),
    );
    await page.unroute('**/wps/v2/wallets/balance*');

    // The popover's refresh asks the server as well.
    await page.getByTestId('header-more').click();
    const again = page.waitForResponse('**/wps/v2/wallets/balance*');
    await page.getByTestId('header-menu-refresh').click();
    expect((await again).ok()).toBe(true);
    await expect(page.getByTestId('header-balance')).toBeVisible();
  });

  test('hide and show the balance from the popover; the choice survives a reload', async ({ page }) => {
    await login(page, DEMO.player, DEMO.password);
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await page.getByTestId('header-more').click();
    const menu = page.getByTestId('header-menu');
    await expect(menu.locator('a, button')).toHaveText([
      text('TY', 'title.deposit'),
      text('TY', 'title.withdraw'),
      text('TY', 'shell.refreshBalance'),
      text('TY', 'shell.hideBalance'),
      text('TY', 'auth.signOut'),
      text('TY', 'title.help'),
    ]);
    await page.getByTestId('header-menu-toggle-balance').click();
    await expect(menu).toHaveCount(0);
    await expect(page.getByTestId('header-balance-hidden')).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('header-balance-hidden')).toBeVisible();
    await page.getByTestId('header-more').click();
    await expect(page.getByTestId('header-menu-toggle-balance')).toHaveText(text('TY', 'shell.showBalance'));
    await page.getByTestId('header-menu-toggle-balance').click();
    await expect(page.getByTestId('header-balance')).toHaveText(/^₱[\d,]+\.\d\d$/);
  });

  test('a visitor’s popover has no balance actions and no sign out; Escape closes it', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByTestId('header-more').click();
    await expect(page.getByTestId('header-menu').locator('a, button')).toHaveText([
      text('TY', 'title.deposit'),
      text('TY', 'title.withdraw'),
      text('TY', 'title.help'),
    ]);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('header-menu')).toHaveCount(0);
    await expect(page.getByTestId('header-more')).toBeFocused();
    await page.getByTestId('header-more').click();
    await page.getByTestId('header-menu-help').click();
    await expect(page).toHaveURL(/\/m\/help$/);
  });

  test('sign out from the popover: confirm, then logged out on home', async ({ page }) => {
    await login(page, DEMO.player, DEMO.password);
    await page.getByTestId('header-more').click();
    await page.getByTestId('header-menu-sign-out').click();
    await expect(page.getByText(text('TY', 'common.in_sure_logout'))).toBeVisible();
    await page.getByTestId('logout-cancel').click();
    await expect(page.getByTestId('header-wallet')).toBeVisible();

    await page.getByTestId('header-more').click();
    await page.getByTestId('header-menu-sign-out').click();
    await page.getByTestId('logout-confirm').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header-login-link')).toBeVisible();
    await expect(page.getByTestId('header-wallet')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });
});

test.describe('offline during use (issue 19)', () => {
  // What the page tries to load while offline (images, the service worker's checks) fails in the console.
  test.use({ allowConsoleErrors: /ERR_INTERNET_DISCONNECTED/ });

  test('says the phone is offline in the chosen language, and marks the balance as last known', async ({
    page,
    context,
  }) => {
    await login(page, DEMO.player, DEMO.password);
    const balance = page.getByTestId('header-balance');
    await expect(balance).toHaveText(/^₱[\d,]+\.\d{2}$/);
    const amount = (await balance.textContent()) ?? '';
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toHaveText(text('TY', 'errors.noInternet'));
    // A refresh waits for the network: the amount stays, said to be the last one known.
    await page.getByTestId('header-balance-refresh').click();
    await expect(balance).toHaveAttribute('title', text('TY', 'shell.balanceStale'));
    await expect(balance).toContainText(amount);
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    await expect(balance).toHaveText(amount);
    await expect(balance).not.toHaveAttribute('title');
  });
});

test.describe('side menu', () => {
  test('a visitor gets every switched-on entry but VIP and no sign out; Escape, mask and navigation close it', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/m/home');
    const button = page.getByTestId('header-menu-button');
    await button.click();
    const menu = page.getByTestId('side-menu');
    await expect(menu).toBeVisible();
    await expect(page.getByTestId('side-menu-close')).toBeFocused();
    // The games feature's section: HOT and the game categories, above the shortcuts.
    await expect(menu.getByTestId('menu-categories').getByRole('link').first()).toBeVisible();
    expect(await sideMenuEntries(page)).toEqual([
      'deposit',
      'withdraw',
      'share',
      'rewardCenter',
      'mission',
      'manualRebate',
      'appDownload',
    ]);
    await expect(page.getByTestId('side-menu-share')).toHaveText(text('TY', 'shell.sideMenu.share'));

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    // A press on the mask (right of the panel) closes it.
    await button.click();
    await expect(menu).toBeVisible();
    // Past the mask's guard against the opening tap (lobby §9), on the page's clock.
    await page.clock.runFor(DIALOG_MASK_GUARD_MS + 50);
    await page.mouse.click(390, 400);
    await expect(menu).toBeHidden();

    await button.click();
    await page.getByTestId('side-menu-deposit').click();
    // A visitor's deposit is a login first, which comes back to the deposit page.
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FvoucherCenter$/);
    await expect(menu).toBeHidden();
  });

  test('a member also gets VIP and sign out, which logs out', async ({ page }) => {
    await login(page, DEMO.player, DEMO.password);
    await page.getByTestId('header-menu-button').click();
    await expect(page.getByTestId('side-menu')).toBeVisible();
    expect(await sideMenuEntries(page)).toEqual([
      'deposit',
      'withdraw',
      'share',
      'vip',
      'rewardCenter',
      'mission',
      'manualRebate',
      'appDownload',
      'sign-out',
    ]);
    await expect(page.getByTestId('side-menu-vip')).toHaveAttribute('href', '/m/member/benefits');
    await page.getByTestId('side-menu-sign-out').click();
    await expect(page.getByTestId('side-menu')).toBeHidden();
    await page.getByTestId('logout-confirm').click();
    await expect(page.getByTestId('header-login-link')).toBeVisible();
  });

  test('entries switched off (or missing) for the merchant are not shown; no register link without direct register', async ({
    page,
  }) => {
    await page.goto(`${baseUrl(HOSTS.shell)}/m/home`);
    await expect(page.getByTestId('header-login-link')).toBeVisible();
    await expect(page.getByTestId('header-register-link')).toHaveCount(0);
    await page.getByTestId('header-menu-button').click();
    await expect(page.getByTestId('side-menu')).toBeVisible();
    expect(await sideMenuEntries(page)).toEqual(['deposit', 'withdraw', 'rewardCenter']);
  });
});

test.describe('back arrow', () => {
  test('home without history, the previous page with history, always home from activity (TY)', async ({
    page,
  }) => {
    const back = page.getByRole('button', { name: text('TY', 'common.back') });
    // Landed on an inner page (no earlier in-app page): home. (One a visitor may open: the member pages send a visitor to login.)
    await page.goto('/m/activityInfo');
    await expect(page.getByRole('heading', { name: text('TY', 'title.activityInfo') })).toBeVisible();
    await back.click();
    await expect(page).toHaveURL(/\/m\/home$/);

    // With history, an ordinary inner page goes back to the page before it.
    await page.goto('/m/activityInfo');
    await page.getByTestId('footer-inviteFriends').click();
    await expect(page).toHaveURL(/\/m\/inviteFriends$/);
    await back.click();
    await expect(page).toHaveURL(/\/m\/activityInfo$/);

    // Activity is one of the pages whose back always goes home (lobby spec §2.3), even with history.
    await page.getByTestId('footer-activity').click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await back.click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test.describe('large-screen iPhone (lobby spec §2.2)', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    screen: { width: 390, height: 844 },
    viewport: { width: 390, height: 664 },
  });

  test('the footer reserves 1.7rem below its items', async ({ page }) => {
    await page.goto('/m/home');
    const footer = page.getByTestId('footer-menu');
    await expect(footer).toBeVisible();
    // 1.7rem at the 16 px root size (the safe-area inset is 0 in a desktop browser).
    expect(await footer.evaluate((el) => getComputedStyle(el).paddingBottom)).toBe('27.2px');
  });
});

test('other phones get no extra footer space', async ({ page }) => {
  await page.goto('/m/home');
  const footer = page.getByTestId('footer-menu');
  await expect(footer).toBeVisible();
  expect(await footer.evaluate((el) => getComputedStyle(el).paddingBottom)).toBe('0px');
});

test.describe('accessibility', () => {
  test('header, footer and side menu have no serious axe violations, for a visitor and a member', async ({
    page,
  }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('header-login-link')).toBeVisible();
    expect(await seriousViolations(page, ['header', '[data-testid="footer-menu"]'])).toEqual([]);
    await page.getByTestId('header-menu-button').click();
    await expect(page.getByTestId('side-menu-close')).toBeFocused();
    expect(await seriousViolations(page, ['[data-testid="side-menu"]'])).toEqual([]);
    await page.keyboard.press('Escape');

    await login(page, DEMO.player, DEMO.password);
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await page.getByTestId('header-more').click();
    await expect(page.getByTestId('header-menu')).toBeVisible();
    expect(await seriousViolations(page, ['header', '[data-testid="footer-menu"]'])).toEqual([]);
  });
});
