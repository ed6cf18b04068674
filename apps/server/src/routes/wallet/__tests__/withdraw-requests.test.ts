import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  createWithdrawal,
  getWithdrawRecords,
  getWithdrawSettings,
} from '@h5/contract/endpoints/withdraw.ts';
import { trialToken } from '../../../__tests__/member-helpers.ts';
import type { TestApp } from '../../../__tests__/test-app.ts';
import { gameWhere, launchTicket } from '../../games/__tests__/games-helpers.ts';
import {
  WITHDRAW,
  balances,
  bindAccount,
  call,
  expectLedgerAddsUp,
  failure,
  ledgerEntry,
  ledgerOf,
  newMember,
  newRequestId,
  ok,
  startMoneyApp,
  withdrawBody,
  type Member,
} from './withdraw-helpers.ts';

let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await startMoneyApp({
    minAmount: 100,
    maxAmount: 5000,
    dailyCount: 3,
    dailyAmount: 6000,
    turnoverMultiple: 2,
  }));
});
afterAll(() => close());
afterEach(() => {
  vi.useRealTimers();
});

const withdraw = async (member: Member, accountId: number, amount: number, requestId?: string) =>
  z.parse(
    createWithdrawal.response,
    await ok(t, WITHDRAW, {
      token: member.token,
      method: 'POST',
      body: withdrawBody(accountId, amount, requestId),
    }),
  );
const withdrawFails = (member: Member, body: unknown) =>
  failure(t, WITHDRAW, { token: member.token, method: 'POST', language: 'EN', body });
const settings = async (member: Member) =>
  z.parse(getWithdrawSettings.response, await ok(t, '/wps/withdraw/settings', { token: member.token }));
const records = async (member: Member, query = '') =>
  z.parse(
    getWithdrawRecords.response,
    await ok(t, `/wps/relay/MCSFE_getWithdrawRecords${query}`, { token: member.token }),
  );

/** A member with money and a bound GCash account. */
async function withAccount(balanceCents: number): Promise<{ member: Member; accountId: number }> {
  const member = await newMember(t, { balanceCents, payeeName: 'Juan Dela Cruz' });
  return { member, accountId: await bindAccount(t, member) };
}

