import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../__tests__/test-app.ts';
import {
  WITHDRAW,
  balances,
  bindAccount,
  call,
  expectLedgerAddsUp,
  newMember,
  newRequestId,
  startMoneyApp,
  withdrawBody,
  type Member,
} from './withdraw-helpers.ts';

// Runs on SQLite and in the PostgreSQL pass (`npm run test:postgres -- <this file>`), where the requests really
// run side by side on a pool of connections.

let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await startMoneyApp({
    minAmount: 1,
    maxAmount: 50_000,
    dailyCount: 1000,
    dailyAmount: 1_000_000,
    turnoverMultiple: 0,
  }));
});
afterAll(() => close());

const BURST = 50;

async function burst(member: Member, accountId: number, amount: number, requestId?: () => string) {
  const answers = await Promise.all(
    Array.from({ length: BURST }, () =>
      call(t, WITHDRAW, {
        token: member.token,
        method: 'POST',
        body: withdrawBody(accountId, amount, requestId?.()),
      }),
    ),
  );
  return answers.map((res) => res.json<{ success: boolean; errorCode?: string; value?: unknown }>());
}

describe('withdrawals sent at the same moment', () => {
  it(`${String(BURST)} requests of more than half the balance: exactly one is held, never below zero`, async () => {
    const member = await newMember(t, { balanceCents: 1_000_00, payeeName: 'Juan Dela Cruz' });
    const accountId = await bindAccount(t, member);
    const answers = await burst(member, accountId, 600, newRequestId);
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    // Each other request was refused for the balance alone (the funds password did not lock the burst out).
    expect(new Set(answers.filter((a) => !a.success).map((a) => a.errorCode))).toEqual(
      new Set(['balance.insufficient']),
    );
    expect(await balances(t, member.id)).toEqual({ main: 400_00, held: 600_00 });
    await expectLedgerAddsUp(t, member.id);
    const count = await t.app.platform.db
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });

  it(`${String(BURST)} requests of 300 on 1,000: exactly three are held`, async () => {
    const member = await newMember(t, { balanceCents: 1_000_00, payeeName: 'Juan Dela Cruz' });
    const accountId = await bindAccount(t, member);
    const answers = await burst(member, accountId, 300, newRequestId);
    expect(answers.filter((a) => a.success)).toHaveLength(3);
    expect(await balances(t, member.id)).toEqual({ main: 100_00, held: 900_00 });
    await expectLedgerAddsUp(t, member.id);
  });

  it(`${String(BURST)} copies of one request: one withdrawal, one hold, every answer the same`, async () => {
    const member = await newMember(t, { balanceCents: 1_000_00, payeeName: 'Juan Dela Cruz' });
    const accountId = await bindAccount(t, member);
    const requestId = newRequestId();
    const answers = await burst(member, accountId, 250, () => requestId);
    expect(answers.every((a) => a.success)).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a.value))).size).toBe(1);
    expect(await balances(t, member.id)).toEqual({ main: 750_00, held: 250_00 });
    await expectLedgerAddsUp(t, member.id);
  });
});
