import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { HELD_WALLET_TYPE_ID } from '@h5/contract/endpoints/member.ts';
import type { TransactionType } from '@h5/contract/endpoints/records.ts';
import { getProfitAndLoss, transferToUpline } from '@h5/contract/endpoints/withdraw.ts';
import { trialToken } from '../../../__tests__/member-helpers.ts';
import type { TestApp } from '../../../__tests__/test-app.ts';
import { postWalletEntry } from '../../../domain/wallet/ledger.ts';
import {
  FUNDS_PASSWORD,
  balances,
  call,
  expectLedgerAddsUp,
  failure,
  ledgerOf,
  newMember,
  newRequestId,
  ok,
  startMoneyApp,
  type Member,
} from './withdraw-helpers.ts';

let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await startMoneyApp());
});
afterAll(() => close());
afterEach(() => {
  vi.useRealTimers();
});

const PNL = '/wps/relay/MCSFE_getProfitAndLoss';
const TRANSFER = '/wps/member/transfer/upline';

/** ms of a Manila (UTC+8) wall-clock time. */
const manila = (day: number, hour: number, minute = 0) => Date.UTC(2031, 2, day, hour - 8, minute);

async function entry(member: Member, type: TransactionType, cents: number, at: number, wallet?: number) {
  await t.app.platform.units.withdrawals.run(({ wallet: w }) =>
    postWalletEntry(w, {
      memberId: member.id,
      type,
      amountCents: cents,
      reference: `test:${type}`,
      now: at,
      ...(wallet === undefined ? {} : { accountTypeId: wallet }),
    }),
  );
}

describe('profit and loss', () => {
  it('sums the ledger by kind over whole days of the merchant’s calendar', async () => {
    const member = await newMember(t);
    // Before the range (23:59 on 28 February in Manila, 15:59 UTC): not counted.
    await entry(member, 'DEPOSIT', 5_000_00, Date.UTC(2031, 1, 28, 15, 59));
    // From 00:00 on 1 March in Manila (16:00 UTC the day before).
    await entry(member, 'DEPOSIT', 1_000_00, manila(1, 0));
    await entry(member, 'BET', -200_00, manila(1, 10));
    await entry(member, 'WIN', 500_00, manila(1, 10));
    await entry(member, 'BET', -100_00, manila(1, 11));
    await entry(member, 'BET', -300_00, manila(2, 9));
    await entry(member, 'REFUND', 20_00, manila(2, 9));
    await entry(member, 'BONUS', 50_00, manila(2, 12));
    await entry(member, 'REBATE', 10_00, manila(2, 13));
    // A withdrawal held, paid: only the payment is a withdrawal.
    await entry(member, 'WITHDRAW_HOLD', -300_00, manila(2, 14));
    await entry(member, 'WITHDRAW_HOLD', 300_00, manila(2, 14), HELD_WALLET_TYPE_ID);
    await entry(member, 'WITHDRAW', -300_00, manila(2, 15), HELD_WALLET_TYPE_ID);
    // After the range.
    await entry(member, 'BET', -999_00, manila(3, 0));

    const pnl = z.parse(
      getProfitAndLoss.response,
      await ok(t, `${PNL}?startDate=2031-03-01&endDate=2031-03-02`, { token: member.token }),
    );
    expect(pnl).toEqual({
      startDate: '2031-03-01',
      endDate: '2031-03-02',
      deposit: 1000,
      withdraw: 300,
      stake: 580,
      payout: 500,
      bonus: 50,
      rebate: 10,
      profit: -20,
    });
    await expectLedgerAddsUp(t, member.id);
  });

  it('defaults to the last 7 days, and refuses dates that do not exist and ranges over 92 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 04:00 on 6 March in Manila.
    vi.setSystemTime(Date.UTC(2031, 2, 5, 20, 0));
    const member = await newMember(t);
    await entry(member, 'WIN', 12_34, manila(6, 3));
    expect(await ok(t, PNL, { token: member.token })).toMatchObject({
      startDate: '2031-02-28',
      endDate: '2031-03-06',
      payout: 12.34,
      profit: 12.34,
      stake: 0,
      withdraw: 0,
    });
    const bad = (query: string) => failure(t, `${PNL}?${query}`, { token: member.token });
    expect((await bad('endDate=2031-02-30')).value).toEqual({ field: 'endDate' });
    expect((await bad('startDate=2031-03-07&endDate=2031-03-06')).value).toEqual({ field: 'startDate' });
    expect((await bad('startDate=2030-12-04&endDate=2031-03-06')).value).toEqual({ field: 'startDate' });
    // 92 days, the longest range.
    expect(
      await ok(t, `${PNL}?startDate=2030-12-05&endDate=2031-03-06`, { token: member.token }),
    ).toMatchObject({
      startDate: '2030-12-05',
      payout: 12.34,
    });
    expect((await failure(t, PNL)).status).toBe(401);
  });
});

