import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HELD_WALLET_TYPE_ID, getMerchantWallet, getWalletBalance } from '@h5/contract/endpoints/member.ts';
import { MERCHANT, loginAs, tokenOf } from '../../../__tests__/account-helpers.ts';
import { envelopeOf, startTestApp, type TestApp } from '../../../__tests__/test-app.ts';
import { postWalletEntry } from '../../../domain/wallet/ledger.ts';
import { DEMO_PASSWORD } from '../../../seed/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const BALANCE = '/wps/v2/wallets/balance';
/** player01's seeded main wallet (seed/home.json), in centavos. */
const SEEDED_CENTS = 12_345_67;

/**
 * What player01 holds after the seed: the seeded wallet plus the rebates the promotions seed credited for the
 * seeded game history (seed/promotions.ts), each a ledger entry.
 */
async function seededPesos(): Promise<number> {
  const { rebates } = await t.app.platform.db
    .selectFrom('wallet_transactions')
    .innerJoin('members', 'members.id', 'wallet_transactions.member_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount_cents'), eb.lit(0)).as('rebates'))
    .where('members.account', '=', 'player01')
    .where('wallet_transactions.type', '=', 'REBATE')
    .executeTakeFirstOrThrow();
  return (SEEDED_CENTS + Number(rebates)) / 100;
}

const balance = async (token: string, query = '?typeId=0') => {
  const res = await t.app.inject({
    url: `${BALANCE}${query}`,
    headers: { ...MERCHANT, authorization: token },
  });
  const envelope = envelopeOf(res);
  expect(envelope.success, res.body).toBe(true);
  return z.parse(getWalletBalance.response, envelope.value);
};

describe('wallet balance', () => {
  it("answers player01's seeded main wallet in pesos", async () => {
    const token = await tokenOf(await loginAs(t, 'player01', DEMO_PASSWORD));
    const pesos = await seededPesos();
    expect(await balance(token)).toEqual({
      sumBalance: pesos,
      currency: 'PHP',
      currencySymbol: '₱',
      balance: [{ accountTypeId: 2, availBalance: pesos }],
    });
    expect(await balance(token, '')).toEqual(await balance(token));
    expect((await balance(token, '?typeId=2')).sumBalance).toBe(pesos);
  });

  it('leaves out the held wallet of pending withdrawals: held money is not spendable', async () => {
    const token = await tokenOf(await loginAs(t, 'player01', DEMO_PASSWORD));
    const { id } = await t.app.platform.db
      .selectFrom('members')
      .select('id')
      .where('account', '=', 'player01')
      .executeTakeFirstOrThrow();
    await t.app.platform.units.withdrawals.run(({ wallet }) =>
      postWalletEntry(wallet, {
        memberId: id,
        type: 'WITHDRAW_HOLD',
        amountCents: 500_00,
        accountTypeId: HELD_WALLET_TYPE_ID,
        reference: 'test',
      }),
    );
    const pesos = await seededPesos();
    expect(await balance(token)).toMatchObject({
      sumBalance: pesos,
      balance: [{ accountTypeId: 2, availBalance: pesos }],
    });
    expect(await balance(token, `?typeId=${String(HELD_WALLET_TYPE_ID)}`)).toMatchObject({
      sumBalance: 0,
      balance: [],
    });
  });

  it('answers an empty main wallet for a member without one, and nothing for another wallet type', async () => {
    const token = await tokenOf(await loginAs(t, 'player01', DEMO_PASSWORD));
    expect(await balance(token, '?typeId=7')).toMatchObject({ sumBalance: 0, balance: [] });
    await t.app.platform.db.deleteFrom('wallets').execute();
    expect(await balance(token)).toMatchObject({
      sumBalance: 0,
      balance: [{ accountTypeId: 2, availBalance: 0 }],
    });
  });

  it('gives a free-play account its demo balance', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { ...MERCHANT, 'content-type': 'application/json' },
      payload: '{}',
    });
    const token = (envelopeOf(res).value as { token: string }).token;
    expect(await balance(token)).toMatchObject({ sumBalance: 2_000, balance: [{ accountTypeId: 2 }] });
  });

  it('needs a session and a numeric typeId', async () => {
    const guest = await t.app.inject({ url: BALANCE, headers: MERCHANT });
    expect(guest.statusCode).toBe(401);
    const token = await tokenOf(await loginAs(t, 'player01', DEMO_PASSWORD));
    const bad = await t.app.inject({
      url: `${BALANCE}?typeId=x`,
      headers: { ...MERCHANT, authorization: token },
    });
    expect(envelopeOf(bad).errorCode).toBe('request_param_err');
  });
});

describe('merchant wallet', () => {
  it('answers isSingle from the merchant file, for guests too', async () => {
    const res = await t.app.inject({ url: '/wps/relay/GCS_merchantWallet', headers: MERCHANT });
    expect(z.parse(getMerchantWallet.response, envelopeOf(res).value)).toEqual({ isSingle: true });
  });
});
