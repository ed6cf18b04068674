import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO, uniqueUsername } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { openInLanguage } from '../support/language.ts';
import { peso, pesos } from '../support/slot.ts';

// The demo merchant's rain, as the Playwright server writes it (support/start-server.mjs): it started a minute
// before the server and falls for a day; 5 envelopes of ₱1–₱88 for each agent (apps/server/merchants/demo.json).
const ENVELOPES = 5;

async function login(page: Page, username: string, password: string) {
  await page.goto('/m/login');
  await page.locator('#login-username-input').fill(username);
  await page.locator('#login-password-input').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/m\/(home|agent)$/);
}

/** A sub-agent of agent01 of its own, opened on the open-account page, so no scenario shares its envelopes. */
async function newSubAgent(browser: Browser): Promise<{ username: string; password: string }> {
  const username = uniqueUsername('rain');
  const password = 'abc12345';
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await login(page, DEMO.agent, DEMO.password);
    await page.goto('/m/agentRegister');
    await page.locator('#open-account-username-input').fill(username);
    await page.locator('#open-account-password-input').fill(password);
    await page.locator('#open-account-confirm-input').fill(password);
    await page.locator('#open-account-type-input').selectOption('1');
    await page.locator('#open-account-rate-input').fill('0');
    await page.getByTestId('open-account-submit').click();
    await expect(page.getByTestId('open-account-done').getByRole('status')).toContainText(username);
  } finally {
    await context.close();
  }
  return { username, password };
}

async function openRain(page: Page, request: APIRequestContext, browser: Browser, language: 'TY' | 'EN') {
  const agent = await newSubAgent(browser);
  await openInLanguage(page, request, language);
  await login(page, agent.username, agent.password);
  // From the agent home's menu, as an agent finds it (lobby spec §2.12).
  await page.goto('/m/agent');
  await expect(page.getByTestId('agent-balance')).toHaveText(peso(0));
  await page.getByTestId('agent-menu-redEnvelopeRain').click();
  await expect(page).toHaveURL(/\/m\/redRain$/);
  await expect(page.getByTestId('red-rain-falling')).toBeVisible();
  await expect(page.getByTestId('red-rain-mine-empty')).toBeVisible();
}

/** Opens one envelope with `open`, reads the amount from the dialog, closes it; answers the amount. */
async function openEnvelope(page: Page, open: () => Promise<void>): Promise<number> {
  await open();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const amount = pesos(await page.getByTestId('red-rain-won-title').innerText());
  expect(amount).toBeGreaterThanOrEqual(1);
  expect(amount).toBeLessThanOrEqual(88);
  await expect(page.getByTestId('red-rain-won-turnover')).toBeVisible();
  await page.getByTestId('red-rain-won-ok').click();
  await expect(dialog).toHaveCount(0);
  return amount;
}

test.describe('red envelope rain (lobby spec §2.12, docs/decisions.md "Red envelope rain")', () => {
  test('a new agent taps envelopes that stand still under reduced motion, each credited once (TY)', async ({
    page,
    request,
    browser,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openRain(page, request, browser, 'TY');
    const envelope = page.getByTestId('red-rain-envelope').first();
    await expect(envelope).not.toHaveClass(/falling/);
    const first = await openEnvelope(page, () => envelope.click());
    const second = await openEnvelope(page, () => page.getByTestId('red-rain-envelope').first().click());
    await expect(page.getByTestId('red-rain-left')).toContainText(String(ENVELOPES - 2));
    await expect(page.getByTestId('red-rain-mine-item')).toHaveCount(2);
    await expect(page.getByTestId('red-rain-total')).toHaveText(
      peso((Math.round(first * 100) + Math.round(second * 100)) / 100),
    );

    // The balance holds exactly the two envelopes, and the page says the same after a reload.
    await page.goto('/m/agent');
    await expect(page.getByTestId('agent-balance')).toHaveText(
      peso((Math.round(first * 100) + Math.round(second * 100)) / 100),
    );
    await page.goto('/m/redRain');
    await expect(page.getByTestId('red-rain-left')).toContainText(String(ENVELOPES - 2));
  });

  test('falling envelopes open from the keyboard until none is left (EN)', async ({
    page,
    request,
    browser,
  }) => {
    await openRain(page, request, browser, 'EN');
    const envelopes = page.getByTestId('red-rain-envelope');
    await expect(envelopes.first()).toHaveClass(/falling/);
    let cents = 0;
    for (let i = 0; i < ENVELOPES; i += 1) {
      cents +=
        100 *
        (await openEnvelope(page, async () => {
          await envelopes.first().focus();
          await page.keyboard.press('Enter');
        }));
    }
    await expect(page.getByTestId('red-rain-all-opened')).toBeVisible();
    await expect(envelopes).toHaveCount(0);
    await expect(page.getByTestId('red-rain-next-start')).toBeVisible();
    await expect(page.getByTestId('red-rain-mine-item')).toHaveCount(ENVELOPES);
    await expect(page.getByTestId('red-rain-total')).toHaveText(peso(Math.round(cents) / 100));
    await page.goto('/m/agent');
    await expect(page.getByTestId('agent-balance')).toHaveText(peso(Math.round(cents) / 100));
  });
});
