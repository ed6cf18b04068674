import type { Page } from '@playwright/test';
import {
  DEMO,
  DIALING_CODE,
  captchaAnswer,
  createMember,
  latestMessage,
  uniqueMobile,
  uniqueUsername,
} from '../support/accounts.ts';
import { expect, test, text } from '../support/fixtures.ts';

/** Types into a form field by its test id (inputs are `<testId>-input`). */
async function fill(page: Page, testId: string, value: string) {
  await page.locator(`#${testId}-input`).fill(value);
}

async function loginByUsername(page: Page, username: string, password: string) {
  await page.goto('/m/login');
  await fill(page, 'login-username', username);
  await fill(page, 'login-password', password);
  await page.getByTestId('login-submit').click();
}

async function expectLoggedInHome(page: Page, account: string) {
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('home-account')).toContainText(account);
}

async function signOutFromSettings(page: Page) {
  await page.goto('/m/set');
  await page.getByTestId('settings-sign-out').click();
  await page.getByTestId('logout-confirm').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  // Signed out: home is back without the member strip.
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('home-member')).toHaveCount(0);
}

test.describe('registration', () => {
  test('by username with the captcha, then logged in at home (TY)', async ({ page, request, context }) => {
    const username = uniqueUsername('reg');
    await page.goto('/m/register');
    await expect(page.getByTestId('register-form')).toBeVisible();
    await page.getByTestId('register-tab-username').click();
    await fill(page, 'register-username', username);
    await fill(page, 'register-password', 'abc12345');
    await fill(page, 'register-confirm-password', 'abc12345');
    await fill(page, 'register-mobileNum', uniqueMobile());
    await expect(page.getByTestId('register-captcha-image').locator('img')).toBeVisible();
    await fill(page, 'register-captcha', await captchaAnswer(request, context));
    await page.getByTestId('register-submit').click();
    await expect(page.getByText(text('TY', 'auth.registeredSuccess'))).toBeVisible();
    await expectLoggedInHome(page, username);
  });

  test('by username, the phone verifying instead of the captcha picture (EN)', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('hisLang', 'EN');
    });
    const username = uniqueUsername('rpz');
    await page.goto('/m/register');
    await expect(page.getByTestId('register-form')).toBeVisible();
    await page.getByTestId('register-tab-username').click();
    await fill(page, 'register-username', username);
    await fill(page, 'register-password', 'abc12345');
    await fill(page, 'register-confirm-password', 'abc12345');
    await fill(page, 'register-mobileNum', uniqueMobile());
    await expect(page.getByTestId('register-captcha-image').locator('img')).toBeVisible();
    await page.getByRole('button', { name: text('EN', 'auth.captchaUsePuzzle') }).click();
    await expect(page.getByRole('status')).toHaveText(text('EN', 'auth.captchaPuzzleDone'));
    await page.getByTestId('register-submit').click();
    await expect(page.getByText(text('EN', 'auth.registeredSuccess'))).toBeVisible();
    await expectLoggedInHome(page, username);
  });

  test('by mobile with the SMS code from the outbox', async ({ page, request, context }) => {
    const mobile = uniqueMobile();
    await page.goto('/m/register');
    await page.getByTestId('register-tab-mobile').click();
    await fill(page, 'register-mobile', mobile);
    const sentAfter = Date.now() - 1000;
    await page.getByTestId('register-get-code').click();
    const sms = await latestMessage(request, 'sms', `${DIALING_CODE}${mobile}`, sentAfter);
    // The link becomes a countdown of seconds (accounts spec §4).
    await expect(page.getByTestId('register-get-code')).toHaveText(/\d+/);
    await fill(page, 'register-sms-code', sms.code);
    await fill(page, 'register-password', 'abc12345');
    await fill(page, 'register-confirm-password', 'abc12345');
    await expect(page.getByTestId('register-captcha-image').locator('img')).toBeVisible();
    await fill(page, 'register-captcha', await captchaAnswer(request, context));
    await page.getByTestId('register-submit').click();
    await expectLoggedInHome(page, mobile);
  });

  test('the "already have an account" link opens login', async ({ page }) => {
    await page.goto('/m/register');
    await page.getByTestId('register-login-link').click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });
});

