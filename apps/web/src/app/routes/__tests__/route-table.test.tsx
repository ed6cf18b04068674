import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import tl from '../../../locales/tl.json';
import { initI18n } from '../../../lib/i18n/i18n.ts';
import { findRoute, landingRoute } from '../../../lib/routes/route-entry.ts';
import { ALIASES, ROUTES, type RouteEntry } from '../../../lib/routes/route-table.ts';
import { systemStatusQueryKey } from '../../../lib/system-status/get-system-status.ts';
import { systemStatusFixture } from '../../../test/fixtures.ts';
import { testQueryClient } from '../../../test/render-app.tsx';
import { pageLoader } from '../page-loaders.ts';
import { AppRoutes, preloadPage } from '../router.tsx';

/** Lobby spec §2.1 (+ named pages), accounts spec §2, member center §2.11 and agent home §2.12. */
const SPEC_ROUTES = [
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/notice',
  '/m/changePsw',
  '/m/forget',
  '/m/agent',
  '/m/mine',
  '/m/moreLottery',
  '/m/lottery',
  '/m/service',
  '/m/activity',
  '/m/activityInfo',
  '/m/activityDetail',
  '/m/startLottery',
  '/m/gameLobby',
  '/m/gameCenter',
  '/m/slotsCenter',
  '/m/gameList',
  '/m/launchGame',
  '/m/useragreement',
  '/m/set',
  '/m/help',
  '/m/helpDetail',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/inviteFriends',
  '/m/webEmail',
  '/m/trail',
  '/m/maintenance',
  '/m/message',
  '/m/rewardCenter',
  '/m/leaderBoard',
  '/m/member/benefits',
  '/m/member/manualRebate',
  '/m/securityCenter',
  '/m/download',
  '/m/outerApp',
  '/m/ipBlock',
  '/m/serviceError',
  '/m/findPswBySms',
  '/m/vouReport',
  '/m/withdrawReport',
  '/m/transaction/record',
  '/m/gameRecord',
  '/m/profitandloss',
  '/m/upLine/transfer',
  '/m/member/rebateReport',
  '/m/feedback',
  '/m/agent/team/overview',
  '/m/member/team',
  '/m/redRain',
  '/m/agent/team/pnl',
  '/m/teamBetting',
  '/m/member/agent/agentRebeat',
  '/m/member/teamRebate',
  '/m/agentRegister',
  '/m/member/agent/agentDivident',
  '/m/member/notice',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
];

describe('route table', () => {
  it('registers every route of both specs exactly once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('finds every entry by its path, in any case and with a trailing slash, as the router matches', () => {
    for (const route of ROUTES) {
      expect(findRoute(route.path)).toBe(route);
      expect(findRoute(`${route.path.toUpperCase()}/`)).toBe(route);
    }
    expect(findRoute('/m/member/home')).toBeUndefined();
    expect(findRoute('/m/no-such-page')).toBeUndefined();
  });

  it('knows the page a URL lands on, for the start-up preload', () => {
    expect(landingRoute('/m/notice')?.path).toBe('/m/notice');
    expect(landingRoute('/')?.path).toBe('/m/home');
    expect(landingRoute('/m/')?.path).toBe('/m/home');
    expect(landingRoute('/register.html')?.path).toBe('/m/register');
    expect(landingRoute('/m/member/home')?.path).toBe('/m/mine');
    expect(landingRoute('/m/no-such-page')?.path).toBe('/m/home');
  });

  it('maps the aliases of lobby spec §2.1', () => {
    const map = Object.fromEntries(ALIASES.map((a) => [a.from, a.to]));
    expect(map).toEqual({
      '/': '/m/home',
      '/m': '/m/home',
      '/m/index': '/m/home',
      '/m/index.html': '/m/home',
      '/register.html': '/m/register',
      '/m/register.html': '/m/register',
      '/m/member/home': '/m/mine',
    });
  });

  it('hides the header on login, register, mine, agent and help only (lobby spec §2.2)', () => {
    expect(ROUTES.filter((r) => !r.header).map((r) => r.path)).toEqual([
      '/m/login',
      '/m/register',
      '/m/help',
      '/m/mine',
      '/m/agent',
    ]);
  });

  it('hides the footer where lobby spec §2.2 says', () => {
    expect(
      ROUTES.filter((r) => !r.footer)
        .map((r) => r.path)
        .sort(),
    ).toEqual(
      [
        '/m/login',
        '/m/register',
        '/m/trail',
        '/m/launchGame',
        '/m/changePsw',
        '/m/notice',
        '/m/activity',
        '/m/forget',
        '/m/service',
        '/m/moreLottery',
        '/m/useragreement',
        '/m/maintenance',
        '/m/agent',
      ].sort(),
    );
  });

  it('gives every page a title in both languages and a page module that loads', async () => {
    for (const route of ROUTES) {
      expect(en.title[route.title], route.path).toBeTruthy();
      expect(tl.title[route.title], route.path).toBeTruthy();
    }
    const modules = await Promise.all(
      [...new Set(ROUTES.map((r) => pageLoader(r.id)))].map((load) => load()),
    );
    for (const module of modules) expect(typeof module.default).toBe('function');
  });
});

