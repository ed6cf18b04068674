import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, readDemoMerchant, type TestApp } from '../../../__tests__/test-app.ts';
import type { SessionInfo } from '../../accounts/sessions.ts';
import { merchantConfig } from '../../merchants/merchant-config.ts';
import { postWalletEntry } from '../../wallet/ledger.ts';
import { FundsGuard } from '../funds-guard.ts';
import type { MoneyServices } from '../money-work.ts';
import { turnover } from '../turnover.ts';
import { requestWithdrawal } from '../withdraw.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const demo = merchantConfig.parse(readDemoMerchant());
const session = (memberId: number, memberType = 0): SessionInfo => ({
  tokenHash: 'x',
  memberId,
  memberType,
  account: 'x',
  merchantCode: 'demo',
  createdAt: 0,
});
const input = { payoutAccountId: 1, amount: 100, fundsPassword: '123456', requestId: 'request-id-0000001' };

async function newMemberId(): Promise<number> {
  const account = `w${String(Date.now())}${String(Math.random()).slice(2, 8)}`;
  const row = await t.app.platform.repositories.accounts.insertMember({
    merchant_code: 'demo',
    account,
    account_key: account,
    type: 0,
    password_hash: '!none',
    reg_date: 0,
    upline_id: null,
    dialing_code: null,
    mobile: null,
    payment_password_hash: null,
    affiliate_code: null,
    status: 'active',
  });
  if (typeof row === 'string') throw new Error(row);
  return row.id;
}

describe('requestWithdrawal', () => {
  it('refuses when the merchant does not allow withdrawals, and trial accounts always', async () => {
    const { platform } = t.app;
    const services: MoneyServices = {
      repository: platform.repositories.withdrawals,
      wallet: platform.repositories.wallet,
      work: platform.units.withdrawals,
      passwords: platform.accounts.passwords,
      guard: new FundsGuard(platform.repositories.withdrawals),
    };
    const closed = {
      ...demo,
      payments: { ...demo.payments, withdraw: { ...demo.payments.withdraw, allow: false } },
    };
    await expect(requestWithdrawal(services, session(1), closed, input)).rejects.toMatchObject({
      errorCode: 'function.not.available',
    });
    await expect(requestWithdrawal(services, session(1, 4), demo, input)).rejects.toMatchObject({
      errorCode: 'in_need_true_account',
    });
  });
});

describe('turnover', () => {
  it('rounds the multiple of the deposit to the centavo and counts only main-wallet bets after it', async () => {
    const id = await newMemberId();
    const { withdrawals } = t.app.platform.repositories;
    const post = (type: 'DEPOSIT' | 'BET' | 'ADJUST', amountCents: number) =>
      t.app.platform.units.withdrawals.run(({ wallet }) =>
        postWalletEntry(wallet, { memberId: id, type, amountCents, reference: 'test', now: 1 }),
      );
    expect(await turnover(withdrawals, id, 1.5)).toEqual({
      requiredCents: 0,
      doneCents: 0,
      remainingCents: 0,
    });
    await post('DEPOSIT', 333_33);
    await post('BET', -100_00);
    expect(await turnover(withdrawals, id, 1.5)).toEqual({
      requiredCents: 500_00,
      doneCents: 100_00,
      remainingCents: 400_00,
    });
    expect(await turnover(withdrawals, id, 0)).toEqual({ requiredCents: 0, doneCents: 0, remainingCents: 0 });
    await post('ADJUST', 1_000_00);
    await post('BET', -450_00);
    expect((await turnover(withdrawals, id, 1.5)).remainingCents).toBe(0);
  });

  it('keeps a large unplayed deposit owed however many small played deposits follow it', async () => {
    const id = await newMemberId();
    const { withdrawals } = t.app.platform.repositories;
    const post = (type: 'DEPOSIT' | 'BET' | 'ADJUST', amountCents: number) =>
      t.app.platform.units.withdrawals.run(({ wallet }) =>
        postWalletEntry(wallet, { memberId: id, type, amountCents, reference: 'test', now: 1 }),
      );
    await post('DEPOSIT', 50_000_00);
    await post('DEPOSIT', 100_00);
    await post('BET', -100_00);
    // Not just the last deposit's ₱100 (played): the ₱50,000 before it is still owed.
    expect(await turnover(withdrawals, id, 1)).toEqual({
      requiredCents: 50_100_00,
      doneCents: 100_00,
      remainingCents: 50_000_00,
    });
    // Bets beyond what is owed are not kept for the next deposit.
    await post('ADJUST', 20_000_00);
    await post('BET', -60_000_00);
    expect((await turnover(withdrawals, id, 1)).remainingCents).toBe(0);
    await post('DEPOSIT', 200_00);
    expect(await turnover(withdrawals, id, 1)).toEqual({
      requiredCents: 200_00,
      doneCents: 0,
      remainingCents: 200_00,
    });
  });
});
