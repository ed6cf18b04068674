import type { Page } from '@playwright/test';
import { listOperatorWithdrawals, reviewWithdrawal } from '@h5/contract/endpoints/operator.ts';
import { createMember, MERCHANT } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { E2E_OPERATOR } from '../support/operator.mjs';
import { peso, spinSlot } from '../support/slot.ts';

/*
 * Issue 15 "Done when", as a new player would go: register, deposit ₱500 through GCash (the simulated gateway) with
 * the first-deposit bonus, play a slot for the turnover, set a funds password, bind an account and withdraw; the
 * operator pays through the operator API, and the withdraw record says so, with the header balance right at every
 * step. Once in Filipino and once in English.
 */

const operator = { Merchant: MERCHANT, Authorization: E2E_OPERATOR.token };

async function headerBalance(page: Page): Promise<string> {
  await page.goto('/m/home');
  const balance = page.getByTestId('header-balance');
  await expect(balance).toBeVisible();
  return (await balance.textContent()) ?? '';
}

for (const language of ['TY', 'EN'] as const) {
  test(`a new player deposits, plays, withdraws, and the operator pays (${language})`, async ({
    page,
    request,
  }) => {
    await page.addInitScript((lang) => {
      localStorage.setItem('hisLang', lang);
    }, language);
    const member = await createMember(request);
    await page.goto('/m/login');
    await page.locator('#login-username-input').fill(member.username);
    await page.locator('#login-password-input').fill(member.password);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await headerBalance(page)).toBe('₱0.00');

    // ₱500 through GCash with the 20 % first-deposit bonus: ₱600.
    await page.getByTestId('footer-deposit').click();
    await page.getByTestId('deposit-amount').fill('500');
    await page.getByTestId('deposit-promotions').getByRole('radio').nth(1).check();
    await page.getByTestId('deposit-next').click();
    await page.getByTestId('deposit-confirm-button').click();
    await expect(page).toHaveURL(/\/pay\//);
    await page.locator('button.pay').click();
    await expect(page.getByTestId('deposit-outcome')).toHaveAttribute('data-status', 'success');
    expect(await headerBalance(page)).toBe('₱600.00');

    // A slot spin of ₱500 plays the turnover of the deposit; whatever it pays, at least ₱100 stays.
    const afterSpin = await spinSlot(page, request, 500);
    expect(afterSpin).toBeGreaterThanOrEqual(100);
    expect(await headerBalance(page)).toBe(peso(afterSpin));

    // Funds password (confirmed by the login password), a GCash account, and ₱100 out: held until paid.
    await page.goto('/m/securityCenter');
    await page.getByTestId('security-password-action').click();
    await page.locator('#funds-password-current-input').fill(member.password);
    await page.locator('#funds-password-new-input').fill('135790');
    await page.locator('#funds-password-confirm-input').fill('135790');
    await page.getByTestId('funds-password-submit').click();
    await expect(page.getByTestId('security-saved')).toBeVisible();
    await page.goto('/m/withdraw');
    const bind = page.getByTestId('payout-form');
    await bind.locator('#payout-form-provider-input').selectOption('gcash');
    await bind.locator('#payout-form-name-input').fill('Maria Santos');
    await bind.locator('#payout-form-number-input').fill('09178889999');
    await bind.locator('#payout-form-password-input').fill('135790');
    await page.getByTestId('payout-form-submit').click();
    await expect(page.getByTestId('withdraw-form')).toBeVisible();
    // More than the merchant's maximum (₱50,000) is refused before anything is held.
    await page.locator('#withdraw-amount-input').fill('50000.01');
    await page.locator('#withdraw-password-input').fill('135790');
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-form').getByRole('alert').first()).toContainText('50,000');
    await expect(page.getByTestId('withdraw-result')).toHaveCount(0);
    await page.locator('#withdraw-amount-input').fill('100');
    await page.locator('#withdraw-password-input').fill('135790');
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-result')).toBeVisible();
    const reference = (await page.getByTestId('withdraw-result-reference').textContent()) ?? '';
    const left = Math.round((afterSpin - 100) * 100) / 100;
    expect(await headerBalance(page)).toBe(peso(left));

    // The operator sees it pending, with the full account number to pay to, and pays it.
    const pending = await request.get(listOperatorWithdrawals.path, { headers: operator });
    const rows = (
      (await pending.json()) as { value: { content: { reference: string; accountNumber: string }[] } }
    ).value.content;
    expect(rows.find((r) => r.reference === reference)?.accountNumber).toBe('09178889999');
    const paid = await request.post(reviewWithdrawal.path, {
      headers: operator,
      data: { reference, decision: 'pay', requestId: `pay-${reference}`.slice(0, 64) },
    });
    expect(((await paid.json()) as { value: { status: string } }).value.status).toBe('paid');

    // The record shows it paid; the balance is what was left after the request.
    await page.goto('/m/withdrawReport');
    const row = page.getByTestId('withdraw-list').getByRole('listitem').first();
    await expect(row).toContainText(reference);
    await expect(row).toContainText(language === 'TY' ? 'Naibayad na' : 'Paid');
    await expect(row).toContainText('₱100.00');
    expect(await headerBalance(page)).toBe(peso(left));
  });
}
