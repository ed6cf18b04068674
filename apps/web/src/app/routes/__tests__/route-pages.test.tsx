import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import tl from '../../../locales/tl.json';
import { initI18n } from '../../../lib/i18n/i18n.ts';
import { ROUTES, type RouteEntry } from '../../../lib/routes/route-table.ts';
import { systemStatusFixture } from '../../../test/fixtures.ts';
import { preloadPage } from '../router.tsx';
import { renderAt } from './harness.tsx';

/** Member pages that send a guest to /m/home (accounts spec §2). */
const GUEST_REDIRECTS = new Set([
  '/m/set',
  '/m/changePsw',
  // The linked social accounts (issue 17 item 2).
  '/m/socialAccounts',
  // Member-center pages (lobby spec §2.11) and the agent pages (§2.12).
  '/m/webEmail',
  '/m/feedback',
  '/m/transaction/record',
  '/m/gameRecord',
  '/m/agent',
  '/m/member/notice',
  '/m/agent/team/overview',
  '/m/member/team',
  '/m/redRain',
  '/m/agent/team/pnl',
  '/m/teamBetting',
  '/m/member/agent/agentRebeat',
  '/m/member/teamRebate',
  '/m/agentRegister',
  '/m/member/agent/agentDivident',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
  // Site-state pages show only in that state (issue 19); the fixture's site is up and not restricted.
  '/m/maintenance',
  '/m/ipBlock',
]);

/** Pages that send a guest to /m/login: the game launcher (lobby §1) and the money pages (lobby §2.11). */
const LOGIN_REDIRECTS = new Set([
  '/m/launchGame',
  '/m/voucherCenter',
  '/m/vouReport',
  '/m/profitandloss',
  '/m/withdraw',
  '/m/securityCenter',
  '/m/withdrawReport',
  '/m/upLine/transfer',
  // The reward center, VIP benefits, mission and rebate pages (issue 16).
  '/m/rewardCenter',
  '/m/leaderBoard',
  '/m/member/benefits',
  '/m/member/manualRebate',
  '/m/member/rebateReport',
]);

/** What each page shows; every other entry is the placeholder of a later issue. */
function pageMarker(route: RouteEntry): () => HTMLElement {
  switch (route.path) {
    case '/m/home':
      return () => screen.getByTestId('home-page');
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
    case '/m/social/callback':
      return () => screen.getByTestId('social-callback');
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
    case '/m/voucherCenter':
    case '/m/vouReport':
    case '/m/profitandloss':
    case '/m/withdraw':
    case '/m/securityCenter':
    case '/m/withdrawReport':
    case '/m/upLine/transfer':
    case '/m/rewardCenter':
    case '/m/leaderBoard':
    case '/m/member/benefits':
    case '/m/member/manualRebate':
    case '/m/member/rebateReport':
      // Lobby spec §1: a visitor starting a game goes to the login page; §2.11: so does one opening a money page.
      return () => screen.getByTestId('login-page');
    case '/m/set':
    case '/m/socialAccounts':
    case '/m/changePsw':
    case '/m/webEmail':
    case '/m/feedback':
    case '/m/transaction/record':
    case '/m/gameRecord':
    case '/m/agent':
    case '/m/member/notice':
    case '/m/agent/team/overview':
    case '/m/member/team':
    case '/m/redRain':
    case '/m/agent/team/pnl':
    case '/m/teamBetting':
    case '/m/member/agent/agentRebeat':
    case '/m/member/teamRebate':
    case '/m/agentRegister':
    case '/m/member/agent/agentDivident':
    case '/m/member/agent/getSalaryContract':
    case '/m/member/agent/getDevidendContract':
    case '/m/member/agent/getHourContract':
    case '/m/maintenance':
    case '/m/ipBlock':
      // Accounts spec §2, lobby §2.11, §2.12: without a session these go to /m/home; so do the site-state pages
      // while the site is up.
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
    case '/m/activity':
      return () => screen.getByTestId('activity-page');
    case '/m/activityInfo':
      return () => screen.getByTestId('activity-info-page');
    case '/m/activityDetail':
      // Without `?id=` there is no promotion to show.
      return () => screen.getByTestId('activity-detail-missing');
    case '/m/service':
      // The fixture configures no customer-service entry: the in-app conversation is still offered.
      return () => screen.getByTestId('support-channels-none');
    case '/m/service/chat':
      return () => screen.getByTestId('support-chat');
    default:
      return () => screen.getByText(tl.common.pageNotReady);
  }
}

describe('router', () => {
  beforeAll(async () => {
    await initI18n('TY');
  });

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
      const toLogin = LOGIN_REDIRECTS.has(route.path);
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

  it('shows the maintenance and restricted pages in those states only', async () => {
    const down = renderAt('/m/maintenance', systemStatusFixture({ maintenance: true }));
    await vi.waitFor(() => {
      expect(screen.getByTestId('maintenance-page')).toBeTruthy();
    });
    down.unmount();
    const blocked = renderAt('/m/ipBlock', systemStatusFixture({ regionRestriction: true }));
    await vi.waitFor(() => {
      expect(screen.getByTestId('restricted-page')).toBeTruthy();
    });
    blocked.unmount();
  });

  it('renders a page whose code is already loaded at once, without the splash', async () => {
    await preloadPage('/m/outerApp');
    renderAt('/m/outerApp');
    expect(screen.getByText(tl.common.pageNotReady)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
