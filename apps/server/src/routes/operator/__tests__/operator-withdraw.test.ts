import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { listOperatorWithdrawals, reviewWithdrawal } from '@h5/contract/endpoints/operator.ts';
import { getWithdrawRecords, type WithdrawRecord } from '@h5/contract/endpoints/withdraw.ts';
import type { TestApp } from '../../../__tests__/test-app.ts';
import {
  OPERATOR,
  WITHDRAW,
  balances,
  bindAccount,
  call,
  expectLedgerAddsUp,
  failure,
  ledgerOf,
  newMember,
  newRequestId,
  ok,
  startMoneyApp,
  withdrawBody,
  type Member,
} from '../../wallet/__tests__/withdraw-helpers.ts';

let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await startMoneyApp({ dailyCount: 2, turnoverMultiple: 0 }));
});
afterAll(() => close());
afterEach(() => {
  vi.useRealTimers();
});

const LIST = '/ops/withdrawals';
const REVIEW = '/ops/withdrawals/review';

const list = async (query = '') =>
  z.parse(listOperatorWithdrawals.response, await ok(t, `${LIST}${query}`, { token: OPERATOR.token }));
const review = async (reference: string, decision: 'pay' | 'reject', reason?: string) =>
  z.parse(
    reviewWithdrawal.response,
    await ok(t, REVIEW, {
      token: OPERATOR.token,
      method: 'POST',
      body: { reference, decision, requestId: newRequestId(), ...(reason === undefined ? {} : { reason }) },
    }),
  );
const reviewFails = (reference: string, decision: 'pay' | 'reject', reason?: string) =>
  failure(t, REVIEW, {
    token: OPERATOR.token,
    method: 'POST',
    body: { reference, decision, requestId: newRequestId(), ...(reason === undefined ? {} : { reason }) },
  });
const memberRecords = async (member: Member) =>
  z.parse(
    getWithdrawRecords.response,
    await ok(t, '/wps/relay/MCSFE_getWithdrawRecords', { token: member.token }),
  ).content;

async function pendingWithdrawal(amount: number, balanceCents = 5_000_00) {
  const member = await newMember(t, { balanceCents, payeeName: 'Juan Dela Cruz' });
  await bindAccount(t, member, { accountNumber: '09171234567' });
  const accountId = (await t.app.platform.repositories.withdrawals.payoutAccountsOf(member.id))[0]?.id ?? 0;
  const { withdrawal } = await ok<{ withdrawal: WithdrawRecord }>(t, WITHDRAW, {
    token: member.token,
    method: 'POST',
    body: withdrawBody(accountId, amount),
  });
  return { member, accountId, reference: withdrawal.reference };
}