test.describe('login, remembered password and sign-out', () => {
  test('sign out from settings, then the remembered login is prefilled after a reload', async ({ page }) => {
    await page.goto('/m/login');
    await fill(page, 'login-username', DEMO.player);
    await fill(page, 'login-password', DEMO.password);
    const remember = page.getByTestId('login-remember');
    await remember.click();
    await expect(remember).toHaveClass(/adm-checkbox-checked/);
    await page.getByTestId('login-submit').click();
    await expectLoggedInHome(page, DEMO.player);
    await signOutFromSettings(page);
    await page.goto('/m/login');
    await page.reload();
    await expect(page.locator('#login-username-input')).toHaveValue(DEMO.player);
    await expect(page.locator('#login-password-input')).toHaveValue(DEMO.password);
    // Never stored in clear or base64 (ARCHITECTURE.md rules of the house).
    const stored = await page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
    expect(stored).not.toContain(DEMO.password);
    expect(stored).not.toContain(btoa(DEMO.password));
    await page.getByTestId('login-submit').click();
    await expectLoggedInHome(page, DEMO.player);
  });

  test('test play logs into a trial account', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByTestId('login-test-play').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('home-account')).toBeVisible();
  });
});

test.describe('three wrong passwords', () => {
  // Failed logins are counted per account and per IP: this scenario has an address of its own.
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '10.77.0.3' }, allowConsoleErrors: /status of 4\d\d/ });

  test('then the captcha is required, and the right password with it logs in', async ({
    page,
    request,
    context,
  }) => {
    const member = await createMember(request);
    await page.goto('/m/login');
    await fill(page, 'login-username', member.username);
    for (let i = 0; i < 3; i++) {
      await fill(page, 'login-password', `wrong${i}pass`);
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('login-error')).toBeVisible();
    }
    await expect(page.getByTestId('login-captcha')).toBeVisible();
    await expect(page.getByTestId('login-captcha-image').locator('img')).toBeVisible();
    await fill(page, 'login-password', member.password);
    await fill(page, 'login-captcha', await captchaAnswer(request, context));
    await page.getByTestId('login-submit').click();
    await expectLoggedInHome(page, member.username);
  });
});

test.describe('set password by phone from an address with failed logins', () => {
  // Issue 19: the automatic login after the new password needed a captcha there, and the player was left on the
  // login page with no word. The SMS code just used now stands in for the captcha.
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '10.77.0.5' }, allowConsoleErrors: /status of 4\d\d/ });

  test('is logged in at once with the new password (EN)', async ({ page, request }) => {
    await page.addInitScript(() => {
      localStorage.setItem('hisLang', 'EN');
    });
    const member = await createMember(request);
    await page.goto('/m/login');
    await fill(page, 'login-username', uniqueUsername('nobody'));
    for (let i = 0; i < 3; i++) {
      await fill(page, 'login-password', `wrong${i}pass`);
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('login-error')).toBeVisible();
    }
    await expect(page.getByTestId('login-captcha')).toBeVisible();
    await page.goto('/m/forget');
    await fill(page, 'forget-mobile', member.mobile);
    const sentAfter = Date.now() - 1000;
    await page.getByTestId('forget-get-code').click();
    const sms = await latestMessage(request, 'sms', `${DIALING_CODE}${member.mobile}`, sentAfter);
    await fill(page, 'forget-sms-code', sms.code);
    await fill(page, 'forget-new-password', 'newpass98');
    await page.getByTestId('forget-phone-submit').click();
    await expectLoggedInHome(page, member.username);
  });
});

