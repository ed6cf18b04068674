import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getDeposit, getDepositRecords } from '@h5/contract/endpoints/deposit.ts';
import { MERCHANT } from '../../../__tests__/account-helpers.ts';
import { createGatewayDeposit, newMember } from '../../../__tests__/deposit-helpers.ts';
import { failureOf, valueOf } from '../../../__tests__/member-helpers.ts';
import { startTestApp, type TestApp } from '../../../__tests__/test-app.ts';
import { channelsOf, memberOf, payDeposit, startDepositApp } from './deposit-test-merchants.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startDepositApp();
});
afterAll(() => t.close());

describe('deposit channels', () => {
  it("answers the merchant's channels in pesos, the new template and the promotions in the request's language", async () => {
    const { token } = await newMember(t);
    const answer = await channelsOf(t, token, { language: 'EN' });
    expect(answer.allowDeposit).toBe(true);
    expect(answer.template).toBe('new');
    expect(answer.channels.map((c) => [c.id, c.kind])).toEqual([
      ['gcash', 'ewallet'],
      ['maya', 'ewallet'],
      ['online-banking', 'online_bank'],
      ['bdo-transfer', 'manual_bank'],
    ]);
    expect(answer.channels[0]).toMatchObject({ minAmount: 100, maxAmount: 50_000, bankAccount: null });
    expect(answer.channels[0]?.quickAmounts).toEqual([100, 200, 500, 1000, 2000, 5000]);
    expect(answer.channels[2]).toMatchObject({ feePercent: 1, feeFixed: 0 });
    expect(answer.channels[3]?.bankAccount).toEqual({
      bankName: 'BDO Unibank',
      accountName: 'Demo Gaming Corp.',
      accountNumber: '0012 3456 7890',
    });
    expect(answer.promotions).toEqual([
      {
        id: 'first-deposit',
        title: 'First deposit bonus 20% (up to ₱500)',
        bonusPercent: 20,
        maxBonus: 500,
        minDeposit: 100,
        firstDepositOnly: true,
      },
    ]);
    expect((await channelsOf(t, token)).promotions[0]?.title).toBe(
      'Bonus sa unang deposito 20% (hanggang ₱500)',
    );
  });

  it('drops a first-deposit promotion once the member has a credited deposit', async () => {
    const { token } = await newMember(t);
    const { deposit } = await createGatewayDeposit(t, token, { amount: 100 });
    await payDeposit(t, deposit.reference);
    expect((await channelsOf(t, token)).promotions).toEqual([]);
  });

  it("follows the merchant's dep_func (base), hides disabled channels and promotions", async () => {
    const { token } = await memberOf(t, 'alt');
    const answer = await channelsOf(t, token, { merchant: 'alt', language: 'EN' });
    expect(answer.template).toBe('base');
    expect(answer.channels.map((c) => c.id)).toEqual(['gcash']);
    expect(answer.promotions.map((p) => p.id)).toEqual(['big']);
  });

  it('tells a trial account and a merchant without deposits that they may not deposit', async () => {
    const trial = await newMember(t, 4);
    expect((await channelsOf(t, trial.token)).allowDeposit).toBe(false);
    const other = await memberOf(t, 'closed');
    expect((await channelsOf(t, other.token, { merchant: 'closed' })).allowDeposit).toBe(false);
  });
});

describe('deposit detail and records', () => {
  it("answers the member's own deposits, newest first, by status, and nobody else's", async () => {
    const { token } = await newMember(t);
    const a = await createGatewayDeposit(t, token, { amount: 100 });
    const b = await createGatewayDeposit(t, token, { amount: 200, promotionId: 'first-deposit' });
    await payDeposit(t, b.deposit.reference);
    const detail = await t.app.inject({
      url: `/wps/deposit/detail?reference=${b.deposit.reference}`,
      headers: { ...MERCHANT, authorization: token },
    });
    expect(z.parse(getDeposit.response, valueOf(detail))).toMatchObject({
      status: 'success',
      amount: 200,
      bonus: 40,
    });
    const records = async (query = '') =>
      z.parse(
        getDepositRecords.response,
        valueOf(
          await t.app.inject({
            url: `/wps/relay/MCSFE_getDepositRecords${query}`,
            headers: { ...MERCHANT, authorization: token },
          }),
        ),
      );
    expect((await records()).content.map((d) => d.reference)).toEqual([
      b.deposit.reference,
      a.deposit.reference,
    ]);
    expect(await records('?status=pending')).toMatchObject({
      totalCount: 1,
      content: [{ reference: a.deposit.reference }],
    });
    expect((await records('?pageSize=1&pageNo=2')).content.map((d) => d.reference)).toEqual([
      a.deposit.reference,
    ]);

    const stranger = await newMember(t);
    const theirs = await t.app.inject({
      url: `/wps/deposit/detail?reference=${a.deposit.reference}`,
      headers: { ...MERCHANT, authorization: stranger.token },
    });
    expect(failureOf(theirs)).toMatchObject({ status: 404, errorCode: 'record.not.found' });
  });

  it('shows a gateway deposit nobody paid in time as failed, with why', async () => {
    const { token } = await newMember(t);
    const { deposit } = await createGatewayDeposit(t, token, { amount: 100 });
    await t.app.platform.db
      .updateTable('deposits')
      .set({ expires_at: Date.now() - 1 })
      .where('reference', '=', deposit.reference)
      .execute();
    const res = await t.app.inject({
      url: `/wps/deposit/detail?reference=${deposit.reference}`,
      headers: { ...MERCHANT, authorization: token, language: 'EN' },
    });
    expect(valueOf(res)).toMatchObject({ status: 'failed', remark: 'The payment was not made in time.' });
  });
});

describe('a production server', () => {
  it('never offers the simulated gateway: its channels are hidden, refused, and its pay pages absent', async () => {
    const prod = await startTestApp({
      production: true,
      keyRingSecret: 'production-test-key-ring-secret-0123456789',
      paymentSimulatorSecret: 'production-test-simulator-secret-0123456789',
    });
    try {
      const { token } = await newMember(prod);
      const answer = await channelsOf(prod, token);
      // Only the manual bank transfer is left of the demo merchant's four channels.
      expect(answer.channels.map((c) => c.id)).toEqual(['bdo-transfer']);
      const create = await prod.app.inject({
        method: 'POST',
        url: '/wps/deposit/gateway',
        headers: { ...MERCHANT, authorization: token },
        payload: { channelId: 'gcash', amount: 500, requestId: 'production-gcash-0000001' },
      });
      expect(failureOf(create).errorCode).toBe('channel.unknown');
      expect((await prod.app.inject({ url: '/pay/sim/DP20261125AAAAAAAA' })).statusCode).toBe(404);
      const callback = await prod.app.inject({
        method: 'POST',
        url: '/wps/payments/callback/simulated',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(callback.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