describe('transfer to superior', () => {
  const transfer = (
    member: Member,
    amount: number,
    requestId = newRequestId(),
    fundsPassword = FUNDS_PASSWORD,
  ) => call(t, TRANSFER, { token: member.token, method: 'POST', body: { amount, fundsPassword, requestId } });

  it('moves the amount from the member to the upline in one go, once per request id', async () => {
    const agent = await newMember(t, { type: 1, balanceCents: 10_00 });
    const player = await newMember(t, { uplineId: agent.id, balanceCents: 500_00 });
    const requestId = newRequestId();
    const res = await transfer(player, 120.5, requestId);
    const answer = z.parse(transferToUpline.response, res.json<{ value: unknown }>().value);
    expect(answer).toMatchObject({ toUpline: agent.account, amount: 120.5, balance: 379.5 });
    expect(answer.reference).toMatch(/^TU\d{8}[A-Z2-9]{8}$/);
    expect((await balances(t, player.id)).main).toBe(379_50);
    expect((await balances(t, agent.id)).main).toBe(130_50);
    expect((await ledgerOf(t, player.id)).slice(-1)).toEqual([[2, 'TRANSFER_OUT', -120_50]]);
    expect((await ledgerOf(t, agent.id)).slice(-1)).toEqual([[2, 'TRANSFER_IN', 120_50]]);

    const again = await Promise.all([transfer(player, 120.5, requestId), transfer(player, 120.5, requestId)]);
    for (const r of again) expect(r.json<{ value: unknown }>().value).toEqual(answer);
    expect((await balances(t, agent.id)).main).toBe(130_50);
    const reused = await transfer(player, 99, requestId);
    expect([reused.statusCode, reused.json<{ errorCode: string }>().errorCode]).toEqual([
      409,
      'request.id.reused',
    ]);
    await expectLedgerAddsUp(t, player.id);
    await expectLedgerAddsUp(t, agent.id);
  });

  it('refuses type 2, a member without an upline, a trial account, a wrong password and more than the balance', async () => {
    const agent = await newMember(t, { type: 1 });
    const typeTwo = await newMember(t, { type: 2, uplineId: agent.id, balanceCents: 100_00 });
    const orphan = await newMember(t, { balanceCents: 100_00 });
    const player = await newMember(t, { uplineId: agent.id, balanceCents: 100_00 });
    const code = async (p: Promise<LightMyRequestResponse>) => {
      const res = await p;
      return [res.statusCode, res.json<{ errorCode: string }>().errorCode];
    };
    expect(await code(transfer(typeTwo, 10))).toEqual([400, 'function.not.available']);
    expect(await code(transfer(orphan, 10))).toEqual([400, 'function.not.available']);
    const trial = await call(t, TRANSFER, {
      token: await trialToken(t),
      method: 'POST',
      body: { amount: 10, fundsPassword: FUNDS_PASSWORD, requestId: newRequestId() },
    });
    expect([trial.statusCode, trial.json<{ errorCode: string }>().errorCode]).toEqual([
      403,
      'in_need_true_account',
    ]);
    expect(await code(transfer(player, 10, newRequestId(), '000000'))).toEqual([
      400,
      'funds.password.incorrect',
    ]);
    expect(await code(transfer(player, 100.01))).toEqual([400, 'balance.insufficient']);
    expect((await balances(t, player.id)).main).toBe(100_00);
    expect((await balances(t, agent.id)).main).toBe(0);
    const rows = await t.app.platform.db
      .selectFrom('upline_transfers')
      .select('id')
      .where('member_id', 'in', [typeTwo.id, orphan.id, player.id])
      .execute();
    expect(rows).toEqual([]);
  });

  it('sends up only money played through: an unplayed deposit stays owed (turnover), as for a withdrawal', async () => {
    const agent = await newMember(t, { type: 1 });
    const player = await newMember(t, { uplineId: agent.id, balanceCents: 2_000_00 });
    const post = (type: 'DEPOSIT' | 'BET', amountCents: number) =>
      t.app.platform.units.withdrawals.run(({ wallet }) =>
        postWalletEntry(wallet, { memberId: player.id, type, amountCents, reference: 'test' }),
      );
    await post('DEPOSIT', 1_000_00);
    const refused = await transfer(player, 500);
    expect([refused.statusCode, refused.json<{ errorCode: string }>().errorCode]).toEqual([
      400,
      'withdraw.turnover',
    ]);
    expect((await balances(t, agent.id)).main).toBe(0);
    await post('BET', -1_000_00);
    expect((await transfer(player, 100)).statusCode).toBe(200);
    expect((await balances(t, agent.id)).main).toBe(100_00);
  });
});