describe('the operator API for withdrawals', () => {
  it('needs an operator token: none, a wrong one or a member session is 401', async () => {
    const member = await newMember(t);
    for (const token of [undefined, 'not-an-operator-token-at-all-xxxxx', member.token]) {
      const listed = await failure(t, LIST, token === undefined ? {} : { token });
      expect([listed.status, listed.errorCode]).toEqual([401, 'operator.unauthorized']);
      const decided = await failure(t, REVIEW, {
        ...(token === undefined ? {} : { token }),
        method: 'POST',
        body: { reference: 'WD20310101ABCDEFGH', decision: 'pay', requestId: newRequestId() },
      });
      expect([decided.status, decided.errorCode]).toEqual([401, 'operator.unauthorized']);
    }
  });

  it('lists the pending ones oldest first, with the member and the account number in full', async () => {
    const first = await pendingWithdrawal(100);
    const second = await pendingWithdrawal(200);
    const queue = await list();
    const ours = queue.content.filter((w) => [first.reference, second.reference].includes(w.reference));
    expect(ours.map((w) => w.reference)).toEqual([first.reference, second.reference]);
    expect(ours[0]).toMatchObject({
      memberAccount: first.member.account,
      accountName: 'Juan Dela Cruz',
      accountNumber: '09171234567',
      accountNumberMasked: '•••• 4567',
      status: 'pending',
      amount: 100,
      operator: null,
      reviewedAt: null,
    });
    expect(queue.content.every((w) => w.status === 'pending')).toBe(true);
    const page = await list('?pageSize=1&pageNo=2');
    expect(page).toMatchObject({ pageNum: 2, totalCount: queue.totalCount, totalPages: queue.totalCount });
    expect(page.content).toHaveLength(1);
  });

  it('pays: the held amount leaves, the record says paid, with who and when; the same decision again changes nothing', async () => {
    const at = Date.UTC(2031, 4, 6, 7, 8);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at - 60_000);
    const { member, reference } = await pendingWithdrawal(1_500);
    expect(await balances(t, member.id)).toEqual({ main: 3_500_00, held: 1_500_00 });
    vi.setSystemTime(at);
    const paid = await review(reference, 'pay');
    expect(paid).toMatchObject({
      status: 'paid',
      operator: OPERATOR.name,
      reviewedAt: at,
      updateTime: at,
      remark: '',
    });
    expect(await balances(t, member.id)).toEqual({ main: 3_500_00, held: 0 });
    expect((await ledgerOf(t, member.id)).slice(-1)).toEqual([[90, 'WITHDRAW', -1_500_00]]);
    await expectLedgerAddsUp(t, member.id);
    vi.setSystemTime(at + 60_000);
    expect(await review(reference, 'pay')).toEqual(paid);
    expect(await balances(t, member.id)).toEqual({ main: 3_500_00, held: 0 });
    expect(await reviewFails(reference, 'reject', 'too late')).toMatchObject({
      status: 409,
      errorCode: 'review.conflict',
    });
    expect((await memberRecords(member))[0]).toMatchObject({ reference, status: 'paid', updateTime: at });
    expect((await list('?status=paid')).content.some((w) => w.reference === reference)).toBe(true);
    expect((await list()).content.some((w) => w.reference === reference)).toBe(false);
    const row = await t.app.platform.db
      .selectFrom('withdrawals')
      .select(['reviewed_by', 'reviewed_at', 'status'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ reviewed_by: OPERATOR.name, reviewed_at: at, status: 'paid' });
  });

  it('rejects with a reason: released to the main wallet, the reason shown to the member, a day’s count freed', async () => {
    const { member, accountId, reference } = await pendingWithdrawal(700, 1_000_00);
    expect(await reviewFails(reference, 'reject')).toMatchObject({
      errorCode: 'request_param_err',
      value: { field: 'reason' },
    });
    expect(await reviewFails(reference, 'reject', '   ')).toMatchObject({ value: { field: 'reason' } });
    const rejected = await review(reference, 'reject', 'Account name  does not match the bank');
    expect(rejected).toMatchObject({
      status: 'rejected',
      remark: 'Account name does not match the bank',
      operator: OPERATOR.name,
    });
    expect(await balances(t, member.id)).toEqual({ main: 1_000_00, held: 0 });
    expect((await ledgerOf(t, member.id)).slice(-2)).toEqual([
      [2, 'WITHDRAW_RELEASE', 700_00],
      [90, 'WITHDRAW_RELEASE', -700_00],
    ]);
    await expectLedgerAddsUp(t, member.id);
    expect((await memberRecords(member))[0]).toMatchObject({
      status: 'rejected',
      remark: 'Account name does not match the bank',
    });
    expect((await reviewFails(reference, 'pay')).errorCode).toBe('review.conflict');
    expect((await review(reference, 'reject', 'again')).status).toBe('rejected');
    // The merchant allows 2 a day here: the rejected one does not count.
    for (const amount of [100, 200]) {
      await ok(t, WITHDRAW, { token: member.token, method: 'POST', body: withdrawBody(accountId, amount) });
    }
    const third = await failure(t, WITHDRAW, {
      token: member.token,
      method: 'POST',
      body: withdrawBody(accountId, 100),
    });
    expect(third.errorCode).toBe('withdraw.daily.limit');
    // The member's record: newest first, filtered by status, paged.
    const recordsOf = async (query: string) =>
      z.parse(
        getWithdrawRecords.response,
        await ok(t, `/wps/relay/MCSFE_getWithdrawRecords${query}`, { token: member.token }),
      );
    expect((await recordsOf('?status=rejected')).content.map((r) => r.reference)).toEqual([reference]);
    expect((await recordsOf('?status=pending')).content.map((r) => r.amount)).toEqual([200, 100]);
    const paged = await recordsOf('?pageSize=1&pageNo=3');
    expect(paged).toMatchObject({ pageNum: 3, totalPages: 3, totalCount: 3 });
    expect(paged.content.map((r) => r.reference)).toEqual([reference]);
    expect((await recordsOf('?status=paid')).totalCount).toBe(0);
  });

  it('does not know a reference it never issued, and refuses a malformed one', async () => {
    expect(await reviewFails('WD20310101ABCDEFGH', 'pay')).toMatchObject({
      status: 404,
      errorCode: 'record.not.found',
    });
    expect((await reviewFails('wd-lower', 'pay')).value).toEqual({ field: 'reference' });
    const res = await call(t, `${LIST}?status=open`, { token: OPERATOR.token });
    expect(res.statusCode).toBe(400);
  });
});
