import { expect } from 'vitest';
import { z } from 'zod';
import { getDepositChannels } from '@h5/contract/endpoints/deposit.ts';
import { MERCHANT } from '../../../__tests__/account-helpers.ts';
import { depositRow, gatewayOf, newMember, sendNotification } from '../../../__tests__/deposit-helpers.ts';
import { valueOf } from '../../../__tests__/member-helpers.ts';
import {
  makeMerchantsDir,
  makeTempDir,
  readDemoMerchant,
  startTestApp,
  type TestApp,
} from '../../../__tests__/test-app.ts';

// A second merchant: the base template, a fixed fee, a disabled channel and a promotion for larger deposits.
const demo = readDemoMerchant();
export const alt = {
  ...demo,
  code: 'alt',
  trialMerchantCode: undefined,
  domains: [],
  mobileTemplate: { mem_cen: '0', dep_func: '0' },
  payments: {
    ...demo.payments,
    deposit: {
      ...demo.payments.deposit,
      channels: [
        { ...demo.payments.deposit.channels[0], feePercent: 2, feeFixed: 5 },
        { ...demo.payments.deposit.channels[1], enabled: false },
      ],
      promotions: [
        {
          id: 'big',
          title: { EN: 'Big deposit 10%', TY: 'Malaking deposito 10%' },
          bonusPercent: 10,
          maxBonus: 300,
          minDeposit: 1000,
          firstDepositOnly: false,
          enabled: true,
        },
        { ...demo.payments.deposit.promotions[0], id: 'off', enabled: false },
      ],
    },
  },
};
export const closed = {
  ...alt,
  code: 'closed',
  payments: { ...alt.payments, deposit: { ...alt.payments.deposit, allow: false } },
};

/** A test app serving demo, alt and closed; `close` removes its folder too. */
export async function startDepositApp(): Promise<TestApp> {
  const temp = makeTempDir();
  const merchantsDir = makeMerchantsDir(temp.dir, { 'alt.json': alt, 'closed.json': closed });
  const t = await startTestApp({ merchantsDir });
  return {
    ...t,
    close: async () => {
      await t.close();
      temp.remove();
    },
  };
}

export const CHANNELS = '/wps/deposit/channels';
export const GATEWAY = '/wps/deposit/gateway';

export async function channelsOf(t: TestApp, token: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    url: CHANNELS,
    headers: { ...MERCHANT, authorization: token, ...headers },
  });
  return z.parse(getDepositChannels.response, valueOf(res));
}

/** A member of another merchant than demo, with a session. */
export async function memberOf(t: TestApp, merchant: string) {
  const m = await newMember(t);
  await t.app.platform.db
    .updateTable('members')
    .set({ merchant_code: merchant })
    .where('id', '=', m.memberId)
    .execute();
  return m;
}

export const countDeposits = async (t: TestApp, memberId: number) =>
  (await t.app.platform.db.selectFrom('deposits').select('id').where('member_id', '=', memberId).execute())
    .length;

/** Pays a deposit through the callback, as the simulated gateway does. */
export async function payDeposit(t: TestApp, reference: string) {
  const row = await depositRow(t, reference);
  const res = await sendNotification(
    t,
    gatewayOf(t).notification(
      { reference, amountCents: row.amount_cents + row.fee_cents, status: 'paid' },
      Date.now(),
    ),
  );
  expect(valueOf(res)).toMatchObject({ outcome: 'credited' });
}
