import { MERCHANT } from '../../../__tests__/account-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALLBACK_URL,
  balanceCents,
  callbacksOf,
  createGatewayDeposit,
  depositRow,
  gatewayOf,
  ledgerOf,
  newMember,
  sendNotification,
} from '../../../__tests__/deposit-helpers.ts';
import { failureOf, valueOf } from '../../../__tests__/member-helpers.ts';
import { startTestApp, type TestApp } from '../../../__tests__/test-app.ts';
import { SIMULATED_HEADERS, SimulatedGateway } from '../../../domain/payments/providers/simulated-gateway.ts';

// The callback as any provider's notification reaches it; runs on PostgreSQL too (`npm run test:postgres`).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A pending ₱500 GCash deposit of a new member (no fee), and what paying it would notify. */
async function pendingDeposit(amount = 500) {
  const member = await newMember(t);
  const { deposit } = await createGatewayDeposit(t, member.token, { amount });
  const paid = (now = Date.now()) =>
    gatewayOf(t).notification(
      { reference: deposit.reference, amountCents: amount * 100, status: 'paid' },
      now,
    );
  return { ...member, reference: deposit.reference, paid };
}

/** A notification signed as the gateway signs, with any body. */
function signed(body: unknown, now = Date.now(), gateway = gatewayOf(t)) {
  const text = JSON.stringify(body);
  const timestamp = String(now);
  return {
    headers: {
      'content-type': 'application/json',
      [SIMULATED_HEADERS.timestamp]: timestamp,
      [SIMULATED_HEADERS.signature]: gateway.sign(timestamp, text),
    },
    body: text,
  };
}

async function expectNothingCredited(memberId: number, reference: string) {
  expect(await ledgerOf(t, memberId)).toEqual([]);
  expect(await balanceCents(t, memberId)).toBe(0);
  expect((await depositRow(t, reference)).status).not.toBe('success');
}

