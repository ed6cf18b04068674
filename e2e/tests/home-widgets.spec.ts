import { DIALOG_MASK_GUARD_MS } from '../../apps/web/src/features/shell/constants.ts';
import { expect, test, text } from '../support/fixtures.ts';

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
    // Folded into the edge tab until tapped (issue 19).
    const toggle = widget.getByTestId('service-toggle');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(widget.getByTestId('service-telegram')).toHaveCount(0);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await widget.getByTestId('service-telegram').click();
    const telegramList = page.getByTestId('service-list-telegram');
    await expect(telegramList).toBeVisible();
    await expect(telegramList.getByRole('link')).toHaveCount(2);

    await widget.getByTestId('service-customer').click();
    const serviceList = page.getByTestId('service-list');
    await expect(serviceList).toBeVisible();
    await expect(telegramList).toHaveCount(0);
    // The demo merchant's five channels and the in-app chat (issue 17).
    await expect(serviceList.getByTestId('service-entry')).toHaveCount(6);
    await page.keyboard.press('Escape');
    await expect(serviceList).toHaveCount(0);
    // Escape folds the buttons back into the tab too.
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Opening the Telegram list again, then the customer-service list from elsewhere (the overlay by name).
    await toggle.click();
    await widget.getByTestId('service-telegram').click();
    await expect(telegramList).toBeVisible();
    await widget.getByTestId('service-telegram').click();
    await expect(telegramList).toHaveCount(0);

    // A customer-service entry with an app path (the in-app chat, last) opens inside the app.
    await widget.getByTestId('service-customer').click();
    await serviceList.getByTestId('service-entry').last().click();
    await expect(page).toHaveURL(/\/m\/service\/chat$/);
  });
});
