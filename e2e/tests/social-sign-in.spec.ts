import { createHash, createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createMember } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { HOSTS, baseUrl } from '../support/env.ts';
import { expect, test, text } from '../support/fixtures.ts';
import { E2E_TELEGRAM_BOT } from '../support/social.mjs';

// Issue 17 item 2: social sign-in on the test merchant of support/start-server.mjs — Google through a real OpenID
// Connect provider started beside the server (its own login and consent pages), Telegram with data signed by the
// test bot's token, Facebook switched on but not configured (hidden).

/** The app's `social` texts, so the scenarios assert what players read without copying it. */
const readTexts = (file: string) =>
  JSON.parse(
    readFileSync(new URL(`../../apps/web/src/locales/social/${file}`, import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
const SOCIAL_TEXTS = { TY: readTexts('tl.json'), EN: readTexts('en.json') };

function socialText(language: 'TY' | 'EN', key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      SOCIAL_TEXTS[language],
    );
  if (typeof value !== 'string') throw new Error(`no ${language} social text for ${key}`);
  return value;
}

const site = baseUrl(HOSTS.social);

// The refusals (cancelled, wrong hash, old data) are 400 answers, which the browser logs as failed resources.
test.use({ allowConsoleErrors: /status of 400/ });

async function open(page: Page, language: 'TY' | 'EN', path: string) {
  await page.addInitScript((lang) => {
    localStorage.setItem('hisLang', lang);
  }, language);
  // The provider's development pages ask for a web font; the closed network would refuse it.
  await page.route('https://fonts.googleapis.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
  );
  await page.goto(`${site}${path}`);
}

/** Telegram's signed login data as its login page returns it to the callback (`#tgAuthResult=`, base64 JSON). */
function telegramResult(fields: Record<string, string | number>, botToken = E2E_TELEGRAM_BOT.token): string {
  const dataCheckString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${String(fields[key])}`)
    .join('\n');
  const key = createHash('sha256').update(botToken).digest();
  const hash = createHmac('sha256', key).update(dataCheckString).digest('hex');
  return Buffer.from(JSON.stringify({ ...fields, hash })).toString('base64url');
}

/**
 * Starts a Telegram sign-in with the login page's button, as a player does (the server's attempt, its cookie and
 * the tab's mark); Telegram's login page, out of reach of the closed network, is played by a route that sends the
 * player back with `result`. Answers where the URL of Telegram's page the app opened is kept once opened.
 */
async function startTelegram(page: Page, result: string): Promise<{ url: URL | null }> {
  const asked: { url: URL | null } = { url: null };
  await page.route(
    'https://oauth.telegram.org/**',
    (route) => {
      asked.url = new URL(route.request().url());
      return route.fulfill({
        status: 302,
        headers: { location: `${site}/m/social/callback#tgAuthResult=${result}` },
      });
    },
    { times: 1 },
  );
  await page.goto(`${site}/m/login`);
  await page.getByTestId('social-telegram').click();
  return asked;
}

