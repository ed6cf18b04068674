import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { getSecurityCenter } from '@h5/contract/endpoints/security.ts';
import { trialToken } from '../../../__tests__/member-helpers.ts';
import type { TestApp } from '../../../__tests__/test-app.ts';
import {
  FUNDS_PASSWORD,
  LOGIN_PASSWORD,
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
  ({ t, close } = await startMoneyApp({ fundsPasswordMaxTries: 5, fundsPasswordLockMinutes: 30 }));
});
afterAll(() => close());
afterEach(() => {
  vi.useRealTimers();
});

const FUNDS = '/wps/member/funds-password';
const QUESTIONS = '/wps/member/security/questions';
const RESET = '/wps/member/funds-password/reset';

const setFunds = (member: Member, currentPassword: string, newPassword: string) =>
  call(t, FUNDS, {
    token: member.token,
    method: 'POST',
    language: 'EN',
    body: { currentPassword, newPassword },
  });
const setFundsFails = async (member: Member, currentPassword: string, newPassword = '135790') => {
  const res = await setFunds(member, currentPassword, newPassword);
  return {
    status: res.statusCode,
    ...res.json<{ success: boolean; errorCode: string; message: string; value: unknown }>(),
  };
};
const centre = async (member: Member, language: 'EN' | 'TY' = 'TY') =>
  z.parse(getSecurityCenter.response, await ok(t, '/wps/member/security', { token: member.token, language }));
const answers = (first: string, second: string) => [
  { questionId: 1, answer: first },
  { questionId: 4, answer: second },
];

