import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT } from '../../../__tests__/account-helpers.ts';
import {
  balanceCents,
  callbacksOf,
  createGatewayDeposit,
  depositRow,
  ledgerOf,
  newMember,
} from '../../../__tests__/deposit-helpers.ts';
import { valueOf } from '../../../__tests__/member-helpers.ts';
import { readDemoMerchant, startTestApp, type TestApp } from '../../../__tests__/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const page = (reference: string, lang = '') => t.app.inject({ url: `/pay/sim/${reference}${lang}` });
const press = (reference: string, button: 'pay' | 'cancel') =>
  t.app.inject({
    method: 'POST',
    url: `/pay/sim/${reference}/${button}?lang=EN`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

describe('the simulated gateway page', () => {
  it('shows the merchant, channel, amount, fee and total with Pay and Cancel forms, in EN or TY', async () => {
    const { token } = await newMember(t);
    const { deposit, payUrl } = await createGatewayDeposit(t, token, {
      channelId: 'online-banking',
      amount: 1000,
    });
    const en = await t.app.inject({ url: payUrl.replace('lang=TY', 'lang=EN') });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(en.headers['cache-control']).toBe('no-store');
    expect(en.headers['content-security-policy']).toContain("script-src 'self'");
    expect(en.body).toContain('<html lang="en">');
    for (const text of [
      readDemoMerchant().name,
      'Online banking (InstaPay)',
      deposit.reference,
      '₱1,000.00',
      '₱10.00',
      'Pay ₱1,010.00',
      'Cancel',
      'no real money',
    ]) {
      expect(en.body, text).toContain(text);
    }
    expect(en.body).toContain(`<form method="post" action="/pay/sim/${deposit.reference}/pay?lang=EN">`);
    expect(en.body).toContain(`<form method="post" action="/pay/sim/${deposit.reference}/cancel?lang=EN">`);
    expect(en.body).not.toContain('<script');
    const ty = await page(deposit.reference, '?lang=TY');
    expect(ty.body).toContain('<html lang="fil">');
    expect(ty.body).toContain('Magbayad ng ₱1,010.00');
    expect(ty.body).toContain('Kanselahin');
    // No language asked: TY, the default.
    expect((await page(deposit.reference)).body).toContain('Kabuuang babayaran');
  });

  it('escapes everything it shows', async () => {
    const { token } = await newMember(t);
    const { deposit } = await createGatewayDeposit(t, token, { amount: 100 });
    await t.app.platform.db
      .updateTable('deposits')
      .set({ channel_name: '<img src=x onerror="alert(1)">&\'' })
      .where('reference', '=', deposit.reference)
      .execute();
    const res = await page(deposit.reference, '?lang=EN');
    expect(res.body).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;');
    expect(res.body).not.toContain('<img');
    const injected = await page(deposit.reference, '?lang="><script>alert(1)</script>');
    expect(injected.statusCode).toBe(200);
    expect(injected.body).not.toContain('<script');
  });

  it('answers a reference it does not know, or of a manual deposit, with a 404 page', async () => {
    for (const reference of ['DP20260101ZZZZZZZZ', 'not-a-reference', '%3Cscript%3E']) {
      const res = await page(reference, '?lang=EN');
      expect(res.statusCode, reference).toBe(404);
      expect(res.body).toContain('Payment not found');
      const pressed = await press(reference, 'pay');
      expect(pressed.statusCode).toBe(404);
    }
  });

  it('Pay: notifies the callback, credits the wallet once through the ledger and sends the player back', async () => {
    const { token, memberId } = await newMember(t);
    const { deposit } = await createGatewayDeposit(t, token, { amount: 1000, promotionId: 'first-deposit' });
    const res = await press(deposit.reference, 'pay');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/m/voucherCenter?deposit=${deposit.reference}`);
    const ledger = await ledgerOf(t, memberId);
    // 20 % of ₱1,000 is ₱200, under the promotion's ₱500 cap.
    expect(ledger.map((e) => [e.type, e.amount_cents, e.reference])).toEqual([
      ['DEPOSIT', 100_000, `deposit:${deposit.reference}`],
      ['BONUS', 20_000, `deposit:${deposit.reference}`],
    ]);
    expect(await balanceCents(t, memberId)).toBe(ledger.reduce((sum, e) => sum + e.amount_cents, 0));
    expect(await balanceCents(t, memberId)).toBe(120_000);
    const row = await depositRow(t, deposit.reference);
    expect(row).toMatchObject({ status: 'success', bonus_cents: 20_000 });
    expect(row.provider_reference).toMatch(/^SIM[0-9A-F]{20}$/);
    expect(await callbacksOf(t, deposit.reference)).toEqual([
      { outcome: 'credited', reason: '', provider_reference: row.provider_reference, amount_cents: 100_000 },
    ]);

    // Pressing again (back button, double tap) moves nothing; the page says it is paid.
    expect((await press(deposit.reference, 'pay')).statusCode).toBe(303);
    expect(await ledgerOf(t, memberId)).toHaveLength(2);
    expect((await page(deposit.reference, '?lang=EN')).body).toContain('This payment is already complete.');
    const detail = await t.app.inject({
      url: `/wps/deposit/detail?reference=${deposit.reference}`,
      headers: { ...MERCHANT, authorization: token },
    });
    expect(valueOf(detail)).toMatchObject({ status: 'success', amount: 1000, bonus: 200 });
  });

  it('caps the bonus at the promotion maximum', async () => {
    const { token, memberId } = await newMember(t);
    const { deposit } = await createGatewayDeposit(t, token, { amount: 5000, promotionId: 'first-deposit' });
    await press(deposit.reference, 'pay');
    expect((await ledgerOf(t, memberId)).map((e) => [e.type, e.amount_cents])).toEqual([
      ['DEPOSIT', 500_000],
      ['BONUS', 50_000],
    ]);
  });

  it('Cancel: the deposit fails, nothing is credited, the page and the record say so', async () => {
    const { token, memberId } = await newMember(t);
    const { deposit } = await createGatewayDeposit(t, token, { amount: 100 });
    const res = await press(deposit.reference, 'cancel');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/m/voucherCenter?deposit=${deposit.reference}`);
    expect(await ledgerOf(t, memberId)).toEqual([]);
    expect(await depositRow(t, deposit.reference)).toMatchObject({
      status: 'failed',
      failure_reason: 'declined',
    });
    expect((await callbacksOf(t, deposit.reference)).map((c) => c.outcome)).toEqual(['failed']);
    expect((await page(deposit.reference, '?lang=EN')).body).toContain('cancelled or has expired');
    // Pay after cancel: the gateway's order is closed, nothing is sent or credited.
    await press(deposit.reference, 'pay');
    expect(await ledgerOf(t, memberId)).toEqual([]);
    const detail = await t.app.inject({
      url: `/wps/deposit/detail?reference=${deposit.reference}`,
      headers: { ...MERCHANT, authorization: token, language: 'EN' },
    });
    expect(valueOf(detail)).toMatchObject({
      status: 'failed',
      remark: 'The payment was cancelled or declined.',
    });
  });

  it('Pay on an expired page takes no payment: nothing is notified or credited', async () => {
    const { token, memberId } = await newMember(t);
    const { deposit } = await createGatewayDeposit(t, token, { amount: 100 });
    await t.app.platform.db
      .updateTable('deposits')
      .set({ expires_at: Date.now() - 1 })
      .where('reference', '=', deposit.reference)
      .execute();
    expect((await page(deposit.reference, '?lang=EN')).body).toContain('This payment has expired.');
    await press(deposit.reference, 'pay');
    expect(await ledgerOf(t, memberId)).toEqual([]);
    expect((await depositRow(t, deposit.reference)).status).not.toBe('success');
    expect(await callbacksOf(t, deposit.reference)).toEqual([]);
  });
});
