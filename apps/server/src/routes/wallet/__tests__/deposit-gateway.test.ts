import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT } from '../../../__tests__/account-helpers.ts';
import {
  createGatewayDeposit,
  depositRow,
  newMember,
  newRequestId,
  postJson,
} from '../../../__tests__/deposit-helpers.ts';
import { failureOf, valueOf } from '../../../__tests__/member-helpers.ts';
import type { TestApp } from '../../../__tests__/test-app.ts';
import {
  CHANNELS,
  GATEWAY,
  countDeposits,
  memberOf,
  payDeposit,
  startDepositApp,
} from './deposit-test-merchants.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startDepositApp();
});
afterAll(() => t.close());

describe('gateway deposit', () => {
  it('starts a pending deposit and answers the simulated gateway page to send the player to', async () => {
    const { token, memberId } = await newMember(t);
    const before = Date.now();
    const { deposit, payUrl } = await createGatewayDeposit(t, token, { amount: 500 });
    expect(deposit).toMatchObject({
      channelId: 'gcash',
      channelName: 'GCash',
      kind: 'ewallet',
      amount: 500,
      fee: 0,
      bonus: 0,
      promotionId: null,
      status: 'pending',
      remark: '',
    });
    expect(deposit.reference).toMatch(/^DP\d{8}[A-Z2-9]{8}$/);
    expect(payUrl).toBe(`/pay/sim/${deposit.reference}?lang=TY`);
    const row = await depositRow(t, deposit.reference);
    expect(row).toMatchObject({
      member_id: memberId,
      merchant_code: 'demo',
      provider: 'simulated',
      amount_cents: 50_000,
    });
    // demo.json: gatewayExpiryMinutes 30.
    expect(row.expires_at).toBe(row.created_at + 30 * 60_000);
    expect(row.created_at).toBeGreaterThanOrEqual(before);
  });

  it('refuses amounts outside the channel limits with them in the message, and makes nothing', async () => {
    const { token, memberId } = await newMember(t);
    for (const amount of [99.99, 50_000.01, 1]) {
      const res = await postJson(
        t,
        GATEWAY,
        { channelId: 'gcash', amount, requestId: newRequestId() },
        token,
        {
          language: 'EN',
        },
      );
      expect(failureOf(res)).toEqual({
        status: 400,
        errorCode: 'amount.out.of.range',
        message: 'The amount must be from ₱100 to ₱50000.',
      });
      expect(res.json<{ value: unknown }>().value).toEqual({ min: 100, max: 50_000 });
    }
    expect(await countDeposits(t, memberId)).toBe(0);
    await createGatewayDeposit(t, token, { amount: 100 });
    await createGatewayDeposit(t, token, { amount: 50_000 });
    expect(await countDeposits(t, memberId)).toBe(2);
  });

  it('refuses an unknown, disabled or manual channel, and amounts of more than two decimals', async () => {
    const { token } = await newMember(t);
    for (const channelId of ['nope', 'bdo-transfer']) {
      const res = await postJson(t, GATEWAY, { channelId, amount: 500, requestId: newRequestId() }, token);
      expect(failureOf(res).errorCode).toBe('channel.unknown');
    }
    const alt = await memberOf(t, 'alt');
    const disabled = await postJson(
      t,
      GATEWAY,
      { channelId: 'maya', amount: 500, requestId: newRequestId() },
      alt.token,
      {
        merchant: 'alt',
      },
    );
    expect(failureOf(disabled).errorCode).toBe('channel.unknown');
    const decimals = await postJson(
      t,
      GATEWAY,
      { channelId: 'gcash', amount: 100.001, requestId: newRequestId() },
      token,
    );
    expect(failureOf(decimals)).toMatchObject({ status: 400, errorCode: 'request_param_err' });
  });

  it('adds the fee on top: a percentage rounded to the centavo plus the fixed part', async () => {
    const { token } = await newMember(t);
    const banking = await createGatewayDeposit(t, token, { channelId: 'online-banking', amount: 1234.56 });
    // 1 % of ₱1,234.56 is 12.3456, rounded to ₱12.35.
    expect(banking.deposit).toMatchObject({ amount: 1234.56, fee: 12.35 });
    const alt = await memberOf(t, 'alt');
    const res = await postJson(
      t,
      GATEWAY,
      { channelId: 'gcash', amount: 1000, requestId: newRequestId() },
      alt.token,
      {
        merchant: 'alt',
      },
    );
    // 2 % of ₱1,000 and ₱5.
    expect(valueOf(res)).toMatchObject({ deposit: { amount: 1000, fee: 25 } });
  });

  it('takes a promotion only when it applies', async () => {
    const { token } = await newMember(t);
    const taken = await createGatewayDeposit(t, token, { amount: 200, promotionId: 'first-deposit' });
    expect(taken.deposit.promotionId).toBe('first-deposit');
    const unknown = await postJson(
      t,
      GATEWAY,
      { channelId: 'gcash', amount: 200, promotionId: 'nope', requestId: newRequestId() },
      token,
      { language: 'EN' },
    );
    expect(failureOf(unknown)).toMatchObject({ status: 400, errorCode: 'promotion.not.applicable' });
    expect(failureOf(unknown).message).toMatch(/does not apply/);

    const alt = await memberOf(t, 'alt');
    const small = await postJson(
      t,
      GATEWAY,
      { channelId: 'gcash', amount: 999.99, promotionId: 'big', requestId: newRequestId() },
      alt.token,
      { merchant: 'alt' },
    );
    expect(failureOf(small).errorCode).toBe('promotion.not.applicable');
    expect(small.json<{ value: unknown }>().value).toEqual({ minDeposit: 1000 });
    const off = await postJson(
      t,
      GATEWAY,
      { channelId: 'gcash', amount: 1000, promotionId: 'off', requestId: newRequestId() },
      alt.token,
      { merchant: 'alt' },
    );
    expect(failureOf(off).errorCode).toBe('promotion.not.applicable');

    // After the first credited deposit, the first-deposit promotion is no longer taken.
    await payDeposit(t, taken.deposit.reference);
    const second = await postJson(
      t,
      GATEWAY,
      { channelId: 'gcash', amount: 200, promotionId: 'first-deposit', requestId: newRequestId() },
      token,
    );
    expect(failureOf(second).errorCode).toBe('promotion.not.applicable');
  });

  it('pays a first-deposit bonus once when two deposits took it before either was paid', async () => {
    const { token, memberId } = await newMember(t);
    const first = await createGatewayDeposit(t, token, { amount: 1000, promotionId: 'first-deposit' });
    const second = await createGatewayDeposit(t, token, { amount: 2000, promotionId: 'first-deposit' });
    await payDeposit(t, second.deposit.reference);
    await payDeposit(t, first.deposit.reference);
    const ledger = await t.app.platform.db
      .selectFrom('wallet_transactions')
      .select(['type', 'amount_cents'])
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { type: 'DEPOSIT', amount_cents: 200_000 },
      { type: 'BONUS', amount_cents: 40_000 },
      { type: 'DEPOSIT', amount_cents: 100_000 },
    ]);
    expect((await depositRow(t, first.deposit.reference)).bonus_cents).toBe(0);
  });

  it('answers the same deposit for the same requestId, and refuses the id with other content', async () => {
    const { token, memberId } = await newMember(t);
    const requestId = newRequestId();
    const first = await createGatewayDeposit(t, token, { amount: 300, requestId });
    const again = await createGatewayDeposit(t, token, { amount: 300, requestId });
    expect(again).toEqual(first);
    for (const other of [
      { amount: 301 },
      { amount: 300, channelId: 'maya' },
      { amount: 300, promotionId: 'first-deposit' },
    ]) {
      const res = await postJson(t, GATEWAY, { channelId: 'gcash', requestId, ...other }, token, {
        language: 'EN',
      });
      expect(failureOf(res)).toMatchObject({ status: 409, errorCode: 'request.id.reused' });
    }
    // Twenty copies of one request at once: one deposit.
    const concurrent = newRequestId();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        postJson(t, GATEWAY, { channelId: 'gcash', amount: 400, requestId: concurrent }, token),
      ),
    );
    const references = new Set(
      answers.map((res) => (valueOf(res) as { deposit: { reference: string } }).deposit.reference),
    );
    expect(references.size).toBe(1);
    expect(await countDeposits(t, memberId)).toBe(2);
  });

  it('refuses trial accounts with the free_reject text, guests with 401, and merchants without deposits', async () => {
    const trial = await newMember(t, 4);
    const refused = await postJson(
      t,
      GATEWAY,
      { channelId: 'gcash', amount: 500, requestId: newRequestId() },
      trial.token,
    );
    expect(failureOf(refused)).toEqual({
      status: 403,
      errorCode: 'in_need_true_account',
      message: 'Mag-login sa isang totoong account para magamit ang function na ito.',
    });
    expect(await countDeposits(t, trial.memberId)).toBe(0);
    for (const [method, url] of [
      ['GET', CHANNELS],
      ['POST', GATEWAY],
      ['POST', '/wps/deposit/manual'],
      ['GET', '/wps/deposit/detail?reference=DP20260101AAAAAAAA'],
      ['GET', '/wps/relay/MCSFE_getDepositRecords'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: MERCHANT });
      expect(failureOf(res), url).toMatchObject({ status: 401, errorCode: 'login.not.session' });
    }
    const other = await memberOf(t, 'closed');
    const closedRes = await postJson(
      t,
      GATEWAY,
      { channelId: 'gcash', amount: 500, requestId: newRequestId() },
      other.token,
      {
        merchant: 'closed',
      },
    );
    expect(failureOf(closedRes).errorCode).toBe('function.not.available');
  });
});