for (const language of ['TY', 'EN'] as const) {
  test(`Google through the provider's own pages creates the member, and signs in again (${language})`, async ({
    page,
  }) => {
    await open(page, language, '/m/login');
    const social = page.getByTestId('social-sign-in');
    await expect(social.getByTestId('social-google')).toBeVisible();
    await expect(social.getByTestId('social-telegram')).toBeVisible();
    // Switched on but not configured on the server: no button.
    await expect(social.getByTestId('social-facebook')).toHaveCount(0);
    await expect(social.getByTestId('social-google')).toHaveAccessibleName(
      socialText(language, 'signInWith').replace('{{provider}}', 'Google'),
    );

    const person = `e2e-${randomBytes(5).toString('hex')}`;
    const signIn = async (firstTime: boolean, landing: string) => {
      await page.getByTestId('social-google').click();
      if (firstTime) {
        // The provider's login page (a real OpenID Connect provider on another origin), then its consent page.
        await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
        await page.locator('input[name="login"]').fill(person);
        await page.locator('input[name="password"]').fill('any password');
        await page.getByRole('button', { name: 'Sign-in' }).click();
        await page.getByRole('button', { name: 'Continue' }).click();
      }
      // Later, the provider remembers the person and their consent, and sends them straight back.
      await expect(page).toHaveURL(`${site}${landing}`);
    };
    await signIn(true, '/m/home');
    await expect(page.getByTestId('home-account')).toContainText(/gg[a-z0-9]{10}/);
    const username = /gg[a-z0-9]{10}/.exec((await page.getByTestId('home-account').textContent()) ?? '')?.[0];
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();

    // A later sign-in of the same person reaches the same member (the provider remembers the person's session),
    // and goes to the page the login was opened for.
    await page.evaluate(() => {
      sessionStorage.clear();
    });
    await page.goto(`${site}/m/login?redirect=%2Fm%2Fmine`);
    await signIn(false, '/m/mine');
    await expect(page.getByTestId('mine-account')).toHaveText(username ?? 'no user name');
  });

  test(`a sign-in cancelled at the provider says so, in the player's language (${language})`, async ({
    page,
  }) => {
    await open(page, language, '/m/login');
    await page.getByTestId('social-google').click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    await expect(page).toHaveURL(`${site}/m/social/callback`);
    await expect(page.getByTestId('social-callback-error')).toHaveText(
      socialText(language, 'errors.cancelled'),
    );
    await expect(page.getByRole('heading', { name: socialText(language, 'callback.failed') })).toBeFocused();
    await page.getByTestId('social-callback-login').click();
    await expect(page).toHaveURL(`${site}/m/login`);
  });

  test(`Telegram: signed login data signs in, a wrong, old or unasked one is refused (${language})`, async ({
    page,
  }) => {
    await open(page, language, '/m/login');
    await expect(page.getByTestId('social-telegram')).toBeVisible();
    const id = 100_000 + Math.floor(Math.random() * 1_000_000_000);
    const now = Math.floor(Date.now() / 1000);

    // A link made by someone else with their own fresh data, opened without starting a sign-in: not sent, refused.
    await page.goto(
      `${site}/m/social/callback#tgAuthResult=${telegramResult({ id, first_name: 'Eve', auth_date: now })}`,
    );
    await expect(page.getByTestId('social-callback-error')).toHaveText(socialText(language, 'errors.state'));

    // Signed with another bot's token: refused, and told in the player's language.
    await startTelegram(page, telegramResult({ id, first_name: 'Juan', auth_date: now }, '1:other'));
    await expect(page.getByTestId('social-callback-error')).toHaveText(
      socialText(language, 'errors.provider'),
    );
    // Correctly signed but a day old: refused.
    await startTelegram(page, telegramResult({ id, first_name: 'Juan', auth_date: now - 86_400 }));
    await expect(page.getByTestId('social-callback-error')).toHaveText(socialText(language, 'errors.state'));

    const asked = await startTelegram(
      page,
      telegramResult({ id, first_name: 'Juan', username: 'juan_tg', auth_date: now }),
    );
    await expect(page).toHaveURL(`${site}/m/home`);
    await expect(page.getByTestId('home-account')).toContainText(/tg[a-z0-9]{10}/);
    // The login page the server sent the player to: the test bot's, back to this site's callback route.
    expect(asked.url?.searchParams.get('bot_id')).toBe(E2E_TELEGRAM_BOT.token.split(':')[0]);
    expect(asked.url?.searchParams.get('return_to')).toBe(`${site}/m/social/callback`);
  });

  test(`a signed-in member links Google with the account password, then signs in with it (${language})`, async ({
    page,
    request,
  }) => {
    const member = await createMember(request, {}, 'e2e-social');
    await open(page, language, '/m/login');
    await page.locator('#login-username-input').fill(member.username);
    await page.locator('#login-password-input').fill(member.password);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(`${site}/m/home`);

    // From the security centre (its entry shows because the site offers providers).
    await page.goto(`${site}/m/securityCenter`);
    await page.getByRole('link', { name: new RegExp(text(language, 'title.socialAccounts')) }).click();
    await expect(page).toHaveURL(`${site}/m/socialAccounts`);
    const google = page.getByTestId('social-account-google');
    await expect(google.getByTestId('social-account-google-state')).toHaveText(
      socialText(language, 'accounts.notLinked'),
    );
    // Offered, not linked; Facebook is switched on but not configured.
    await expect(page.getByTestId('social-account-telegram-link')).toBeVisible();
    await expect(page.getByTestId('social-account-facebook')).toHaveCount(0);

    // The wrong password is refused before the player leaves for the provider.
    await google
      .getByRole('button', {
        name: socialText(language, 'accounts.linkAction').replace('{{provider}}', 'Google'),
      })
      .click();
    const password = page.getByLabel(socialText(language, 'link.password'));
    await expect(password).toBeFocused();
    await password.fill('not-the-password');
    await password.press('Enter');
    await expect(page.getByTestId('social-link-password-error')).toHaveText(
      socialText(language, 'errors.linkPassword'),
    );
    await expect(password).toBeFocused();
    await expect(password).toHaveValue('');
    // The list, the open form and its error pass axe.
    expect(await seriousViolations(page, ['[data-testid="social-accounts-page"]'])).toEqual([]);

    // The right one: the provider's own pages, then back to the linked accounts with Google linked.
    await password.fill(member.password);
    await page.getByTestId('social-link-submit').click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
    const person = `e2e-${randomBytes(5).toString('hex')}`;
    await page.locator('input[name="login"]').fill(person);
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${site}/m/socialAccounts`);
    await expect(page.getByTestId('social-accounts-linked')).toHaveText(
      socialText(language, 'accounts.linkedNow').replace('{{provider}}', 'Google'),
    );
    await expect(google.getByTestId('social-account-google-state')).toContainText(`Player ${person}`);
    await expect(google.getByRole('button')).toHaveCount(0);
    // Back leads to the security centre the page was opened from, not to the provider.
    await page.getByRole('button', { name: text(language, 'common.back') }).click();
    await expect(page).toHaveURL(`${site}/m/securityCenter`);

    // Signed out, Google signs in to the same account (the provider remembers the person).
    await page.goto(`${site}/m/set`);
    await page.getByTestId('settings-sign-out').click();
    await page.getByTestId('logout-confirm').click();
    await expect(page).toHaveURL(`${site}/m/home`);
    await page.goto(`${site}/m/login`);
    await page.getByTestId('social-google').click();
    await expect(page).toHaveURL(`${site}/m/home`);
    await expect(page.getByTestId('home-account')).toContainText(member.username);
  });
}
