import type { WhitelabelNode } from '@h5/contract/endpoints/system.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { setBalanceHidden } from '../../../lib/account/balance-visibility.ts';
import { initI18n } from '../../../lib/i18n/i18n.ts';
import { findRoute } from '../../../lib/routes/route-entry.ts';
import { ROUTES } from '../../../lib/routes/route-table.ts';
import { clearSession, setSession } from '../../../lib/session/session-store.ts';
import { systemStatusQueryKey } from '../../../lib/system-status/get-system-status.ts';
import { envelope, failure, systemStatusFixture } from '../../../test/fixtures.ts';
import { testQueryClient } from '../../../test/render-app.tsx';
import { AppRoutes } from '../../routes/router.tsx';

const server = setupServer(
  http.all('*/wps/*', () => HttpResponse.json(failure('request.not.found', 'not found'), { status: 404 })),
);

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await initI18n('EN');
});
beforeEach(() => {
  setBalanceHidden(false);
});
afterEach(() => {
  server.resetHandlers();
  clearSession();
});
afterAll(() => {
  server.close();
});

const ALL_SHELL_SWITCHES = [
  'DIRECTREG3',
  'VIPBENEFIT3',
  'SIDEMENU_DEPOSIT3',
  'SIDEMENU_WITHDRAW3',
  'SIDEMENU_SHARE3',
  'SIDEMENU_VIP3',
  'SIDEMENU_REWARDCENTER3',
  'SIDEMENU_MISSION3',
  'SIDEMENU_MANUALREBATE3',
  'SIDEMENU_APPDOWNLOAD3',
];

function tree(switches: Record<string, boolean>): WhitelabelNode {
  return {
    modId: 'ROOT',
    enabled: '1',
    childrenNodes: Object.entries(switches).map(([modId, on]) => ({
      modId,
      enabled: on ? '1' : '0',
      childrenNodes: [],
    })),
  };
}

function renderAt(url: string, switches: Record<string, boolean> = {}) {
  const client = testQueryClient();
  const on = Object.fromEntries(ALL_SHELL_SWITCHES.map((s) => [s, true]));
  const status = systemStatusFixture();
  status.info.whitelabel = tree({ ...on, ...switches });
  client.setQueryData(systemStatusQueryKey, status);
  const current: { pathname?: string; navigate?: NavigateFunction } = {};
  function Probe() {
    current.pathname = useLocation().pathname;
    current.navigate = useNavigate();
    return null;
  }
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]} useTransitions={false}>
        <AppRoutes />
        <Probe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    pathname: () => current.pathname,
    unmount: view.unmount,
    navigate: (to: string | number) => {
      if (!current.navigate) throw new Error('not rendered');
      void (typeof to === 'number' ? current.navigate(to) : current.navigate(to));
    },
  };
}

function signIn() {
  setSession({ token: 'tok-1', userName: 'player01', type: 0 });
}

/**
 * The three account counts of a member, with a call counter for the balance; `gate` holds every balance answer
 * after the first until it resolves.
 */
function memberApi(balance = 12_345.67, gate?: Promise<void>) {
  const calls = { balance: 0, tokens: [] as (string | null)[] };
  server.use(
    http.get('*/wps/v2/wallets/balance', async ({ request }) => {
      calls.balance += 1;
      calls.tokens.push(request.headers.get('Authorization'));
      if (gate && calls.balance > 1) await gate;
      return HttpResponse.json(
        envelope({
          sumBalance: balance + calls.balance - 1,
          currency: 'PHP',
          currencySymbol: '₱',
          balance: [{ accountTypeId: 2, availBalance: balance }],
        }),
      );
    }),
    http.get('*/wps/relay/EMFE_getInboxUnreadCount', () => HttpResponse.json(envelope(3))),
    http.get('*/wps/relay/MCSFE_getUnclaimedPromotionCount', () => HttpResponse.json(envelope(2))),
  );
  return calls;
}

describe('shell layout by route (lobby spec §2.2)', () => {
  it('shows the header and the footer menu exactly where the route table says', async () => {
    for (const route of ROUTES.filter((r) => !['/m/set', '/m/changePsw'].includes(r.path))) {
      const view = renderAt(route.path);
      await waitFor(
        () => {
          expect(document.querySelector('main')?.childElementCount ?? 0, route.path).toBeGreaterThan(0);
        },
        { timeout: 5_000 },
      );
      // A page that sends a visitor elsewhere (launch game → login) is judged by the page it shows.
      const shown = findRoute(view.pathname() ?? '');
      if (!shown) throw new Error(`${route.path}: no page shown`);
      expect(document.querySelector('header.app-header') !== null, shown.path).toBe(shown.header);
      expect(screen.queryByTestId('footer-menu') !== null, shown.path).toBe(shown.footer);
      view.unmount();
    }
  }, 30_000);
});

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

  it('says the balance is unavailable when the call fails', async () => {
    memberApi();
    server.use(
      http.get('*/wps/v2/wallets/balance', () => HttpResponse.json(failure('system.error', 'boom'))),
    );
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
    await waitFor(() => {
      expect(view.pathname()).toBe('/m/withdraw');
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

describe('page transition (lobby spec §2.2)', () => {
  function swipe(distance: number) {
    const fire = (type: string, x: number) => {
      const point = { clientX: x, clientY: 300, identifier: 1, target: window };
      const event = new Event(type);
      Object.defineProperty(event, 'touches', { value: type === 'touchend' ? [] : [point] });
      Object.defineProperty(event, 'changedTouches', { value: [point] });
      window.dispatchEvent(event);
    };
    fire('touchstart', 2);
    fire('touchmove', 2 + distance);
    fire('touchend', 2 + distance);
    // The browser's own back after its swipe animation; the router here is in memory, so only the flag matters.
    window.dispatchEvent(new PopStateEvent('popstate'));
  }

  it('fades a new page in, not the first one, and not a page reached by a back swipe over 100 px', async () => {
    const view = renderAt('/m/home');
    await screen.findByTestId('footer-menu');
    expect(document.querySelector('main')?.className).toBe('app__main');

    act(() => {
      view.navigate('/m/inviteFriends');
    });
    await waitFor(() => {
      expect(document.querySelector('main')?.className).toBe('app__main app__main--fade');
    });

    swipe(160);
    act(() => {
      view.navigate(-1);
    });
    await waitFor(() => {
      expect(view.pathname()).toBe('/m/home');
    });
    expect(document.querySelector('main')?.className).toBe('app__main');

    // A short move is no back swipe: that back fades.
    act(() => {
      view.navigate('/m/inviteFriends');
    });
    swipe(40);
    act(() => {
      view.navigate(-1);
    });
    await waitFor(() => {
      expect(view.pathname()).toBe('/m/home');
    });
    expect(document.querySelector('main')?.className).toBe('app__main app__main--fade');
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
