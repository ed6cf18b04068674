import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import tl from '../../../locales/tl.json';
import { initI18n } from '../../../lib/i18n/i18n.ts';
import { systemStatusQueryKey } from '../../../lib/system-status/get-system-status.ts';
import { systemStatusFixture } from '../../../test/fixtures.ts';
import { testQueryClient } from '../../../test/render-app.tsx';
import { appRoutes } from '../router.tsx';
import { ALIASES, ROUTES } from '../route-table.ts';

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

function matchedPath(url: string): string | undefined {
  const matches = matchRoutes(appRoutes(), url);
  return matches?.at(-1)?.route.path;
}

describe('route table', () => {
  it('registers every route of both specs exactly once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_ROUTES].sort());
    for (const path of SPEC_ROUTES) expect(matchedPath(path), path).toBe(path);
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
    expect(matchedPath('/m/')).toBe('/m');
  });

  it('sends unknown routes to the catch-all', () => {
    expect(matchedPath('/m/no-such-page')).toBe('*');
    expect(matchedPath('/elsewhere')).toBe('*');
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
    const modules = await Promise.all([...new Set(ROUTES.map((r) => r.page))].map((load) => load()));
    for (const module of modules) expect(typeof module.default).toBe('function');
  });
});

describe('router', () => {
  beforeAll(async () => {
    await initI18n('TY');
  });

  function renderAt(url: string) {
    const client = testQueryClient();
    client.setQueryData(systemStatusQueryKey, systemStatusFixture());
    const router = createMemoryRouter(appRoutes(), { initialEntries: [url] });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return router;
  }

  it('redirects the register aliases to /m/register keeping the query string', async () => {
    const router = renderAt('/register.html?affiliateCode=AB12');
    expect(await screen.findByText(tl.common.pageNotReady)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/m/register');
    expect(router.state.location.search).toBe('?affiliateCode=AB12');
  });

  it('lands unknown routes on /m/home', async () => {
    const router = renderAt('/m/no-such-page');
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/m/home');
    expect(document.title).toBe(`${tl.title.home} - demo.example`);
  });

  it('shows a later page with its title and a back button that follows the back rules', async () => {
    const router = renderAt('/m/notice');
    expect(await screen.findByRole('heading', { name: tl.title.notice })).toBeTruthy();
    expect(screen.getByText(tl.common.pageNotReady)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: tl.common.back }));
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('gives header-less pages their own back bar', async () => {
    const router = renderAt('/m/login');
    expect(await screen.findByRole('heading', { name: tl.title.login })).toBeTruthy();
    expect(screen.queryByTestId('language-picker')).toBeNull();
    await act(async () => {
      await userEvent.setup().click(screen.getByRole('button', { name: tl.common.back }));
    });
    expect(router.state.location.pathname).toBe('/m/home');
  });
});