/** What each page shows; every other entry is the placeholder of a later issue. */
/** Member pages that send a guest to /m/home (accounts spec §2). */
const GUEST_REDIRECTS = new Set([
  '/m/set',
  '/m/changePsw',
  // Member-center pages (lobby spec §2.11) and the agent pages (§2.12).
  '/m/webEmail',
  '/m/feedback',
  '/m/transaction/record',
  '/m/gameRecord',
  '/m/agent',
  '/m/member/notice',
]);

function pageMarker(route: RouteEntry): () => HTMLElement {
  switch (route.path) {
    case '/m/home':
      return () => screen.getByTestId('home-page');
    case '/m/maintenance':
      return () => screen.getByTestId('maintenance-page');
    case '/m/ipBlock':
      return () => screen.getByTestId('restricted-page');
    case '/m/serviceError':
      return () => screen.getByTestId('service-error-page');
    case '/m/login':
      return () => screen.getByTestId('login-page');
    case '/m/register':
      return () => screen.getByTestId('register-page');
    case '/m/forget':
      return () => screen.getByTestId('forget-page');
    case '/m/trail':
      return () => screen.getByTestId('trial-page');
    case '/m/notice':
      return () => screen.getByTestId('notice-page');
    case '/m/gameLobby':
    case '/m/gameCenter':
      return () => screen.getByTestId('lobby-page');
    case '/m/slotsCenter':
      return () => screen.getByTestId('slots-center-page');
    case '/m/gameList':
      return () => screen.getByTestId('game-list-page');
    case '/m/lottery':
      return () => screen.getByTestId('lottery-page');
    case '/m/moreLottery':
      return () => screen.getByTestId('more-lottery-page');
    case '/m/startLottery':
      return () => screen.getByTestId('start-lottery-page');
    case '/m/launchGame':
      // Lobby spec §1: a visitor starting a game goes to the login page.
      return () => screen.getByTestId('login-page');
    case '/m/set':
    case '/m/changePsw':
    case '/m/webEmail':
    case '/m/feedback':
    case '/m/transaction/record':
    case '/m/gameRecord':
    case '/m/agent':
    case '/m/member/notice':
      // Accounts spec §2, lobby §2.11, §2.12: without a session these go to /m/home.
      return () => screen.getByTestId('home-page');
    case '/m/mine':
      return () => screen.getByTestId('mine-guest');
    case '/m/inviteFriends':
      // The fixture's switch tree has no REFERRAL promotion: contact_service.
      return () => screen.getByTestId('invite-unavailable');
    case '/m/help':
      return () => screen.getByTestId('help-page');
    case '/m/helpDetail':
      return () =>
        screen.queryByTestId('help-detail-page') ??
        screen.queryByTestId('help-loading') ??
        screen.getByTestId('help-error');
    case '/m/useragreement':
      return () => screen.getByTestId('agreement-page');
    case '/m/service':
      // The fixture configures no customer-service entry.
      return () => screen.getByTestId('service-empty');
    default:
      return () => screen.getByText(tl.common.pageNotReady);
  }
}

