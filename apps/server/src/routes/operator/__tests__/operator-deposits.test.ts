import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listOperatorDeposits } from '@h5/contract/endpoints/operator.ts';
import { MERCHANT } from '../../../__tests__/account-helpers.ts';
import {
  OPERATORS,
  OPERATOR_TOKEN,
  balanceCents,
  createGatewayDeposit,
  ledgerOf,
  newMember,
  newRequestId,
  operatorCall,
  operatorDepositOf,
  sendManualDeposit,
  uniqueReceipt,
} from '../../../__tests__/deposit-helpers.ts';
import { failureOf, valueOf } from '../../../__tests__/member-helpers.ts';
import {
  makeMerchantsDir,
  makeTempDir,
  readDemoMerchant,
  startTestApp,
  type TestApp,
} from '../../../__tests__/test-app.ts';

// A merchant of its own with an operator of its own (its file holds the token's SHA-256 only).
const OWN_TOKEN = 'bob-operator-token-of-merchant-alt-42';
const demo = readDemoMerchant();
const alt = {
  ...demo,
  code: 'alt',
  trialMerchantCode: undefined,
  domains: [],
  payments: {
    ...demo.payments,
    operators: [{ name: 'bob', tokenSha256: createHash('sha256').update(OWN_TOKEN).digest('hex') }],
  },
};

let t: TestApp;
let temp: ReturnType<typeof makeTempDir>;
beforeAll(async () => {
  temp = makeTempDir();
  t = await startTestApp({
    merchantsDir: makeMerchantsDir(temp.dir, { 'alt.json': alt }),
    operatorTokens: OPERATORS,
  });
});
afterAll(async () => {
  await t.close();
  temp.remove();
});

const LIST = '/ops/deposits';
const REVIEW = '/ops/deposits/review';

/** A manual ₱1,000 deposit with the first-deposit promotion, waiting for review. */
async function manualDeposit(extra: Record<string, string> = {}, receipt = uniqueReceipt()) {
  const member = await newMember(t);
  const res = await sendManualDeposit(
    t,
    member.token,
    {
      channelId: 'bdo-transfer',
      amount: '1000',
      payerName: 'Maria Santos',
      promotionId: 'first-deposit',
      requestId: newRequestId(),
      ...extra,
    },
    [{ data: receipt }],
  );
  const { reference } = (valueOf(res) as { deposit: { reference: string } }).deposit;
  return { ...member, reference, receipt };
}

const review = (body: Record<string, unknown>, authorization?: string | null) =>
  operatorCall(t, {
    method: 'POST',
    url: REVIEW,
    body: { requestId: newRequestId(), ...body },
    ...(authorization === undefined ? {} : { authorization }),
  });

const list = async (query = '') =>
  z.parse(
    listOperatorDeposits.response,
    valueOf(await operatorCall(t, { method: 'GET', url: `${LIST}${query}` })),
  );

