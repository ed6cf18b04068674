import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { memberApi, renderAt, setupShellTests, signIn } from './harness.tsx';

setupShellTests();

describe('side menu (lobby spec §2.5)', () => {
  it('opens with focus inside, lists the switched-on entries, closes on Escape back to the menu button', async () => {
    renderAt('/m/home', { SIDEMENU_SHARE3: false });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: en.shell.openMenu });
    await user.click(button);
    const menu = await screen.findByTestId('side-menu');
    await waitFor(() => {
      expect((menu as HTMLDialogElement).open).toBe(true);
    });
    expect(document.activeElement).toBe(screen.getByTestId('side-menu-close'));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // The games feature's categories come first (HOT at least, the vendor call is not answered here).
    expect(await within(menu).findByRole('link', { name: en.games.categories.HOT })).toBeTruthy();
    const entries = within(within(menu).getByRole('region', { name: en.shell.shortcuts }))
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(entries).toEqual([
      en.shell.sideMenu.deposit,
      en.shell.sideMenu.withdraw,
      en.shell.sideMenu.rewardCenter,
      en.shell.sideMenu.mission,
      en.shell.sideMenu.manualRebate,
    ]);
    expect(within(menu).getByRole('button', { name: en.shell.sideMenu.appDownload })).toBeTruthy();
    expect(within(menu).queryByText(en.auth.signOut)).toBeNull();

    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect((menu as HTMLDialogElement).open).toBe(false);
    });
    expect(document.activeElement).toBe(button);
  });

  it('closes when an entry navigates', async () => {
    const view = renderAt('/m/home');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: en.shell.openMenu }));
    const menu = await screen.findByTestId('side-menu');
    await act(async () => {
      await user.click(within(menu).getByRole('link', { name: en.shell.sideMenu.withdraw }));
    });
    // A visitor: the withdraw page sends a guest on to login (lobby §2.11).
    await waitFor(() => {
      expect(view.pathname()).toBe('/m/login');
    });
    expect(screen.getByTestId<HTMLDialogElement>('side-menu').open).toBe(false);
  });

  it('gives a member VIP and sign out', async () => {
    memberApi();
    signIn();
    renderAt('/m/home');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: en.shell.openMenu }));
    const menu = await screen.findByTestId('side-menu');
    expect(within(menu).getByRole('link', { name: en.shell.sideMenu.vip }).getAttribute('href')).toBe(
      '/m/member/benefits',
    );
    expect(within(menu).getByRole('button', { name: en.auth.signOut })).toBeTruthy();
  });
});

describe('side menu mask (lobby spec §9)', () => {
  it('ignores a mask press within 300 ms of opening, and closes on one after', async () => {
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    renderAt('/m/home');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: en.shell.openMenu }));
    const menu = await screen.findByTestId<HTMLDialogElement>('side-menu');
    await waitFor(() => {
      expect(menu.open).toBe(true);
    });
    now += 299;
    await user.click(menu);
    expect(menu.open).toBe(true);
    // A press inside the panel is not a mask press.
    now += 500;
    await user.click(within(menu).getByRole('heading', { name: en.shell.shortcuts }));
    expect(menu.open).toBe(true);
    await user.click(menu);
    await waitFor(() => {
      expect(menu.open).toBe(false);
    });
  });
});
