import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

// agent01's downline and its activity come from the server's demo seeds demo-member-v1 (the members) and
// demo-agent-team-v1 (apps/server/src/seed/agent-team-activity.ts: deposits and rounds of the days before the seed).

/** The contract prompt's cancel button, as the agent home names it in Filipino (the default language). */
const CANCEL = (
  JSON.parse(readFileSync(new URL('../../apps/web/src/locales/member/tl.json', import.meta.url), 'utf8')) as {
    agent: { contracts: { cancel: string } };
  }
).agent.contracts.cancel;

async function loginAsAgent(page: Page) {
  await page.goto('/m/login');
  await page.locator('#login-username-input').fill(DEMO.agent);
  await page.locator('#login-password-input').fill(DEMO.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** The agent home, with the upline's contract prompts (lobby §2.12) put aside so the menu can be used. */
async function openAgentHome(page: Page) {
  await page.goto('/m/agent');
  await expect(page.getByTestId('agent-menu')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const prompt = page.locator('[data-testid^="contract-prompt-"]');
  while ((await prompt.count()) > 0) {
    await page.getByRole('button', { name: CANCEL }).click();
  }
}

/** `YYYY-MM-DD` in Manila, `days` from today. */
function manilaDay(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(Date.now() + days * 86_400_000);
}

test.describe('agent team reports (issue 18)', () => {
  test('agent01 opens the four team pages from the agent home and finds the seeded figures', async ({
    page,
  }) => {
    await loginAsAgent(page);

    // Team overview: a 30-day range; level 2 is team05 alone, whose only activity is its ₱800.00 deposit.
    await openAgentHome(page);
    await page.getByTestId('agent-menu-teamOverview').click();
    await expect(page).toHaveURL(/\/m\/agent\/team\/overview$/);
    await expect(page.getByTestId('team-total-members')).toHaveText(/^\d+$/);
    await page.getByTestId('team-period-range').click();
    await page.getByTestId('team-range-start').fill(manilaDay(-30));
    await page.getByTestId('team-range-end').fill(manilaDay());
    await page.getByTestId('team-range-apply').click();
    await expect(page.getByTestId('team-overview-period')).toContainText(manilaDay(-30));
    await expect(page.getByTestId('team-level-2-figures-members')).toHaveText('1');
    await expect(page.getByTestId('team-level-2-figures-depositCents')).toHaveText('₱800.00');
    await expect(page.getByTestId('team-total-betCents')).not.toHaveText('₱0.00');
    expect(await seriousViolations(page, ['[data-testid="team-overview-page"]'])).toEqual([]);
    await page.getByTestId('team-level-2-members').click();
    await expect(page).toHaveURL(/\/m\/member\/team\?level=2$/);
    await expect(page.getByTestId('team-member-team05')).toBeVisible();

    // Team management: search, into subagent01's downline, up to the top and back; subagent01's summary. (Searched
    // rather than read off the first page: other scenarios may register members under agent01.)
    await openAgentHome(page);
    await page.getByTestId('agent-menu-teamManagement').click();
    await expect(page).toHaveURL(/\/m\/member\/team$/);
    await expect(page.getByTestId('team-members')).toBeVisible();
    await page.getByTestId('team-search-input').fill('subagent');
    await page.getByTestId('team-search-submit').click();
    const sub = page.getByTestId('team-member-subagent01');
    await sub.getByTestId('team-member-downline').click();
    await expect(page.getByTestId('team-crumb-current')).toHaveText('subagent01');
    await expect(page.getByTestId('team-member-team05')).toBeVisible();
    await page.getByTestId('team-crumb-top').click();
    await expect(page).toHaveURL(/\/m\/member\/team$/);
    await page.goBack();
    await expect(page.getByTestId('team-member-team05')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/member\/team\?account=subagent$/);
    await sub.getByTestId('team-member-summary').click();
    await expect(page.getByTestId('team-summary-title')).toBeFocused();
    await expect(page.getByTestId('team-summary-downline-members')).toHaveText('1');
    await expect(page.getByTestId('team-summary-downline-count')).toContainText('1');
    expect(await seriousViolations(page, ['[data-testid="team-summary-page"]'])).toEqual([]);
    await page.getByTestId('team-summary-back').click();
    await expect(sub).toBeVisible();

    // Team profit and loss: team03 over 30 days bet ₱1,600.00 and won ₱1,300.00 in three product types.
    await openAgentHome(page);
    await page.getByTestId('agent-menu-teamProfitAndLoss').click();
    await expect(page).toHaveURL(/\/m\/agent\/team\/pnl$/);
    await page.getByTestId('team-days-30').click();
    await page.getByTestId('team-account-input').fill('team03');
    await page.getByTestId('team-account-apply').click();
    await expect(page.getByTestId('team-pnl-total-bets')).toHaveText('₱1,600.00');
    await expect(page.getByTestId('team-pnl-total-wins')).toHaveText('₱1,300.00');
    await expect(page.getByTestId('team-pnl-total-profit')).toHaveText('-₱300.00');
    await expect(page.getByTestId('team-pnl').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByTestId('team-pnl-total-rebate')).not.toHaveText('₱0.00');
    expect(await seriousViolations(page, ['[data-testid="team-pnl-page"]'])).toEqual([]);

    // Team betting: team04's three rounds, one of them fishing.
    await openAgentHome(page);
    await page.getByTestId('agent-menu-teamBetting').click();
    await expect(page).toHaveURL(/\/m\/teamBetting$/);
    await page.getByTestId('team-days-30').click();
    await page.getByTestId('team-account-input').fill('team04');
    await page.getByTestId('team-account-apply').click();
    await expect(page.getByTestId('team-betting-total-bets')).toHaveText('₱500.00');
    await expect(page.getByTestId('team-betting-total-wins')).toHaveText('₱360.00');
    await expect(page.getByTestId('team-bets').getByRole('listitem')).toHaveCount(3);
    await page.getByTestId('team-product-type').selectOption('FISH');
    await expect(page.getByTestId('team-bets').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByTestId('team-betting-total-profit')).toHaveText('+₱240.00');
    expect(await seriousViolations(page, ['[data-testid="team-betting-page"]'])).toEqual([]);
  });
});
