import { addPayoutAccount, createWithdrawal, getWithdrawSettings } from '@h5/contract/endpoints/withdraw.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/withdraw/en.json';
import tl from '../../../../locales/withdraw/tl.json';
import { setLanguage } from '../../../../lib/i18n/i18n.ts';
import { moneyTime } from '../../../../lib/money/money-time.ts';
import { envelope, failure } from '../../../../test/fixtures.ts';
import {
  payoutAccountFixture,
  withdrawRecordFixture,
  withdrawSettingsFixture,
} from '../../../../test/money-fixtures.ts';
import { on, reply } from '../../../../test/msw.ts';
import WithdrawPage from '../withdraw-page.tsx';
import {
  countBalanceCalls,
  renderPage,
  server,
  setupMoneyTests,
  signIn,
} from '../../../../test/money-harness.tsx';

setupMoneyTests();

const SETTINGS = withdrawSettingsFixture();

/** Answers the settings, counting the calls (a change must make the page ask again). */
function settingsApi(...answers: ReturnType<typeof withdrawSettingsFixture>[]): { calls: number } {
  const counter = { calls: 0 };
  server.use(
    on(getWithdrawSettings, () => {
      const answer = answers[Math.min(counter.calls, answers.length - 1)];
      counter.calls += 1;
      return HttpResponse.json(envelope(answer));
    }),
  );
  return counter;
}

/** Records every withdrawal body and answers each call with the next of `answers`. */
function withdrawalApi(...answers: (() => Response)[]): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    on(createWithdrawal, async ({ request }) => {
      bodies.push(await request.json());
      const answer = answers[Math.min(bodies.length - 1, answers.length - 1)];
      if (!answer) throw new Error('no answer');
      return answer();
    }),
  );
  return bodies;
}

const refused = (code: string, message: string, value?: unknown) => () =>
  HttpResponse.json(failure(code, message, value), { status: 400 });
const accepted =
  (balance = 11_345.67) =>
  () =>
    HttpResponse.json(
      envelope({ withdrawal: withdrawRecordFixture({ reference: 'WD20260105ZZZZ0001' }), balance }),
    );

async function fill(amount: string, password: string) {
  const user = userEvent.setup();
  const amountInput = screen.getByLabelText(en.form.amount);
  await user.clear(amountInput);
  if (amount) await user.type(amountInput, amount);
  const passwordInput = screen.getByLabelText(en.form.fundsPassword);
  await user.clear(passwordInput);
  if (password) await user.type(passwordInput, password);
  await user.click(screen.getByRole('button', { name: en.form.submit }));
  return user;
}

