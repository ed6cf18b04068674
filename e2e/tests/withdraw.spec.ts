import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { createDeposit, getDepositChannels } from '@h5/contract/endpoints/deposit.ts';
import { createMember, DEMO, MERCHANT, type Member } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { peso, spinSlot } from '../support/slot.ts';
import { expect, test, text } from '../support/fixtures.ts';

/*
 * Withdrawals end to end (lobby spec §2.3, §2.11; docs/decisions.md "Withdraw, security centre and transfer to
 * superior (web)"): the security centre, the payout account and the withdraw page against the real server. Each
 * scenario makes its own member, so the seeded accounts stay as other scenarios expect them.
 */

/** The lazily loaded `withdraw` dictionary (Filipino: the default language). */
const withdrawTy = JSON.parse(
  readFileSync(new URL('../../apps/web/src/locales/withdraw/tl.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
function ty(key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], withdrawTy);
  if (typeof value !== 'string') throw new Error(`no TY withdraw text for ${key}`);
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
 * A paid ₱500 gateway deposit of the signed-in member (API, then the simulated gateway's page): the turnover rule.
 * `withBonus`: with the first-deposit promotion (+₱100).
 */
async function deposit500(page: Page, request: APIRequestContext, withBonus = false) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  if (!token) throw new Error('not signed in');
  const headers = { Merchant: MERCHANT, Language: 'TY', Authorization: token };
  const channels = (await (await request.get(getDepositChannels.path, { headers })).json()) as {
    value: { channels: { id: string; kind: string }[] };
  };
  const channel = channels.value.channels.find((c) => c.kind !== 'manual_bank');
  if (!channel) throw new Error('no gateway channel');
  const res = await request.post(createDeposit.path, {
    headers,
    data: {
      channelId: channel.id,
      amount: 500,
      requestId: randomBytes(16).toString('hex'),
      ...(withBonus ? { promotionId: 'first-deposit' } : {}),
    },
  });
  const created = (await res.json()) as { success: boolean; value: { payUrl: string } };
  if (!created.success) throw new Error(`deposit: ${JSON.stringify(created)}`);
  await page.goto(created.value.payUrl);
  await page.locator('button.pay').click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?deposit=/);
}

/** The first funds password, set in the security centre with the login password. */
async function setFundsPassword(page: Page, member: Member, password: string) {
  await page.goto('/m/securityCenter');
  await page.getByTestId('security-password-action').click();
  await page.locator('#funds-password-current-input').fill(member.password);
  await page.locator('#funds-password-new-input').fill(password);
  await page.locator('#funds-password-confirm-input').fill(password);
  await page.getByTestId('funds-password-submit').click();
  await expect(page.getByTestId('security-saved')).toHaveText(ty('security.fundsPassword.saved'));
}

test.describe('withdraw (lobby spec §2.11 /m/withdraw, /m/securityCenter)', () => {
  test('a guest is sent to login from every withdraw page; a trial account is refused', async ({ page }) => {
    for (const path of ['/m/withdraw', '/m/securityCenter', '/m/withdrawReport', '/m/upLine/transfer']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`/m/login\\?redirect=${encodeURIComponent(path)}$`));
    }
    await page.goto('/m/trail');
    await page.getByTestId('trial-start').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.getByTestId('header-withdraw').click();
    await expect(page.getByTestId('free-reject')).toHaveText(text('TY', 'errors.free_reject'));
    await expect(page.getByTestId('withdraw-page')).toHaveCount(0);
  });

  test.describe('with the server’s refusals', () => {
    // The wrong funds password and the turnover refusal are answered 400, which the browser logs.
    test.use({ allowConsoleErrors: /status of 400/ });

    test('funds password, payout account, and a withdrawal the turnover rule refuses (TY)', async ({
      page,
      request,
    }) => {
      const member = await createMember(request);
      await login(page, member);
      await deposit500(page, request);

      // The header's shortcut: no funds password yet, so the way to set one.
      await page.getByTestId('footer-home').click();
      await page.getByTestId('header-withdraw').click();
      await expect(page).toHaveURL(/\/m\/withdraw$/);
      await expect(page.getByTestId('withdraw-balance')).toHaveText('₱500.00');
      await expect(page.getByTestId('withdraw-turnover-remaining')).toContainText('₱500.00');
      await page.getByTestId('withdraw-go-security').click();
      await expect(page).toHaveURL(/\/m\/securityCenter$/);

      // First funds password, confirmed by the login password.
      await page.getByTestId('security-password-action').click();
      await page.locator('#funds-password-current-input').fill(member.password);
      await page.locator('#funds-password-new-input').fill('246810');
      await page.locator('#funds-password-confirm-input').fill('246810');
      expect(await seriousViolations(page, ['main'])).toEqual([]);
      await page.getByTestId('funds-password-submit').click();
      await expect(page.getByTestId('security-saved')).toHaveText(ty('security.fundsPassword.saved'));
      await expect(page.getByTestId('security-password-value')).toHaveText(ty('security.isSet'));

      // The first payout account, from the withdraw page: its name becomes the payee name.
      await page.goto('/m/withdraw');
      const bind = page.getByTestId('payout-form');
      await bind.locator('#payout-form-provider-input').selectOption('gcash');
      await bind.locator('#payout-form-name-input').fill('Juan Dela Cruz');
      await bind.locator('#payout-form-number-input').fill('09171234567');
      await bind.locator('#payout-form-password-input').fill('111111');
      await page.getByTestId('payout-form-submit').click();
      // A wrong funds password: the server's message with the tries left, under the field.
      await expect(page.getByTestId('payout-form-password-error')).toContainText('4');
      await bind.locator('#payout-form-password-input').fill('246810');
      await page.getByTestId('payout-form-submit').click();

      // Ready: the account masked; the server refuses the amount until the turnover is played.
      const form = page.getByTestId('withdraw-form');
      await expect(form).toBeVisible();
      await expect(form.getByRole('radio')).toBeChecked();
      await expect(form).toContainText('4567');
      await expect(form).not.toContainText('09171234567');
      await page.locator('#withdraw-amount-input').fill('100');
      await page.locator('#withdraw-password-input').fill('246810');
      expect(await seriousViolations(page, ['main'])).toEqual([]);
      await page.getByTestId('withdraw-submit').click();
      await expect(page.getByTestId('withdraw-amount-error')).toContainText('500');

      // The security centre shows the account and the payee name; no withdrawal was made.
      await page.goto('/m/securityCenter');
      await expect(page.getByTestId('security-accounts-list')).toContainText('4567');
      await expect(page.getByTestId('security-payee-value')).toHaveText('Juan Dela Cruz');
      await page.goto('/m/withdrawReport');
      await expect(page.getByTestId('withdraw-list-empty')).toBeVisible();
      // A member without an upline is not offered the transfer.
      await page.goto('/m/upLine/transfer');
      await expect(page.getByTestId('transfer-not-available')).toHaveText(ty('transfer.notAvailable'));
    });
  });

  test.describe('transfer to superior', () => {
    // The refused transfer shows in the browser's console as a failed request.
    test.use({ allowConsoleErrors: /status of 400/ });

    test('transfer to superior: a member registered under agent01 sends up what was played through (TY)', async ({
      page,
      request,
    }) => {
      const member = await createMember(request, {}, MERCHANT, { affiliateCode: DEMO.affiliateCode });
      await login(page, member);
      await deposit500(page, request, true);
      await setFundsPassword(page, member, '135790');

      // Not yet: the deposit's turnover is still to be played (the server's message, with what is left).
      await page.goto('/m/mine');
      await page.getByTestId('entry-transferToSuperior').click();
      await expect(page).toHaveURL(/\/m\/upLine\/transfer$/);
      await expect(page.getByTestId('transfer-upline')).toHaveText(DEMO.agent);
      await expect(page.getByTestId('transfer-balance')).toHaveText('₱600.00');
      await page.locator('#transfer-amount-input').fill('20.5');
      await page.locator('#transfer-password-input').fill('135790');
      await page.getByTestId('transfer-submit').click();
      await page.getByTestId('transfer-confirm-submit').click();
      await expect(page.getByTestId('transfer-form').getByRole('alert')).toContainText('₱500');

      // A spin of ₱500 plays it through; whatever it pays, the bonus's ₱100 is left at least.
      const balance = await spinSlot(page, request, 500);
      await page.goto('/m/upLine/transfer');
      await expect(page.getByTestId('transfer-balance')).toHaveText(peso(balance));
      await page.locator('#transfer-amount-input').fill('20.5');
      await page.locator('#transfer-password-input').fill('135790');
      await page.getByTestId('transfer-submit').click();
      const confirm = page.getByTestId('transfer-confirm');
      await expect(confirm).toContainText('₱20.50');
      await expect(confirm).toContainText(DEMO.agent);
      expect(await seriousViolations(page, ['main'])).toEqual([]);
      await page.getByTestId('transfer-confirm-submit').click();
      await expect(page.getByTestId('transfer-result')).toBeVisible();
      await expect(page.getByTestId('transfer-result-reference')).toHaveText(/^TU/);
      const left = peso(Math.round((balance - 20.5) * 100) / 100);
      await expect(page.getByTestId('transfer-result-balance')).toHaveText(left);
      await page.getByTestId('footer-home').click();
      await expect(page.getByTestId('header-balance')).toHaveText(left);
    });
  });
});