describe('operator API: deposits', () => {
  it('lists the deposits waiting for review, oldest first, with the member, payer and receipt', async () => {
    const first = await manualDeposit();
    const second = await manualDeposit({ transferReference: 'REF-2' });
    const gateway = await newMember(t);
    await createGatewayDeposit(t, gateway.token, { amount: 100 });
    const queue = await list();
    const ours = queue.content.filter((d) => [first.reference, second.reference].includes(d.reference));
    expect(ours.map((d) => d.reference)).toEqual([first.reference, second.reference]);
    expect(queue.content.every((d) => d.status === 'reviewing')).toBe(true);
    expect(ours[1]).toMatchObject({
      memberAccount: second.account,
      payerName: 'Maria Santos',
      transferReference: 'REF-2',
      amount: 1000,
      kind: 'manual_bank',
      operator: null,
      reviewedAt: null,
      providerReference: '',
      receipt: {
        mediaType: 'image/png',
        sizeBytes: second.receipt.length,
        sha256: createHash('sha256').update(second.receipt).digest('hex'),
      },
    });
    const pending = await list('?status=pending');
    expect(pending.content.some((d) => d.kind === 'ewallet' && d.receipt === null)).toBe(true);
    expect((await list('?pageSize=1')).content).toHaveLength(1);
  });

  it('serves the receipt image to operators only, as it was uploaded', async () => {
    const { reference, receipt } = await manualDeposit();
    const url = `/ops/deposits/receipt?reference=${reference}`;
    const res = await t.app.inject({ url, headers: { ...MERCHANT, authorization: OPERATOR_TOKEN } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(res.rawPayload, receipt)).toBe(0);
    for (const authorization of [undefined, 'wrong-token-wrong-token-wrong', (await newMember(t)).token]) {
      const refused = await t.app.inject({
        url,
        headers: { ...MERCHANT, ...(authorization === undefined ? {} : { authorization }) },
      });
      expect(failureOf(refused)).toMatchObject({ status: 401, errorCode: 'operator.unauthorized' });
    }
    const unknown = await t.app.inject({
      url: '/ops/deposits/receipt?reference=DP20260101NOTFOUND',
      headers: { ...MERCHANT, authorization: OPERATOR_TOKEN },
    });
    expect(failureOf(unknown)).toMatchObject({ status: 404, errorCode: 'record.not.found' });
    const bad = await t.app.inject({
      url: '/ops/deposits/receipt?reference=../x',
      headers: { ...MERCHANT, authorization: OPERATOR_TOKEN },
    });
    expect(failureOf(bad).errorCode).toBe('request_param_err');
    // Another merchant's operator sees none of demo's receipts.
    const other = await t.app.inject({ url, headers: { merchant: 'alt', authorization: OWN_TOKEN } });
    expect(failureOf(other).status).toBe(404);
  });

  it('approves: credits the wallet once through the ledger, records who and when; the same again answers the same', async () => {
    const d = await manualDeposit();
    const before = Date.now();
    const approved = operatorDepositOf(await review({ reference: d.reference, decision: 'approve' }));
    expect(approved).toMatchObject({ status: 'success', operator: 'alice', bonus: 200 });
    expect(approved.reviewedAt).toBeGreaterThanOrEqual(before);
    const ledger = await ledgerOf(t, d.memberId);
    expect(ledger.map((e) => [e.type, e.amount_cents])).toEqual([
      ['DEPOSIT', 100_000],
      ['BONUS', 20_000],
    ]);
    expect(await balanceCents(t, d.memberId)).toBe(120_000);

    const again = operatorDepositOf(await review({ reference: d.reference, decision: 'approve' }));
    expect(again).toEqual(approved);
    expect(await ledgerOf(t, d.memberId)).toHaveLength(2);

    const reject = await review({ reference: d.reference, decision: 'reject', reason: 'too late' });
    expect(failureOf(reject)).toMatchObject({ status: 409, errorCode: 'review.conflict' });
    expect(await balanceCents(t, d.memberId)).toBe(120_000);
    const detail = await t.app.inject({
      url: `/wps/deposit/detail?reference=${d.reference}`,
      headers: { ...MERCHANT, authorization: d.token },
    });
    expect(valueOf(detail)).toMatchObject({ status: 'success', bonus: 200 });
  });

  it('credits once when ten approvals arrive at once', async () => {
    const d = await manualDeposit();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => review({ reference: d.reference, decision: 'approve' })),
    );
    for (const res of answers) expect(operatorDepositOf(res).status).toBe('success');
    expect(await ledgerOf(t, d.memberId)).toHaveLength(2);
    expect(await balanceCents(t, d.memberId)).toBe(120_000);
  });

  it('rejects with a reason the player reads; approving afterwards is a conflict', async () => {
    const d = await manualDeposit();
    const noReason = await review({ reference: d.reference, decision: 'reject', reason: '   ' });
    expect(failureOf(noReason)).toMatchObject({ status: 400, errorCode: 'request_param_err' });
    expect(noReason.json<{ value: unknown }>().value).toEqual({ field: 'reason' });
    const rejected = operatorDepositOf(
      await review({ reference: d.reference, decision: 'reject', reason: 'Receipt unreadable' }),
    );
    expect(rejected).toMatchObject({ status: 'rejected', remark: 'Receipt unreadable', operator: 'alice' });
    expect(
      operatorDepositOf(await review({ reference: d.reference, decision: 'reject', reason: 'x' })),
    ).toEqual(rejected);
    const approve = await review({ reference: d.reference, decision: 'approve' });
    expect(failureOf(approve).errorCode).toBe('review.conflict');
    expect(await ledgerOf(t, d.memberId)).toEqual([]);
    const detail = await t.app.inject({
      url: `/wps/deposit/detail?reference=${d.reference}`,
      headers: { ...MERCHANT, authorization: d.token },
    });
    expect(valueOf(detail)).toMatchObject({ status: 'rejected', remark: 'Receipt unreadable', bonus: 0 });
  });

  it('does not review gateway deposits or deposits it does not know', async () => {
    const member = await newMember(t);
    const { deposit } = await createGatewayDeposit(t, member.token, { amount: 100 });
    const res = await review({ reference: deposit.reference, decision: 'approve' });
    expect(failureOf(res).errorCode).toBe('review.conflict');
    expect(await ledgerOf(t, member.memberId)).toEqual([]);
    const unknown = await review({ reference: 'DP20260101NOTFOUND', decision: 'approve' });
    expect(failureOf(unknown)).toMatchObject({ status: 404, errorCode: 'record.not.found' });
  });

  it('refuses no token, a wrong token and a member session with 401 operator.unauthorized', async () => {
    const d = await manualDeposit();
    const member = await newMember(t);
    for (const authorization of [
      null,
      'wrong-token-wrong-token-wrong',
      member.token,
      d.token,
      `Bearer ${member.token}`,
    ]) {
      const listed = await operatorCall(t, { method: 'GET', url: LIST, authorization });
      expect(failureOf(listed)).toMatchObject({ status: 401, errorCode: 'operator.unauthorized' });
      const reviewed = await review({ reference: d.reference, decision: 'approve' }, authorization);
      expect(failureOf(reviewed)).toMatchObject({ status: 401, errorCode: 'operator.unauthorized' });
    }
    expect(await ledgerOf(t, d.memberId)).toEqual([]);
    // `Bearer` is tolerated; a merchant's own operator works on that merchant only.
    expect(
      (await operatorCall(t, { method: 'GET', url: LIST, authorization: `Bearer ${OPERATOR_TOKEN}` }))
        .statusCode,
    ).toBe(200);
    const own = await t.app.inject({ url: LIST, headers: { merchant: 'alt', authorization: OWN_TOKEN } });
    expect(own.statusCode).toBe(200);
    const elsewhere = await t.app.inject({ url: LIST, headers: { ...MERCHANT, authorization: OWN_TOKEN } });
    expect(failureOf(elsewhere).errorCode).toBe('operator.unauthorized');
  });

  it('is documented at /docs with the operator token and its 401', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{
      paths: Record<
        string,
        Record<string, { parameters?: { $ref?: string }[]; responses: Record<string, unknown> }>
      >;
    }>();
    for (const [path, method] of [
      [LIST, 'get'],
      [REVIEW, 'post'],
      ['/ops/deposits/receipt', 'get'],
    ] as const) {
      const operation = doc.paths[path]?.[method];
      expect(
        operation?.parameters?.map((p) => p.$ref),
        path,
      ).toContain('#/components/parameters/OperatorAuthorization');
      expect(operation?.responses[401], path).toEqual({
        $ref: '#/components/responses/OperatorUnauthorized',
      });
    }
    for (const path of [
      '/wps/payments/callback/{provider}',
      '/pay/sim/{reference}',
      '/pay/sim/{reference}/pay',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