describe('a withdrawal request', () => {
  it('holds the amount: out of the spendable balance into the held wallet, both through the ledger', async () => {
    const { member, accountId } = await withAccount(10_000_00);
    const answer = await withdraw(member, accountId, 1234.56);
    expect(answer.balance).toBe(8765.44);
    expect(answer.withdrawal).toMatchObject({
      amount: 1234.56,
      providerName: 'GCash',
      accountNumberMasked: '•••• 4567',
      status: 'pending',
      remark: '',
    });
    expect(answer.withdrawal.reference).toMatch(/^WD\d{8}[A-Z2-9]{8}$/);
    expect(await balances(t, member.id)).toEqual({ main: 8765_44, held: 1234_56 });
    expect((await ledgerOf(t, member.id)).slice(-2)).toEqual([
      [2, 'WITHDRAW_HOLD', -1234_56],
      [90, 'WITHDRAW_HOLD', 1234_56],
    ]);
    await expectLedgerAddsUp(t, member.id);

    // The balance answer is what can be spent: the held amount is neither listed nor summed.
    const wallet = await ok<{ sumBalance: number; balance: { accountTypeId: number }[] }>(
      t,
      '/wps/v2/wallets/balance?typeId=0',
      { token: member.token },
    );
    expect(wallet.sumBalance).toBe(8765.44);
    expect(wallet.balance.map((b) => b.accountTypeId)).toEqual([2]);
    expect(await settings(member)).toMatchObject({
      balance: 8765.44,
      held: 1234.56,
      dailyCountUsed: 1,
      dailyAmountUsed: 1234.56,
    });
    const listed = await records(member);
    expect(listed).toMatchObject({ totalCount: 1, pageNum: 1, totalPages: 1 });
    expect(listed.content).toEqual([answer.withdrawal]);
  });

  it('leaves games the main wallet only: held money cannot be staked', async () => {
    const { member, accountId } = await withAccount(1_000_00);
    await withdraw(member, accountId, 800);
    const slot = await gameWhere(t, { gameType: 'RNG' });
    const ticket = await launchTicket(t, member.token, `launchMode=GLS&nodeId=${slot.node_id}`);
    const bet = await failure(t, '/wps/game/inhouse/bet', {
      method: 'POST',
      body: { ticket, stake: 500, requestId: newRequestId() },
    });
    expect(bet.errorCode).toBe('balance.insufficient');
    expect(await balances(t, member.id)).toEqual({ main: 200_00, held: 800_00 });
  });

  it('keeps the amount within the merchant’s minimum and maximum, and the account the member’s own', async () => {
    const { member, accountId } = await withAccount(10_000_00);
    const low = await withdrawFails(member, withdrawBody(accountId, 99.99));
    expect(low).toMatchObject({
      status: 400,
      errorCode: 'amount.out.of.range',
      message: 'The amount must be from ₱100 to ₱5000.',
      value: { min: 100, max: 5000 },
    });
    expect((await withdrawFails(member, withdrawBody(accountId, 5000.01))).errorCode).toBe(
      'amount.out.of.range',
    );
    expect((await withdrawFails(member, withdrawBody(accountId, 100.001))).value).toEqual({
      field: 'amount',
    });
    const other = await withAccount(1_000_00);
    expect((await withdrawFails(member, withdrawBody(other.accountId, 100))).value).toEqual({
      field: 'payoutAccountId',
    });
    expect(
      (await withdrawFails(member, { ...withdrawBody(accountId, 100), fundsPassword: '000000' })).errorCode,
    ).toBe('funds.password.incorrect');
    expect(await balances(t, member.id)).toEqual({ main: 10_000_00, held: 0 });
    await expect(withdraw(member, accountId, 5000)).resolves.toMatchObject({ balance: 5000 });
  });

  it('keeps to the daily count and sum of the merchant’s calendar day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 in Manila (UTC+8) on 10 January.
    vi.setSystemTime(Date.UTC(2031, 0, 10, 15, 30));
    const { member, accountId } = await withAccount(20_000_00);
    for (const amount of [100, 200, 300]) await withdraw(member, accountId, amount);
    expect(await withdrawFails(member, withdrawBody(accountId, 100))).toMatchObject({
      errorCode: 'withdraw.daily.limit',
      value: { count: 3, amount: 6000 },
    });
    // Midnight in Manila: a new day.
    vi.setSystemTime(Date.UTC(2031, 0, 10, 16, 0));
    const next = await withdraw(member, accountId, 5000);
    expect(next.withdrawal.reference.slice(2, 10)).toBe('20310111');
    expect((await withdrawFails(member, withdrawBody(accountId, 1000.01))).errorCode).toBe(
      'withdraw.daily.limit',
    );
    await withdraw(member, accountId, 1000);
    expect(await settings(member)).toMatchObject({ dailyCountUsed: 2, dailyAmountUsed: 6000 });
    expect(await balances(t, member.id)).toEqual({ main: 13_400_00, held: 6_600_00 });
    await expectLedgerAddsUp(t, member.id);
  });

  it('answers a repeated request id with the first withdrawal, and refuses it with other content', async () => {
    const { member, accountId } = await withAccount(5_000_00);
    const requestId = newRequestId();
    const first = await withdraw(member, accountId, 500, requestId);
    const replays = await Promise.all(
      Array.from({ length: 5 }, () => withdraw(member, accountId, 500, requestId)),
    );
    for (const replay of replays) expect(replay).toEqual(first);
    expect(await balances(t, member.id)).toEqual({ main: 4_500_00, held: 500_00 });
    expect((await ledgerOf(t, member.id)).filter(([, type]) => type === 'WITHDRAW_HOLD')).toHaveLength(2);
    const reused = await withdrawFails(member, withdrawBody(accountId, 600, requestId));
    expect(reused).toMatchObject({ status: 409, errorCode: 'request.id.reused' });
    const otherAccount = await bindAccount(t, member, { providerCode: 'maya', accountNumber: '09998887777' });
    expect((await withdrawFails(member, withdrawBody(otherAccount, 500, requestId))).errorCode).toBe(
      'request.id.reused',
    );
    expect((await withdrawFails(member, withdrawBody(accountId, 500, 'short'))).value).toEqual({
      field: 'requestId',
    });
    expect(await balances(t, member.id)).toEqual({ main: 4_500_00, held: 500_00 });
    expect((await records(member)).totalCount).toBe(1);
  });

  it('refuses more than the balance, a trial account and a guest, moving nothing', async () => {
    const { member, accountId } = await withAccount(300_00);
    expect((await withdrawFails(member, withdrawBody(accountId, 300.01))).errorCode).toBe(
      'balance.insufficient',
    );
    expect(await balances(t, member.id)).toEqual({ main: 300_00, held: 0 });
    expect((await records(member)).totalCount).toBe(0);
    const trial = await call(t, WITHDRAW, {
      token: await trialToken(t),
      method: 'POST',
      body: withdrawBody(1, 100),
    });
    expect([trial.statusCode, trial.json<{ errorCode: string }>().errorCode]).toEqual([
      403,
      'in_need_true_account',
    ]);
    expect((await failure(t, WITHDRAW, { method: 'POST', body: withdrawBody(1, 100) })).status).toBe(401);
  });
});

describe('the turnover rule', () => {
  it('asks bets of the merchant’s multiple of the last deposit since it, and shows what remains', async () => {
    const { member, accountId } = await withAccount(5_000_00);
    expect((await settings(member)).turnoverRemaining).toBe(0);
    const slot = await gameWhere(t, { gameType: 'RNG' });
    const ticket = await launchTicket(t, member.token, `launchMode=GLS&nodeId=${slot.node_id}`);
    const bet = (stake: number) =>
      ok(t, '/wps/game/inhouse/bet', { method: 'POST', body: { ticket, stake, requestId: newRequestId() } });
    // Bets before the deposit do not count towards it.
    await bet(300);
    await ledgerEntry(t, member.id, 'DEPOSIT', 1_000_00);
    expect(await settings(member)).toMatchObject({
      turnoverMultiple: 2,
      turnoverRequired: 2000,
      turnoverDone: 0,
      turnoverRemaining: 2000,
    });
    await bet(500);
    await bet(700);
    expect(await settings(member)).toMatchObject({ turnoverDone: 1200, turnoverRemaining: 800 });
    const refused = await withdrawFails(member, withdrawBody(accountId, 100));
    expect(refused).toMatchObject({
      errorCode: 'withdraw.turnover',
      message: 'You need to bet ₱800 more before you can withdraw or transfer.',
      value: { remaining: 800 },
    });
    await bet(800);
    expect((await settings(member)).turnoverRemaining).toBe(0);
    await withdraw(member, accountId, 100);
    // A new deposit asks its own turnover.
    await ledgerEntry(t, member.id, 'DEPOSIT', 250_00);
    expect(await settings(member)).toMatchObject({
      turnoverRequired: 500,
      turnoverDone: 0,
      turnoverRemaining: 500,
    });
    expect((await withdrawFails(member, withdrawBody(accountId, 100))).value).toEqual({ remaining: 500 });
    await expectLedgerAddsUp(t, member.id);
  });
});
