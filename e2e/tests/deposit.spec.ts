import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO, MERCHANT, createMember, type Member } from '../support/accounts.ts';
import { E2E_OPERATOR } from '../support/operator.mjs';
import { reviewDeposit } from '@h5/contract/endpoints/operator.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test, text } from '../support/fixtures.ts';

/*
 * Deposits end to end (lobby spec §2.3, §2.4, §2.11; docs/decisions.md "Deposit (web)"): the deposit page against the
 * real server and its simulated gateway, the deposit record and profit and loss. Each scenario makes its own member,
 * so the seeded accounts' balances stay as other scenarios expect them.
 */

/** The lazily loaded `deposit` and `member` dictionaries (Filipino: the default language). */
const dictionaries = {
  deposit: JSON.parse(
    readFileSync(new URL('../../apps/web/src/locales/deposit/tl.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>,
  member: JSON.parse(
    readFileSync(new URL('../../apps/web/src/locales/member/tl.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>,
};
function ty(ns: keyof typeof dictionaries, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionaries[ns]);
  if (typeof value !== 'string') throw new Error(`no TY ${ns} text for ${key}`);
  return value;
}

async function login(page: Page, member: Member) {
  await page.goto('/m/login');
  await page.locator('#login-username-input').fill(member.username);
  await page.locator('#login-password-input').fill(member.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

/**
 * A 1×1 PNG as a receipt, with a few random bytes after its end so that no two runs send the same file (the server
 * refuses a receipt it has seen as a duplicate transfer).
 */
const receipt = () =>
  Buffer.concat([
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
    randomBytes(8),
  ]);

test.describe('deposit (lobby spec §2.11 /m/voucherCenter)', () => {
  test('a guest who taps the footer deposit button is sent to login, and back to deposit once signed in', async ({
    page,
  }) => {
    await page.goto('/m/vouReport');
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FvouReport$/);
    await page.goto('/m/home');
    await page.getByTestId('footer-deposit').click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FvoucherCenter$/);
    await page.locator('#login-username-input').fill(DEMO.player);
    await page.locator('#login-password-input').fill(DEMO.password);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  });

  test('a trial account is refused with free_reject', async ({ page }) => {
    await page.goto('/m/trail');
    await page.getByTestId('trial-start').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.getByTestId('footer-deposit').click();
    await expect(page.getByTestId('free-reject')).toHaveText(text('TY', 'errors.free_reject'));
    await expect(page.getByTestId('deposit-page')).toHaveCount(0);
  });

  test('a gateway deposit with the first-deposit bonus: pay page, return, balance, record, profit and loss', async ({
    page,
    request,
  }) => {
    const member = await createMember(request);
    await login(page, member);
    await page.getByTestId('footer-deposit').click();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
    const form = page.getByTestId('deposit-form');
    await expect(form).toBeVisible();
    await page.getByTestId('deposit-amount').fill('500');
    const promotion = page.getByTestId('deposit-promotions').getByRole('radio').nth(1);
    await promotion.check();
    await expect(page.getByTestId('deposit-summary-bonus')).toHaveText('₱100.00');
    expect(await seriousViolations(page, ['main'])).toEqual([]);
    await page.getByTestId('deposit-next').click();
    await expect(page.getByTestId('deposit-confirm')).toBeVisible();
    await expect(page.getByTestId('deposit-summary-total')).toHaveText('₱500.00');
    await page.getByTestId('deposit-confirm-button').click();

    // The simulated gateway's hosted page, then back to the deposit page with the reference.
    await expect(page).toHaveURL(/\/pay\//);
    await page.locator('button.pay').click();
    await expect(page).toHaveURL(/\/m\/voucherCenter\?deposit=[A-Z0-9]+$/);
    const outcome = page.getByTestId('deposit-outcome');
    await expect(outcome).toHaveAttribute('data-status', 'success');
    await expect(outcome.getByRole('heading')).toHaveText(ty('deposit', 'result.successTitle'));
    await expect(page.getByTestId('deposit-outcome-bonus')).toContainText('₱100.00');
    expect(await seriousViolations(page, ['main'])).toEqual([]);
    const reference = (await page.getByTestId('deposit-outcome-reference').textContent()) ?? '';

    await page.getByTestId('footer-home').click();
    await expect(page.getByTestId('header-balance')).toHaveText('₱600.00');

    await page.goto('/m/vouReport');
    const row = page.getByTestId('deposit-list').getByRole('listitem').first();
    await expect(row).toContainText(reference);
    await expect(row).toContainText(ty('member', 'records.depositStatus.success'));
    await expect(row).toContainText('₱500.00');
    expect(await seriousViolations(page, ['main'])).toEqual([]);

    await page.goto('/m/profitandloss');
    await expect(page.getByTestId('pnl-deposit')).toHaveText('₱500.00');
    await expect(page.getByTestId('pnl-bonus')).toHaveText('₱100.00');
    expect(await seriousViolations(page, ['main'])).toEqual([]);
  });

  test('a cancelled payment says so and leads back to the form', async ({ page, request }) => {
    const member = await createMember(request);
    await login(page, member);
    await page.goto('/m/voucherCenter');
    await page.getByTestId('deposit-amount').fill('300');
    await page.getByTestId('deposit-next').click();
    await page.getByTestId('deposit-confirm-button').click();
    await expect(page).toHaveURL(/\/pay\//);
    await page.locator('button.cancel').click();
    await expect(page.getByTestId('deposit-outcome')).toHaveAttribute('data-status', 'failed');
    await page.getByTestId('deposit-again').click();
    await expect(page.getByTestId('deposit-form')).toBeVisible();
  });

  test('a manual bank transfer with its receipt waits for review; the operator approves and the balance moves', async ({
    page,
    request,
  }) => {
    const member = await createMember(request);
    await login(page, member);
    await page.goto('/m/voucherCenter');
    await page.getByTestId('deposit-group-manual_bank').locator('label').first().click();
    await page.getByTestId('deposit-amount').fill('1000');
    await page.getByTestId('deposit-next').click();
    await page.getByTestId('deposit-confirm-button').click();
    await expect(page.getByTestId('manual-account')).toBeVisible();
    await page.getByTestId('manual-payer').fill('Juan Dela Cruz');
    await page.getByTestId('manual-receipt-file').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: receipt(),
    });
    await expect(page.getByTestId('manual-receipt-preview')).toBeVisible();
    expect(await seriousViolations(page, ['main'])).toEqual([]);
    await page.getByTestId('manual-submit').click();
    const outcome = page.getByTestId('deposit-outcome');
    await expect(outcome).toHaveAttribute('data-status', 'reviewing');
    const reference = (await page.getByTestId('deposit-outcome-reference').textContent()) ?? '';

    await page.getByTestId('deposit-records-link').click();
    await expect(page).toHaveURL(/\/m\/vouReport$/);
    const row = page.getByTestId('deposit-list').getByRole('listitem').first();
    await expect(row).toContainText(reference);
    await expect(row).toContainText(ty('member', 'records.depositStatus.reviewing'));

    // The merchant's staff approve it through the operator API: credited once, the record and the balance follow.
    const operator = { Merchant: MERCHANT, Authorization: E2E_OPERATOR.token };
    const approve = () =>
      request.post(reviewDeposit.path, {
        headers: operator,
        data: { reference, decision: 'approve', requestId: `approve-${reference}`.slice(0, 64) },
      });
    expect(((await (await approve()).json()) as { value: { status: string } }).value.status).toBe('success');
    expect(((await (await approve()).json()) as { value: { status: string } }).value.status).toBe('success');
    await page.reload();
    await expect(row).toContainText(ty('member', 'records.depositStatus.success'));
    await page.getByTestId('footer-home').click();
    await expect(page.getByTestId('header-balance')).toHaveText('₱1,000.00');
  });
});
