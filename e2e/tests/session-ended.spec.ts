import type { Page } from '@playwright/test';
import { MERCHANT, createMember } from '../support/accounts.ts';
import { expect, test, text } from '../support/fixtures.ts';

// Issue 17 #3: a session the server ended elsewhere (a logout on another phone, idle expiry, a password change) is
// told once, and a login leads back to the page the player was on.

async function loginAs(page: Page, username: string, password: string) {
  await page.locator('#login-username-input').fill(username);
  await page.locator('#login-password-input').fill(password);
  await page.getByTestId('login-submit').click();
}

// The refused call shows in the browser's console as a failed resource.
test.use({ allowConsoleErrors: /status of 401/ });

for (const language of ['TY', 'EN'] as const) {
  test(`a session ended elsewhere is told once, and the login returns to the page (${language})`, async ({
    page,
    request,
  }) => {
    await page.addInitScript((lang) => {
      localStorage.setItem('hisLang', lang);
    }, language);
    const member = await createMember(request);
    await page.goto('/m/login');
    await loginAs(page, member.username, member.password);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('home-account')).toContainText(member.username);
    // On the page the player will come back to, with everything it loads loaded: a request still on its way when
    // the session ends elsewhere would find out first (and tell), leaving nothing for the step that follows.
    await page.goto('/m/gameList?gameType=RNG');
    await expect(page.getByTestId('game-list-page')).toBeVisible();
    await page.waitForLoadState('networkidle');

    // Another phone signs the same session out: the token stops working at once.
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();
    const out = await request.post('/wps/session/logout', {
      headers: { Merchant: MERCHANT, Authorization: token ?? '' },
    });
    expect(out.ok()).toBe(true);

    // The player opens their favourites, which asks with the old token: refused, so they are told.
    await page.getByTestId('tab-fav').click();
    const dialog = page.getByTestId('session-ended');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText(text(language, 'errors.loggedOut'));
    await dialog.getByTestId('session-ended-login').click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FgameList%3FgameType%3DRNG$/);
    await loginAs(page, member.username, member.password);
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG$/);
    // Told once: signed in again, nothing more.
    await expect(page.getByTestId('session-ended')).toHaveCount(0);
  });
}
