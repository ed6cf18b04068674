import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getSecurityCenter } from '@h5/contract/endpoints/security.ts';
import { addPayoutAccount, getWithdrawSettings } from '@h5/contract/endpoints/withdraw.ts';
import { trialToken } from '../../../__tests__/member-helpers.ts';
import type { TestApp } from '../../../__tests__/test-app.ts';
import {
  FUNDS_PASSWORD,
  bindAccount,
  call,
  failure,
  newMember,
  ok,
  startMoneyApp,
  type Member,
} from './withdraw-helpers.ts';

let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await startMoneyApp({ maxPayoutAccounts: 2 }));
});
afterAll(() => close());

const ACCOUNTS = '/wps/member/payout-accounts';

const bind = (member: Member, body: Record<string, unknown>) =>
  call(t, ACCOUNTS, {
    token: member.token,
    method: 'POST',
    body: {
      providerCode: 'gcash',
      accountName: 'Juan Dela Cruz',
      accountNumber: '09171234567',
      fundsPassword: FUNDS_PASSWORD,
      ...body,
    },
  });
const bindFails = async (member: Member, body: Record<string, unknown>) => {
  const res = await bind(member, body);
  expect(res.json<{ success: boolean }>().success, res.body).toBe(false);
  return { status: res.statusCode, ...res.json<{ errorCode: string; message: string; value: unknown }>() };
};
const settings = async (member: Member) =>
  z.parse(getWithdrawSettings.response, await ok(t, '/wps/withdraw/settings', { token: member.token }));
const security = async (member: Member) =>
  z.parse(getSecurityCenter.response, await ok(t, '/wps/member/security', { token: member.token }));

describe('binding a payout account', () => {
  it('binds an account of a merchant provider, masked in every answer, the full number stored for the operator', async () => {
    const member = await newMember(t, { payeeName: 'Juan Dela Cruz' });
    const res = await bind(member, { accountName: '  juan   dela CRUZ ', accountNumber: '09171234567' });
    const account = z.parse(addPayoutAccount.response, res.json<{ value: unknown }>().value);
    expect(account).toMatchObject({
      kind: 'ewallet',
      providerCode: 'gcash',
      providerName: 'GCash',
      accountName: 'juan dela CRUZ',
      accountNumberMasked: '•••• 4567',
    });
    expect(res.body).not.toContain('09171234567');

    const page = await call(t, '/wps/withdraw/settings', { token: member.token });
    expect(page.body).not.toContain('0917123');
    expect((await settings(member)).payoutAccounts).toEqual([account]);
    const centre = await call(t, '/wps/member/security', { token: member.token });
    expect(centre.body).not.toContain('0917123');
    expect((await security(member)).payoutAccounts).toEqual([account]);

    const stored = await t.app.platform.db
      .selectFrom('payout_accounts')
      .select(['account_number', 'member_id'])
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ account_number: '09171234567', member_id: member.id });
  });

  it('refuses a name other than the payee name, telling the payee name, and binds nothing', async () => {
    const member = await newMember(t, { payeeName: 'Maria Santos' });
    const refused = await bindFails(member, { accountName: 'Juan Dela Cruz' });
    expect(refused).toMatchObject({
      status: 400,
      errorCode: 'payee.name.mismatch',
      value: { payeeName: 'Maria Santos' },
    });
    expect((await settings(member)).payoutAccounts).toEqual([]);
  });

  it('takes the first account’s name as payee name when none is on file, then holds every account to it', async () => {
    const member = await newMember(t, { payeeName: '' });
    expect((await settings(member)).payeeName).toBe('');
    await bindAccount(t, member, { accountName: ' Ana  Reyes ' });
    expect((await settings(member)).payeeName).toBe('Ana Reyes');
    expect((await security(member)).payeeName).toBe('Ana Reyes');
    expect(
      (await bindFails(member, { accountName: 'Other Person', accountNumber: '1234567' })).errorCode,
    ).toBe('payee.name.mismatch');
    await bindAccount(t, member, {
      accountName: 'ANA REYES',
      providerCode: 'bdo',
      accountNumber: '001234567890',
    });
    const bound = (await settings(member)).payoutAccounts;
    expect(bound.map((a) => [a.providerCode, a.kind, a.accountNumberMasked])).toEqual([
      ['gcash', 'ewallet', '•••• 4567'],
      ['bdo', 'bank', '•••• 7890'],
    ]);
  });

  it('binds at most the merchant’s number of accounts, and each account once', async () => {
    const member = await newMember(t, { payeeName: 'Juan Dela Cruz' });
    await bindAccount(t, member, { accountNumber: '1111111' });
    expect(await bindFails(member, { accountNumber: '1111111' })).toMatchObject({
      errorCode: 'payout.account.limit',
      value: { max: 2 },
    });
    await bindAccount(t, member, { accountNumber: '2222222' });
    const third = await bindFails(member, { accountNumber: '3333333', providerCode: 'maya' });
    expect(third).toMatchObject({ status: 400, errorCode: 'payout.account.limit', value: { max: 2 } });
    expect(third.message).toContain('2');
    expect((await settings(member)).payoutAccounts).toHaveLength(2);
  });

  it('refuses a provider the merchant does not have, a bad number and a wrong or missing funds password', async () => {
    const member = await newMember(t, { payeeName: 'Juan Dela Cruz' });
    expect((await bindFails(member, { providerCode: 'paypal' })).errorCode).toBe('channel.unknown');
    expect(await bindFails(member, { accountNumber: '12ab' })).toMatchObject({
      errorCode: 'request_param_err',
      value: { field: 'accountNumber' },
    });
    expect(await bindFails(member, { fundsPassword: '000000' })).toMatchObject({
      errorCode: 'funds.password.incorrect',
      value: { triesLeft: 4 },
    });
    const without = await newMember(t, { payeeName: 'Juan Dela Cruz', fundsPassword: false });
    expect((await bindFails(without, {})).errorCode).toBe('funds.password.missing');
    expect((await settings(member)).payoutAccounts).toEqual([]);
  });

  it('refuses a trial account and a guest', async () => {
    const token = await trialToken(t);
    const trial = await call(t, ACCOUNTS, {
      token,
      method: 'POST',
      language: 'EN',
      body: {
        providerCode: 'gcash',
        accountName: 'Juan',
        accountNumber: '09171234567',
        fundsPassword: FUNDS_PASSWORD,
      },
    });
    expect(trial.statusCode).toBe(403);
    expect(trial.json<{ errorCode: string }>().errorCode).toBe('in_need_true_account');
    expect((await failure(t, ACCOUNTS, { method: 'POST', body: {} })).status).toBe(401);
    expect((await failure(t, '/wps/withdraw/settings')).status).toBe(401);
    expect((await failure(t, '/wps/member/security')).status).toBe(401);
  });
});
