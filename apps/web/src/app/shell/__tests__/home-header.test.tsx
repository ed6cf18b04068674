import { getWalletBalance } from '@h5/contract/endpoints/member.ts';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { failure } from '../../../test/fixtures.ts';
import { on } from '../../../test/msw.ts';
import { memberApi, renderAt, server, setupShellTests, signIn } from './harness.tsx';

setupShellTests();

describe('home header (lobby spec §2.3)', () => {
  it('gives a visitor the menu button, login and register, and no account calls', async () => {
    renderAt('/m/home');
    expect(await screen.findByRole('button', { name: en.shell.openMenu })).toBeTruthy();
    expect(screen.getByTestId('header-login-link').getAttribute('href')).toBe('/m/login');
    expect(screen.getByTestId('header-register-link').getAttribute('href')).toBe('/m/register');
    expect(screen.queryByTestId('header-wallet')).toBeNull();
    expect(screen.queryByTestId('header-mail')).toBeNull();
    expect(screen.getByTestId('footer-home').getAttribute('aria-current')).toBe('page');
    expect(screen.queryByTestId('footer-mine-badge')).toBeNull();
  });

  it('hides the register link when direct register is off or missing', async () => {
    renderAt('/m/home', { DIRECTREG3: false });
    expect(await screen.findByTestId('header-login-link')).toBeTruthy();
    expect(screen.queryByTestId('header-register-link')).toBeNull();
  });

  it('shows a member the balance with 2 decimals, the unread mail and unclaimed promotion counts', async () => {
    const calls = memberApi();
    signIn();
    renderAt('/m/home');
    expect((await screen.findByTestId('header-balance')).textContent).toBe('₱12,345.67');
    expect(calls.tokens).toEqual(['tok-1']);
    expect((await screen.findByTestId('header-mail-badge')).textContent).toBe('3');
    expect(screen.getByRole('link', { name: 'Mail, 3 unread' }).getAttribute('href')).toBe('/m/webEmail');
    expect((await screen.findByTestId('footer-mine-badge')).textContent).toBe('2');
    expect(screen.getByTestId('header-withdraw').getAttribute('href')).toBe('/m/withdraw');
    expect(screen.queryByTestId('header-login-link')).toBeNull();
  });

  it('has no mail icon when the mail center is off', async () => {
    memberApi();
    signIn();
    renderAt('/m/home', { MAILCEN: false });
    expect(await screen.findByTestId('header-balance')).toBeTruthy();
    expect(screen.queryByTestId('header-mail')).toBeNull();
  });

  it('refresh asks the server again and hides the amount until it answers', async () => {
    let release: () => void = () => undefined;
    const calls = memberApi(
      10,
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    signIn();
    renderAt('/m/home');
    expect((await screen.findByTestId('header-balance')).textContent).toBe('₱10.00');
    await userEvent.setup().click(screen.getByRole('button', { name: en.shell.refreshBalance }));
    expect(await screen.findByTestId('header-balance-loading')).toBeTruthy();
    expect(screen.queryByTestId('header-balance')).toBeNull();
    release();
    // The second answer is one peso more: the shown value comes from the new call.
    await waitFor(() => {
      expect(screen.getByTestId('header-balance').textContent).toBe('₱11.00');
    });
    expect(calls.balance).toBe(2);
  });

  it('offline, keeps the last amount but marks it as last known, not current (issue 19)', async () => {
    memberApi();
    signIn();
    renderAt('/m/home');
    expect((await screen.findByTestId('header-balance')).textContent).toBe('₱12,345.67');
    act(() => {
      onlineManager.setOnline(false);
    });
    try {
      const stale = screen.getByTestId('header-balance');
      expect(stale.textContent).toBe(`₱12,345.67 (${en.shell.balanceStale})`);
      expect(stale.getAttribute('title')).toBe(en.shell.balanceStale);
      expect(screen.getByTestId('offline-banner').textContent).toBe(en.errors.noInternet);
    } finally {
      act(() => {
        onlineManager.setOnline(true);
      });
    }
    expect(screen.getByTestId('header-balance').textContent).toBe('₱12,345.67');
  });

  it('says the balance is unavailable when the call fails', async () => {
    memberApi();
    server.use(on(getWalletBalance, () => HttpResponse.json(failure('system.error', 'boom'))));
    signIn();
    renderAt('/m/home');
    expect((await screen.findByTestId('header-balance-error')).textContent).toBe(en.shell.balanceUnavailable);
  });

  it('hides and shows the balance from the popover', async () => {
    memberApi();
    signIn();
    renderAt('/m/home');
    await screen.findByTestId('header-balance');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: en.shell.more }));
    const menu = await screen.findByTestId('header-menu');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/m/voucherCenter', '/m/withdraw', '/m/help']);
    await user.click(within(menu).getByRole('button', { name: en.shell.hideBalance }));
    expect(screen.queryByTestId('header-menu')).toBeNull();
    expect(screen.getByTestId('header-balance-hidden').textContent).toContain(en.shell.balanceHidden);
    expect(localStorage.getItem('hideBalance')).toBe('1');
    await user.click(screen.getByRole('button', { name: en.shell.more }));
    await user.click(await screen.findByRole('button', { name: en.shell.showBalance }));
    expect(screen.getByTestId('header-balance').textContent).toBe('₱12,345.67');
  });
});
