import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { submitManualDeposit } from '@h5/contract/endpoints/deposit.ts';
import {
  depositRow,
  ledgerOf,
  newMember,
  newRequestId,
  sendManualDeposit,
  uniqueReceipt,
} from '../../../__tests__/deposit-helpers.ts';
import { failureOf, valueOf } from '../../../__tests__/member-helpers.ts';
import { startTestApp, type TestApp } from '../../../__tests__/test-app.ts';
import { encodePng } from '../../../infra/png.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PNG = encodePng(2, 2, new Uint8Array(12).fill(90));
/** A JPEG as far as its content goes: SOI, an APP0 marker, padding and EOI. */
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.alloc(64, 7),
  Buffer.from([0xff, 0xd9]),
]);

const fields = (extra: Record<string, string> = {}) => ({
  channelId: 'bdo-transfer',
  amount: '1500.50',
  payerName: 'Juan Dela Cruz',
  transferReference: `BDO-${newRequestId().slice(0, 8)}`,
  requestId: newRequestId(),
  ...extra,
});

const storedReceipt = (depositId: number) =>
  t.app.platform.db
    .selectFrom('deposit_receipts')
    .selectAll()
    .where('deposit_id', '=', depositId)
    .executeTakeFirst();

describe('manual bank transfer', () => {
  it('keeps the deposit waiting for review, with the receipt bytes in the database', async () => {
    const { token, memberId } = await newMember(t);
    const sent = fields({ transferReference: 'BDO-778899' });
    const res = await sendManualDeposit(t, token, sent, [{ data: PNG }]);
    const { deposit } = z.parse(submitManualDeposit.response, valueOf(res));
    expect(deposit).toMatchObject({
      channelId: 'bdo-transfer',
      channelName: 'BDO bank transfer',
      kind: 'manual_bank',
      amount: 1500.5,
      fee: 0,
      status: 'reviewing',
    });
    const row = await depositRow(t, deposit.reference);
    expect(row).toMatchObject({
      member_id: memberId,
      provider: 'manual',
      payer_name: 'Juan Dela Cruz',
      transfer_reference: 'BDO-778899',
      expires_at: null,
    });
    const receipt = await storedReceipt(row.id);
    expect(receipt?.media_type).toBe('image/png');
    expect(Buffer.compare(receipt?.data ?? Buffer.alloc(0), PNG)).toBe(0);
    expect(receipt?.size_bytes).toBe(PNG.length);
    expect(receipt?.sha256).toBe(createHash('sha256').update(PNG).digest('hex'));
    // Nothing is credited before an operator approves.
    expect(await ledgerOf(t, memberId)).toEqual([]);
  });

  it('tells the type by the bytes: JPEG bytes named .png are a JPEG, other bytes are refused', async () => {
    const { token, memberId } = await newMember(t);
    const jpeg = await sendManualDeposit(t, token, fields(), [
      { data: JPEG, name: 'receipt.png', type: 'image/png' },
    ]);
    const reference = (valueOf(jpeg) as { deposit: { reference: string } }).deposit.reference;
    expect((await storedReceipt((await depositRow(t, reference)).id))?.media_type).toBe('image/jpeg');
    for (const data of [
      Buffer.from('GIF89a this is not accepted'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      PNG.subarray(0, 4),
    ]) {
      const res = await sendManualDeposit(t, token, fields(), [
        { data, name: 'receipt.png', type: 'image/png' },
      ]);
      expect(failureOf(res)).toMatchObject({ status: 415, errorCode: 'upload.type' });
    }
    const deposits = await t.app.platform.db
      .selectFrom('deposits')
      .select('id')
      .where('member_id', '=', memberId)
      .execute();
    expect(deposits).toHaveLength(1);
  });

  it('needs exactly one receipt, the payer name, a manual channel and an amount within its limits', async () => {
    const { token, memberId } = await newMember(t);
    const missing = await sendManualDeposit(t, token, fields(), []);
    expect(failureOf(missing)).toMatchObject({ errorCode: 'request_param_err' });
    expect(missing.json<{ value: unknown }>().value).toEqual({ field: 'receipt' });
    const two = await sendManualDeposit(t, token, fields(), [{ data: uniqueReceipt() }, { data: JPEG }]);
    expect(failureOf(two).errorCode).toBe('upload.count');
    const { payerName: _payer, ...withoutPayer } = fields();
    expect(
      failureOf(await sendManualDeposit(t, token, withoutPayer, [{ data: uniqueReceipt() }])).errorCode,
    ).toBe('request_param_err');
    const gateway = await sendManualDeposit(t, token, fields({ channelId: 'gcash' }), [
      { data: uniqueReceipt() },
    ]);
    expect(failureOf(gateway).errorCode).toBe('channel.unknown');
    // bdo-transfer takes ₱500 to ₱200,000.
    const small = await sendManualDeposit(t, token, fields({ amount: '499.99' }), [
      { data: uniqueReceipt() },
    ]);
    expect(failureOf(small)).toMatchObject({ errorCode: 'amount.out.of.range' });
    expect(small.json<{ value: unknown }>().value).toEqual({ min: 500, max: 200_000 });
    for (const amount of ['0', '12.345', '-5', 'abc']) {
      const bad = await sendManualDeposit(t, token, fields({ amount }), [{ data: uniqueReceipt() }]);
      expect(failureOf(bad).errorCode, amount).toBe('request_param_err');
    }
    const deposits = await t.app.platform.db
      .selectFrom('deposits')
      .select('id')
      .where('member_id', '=', memberId)
      .execute();
    expect(deposits).toEqual([]);
  });

  it('answers the same deposit for the same requestId and receipt, and refuses the id with another', async () => {
    const { token } = await newMember(t);
    const same = fields();
    const receipt = uniqueReceipt();
    const first = valueOf(await sendManualDeposit(t, token, same, [{ data: receipt }]));
    expect(valueOf(await sendManualDeposit(t, token, same, [{ data: receipt }]))).toEqual(first);
    const otherReceipt = await sendManualDeposit(t, token, same, [{ data: JPEG }]);
    expect(failureOf(otherReceipt)).toMatchObject({ status: 409, errorCode: 'request.id.reused' });
    const otherAmount = await sendManualDeposit(t, token, { ...same, amount: '1600' }, [
      { data: uniqueReceipt() },
    ]);
    expect(failureOf(otherAmount).errorCode).toBe('request.id.reused');
  });

  it('refuses trial accounts and guests', async () => {
    const trial = await newMember(t, 4);
    const refused = await sendManualDeposit(t, trial.token, fields(), [{ data: uniqueReceipt() }]);
    expect(failureOf(refused)).toMatchObject({ status: 403, errorCode: 'in_need_true_account' });
    const guest = await sendManualDeposit(t, null, fields(), [{ data: uniqueReceipt() }]);
    expect(failureOf(guest)).toMatchObject({ status: 401, errorCode: 'login.not.session' });
  });

  it('refuses the same bank transfer twice (its receipt, or its reference on the channel), until one is rejected', async () => {
    const { token } = await newMember(t);
    const receipt = uniqueReceipt();
    const first = fields();
    const { deposit } = z.parse(
      submitManualDeposit.response,
      valueOf(await sendManualDeposit(t, token, first, [{ data: receipt }])),
    );
    // The same picture again (another member even), or the same transfer reference with another picture.
    const other = await newMember(t);
    const sameReceipt = await sendManualDeposit(t, other.token, fields(), [{ data: receipt }]);
    expect(failureOf(sameReceipt)).toMatchObject({ status: 409, errorCode: 'deposit.duplicate' });
    const sameReference = await sendManualDeposit(
      t,
      token,
      fields({ transferReference: first.transferReference }),
      [{ data: uniqueReceipt() }],
    );
    expect(failureOf(sameReference).errorCode).toBe('deposit.duplicate');
    // Once the operator rejected the first, the transfer may be sent again (a clearer receipt, say).
    await t.app.platform.db
      .updateTable('deposits')
      .set({ status: 'rejected' })
      .where('reference', '=', deposit.reference)
      .execute();
    expect(valueOf(await sendManualDeposit(t, token, fields(), [{ data: receipt }]))).toBeTruthy();
  });
});
