import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO, MERCHANT, uniqueUsername } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { E2E_OPERATOR } from '../support/operator.mjs';

// agent01's rates and settled periods come from the server's demo seed demo-agent-money-v1
// (apps/server/src/seed/agent-money.ts); its team's bets from demo-agent-team-v1; its accepted daily salary and
// dividend contracts and their settled periods from demo-agent-contracts-v1 (apps/server/src/seed/agent-contracts.ts).

/** The page's own texts (the agent-money namespace), in Filipino as the demo opens. */
const moneyTl = JSON.parse(
  readFileSync(new URL('../../apps/web/src/locales/agent-money/tl.json', import.meta.url), 'utf8'),
) as { rates: { player: string } };

async function login(page: Page, username: string, password: string) {
  await page.goto('/m/login');
  await page.locator('#login-username-input').fill(username);
  await page.locator('#login-password-input').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

test.describe('agent money tools (issue 18 part B)', () => {
  test('agent01 opens an account for a new player, who logs in and is in the team', async ({
    page,
    browser,
  }) => {
    const username = uniqueUsername('ag');
    const password = 'abc12345';
    await login(page, DEMO.agent, DEMO.password);

    await page.goto('/m/agentRegister');
    await page.locator('#open-account-username-input').fill(username);
    await page.locator('#open-account-password-input').fill(password);
    await page.locator('#open-account-confirm-input').fill(password);
    await page.locator('#open-account-type-input').selectOption('0');
    // A player keeps 0 %: the rate is asked for a sub-agent only.
    await expect(page.locator('#open-account-rate-input')).toHaveCount(0);
    await page.getByTestId('open-account-submit').click();
    const done = page.getByTestId('open-account-done');
    await expect(done.getByRole('status')).toContainText(username);
    await expect(done.getByRole('status')).toBeFocused();

    // The new member is in the team management list and on the rates page, as a player without a rate.
    await done.getByRole('link').click();
    await expect(page).toHaveURL(/\/m\/member\/team$/);
    await expect(page.getByTestId(`team-member-${username}`)).toBeVisible();
    await page.goto('/m/member/agent/agentRebeat');
    const row = page.locator('[data-testid^="agent-rate-"]', { hasText: username });
    await expect(row.getByTestId(/-player$/)).toHaveText(moneyTl.rates.player);
    await expect(row.locator('input')).toHaveCount(0);

    // The new player logs in with the password the agent set.
    const other = await browser.newContext();
    try {
      const playerPage = await other.newPage();
      await login(playerPage, username, password);
    } finally {
      await other.close();
    }
  });

  test('a settlement run credits each finished period once, run as often as it may be', async ({
    page,
    request,
  }) => {
    const operator = { Merchant: MERCHANT, Authorization: E2E_OPERATOR.token };
    const settle = async () => {
      const res = await request.post('/ops/agents/settle', { headers: operator, data: {} });
      expect(res.ok()).toBe(true);
      return ((await res.json()) as { value: { credits: number; failures: number } }).value;
    };
    // The first run credits what the seed left (the latest day with turnover) unless the background run was first.
    expect((await settle()).failures).toBe(0);
    expect(await settle()).toMatchObject({ credits: 0, failures: 0 });

    await login(page, DEMO.agent, DEMO.password);
    await page.goto('/m/member/teamRebate');
    const rows = page.locator('[data-testid^="team-rebate-row-"]');
    await expect(rows.first()).toBeVisible();
    const ids = await rows.evaluateAll((elements) => elements.map((e) => e.getAttribute('data-testid')));
    // One row per period: a period credited twice would show twice.
    expect(new Set(ids).size).toBe(ids.length);
    await expect(page.getByTestId('team-rebate-own-rate')).toHaveText('2%');
  });

  test('agent01 reads the pending daily salary offer of its upline with its terms', async ({ page }) => {
    await login(page, DEMO.agent, DEMO.password);
    // Only read: answering it would change the demo offer other scenarios' agent home prompts show.
    await page.goto('/m/member/agent/getSalaryContract');
    await expect(page.getByTestId('contract-offer-terms')).toContainText('0.3%');
    await expect(page.getByTestId('contract-offer-accept')).toBeVisible();
    await expect(page.getByTestId('contract-offer-reject')).toBeVisible();
  });

  test('agent01 finds its settled salary and dividend periods, each once after settlement runs', async ({
    page,
    request,
  }) => {
    const operator = { Merchant: MERCHANT, Authorization: E2E_OPERATOR.token };
    const settle = async () => {
      const res = await request.post('/ops/agents/settle', { headers: operator, data: {} });
      expect(res.ok()).toBe(true);
      return ((await res.json()) as { value: { credits: number; failures: number } }).value;
    };
    // The seed left the latest day with team bets to a run: this one, or the background run if it was first.
    expect((await settle()).failures).toBe(0);
    expect(await settle()).toMatchObject({ credits: 0, failures: 0 });

    await login(page, DEMO.agent, DEMO.password);
    const uniqueRows = async (records: ReturnType<Page['getByTestId']>) => {
      const rows = records.locator('tbody tr');
      await expect(rows.first()).toBeVisible();
      const ids = await rows.evaluateAll((elements) => elements.map((e) => e.getAttribute('data-testid')));
      // One row per period: a period credited twice would show twice.
      expect(new Set(ids).size).toBe(ids.length);
    };

    // The dividend page (agent home footer entry): the accepted daily dividend's periods with the team's net loss.
    await page.goto('/m/member/agent/agentDivident');
    const dividend = page.getByTestId('contract-records-DIVIDEND');
    await expect(dividend.getByRole('columnheader', { name: 'Netong talo ng team' })).toBeVisible();
    await uniqueRows(dividend);

    // The daily salary page: the pending offer's terms, and under them the accepted contract's settled days.
    await page.goto('/m/member/agent/getSalaryContract');
    await expect(page.getByTestId('contract-offer-terms')).toContainText('0.3%');
    const daily = page.getByTestId('contract-records-DAILY_SALARY');
    await uniqueRows(daily);
    await expect(daily.getByTestId('contract-record-amount').filter({ hasText: '₱' }).first()).toBeVisible();

    // The hourly salary page: the contract agent01 accepted before the window, its hours.
    await page.goto('/m/member/agent/getHourContract');
    await uniqueRows(page.getByTestId('contract-records-HOURLY_SALARY'));
  });
});
