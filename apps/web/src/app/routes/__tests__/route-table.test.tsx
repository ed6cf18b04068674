import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import tl from '../../../locales/tl.json';
import { findRoute, landingRoute } from '../../../lib/routes/route-entry.ts';
import { ALIASES, ROUTES } from '../../../lib/routes/route-table.ts';
import { pageLoader } from '../page-loaders.ts';

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
  // Ours (issue 17): the in-app conversation with customer support, and where a social sign-in comes back.
  '/m/service/chat',
  '/m/social/callback',
  // Ours (issue 17 item 2): the member's linked social accounts, from the security centre.
  '/m/socialAccounts',
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

  it('hides the header on login, register, mine, agent and help (lobby spec §2.2) and the social callback', () => {
    expect(ROUTES.filter((r) => !r.header).map((r) => r.path)).toEqual([
      '/m/login',
      '/m/register',
      '/m/social/callback',
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
        // Ours: a page that only finishes a social sign-in and moves on.
        '/m/social/callback',
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