describe('router', () => {
  beforeAll(async () => {
    await initI18n('TY');
  });

  function renderAt(url: string) {
    const client = testQueryClient();
    client.setQueryData(systemStatusQueryKey, systemStatusFixture());
    const current: { location?: Location } = {};
    function LocationProbe() {
      current.location = useLocation();
      return null;
    }
    const view = render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]} useTransitions={false}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return {
      ...view,
      location: () => {
        if (!current.location) throw new Error('not rendered');
        return current.location;
      },
    };
  }

  it('resolves every route of the table to its page, with its title', async () => {
    // Built pages ask the API (help articles …): answer at once instead of reaching for a real network.
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(
          JSON.stringify({ success: false, errorCode: 'request.not.found', message: 'not found' }),
          {
            status: 404,
            headers: { 'Content-Type': 'application/json' },
          },
        ),
      ),
    );
    for (const route of ROUTES) {
      const view = renderAt(route.path);
      const marker = pageMarker(route);

      // Account pages load more code (forms, antd-mobile) than the placeholders: allow for a busy test machine.
      await vi.waitFor(
        () => {
          expect(marker(), route.path).toBeTruthy();
        },
        { timeout: 5000 },
      );
      const guarded = GUEST_REDIRECTS.has(route.path);
      const toLogin = route.path === '/m/launchGame';
      const title = guarded ? tl.title.home : toLogin ? tl.title.login : tl.title[route.title];
      // The title is written by an effect after the page shows: on a busy machine it may lag a tick.
      await vi.waitFor(() => {
        expect(document.title, route.path).toBe(`${title} - demo.example`);
      });
      expect(view.location().pathname).toBe(guarded ? '/m/home' : toLogin ? '/m/login' : route.path);
      expect(screen.queryByTestId('route-error'), route.path).toBeNull();
      view.unmount();
    }
    // Every page of the app loads here, several with antd-mobile: slow on a shared machine.
  }, 30_000);

  it('renders a page whose code is already loaded at once, without the splash', async () => {
    await preloadPage('/m/vouReport');
    renderAt('/m/vouReport');
    expect(screen.getByText(tl.common.pageNotReady)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('redirects every alias to its page keeping the query string and hash', async () => {
    for (const { from, to } of ALIASES) {
      const view = renderAt(`${from}?affiliateCode=AB12#top`);
      await vi.waitFor(() => {
        expect(view.location().pathname, from).toBe(to);
      });
      expect(view.location().search).toBe('?affiliateCode=AB12');
      expect(view.location().hash).toBe('#top');
      view.unmount();
    }
    const view = renderAt('/m/');
    await vi.waitFor(() => {
      expect(view.location().pathname).toBe('/m/home');
    });
  });

  it('shows the register page after the register alias', async () => {
    const view = renderAt('/register.html?affiliateCode=AB12');
    expect(await screen.findByTestId('register-page')).toBeTruthy();
    expect(screen.getByRole('heading', { name: tl.title.register })).toBeTruthy();
    expect(view.location().pathname).toBe('/m/register');
    expect(view.location().search).toBe('?affiliateCode=AB12');
  });

  it('lands unknown routes on /m/home', async () => {
    for (const url of ['/m/no-such-page', '/elsewhere', '/m/member']) {
      const view = renderAt(url);
      expect(await screen.findByTestId('home-page')).toBeTruthy();
      expect(view.location().pathname).toBe('/m/home');
      expect(document.title).toBe(`${tl.title.home} - demo.example`);
      view.unmount();
    }
  });

  it('matches paths in any case and with a trailing slash', async () => {
    renderAt('/M/Login/');
    expect(await screen.findByRole('heading', { name: tl.title.login })).toBeTruthy();
    expect(document.title).toBe(`${tl.title.login} - demo.example`);
  });

  it('shows a later page with its title and a back button that follows the back rules', async () => {
    const view = renderAt('/m/activity');
    expect(await screen.findByRole('heading', { name: tl.title.activity })).toBeTruthy();
    expect(screen.getByText(tl.common.pageNotReady)).toBeTruthy();
    expect(screen.getByTestId('language-picker')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: tl.common.back }));
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    expect(view.location().pathname).toBe('/m/home');
  });

  it('gives header-less pages their own back bar', async () => {
    const view = renderAt('/m/login');
    expect(await screen.findByRole('heading', { name: tl.title.login })).toBeTruthy();
    expect(screen.queryByTestId('language-picker')).toBeNull();
    await act(async () => {
      await userEvent.setup().click(screen.getByRole('button', { name: tl.common.back }));
    });
    expect(view.location().pathname).toBe('/m/home');
  });
});