describe('payment callback', () => {
  it('credits a verified notification once and answers what it did', async () => {
    const d = await pendingDeposit();
    const res = await sendNotification(t, d.paid());
    expect(res.statusCode).toBe(200);
    expect(valueOf(res)).toEqual({ outcome: 'credited', reason: '', reference: d.reference });
    expect(await ledgerOf(t, d.memberId)).toMatchObject([{ type: 'DEPOSIT', amount_cents: 50_000 }]);
    expect(await balanceCents(t, d.memberId)).toBe(50_000);
  });

  it('refuses a forged signature (another key, a changed body), logging it, crediting nothing', async () => {
    const d = await pendingDeposit();
    const forger = new SimulatedGateway({ secret: 'f'.repeat(40), baseUrl: '' });
    const forged = forger.notification(
      { reference: d.reference, amountCents: 50_000, status: 'paid' },
      Date.now(),
    );
    const res = await sendNotification(t, forged);
    expect(failureOf(res)).toMatchObject({ status: 401, errorCode: 'payment.notification.invalid' });
    const genuine = d.paid();
    const tampered = { ...genuine, body: genuine.body.replace('50000', '5000000') };
    expect(failureOf(await sendNotification(t, tampered)).errorCode).toBe('payment.notification.invalid');
    await expectNothingCredited(d.memberId, d.reference);
    expect(await callbacksOf(t, d.reference)).toMatchObject([
      { outcome: 'rejected', reason: 'signature', amount_cents: 50_000 },
      { outcome: 'rejected', reason: 'signature', amount_cents: 5_000_000 },
    ]);
  });

  it('refuses missing or malformed signature headers and bodies, and other media types', async () => {
    const d = await pendingDeposit();
    const genuine = d.paid();
    const cases: { headers: Record<string, string>; body: string }[] = [
      { ...genuine, headers: { 'content-type': 'application/json' } },
      { ...genuine, headers: { ...genuine.headers, [SIMULATED_HEADERS.signature]: 'zz' } },
      { ...genuine, headers: { ...genuine.headers, [SIMULATED_HEADERS.timestamp]: 'yesterday' } },
      signed({ reference: d.reference, amountCents: 50_000 }),
      signed({ reference: d.reference, providerReference: 'P1', amountCents: 500.5, status: 'paid' }),
      signed('not an object'),
    ];
    for (const notification of cases) {
      const res = await sendNotification(t, notification);
      expect(failureOf(res)).toMatchObject({ status: 401, errorCode: 'payment.notification.invalid' });
    }
    const text = await t.app.inject({
      method: 'POST',
      url: CALLBACK_URL,
      headers: { ...genuine.headers, 'content-type': 'text/plain' },
      payload: genuine.body,
    });
    expect(failureOf(text).status).toBe(415);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/wps/payments/callback/paypal',
      headers: genuine.headers,
      payload: genuine.body,
    });
    expect(failureOf(unknown).status).toBe(404);
    await expectNothingCredited(d.memberId, d.reference);
    const reasons = (await callbacksOf(t, d.reference)).map((c) => c.reason);
    expect(reasons).toEqual(['malformed', 'malformed', 'malformed', 'malformed', 'malformed']);
  });

  it('refuses a notification signed more than five minutes ago or ahead', async () => {
    const d = await pendingDeposit();
    for (const skew of [-6 * 60_000, 6 * 60_000]) {
      const res = await sendNotification(t, d.paid(Date.now() + skew));
      expect(failureOf(res).errorCode).toBe('payment.notification.invalid');
    }
    await expectNothingCredited(d.memberId, d.reference);
    expect((await callbacksOf(t, d.reference)).map((c) => c.reason)).toEqual(['stale', 'stale']);
    // Within the window it is accepted.
    expect(valueOf(await sendNotification(t, d.paid(Date.now() - 4 * 60_000)))).toMatchObject({
      outcome: 'credited',
    });
  });

  it('answers a replayed notification (the same provider reference) as a duplicate, moving nothing', async () => {
    const d = await pendingDeposit();
    const notification = d.paid();
    expect(valueOf(await sendNotification(t, notification))).toMatchObject({ outcome: 'credited' });
    expect(valueOf(await sendNotification(t, notification))).toMatchObject({ outcome: 'duplicate' });
    expect(valueOf(await sendNotification(t, d.paid()))).toMatchObject({ outcome: 'duplicate' });
    expect(await ledgerOf(t, d.memberId)).toHaveLength(1);
    expect(await balanceCents(t, d.memberId)).toBe(50_000);
    expect((await callbacksOf(t, d.reference)).map((c) => c.outcome)).toEqual([
      'credited',
      'duplicate',
      'duplicate',
    ]);
    // Another payment (another provider reference) for a credited deposit is refused.
    const second = signed({
      reference: d.reference,
      providerReference: 'SIMOTHERPAYMENT',
      amountCents: 50_000,
      status: 'paid',
    });
    expect(valueOf(await sendNotification(t, second))).toMatchObject({
      outcome: 'rejected',
      reason: 'not_pending',
    });
    expect(await ledgerOf(t, d.memberId)).toHaveLength(1);
  });

  it('refuses a payment of another amount than the deposit and its fee, leaving the deposit pending', async () => {
    const d = await pendingDeposit();
    for (const amountCents of [49_999, 50_001, 5_000_000]) {
      const res = await sendNotification(
        t,
        signed({
          reference: d.reference,
          providerReference: `SIMAMT${amountCents}`,
          amountCents,
          status: 'paid',
        }),
      );
      expect(valueOf(res)).toMatchObject({ outcome: 'rejected', reason: 'amount_mismatch' });
    }
    await expectNothingCredited(d.memberId, d.reference);
    expect((await depositRow(t, d.reference)).status).toBe('pending');
    expect((await callbacksOf(t, d.reference)).map((c) => c.reason)).toEqual([
      'amount_mismatch',
      'amount_mismatch',
      'amount_mismatch',
    ]);
    // The fee is part of what the player pays: online banking takes 1 %.
    const member = await newMember(t);
    const { deposit } = await createGatewayDeposit(t, member.token, {
      channelId: 'online-banking',
      amount: 1000,
    });
    const withoutFee = signed({
      reference: deposit.reference,
      providerReference: 'SIMFEE1',
      amountCents: 100_000,
      status: 'paid',
    });
    expect(valueOf(await sendNotification(t, withoutFee))).toMatchObject({ reason: 'amount_mismatch' });
    const withFee = signed({
      reference: deposit.reference,
      providerReference: 'SIMFEE2',
      amountCents: 101_000,
      status: 'paid',
    });
    expect(valueOf(await sendNotification(t, withFee))).toMatchObject({ outcome: 'credited' });
    expect(await balanceCents(t, member.memberId)).toBe(100_000);
  });

  it('credits a payment that arrives after the deadline, even once the expiry failed the deposit: never lost', async () => {
    // Past the deadline, still pending: the provider took the money, so it is credited (logged as late).
    const d = await pendingDeposit();
    const expire = (reference: string) =>
      t.app.platform.db
        .updateTable('deposits')
        .set({ expires_at: Date.now() - 1 })
        .where('reference', '=', reference)
        .execute();
    await expire(d.reference);
    expect(valueOf(await sendNotification(t, d.paid()))).toMatchObject({
      outcome: 'credited',
      reason: 'after_expiry',
    });
    expect(await balanceCents(t, d.memberId)).toBe(50_000);

    // The member's page looked first and the expiry marked it failed: the late payment still credits, once.
    const e = await pendingDeposit();
    await expire(e.reference);
    await t.app.inject({
      url: `/wps/deposit/detail?reference=${e.reference}`,
      headers: { ...MERCHANT, authorization: e.token },
    });
    expect(await depositRow(t, e.reference)).toMatchObject({ status: 'failed', failure_reason: 'expired' });
    const late = e.paid();
    expect(valueOf(await sendNotification(t, late))).toMatchObject({
      outcome: 'credited',
      reason: 'after_expiry',
    });
    expect(valueOf(await sendNotification(t, late))).toMatchObject({ outcome: 'duplicate' });
    expect(await depositRow(t, e.reference)).toMatchObject({ status: 'success', failure_reason: '' });
    expect(await ledgerOf(t, e.memberId)).toMatchObject([{ type: 'DEPOSIT', amount_cents: 50_000 }]);
    expect(await balanceCents(t, e.memberId)).toBe(50_000);
  });

  it('a declined payment after the expiry changes nothing', async () => {
    const d = await pendingDeposit();
    await t.app.platform.db
      .updateTable('deposits')
      .set({ status: 'failed', failure_reason: 'expired' })
      .where('reference', '=', d.reference)
      .execute();
    const declined = gatewayOf(t).notification(
      { reference: d.reference, amountCents: 50_000, status: 'failed' },
      Date.now(),
    );
    expect(valueOf(await sendNotification(t, declined))).toMatchObject({
      outcome: 'rejected',
      reason: 'not_pending',
    });
    await expectNothingCredited(d.memberId, d.reference);
  });

  it('refuses a notification for a deposit it does not know', async () => {
    const res = await sendNotification(
      t,
      signed({
        reference: 'DP20260101NOTAREAL',
        providerReference: 'SIMX',
        amountCents: 100,
        status: 'paid',
      }),
    );
    expect(valueOf(res)).toMatchObject({ outcome: 'rejected', reason: 'unknown_deposit' });
    expect(await callbacksOf(t, 'DP20260101NOTAREAL')).toMatchObject([
      { outcome: 'rejected', reason: 'unknown_deposit' },
    ]);
  });

  it('credits exactly once when 50 copies of a notification arrive at once', async () => {
    const d = await pendingDeposit(1000);
    const notification = d.paid();
    const answers = await Promise.all(Array.from({ length: 50 }, () => sendNotification(t, notification)));
    const outcomes = answers.map((res) => (valueOf(res) as { outcome: string }).outcome);
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(49);
    const ledger = await ledgerOf(t, d.memberId);
    expect(ledger.map((e) => [e.type, e.amount_cents])).toEqual([['DEPOSIT', 100_000]]);
    expect(await balanceCents(t, d.memberId)).toBe(100_000);
    const log = await callbacksOf(t, d.reference);
    expect(log).toHaveLength(50);
    expect(log.filter((c) => c.outcome === 'credited')).toHaveLength(1);
  });

  it('credits once when 50 different payments of one deposit arrive at once', async () => {
    const d = await pendingDeposit(1000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        sendNotification(
          t,
          signed({
            reference: d.reference,
            providerReference: `SIMRACE${i}`,
            amountCents: 100_000,
            status: 'paid',
          }),
        ),
      ),
    );
    const outcomes = answers.map((res) => (valueOf(res) as { outcome: string }).outcome);
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'rejected')).toHaveLength(49);
    expect(await ledgerOf(t, d.memberId)).toHaveLength(1);
    expect(await balanceCents(t, d.memberId)).toBe(100_000);
  });
});