describe('withdraw page (lobby §2.11 /m/withdraw)', () => {
  it('shows the figures, and without a funds password only the way to set one', async () => {
    signIn();
    settingsApi(withdrawSettingsFixture({ hasFundsPassword: false, payoutAccounts: [] }));
    renderPage('/m/withdraw', <WithdrawPage />);
    const call = await screen.findByTestId('withdraw-need-password');
    expect(within(call).getByRole('heading').textContent).toBe(en.needFundsPassword.title);
    expect(within(call).getByRole('link', { name: en.needFundsPassword.action }).getAttribute('href')).toBe(
      '/m/securityCenter',
    );
    expect(screen.getByTestId('withdraw-balance').textContent).toBe('₱12,345.67');
    expect(screen.getByTestId('withdraw-held').textContent).toBe('₱500.00');
    expect(screen.getByTestId('withdraw-daily-count').textContent).toBe('1 of 5');
    expect(screen.getByTestId('withdraw-daily-amount').textContent).toBe('₱500.00 of ₱100,000.00');
    expect(screen.getByTestId('withdraw-turnover-remaining').textContent).toBe(
      'Still to play before you can withdraw: ₱500.00',
    );
    expect(screen.getByRole('progressbar', { name: en.summary.turnover }).getAttribute('value')).toBe('0.75');
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
    expect(screen.queryByTestId('payout-form')).toBeNull();
  });

  it('binds a first payout account: digits checked before sending, the server’s payee refusal under the name', async () => {
    signIn();
    const settings = settingsApi(
      withdrawSettingsFixture({ payoutAccounts: [] }),
      withdrawSettingsFixture({ payoutAccounts: [payoutAccountFixture({ id: 21 })] }),
    );
    const bodies: unknown[] = [];
    server.use(
      on(addPayoutAccount, async ({ request }) => {
        const body = (await request.json()) as { accountName: string };
        bodies.push(body);
        return body.accountName === 'Juan Dela Cruz'
          ? HttpResponse.json(envelope(payoutAccountFixture({ id: 21 })))
          : HttpResponse.json(
              failure('payee.name.mismatch', 'The account name must be the same as your payee name.', {
                payeeName: 'Juan Dela Cruz',
              }),
              { status: 400 },
            );
      }),
    );
    renderPage('/m/withdraw', <WithdrawPage />);
    const form = await screen.findByTestId('payout-form');
    expect(screen.getByTestId('withdraw-need-account').textContent).toBe(en.needAccount);
    const user = userEvent.setup();
    const provider = within(form).getByLabelText(en.bind.provider);
    expect(
      within(provider)
        .getAllByRole('group')
        .map((g) => g.getAttribute('label')),
    ).toEqual([en.bind.banks, en.bind.ewallets]);
    const name = within(form).getByLabelText<HTMLInputElement>(en.bind.accountName);
    expect(name.value).toBe('Juan Dela Cruz');
    const number = within(form).getByLabelText(en.bind.accountNumber);
    const password = within(form).getByLabelText(en.bind.fundsPassword);
    expect(password.getAttribute('inputmode')).toBe('numeric');
    expect(password.getAttribute('autocomplete')).toBe('off');

    await user.type(number, '0917abc');
    await user.click(within(form).getByRole('button', { name: en.bind.submit }));
    expect(screen.getByTestId('payout-form-provider-error').textContent).toBe(en.validation.provider);
    expect(screen.getByTestId('payout-form-number-error').textContent).toBe(en.validation.accountNumber);
    expect(screen.getByTestId('payout-form-password-error').textContent).toBe(en.validation.fundsPassword);
    // Focus lands on the first field to fix.
    expect(document.activeElement).toBe(provider);
    expect(bodies).toHaveLength(0);

    await user.selectOptions(provider, 'gcash');
    await user.clear(number);
    await user.type(number, '0917 123 4567');
    await user.clear(name);
    await user.type(name, 'Juan D. Cruz');
    await user.type(password, '123456');
    await user.click(within(form).getByRole('button', { name: en.bind.submit }));
    expect((await screen.findByTestId('payout-form-name-error')).textContent).toBe(
      'The account name must be the same as your payee name.',
    );
    expect(bodies[0]).toEqual({
      providerCode: 'gcash',
      accountName: 'Juan D. Cruz',
      accountNumber: '09171234567',
      fundsPassword: '123456',
    });

    await user.clear(name);
    await user.type(name, 'Juan Dela Cruz');
    await user.type(password, '123456');
    await user.click(within(form).getByRole('button', { name: en.bind.submit }));
    // Bound: the page asks for its settings again and offers the withdrawal.
    expect(await screen.findByTestId('withdraw-form')).toBeTruthy();
    expect(settings.calls).toBe(2);
    expect(bodies).toHaveLength(2);
  });

  it('checks the amount and the password before sending anything', async () => {
    signIn();
    settingsApi(SETTINGS);
    const bodies = withdrawalApi(accepted());
    renderPage('/m/withdraw', <WithdrawPage />);
    await screen.findByTestId('withdraw-form');
    expect(screen.getByRole('radio', { name: /GCash/ })).toHaveProperty('checked', true);
    expect(screen.getByText('•••• 4567')).toBeTruthy();

    await fill('50', '123456');
    expect(screen.getByTestId('withdraw-amount-error').textContent).toBe('The minimum is ₱100.00.');
    await fill('60000', '123456');
    expect(screen.getByTestId('withdraw-amount-error').textContent).toBe('The maximum is ₱50,000.00.');
    await fill('100.123', '123456');
    expect(screen.getByTestId('withdraw-amount-error').textContent).toBe(en.validation.amountFormat);
    await fill('20000', '123456');
    expect(screen.getByTestId('withdraw-amount-error').textContent).toBe(
      'This is more than your balance (₱12,345.67).',
    );
    await fill('', '12');
    expect(screen.getByTestId('withdraw-amount-error').textContent).toBe(en.validation.amountEmpty);
    expect(screen.getByTestId('withdraw-password-error').textContent).toBe(en.validation.fundsPassword);
    expect(document.activeElement).toBe(screen.getByLabelText(en.form.amount));
    expect(bodies).toHaveLength(0);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Withdraw all: ₱12,345.67' }));
    expect(screen.getByLabelText<HTMLInputElement>(en.form.amount).value).toBe('12345.67');
  });

  it('sends one request id per withdrawal and the same again when retrying after a failed connection', async () => {
    signIn();
    const balance = countBalanceCalls();
    settingsApi(SETTINGS);
    const bodies = withdrawalApi(() => HttpResponse.error(), accepted(), accepted(10_345.67));
    renderPage('/m/withdraw', <WithdrawPage />);
    await screen.findByTestId('withdraw-form');
    await waitFor(() => {
      expect(balance.calls).toBe(1);
    });

    const user = await fill('1000', '123456');
    expect((await screen.findByTestId('withdraw-error')).textContent).toBeTruthy();
    // The same submission again: same account, amount, password and request id.
    await user.click(screen.getByRole('button', { name: en.form.submit }));
    const result = await screen.findByTestId('withdraw-result');
    expect(bodies).toHaveLength(2);
    const [first, second] = bodies as { requestId: string }[];
    expect(second).toEqual(first);
    expect(first).toEqual({
      payoutAccountId: 11,
      amount: 1000,
      fundsPassword: '123456',
      requestId: first?.requestId,
    });
    expect(first?.requestId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);

    expect(within(result).getByRole('heading').textContent).toBe(en.result.title);
    expect(document.activeElement).toBe(within(result).getByRole('heading'));
    expect(within(result).getByText(en.result.text)).toBeTruthy();
    expect(screen.getByTestId('withdraw-result-reference').textContent).toBe('WD20260105ZZZZ0001');
    expect(screen.getByTestId('withdraw-result-status').textContent).toBe(en.status.pending);
    expect(screen.getByTestId('withdraw-result-balance').textContent).toBe('₱11,345.67');
    expect(within(result).getByRole('link', { name: en.result.records }).getAttribute('href')).toBe(
      '/m/withdrawReport',
    );
    // The header's balance is asked again.
    await waitFor(() => {
      expect(balance.calls).toBe(2);
    });

    // A new withdrawal is a new action: a new request id.
    await user.click(within(result).getByRole('button', { name: en.result.another }));
    await screen.findByTestId('withdraw-form');
    await fill('500', '123456');
    await screen.findByTestId('withdraw-result');
    expect((bodies[2] as { requestId: string }).requestId).not.toBe(first?.requestId);
  });

  it('shows the server’s refusals with tries left, the unlock time and the turnover still to play', async () => {
    signIn();
    const lockedUntil = Date.UTC(2099, 0, 5, 6, 15);
    settingsApi(SETTINGS);
    const bodies = withdrawalApi(
      refused('funds.password.incorrect', 'The funds password is incorrect.', { triesLeft: 2 }),
      refused('funds.password.locked', 'Too many wrong tries.', { lockedUntil }),
      refused('withdraw.turnover', 'You need to bet more before you can withdraw.', { remaining: 500 }),
      refused('withdraw.daily.limit', 'This would pass today’s withdrawal limit.'),
      refused('request.id.reused', 'This request was already sent with different details.'),
    );
    renderPage('/m/withdraw', <WithdrawPage />);
    await screen.findByTestId('withdraw-form');

    await fill('1000', '111111');
    expect((await screen.findByTestId('withdraw-password-error')).textContent).toBe(
      'The funds password is incorrect. Tries left: 2.',
    );
    // The wrong password is cleared and focused for a new try.
    expect(screen.getByLabelText<HTMLInputElement>(en.form.fundsPassword).value).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText(en.form.fundsPassword));

    await fill('1000', '222222');
    expect((await screen.findByTestId('withdraw-password-error')).textContent).toBe(
      `Too many wrong tries. Locked until ${moneyTime(lockedUntil)}.`,
    );

    await fill('1000', '333333');
    expect((await screen.findByTestId('withdraw-amount-error')).textContent).toBe(
      'You need to bet more before you can withdraw. Still to play: ₱500.00.',
    );

    await fill('1000', '333333');
    expect((await screen.findByTestId('withdraw-amount-error')).textContent).toBe(
      'This would pass today’s withdrawal limit.',
    );

    await fill('1000', '333333');
    expect((await screen.findByTestId('withdraw-error')).textContent).toBe(
      'This request was already sent with different details.',
    );
    // Every refusal was final: each try went with a new request id.
    const ids = new Set((bodies as { requestId: string }[]).map((b) => b.requestId));
    expect(ids.size).toBe(5);
  });

  it('shows a locked funds password with its unlock time', async () => {
    signIn();
    const lockedUntil = Date.UTC(2099, 0, 5, 6, 15);
    settingsApi(withdrawSettingsFixture({ fundsPasswordLockedUntil: lockedUntil }));
    renderPage('/m/withdraw', <WithdrawPage />);
    expect((await screen.findByTestId('withdraw-locked')).textContent).toBe(
      `Your funds password is locked until ${moneyTime(lockedUntil)} after too many wrong tries.`,
    );
  });

  it('says when withdrawals are not allowed, and retries a failed load', async () => {
    signIn();
    let calls = 0;
    server.use(
      on(getWithdrawSettings, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(failure('system.busy', 'The system is busy.'), { status: 500 })
          : HttpResponse.json(envelope(withdrawSettingsFixture({ allowWithdraw: false })));
      }),
    );
    renderPage('/m/withdraw', <WithdrawPage />);
    const error = await screen.findByTestId('withdraw-load-error');
    expect(error.textContent).toContain('The system is busy.');
    await userEvent.setup().click(within(error).getByRole('button'));
    expect((await screen.findByTestId('withdraw-not-allowed')).textContent).toBe(en.notAllowed);
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
  });

  it('speaks Filipino (TY, the default language)', async () => {
    await setLanguage('TY');
    signIn();
    server.use(reply(getWithdrawSettings, SETTINGS));
    renderPage('/m/withdraw', <WithdrawPage />);
    await screen.findByTestId('withdraw-form');
    expect(screen.getByText(tl.summary.withdrawable)).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(tl.form.amount), '50');
    await user.click(screen.getByRole('button', { name: tl.form.submit }));
    expect(screen.getByTestId('withdraw-amount-error').textContent).toBe('Ang pinakamababa ay ₱100.00.');
    expect(screen.getByTestId('withdraw-password-error').textContent).toBe(tl.validation.fundsPassword);
  });
});
