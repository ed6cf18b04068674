import { getMemberInfo } from '@h5/contract/endpoints/member.ts';
import { getWithdrawSettings, transferToUpline } from '@h5/contract/endpoints/withdraw.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/withdraw/en.json';
import tl from '../../../../locales/withdraw/tl.json';
import { setLanguage } from '../../../../lib/i18n/i18n.ts';
import { envelope, failure } from '../../../../test/fixtures.ts';
import { withdrawSettingsFixture } from '../../../../test/money-fixtures.ts';
import { on, reply } from '../../../../test/msw.ts';
import TransferPage from '../transfer-page.tsx';
import {
  countBalanceCalls,
  renderPage,
  server,
  setupMoneyTests,
  signIn,
} from '../../../../test/money-harness.tsx';

setupMoneyTests();

const memberInfo = (type = 0, toUpline = 'agent01') => ({
  id: 7,
  account: 'player01',
  nickname: '',
  type,
  clubLabel: { labelName: 'VIP2' },
  regDate: Date.UTC(2026, 0, 1),
  mobile: '',
  email: '',
  toUpline,
  merchantCode: 'demo',
  passwordExpired: false,
});

function memberApi(type = 0, toUpline = 'agent01', settings = withdrawSettingsFixture()) {
  server.use(reply(getMemberInfo, memberInfo(type, toUpline)), reply(getWithdrawSettings, settings));
}

function transferApi(...answers: (() => Response)[]): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    on(transferToUpline, async ({ request }) => {
      bodies.push(await request.json());
      const answer = answers[Math.min(bodies.length - 1, answers.length - 1)];
      if (!answer) throw new Error('no answer');
      return answer();
    }),
  );
  return bodies;
}

const done = () =>
  HttpResponse.json(
    envelope({ reference: 'TU20260105AAAA0001', toUpline: 'agent01', amount: 250.5, balance: 12_095.17 }),
  );

describe('transfer to superior (lobby §2.11 /m/upLine/transfer)', () => {
  it('shows the upline and balance, checks, confirms, sends once and shows the result', async () => {
    signIn();
    memberApi();
    const balance = countBalanceCalls();
    const bodies = transferApi(() => HttpResponse.error(), done);
    renderPage('/m/upLine/transfer', <TransferPage />);
    await screen.findByTestId('transfer-form');
    expect(screen.getByTestId('transfer-upline').textContent).toBe('agent01');
    expect(screen.getByTestId('transfer-balance').textContent).toBe('₱12,345.67');
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(en.transfer.amount), '20000');
    await user.type(screen.getByLabelText(en.form.fundsPassword), '123');
    await user.click(screen.getByRole('button', { name: en.transfer.continue }));
    expect(screen.getByTestId('transfer-amount-error').textContent).toBe(
      'This is more than your balance (₱12,345.67).',
    );
    expect(screen.getByTestId('transfer-password-error').textContent).toBe(en.validation.fundsPassword);
    expect(bodies).toHaveLength(0);

    const amount = screen.getByLabelText(en.transfer.amount);
    await user.clear(amount);
    await user.type(amount, '250.5');
    await user.type(screen.getByLabelText(en.form.fundsPassword), '456');
    await user.click(screen.getByRole('button', { name: en.transfer.continue }));
    const confirm = await screen.findByTestId('transfer-confirm');
    expect(document.activeElement).toBe(within(confirm).getByRole('heading'));
    expect(within(confirm).getByText('Transfer ₱250.50 to agent01?')).toBeTruthy();
    expect(bodies).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: en.transfer.confirm }));
    // The connection failed: back on the form with the message; confirming again sends the same request id.
    expect((await screen.findByTestId('transfer-error')).textContent).toBeTruthy();
    await user.click(screen.getByRole('button', { name: en.transfer.continue }));
    await user.click(await screen.findByRole('button', { name: en.transfer.confirm }));

    const result = await screen.findByTestId('transfer-result');
    expect(within(result).getByText('₱250.50 was sent to agent01.')).toBeTruthy();
    expect(screen.getByTestId('transfer-result-reference').textContent).toBe('TU20260105AAAA0001');
    expect(screen.getByTestId('transfer-result-balance').textContent).toBe('₱12,095.17');
    const [first, second] = bodies as { requestId: string }[];
    expect(first).toEqual({ amount: 250.5, fundsPassword: '123456', requestId: first?.requestId });
    expect(second).toEqual(first);
    await waitFor(() => {
      expect(balance.calls).toBeGreaterThanOrEqual(2);
    });
  });

  it('shows the server’s refusal under its field', async () => {
    signIn();
    memberApi();
    transferApi(() =>
      HttpResponse.json(
        failure('funds.password.incorrect', 'The funds password is incorrect.', { triesLeft: 4 }),
        {
          status: 400,
        },
      ),
    );
    renderPage('/m/upLine/transfer', <TransferPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(en.transfer.amount), '100');
    await user.type(screen.getByLabelText(en.form.fundsPassword), '999999');
    await user.click(screen.getByRole('button', { name: en.transfer.continue }));
    await user.click(await screen.findByRole('button', { name: en.transfer.confirm }));
    expect((await screen.findByTestId('transfer-password-error')).textContent).toBe(
      'The funds password is incorrect. Tries left: 4.',
    );
  });

  it('is not offered to member type 2, without an upline, or with the flag off; asks for a funds password first', async () => {
    signIn();
    memberApi(2);
    const view = renderPage('/m/upLine/transfer', <TransferPage />);
    expect((await screen.findByTestId('transfer-not-available')).textContent).toBe(en.transfer.notAvailable);
    view.unmount();

    memberApi(0, '');
    const noUpline = renderPage('/m/upLine/transfer', <TransferPage />);
    expect(await screen.findByTestId('transfer-not-available')).toBeTruthy();
    noUpline.unmount();

    memberApi(0);
    const off = renderPage('/m/upLine/transfer', <TransferPage />, { AGETRANSFERUP3: false });
    expect(await screen.findByTestId('transfer-not-available')).toBeTruthy();
    off.unmount();

    memberApi(0, 'agent01', withdrawSettingsFixture({ hasFundsPassword: false }));
    renderPage('/m/upLine/transfer', <TransferPage />);
    expect(await screen.findByTestId('withdraw-need-password')).toBeTruthy();
    expect(screen.queryByTestId('transfer-form')).toBeNull();
  });

  it('speaks Filipino', async () => {
    await setLanguage('TY');
    signIn();
    memberApi();
    transferApi(done);
    renderPage('/m/upLine/transfer', <TransferPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(tl.transfer.amount), '250.5');
    await user.type(screen.getByLabelText(tl.form.fundsPassword), '123456');
    await user.click(screen.getByRole('button', { name: tl.transfer.continue }));
    expect(await screen.findByText('Ilipat ang ₱250.50 kay agent01?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: tl.transfer.confirm }));
    expect(await screen.findByText(tl.transfer.doneTitle)).toBeTruthy();
  });
});