test.describe('a player who cannot read the captcha picture', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '10.77.0.4' }, allowConsoleErrors: /status of 4\d\d/ });

  test('lets the phone verify instead, then logs in (TY)', async ({ page, request }) => {
    const member = await createMember(request);
    await page.goto('/m/login');
    await fill(page, 'login-username', member.username);
    for (let i = 0; i < 3; i++) {
      await fill(page, 'login-password', `wrong${i}pass`);
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('login-error')).toBeVisible();
    }
    await expect(page.getByTestId('login-captcha-image').locator('img')).toBeVisible();
    await page.getByRole('button', { name: text('TY', 'auth.captchaUsePuzzle') }).click();
    await expect(page.getByRole('status')).toHaveText(text('TY', 'auth.captchaPuzzleDone'));
    await expect(page.locator('#login-captcha-input')).toHaveValue(/^\d{1,6}$/);
    await fill(page, 'login-password', member.password);
    await page.getByTestId('login-submit').click();
    await expectLoggedInHome(page, member.username);
  });
});

test.describe('passwords', () => {
  test.use({ allowConsoleErrors: /status of 4\d\d/ });

  test('forgot password by e-mail sends the mail and goes back', async ({ page, request }) => {
    const member = await createMember(request);
    await page.goto('/m/login');
    await page.getByTestId('login-forgot-link').click();
    await expect(page).toHaveURL(/\/m\/forget$/);
    await page.getByTestId('forget-tab-email').click();
    await fill(page, 'forget-username', ` ${member.username} `);
    await fill(page, 'forget-email', member.email);
    const sentAfter = Date.now() - 1000;
    await page.getByTestId('forget-email-submit').click();
    await expect(page.getByText(text('TY', 'auth.in_been_out'))).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login$/);
    const mail = await latestMessage(request, 'mail', member.email, sentAfter);
    expect(mail.body).toContain(member.username);
    // The temporary password works, and the member must change it.
    await loginByUsername(page, member.username, mail.code);
    await expect(page).toHaveURL(/\/m\/changePsw\?expired=1$/);
    await expect(page.getByTestId('change-password-expired')).toBeVisible();
  });

  test('set password by phone, then logged in with the mobile number', async ({ page, request }) => {
    const member = await createMember(request);
    await page.goto('/m/forget');
    await fill(page, 'forget-mobile', member.mobile);
    const sentAfter = Date.now() - 1000;
    await page.getByTestId('forget-get-code').click();
    const sms = await latestMessage(request, 'sms', `${DIALING_CODE}${member.mobile}`, sentAfter);
    await fill(page, 'forget-sms-code', sms.code);
    await fill(page, 'forget-new-password', 'newpass99');
    await page.getByTestId('forget-phone-submit').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('home-account')).toBeVisible();
    await signOutFromSettings(page);
    await loginByUsername(page, member.username, 'newpass99');
    await expectLoggedInHome(page, member.username);
  });

  test('change password from settings, then the new one logs in (EN)', async ({ page, request }) => {
    await page.addInitScript(() => {
      localStorage.setItem('hisLang', 'EN');
    });
    const member = await createMember(request);
    await loginByUsername(page, member.username, member.password);
    await expectLoggedInHome(page, member.username);
    await page.goto('/m/set');
    await page.getByTestId('settings-change-password').click();
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    await expect(page.locator('#change-password-username-input')).toHaveValue(member.username);
    const old = page.locator('#change-password-old-input');
    if (await old.isVisible()) await old.fill(member.password);
    await fill(page, 'change-password-new', 'changed77');
    await fill(page, 'change-password-confirm', 'changed77');
    await page.getByTestId('change-password-submit').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await signOutFromSettings(page);
    await loginByUsername(page, member.username, member.password);
    await expect(page.getByTestId('login-error')).toContainText('Incorrect username or password');
    await fill(page, 'login-password', 'changed77');
    await page.getByTestId('login-submit').click();
    await expectLoggedInHome(page, member.username);
  });
});

test.describe('guards', () => {
  test('settings and change password without a session go home', async ({ page }) => {
    await page.goto('/m/set');
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/changePsw');
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});