describe('the funds password', () => {
  it('is set first with the login password, then changed with the current funds password', async () => {
    const member = await newMember(t, { fundsPassword: false });
    expect((await centre(member)).hasFundsPassword).toBe(false);
    const wrongLogin = await setFundsFails(member, 'not-my-password');
    expect(wrongLogin).toMatchObject({
      status: 400,
      errorCode: 'funds.password.incorrect',
      message: 'The login password is incorrect. Tries left: 4.',
      value: { triesLeft: 4 },
    });
    expect(
      await ok(t, FUNDS, {
        token: member.token,
        method: 'POST',
        body: { currentPassword: LOGIN_PASSWORD, newPassword: '111111' },
      }),
    ).toEqual({ hasFundsPassword: true });
    expect((await centre(member)).hasFundsPassword).toBe(true);
    // Now the login password no longer confirms a change: the funds password does.
    expect((await setFundsFails(member, LOGIN_PASSWORD)).message).toBe(
      'The funds password is incorrect. Tries left: 4.',
    );
    expect((await setFunds(member, '111111', '222222')).statusCode).toBe(200);
    const stored = await t.app.platform.repositories.withdrawals.memberMoneyRow(member.id);
    expect(
      await t.app.platform.accounts.passwords.verify(stored?.payment_password_hash ?? '', '222222'),
    ).toBe(true);
    expect((await setFundsFails(member, '111111')).errorCode).toBe('funds.password.incorrect');
  });

  it('locks after the merchant’s number of wrong tries, for its lock time, and a right one resets the count', async () => {
    const start = Date.UTC(2031, 2, 3, 4, 0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const member = await newMember(t);
    // A right password resets the count.
    expect((await setFundsFails(member, '000000')).value).toEqual({ triesLeft: 4 });
    expect((await setFunds(member, FUNDS_PASSWORD, FUNDS_PASSWORD)).statusCode).toBe(200);
    for (const triesLeft of [4, 3, 2, 1]) {
      expect((await setFundsFails(member, '000000')).value).toEqual({ triesLeft });
    }
    const lockedUntil = start + 30 * 60_000;
    const locked = await setFundsFails(member, '000000');
    expect(locked).toMatchObject({ status: 429, errorCode: 'funds.password.locked', value: { lockedUntil } });
    // Locked: the right password is not even checked.
    vi.setSystemTime(lockedUntil - 1);
    expect(await setFundsFails(member, FUNDS_PASSWORD)).toMatchObject({
      errorCode: 'funds.password.locked',
      value: { lockedUntil },
    });
    expect((await centre(member)).fundsPasswordLockedUntil).toBe(lockedUntil);
    const page = await ok<{ fundsPasswordLockedUntil: number | null }>(t, '/wps/withdraw/settings', {
      token: member.token,
    });
    expect(page.fundsPasswordLockedUntil).toBe(lockedUntil);
    // Once the lock time has passed, the count starts over.
    vi.setSystemTime(lockedUntil);
    expect((await centre(member)).fundsPasswordLockedUntil).toBeNull();
    expect((await setFundsFails(member, '000000')).value).toEqual({ triesLeft: 4 });
    expect((await setFunds(member, FUNDS_PASSWORD, '999999')).statusCode).toBe(200);
  });

  it('refuses a trial account, a guest and a password that is not 6 digits', async () => {
    const trial = await call(t, FUNDS, {
      token: await trialToken(t),
      method: 'POST',
      body: { currentPassword: 'whatever', newPassword: '123456' },
    });
    expect([trial.statusCode, trial.json<{ errorCode: string }>().errorCode]).toEqual([
      403,
      'in_need_true_account',
    ]);
    expect((await failure(t, FUNDS, { method: 'POST', body: {} })).status).toBe(401);
    const member = await newMember(t);
    expect((await setFundsFails(member, FUNDS_PASSWORD, '12345a')).value).toEqual({ field: 'newPassword' });
  });
});

describe('security questions', () => {
  it('lists the questions in the request language and the ones chosen; contacts masked', async () => {
    const member = await newMember(t, {
      mobile: '9175550123',
      email: 'juana@example.com',
      payeeName: 'Juana Cruz',
    });
    const before = await centre(member);
    expect(before).toMatchObject({
      chosenQuestionIds: [],
      mobileMasked: '63-9*****0123',
      emailMasked: 'ju***@example.com',
      payeeName: 'Juana Cruz',
      payoutAccounts: [],
    });
    expect(before.questions).toHaveLength(6);
    expect(before.questions[0]?.text).toBe('Ano ang pangalan ng una mong alagang hayop?');
    expect((await centre(member, 'EN')).questions[0]?.text).toBe('What is the name of your first pet?');
    const res = await call(t, '/wps/member/security', { token: member.token });
    expect(res.body).not.toContain('9175550123');
    expect(res.body).not.toContain('juana@');

    expect(
      await ok(t, QUESTIONS, {
        token: member.token,
        method: 'POST',
        body: { fundsPassword: FUNDS_PASSWORD, answers: answers('Bantay', 'San Roque Elementary') },
      }),
    ).toEqual({ chosenQuestionIds: [1, 4] });
    expect((await centre(member)).chosenQuestionIds).toEqual([1, 4]);
  });

  it('need the funds password and two different questions of the list', async () => {
    const member = await newMember(t);
    const set = (body: unknown) => failure(t, QUESTIONS, { token: member.token, method: 'POST', body });
    expect((await set({ fundsPassword: '000000', answers: answers('a', 'b') })).errorCode).toBe(
      'funds.password.incorrect',
    );
    const same = [
      { questionId: 2, answer: 'a' },
      { questionId: 2, answer: 'b' },
    ];
    expect((await set({ fundsPassword: FUNDS_PASSWORD, answers: same })).value).toEqual({ field: 'answers' });
    const unknown = [
      { questionId: 2, answer: 'a' },
      { questionId: 99, answer: 'b' },
    ];
    expect((await set({ fundsPassword: FUNDS_PASSWORD, answers: unknown })).value).toEqual({
      field: 'answers',
    });
    expect(
      (await set({ fundsPassword: FUNDS_PASSWORD, answers: [{ questionId: 2, answer: 'a' }] })).errorCode,
    ).toBe('request_param_err');
    const without = await newMember(t, { fundsPassword: false });
    const missing = await failure(t, QUESTIONS, {
      token: without.token,
      method: 'POST',
      body: { fundsPassword: FUNDS_PASSWORD, answers: answers('a', 'b') },
    });
    expect(missing.errorCode).toBe('funds.password.missing');
    expect((await centre(member)).chosenQuestionIds).toEqual([]);
  });

  it('reset a forgotten funds password with both answers right, compared without case and extra blanks', async () => {
    const member = await newMember(t);
    const reset = (first: string, second: string, newPassword = '777777') =>
      call(t, RESET, {
        token: member.token,
        method: 'POST',
        language: 'EN',
        body: { answers: answers(first, second), newPassword },
      });
    const none = await reset('x', 'y');
    expect([none.statusCode, none.json<{ errorCode: string }>().errorCode]).toEqual([
      400,
      'security.questions.missing',
    ]);
    await ok(t, QUESTIONS, {
      token: member.token,
      method: 'POST',
      body: { fundsPassword: FUNDS_PASSWORD, answers: answers('Bantay', 'San Roque  Elementary') },
    });
    const wrong = await reset('Bantay', 'Another School');
    expect(wrong.json()).toMatchObject({
      errorCode: 'funds.password.incorrect',
      message: 'The answers to your security questions are not correct. Tries left: 4.',
      value: { triesLeft: 4 },
    });
    const right = await reset('  bantay ', 'SAN ROQUE elementary');
    expect(right.json()).toEqual({ success: true, value: { hasFundsPassword: true } });
    expect((await setFunds(member, '777777', '888888')).statusCode).toBe(200);
    expect((await setFundsFails(member, FUNDS_PASSWORD)).errorCode).toBe('funds.password.incorrect');
  });

  it('count wrong answers towards the funds password’s lock', async () => {
    const member = await newMember(t);
    await ok(t, QUESTIONS, {
      token: member.token,
      method: 'POST',
      body: { fundsPassword: FUNDS_PASSWORD, answers: answers('one', 'two') },
    });
    for (let i = 0; i < 3; i++) await setFundsFails(member, '000000');
    const wrong = await failure(t, RESET, {
      token: member.token,
      method: 'POST',
      body: { answers: answers('one', 'three'), newPassword: '123123' },
    });
    expect(wrong.value).toEqual({ triesLeft: 1 });
    const locked = await failure(t, RESET, {
      token: member.token,
      method: 'POST',
      body: { answers: answers('four', 'five'), newPassword: '123123' },
    });
    expect(locked).toMatchObject({ status: 429, errorCode: 'funds.password.locked' });
    // Locked for the right answers too.
    const right = await failure(t, RESET, {
      token: member.token,
      method: 'POST',
      body: { answers: answers('one', 'two'), newPassword: '123123' },
    });
    expect(right.errorCode).toBe('funds.password.locked');
  });
});
