import { getWalletBalance } from '@h5/contract/endpoints/member.ts';
import { getInboxUnreadCount, getUnclaimedPromotionCount } from '@h5/contract/endpoints/messages.ts';
import type { WhitelabelNode } from '@h5/contract/endpoints/system.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { setBalanceHidden } from '../../../lib/account/balance-visibility.ts';
import { initI18n } from '../../../lib/i18n/i18n.ts';
import { clearSession, setSession } from '../../../lib/session/session-store.ts';
import { systemStatusQueryKey } from '../../../lib/system-status/get-system-status.ts';
import { envelope, failure, systemStatusFixture } from '../../../test/fixtures.ts';
import { on, reply } from '../../../test/msw.ts';
import { testQueryClient } from '../../../test/render-app.tsx';
import { AppRoutes } from '../../routes/router.tsx';

/**
 * The shell tests' API: a call a test does not answer gets a 404 envelope, never the network. Vitest loads this
 * module afresh for each test file, so every file has its own server.
 */
export const server = setupServer(
  http.all('*/wps/*', () => HttpResponse.json(failure('request.not.found', 'not found'), { status: 404 })),
);

/** Call once per test file: starts the API and the English texts, and resets what a test may leave behind. */
export function setupShellTests() {
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
}

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
    childrenNodes: Object.entries(switches).map(([modId, isOn]) => ({
      modId,
      enabled: isOn ? '1' : '0',
      childrenNodes: [],
    })),
  };
}

export function renderAt(url: string, switches: Record<string, boolean> = {}) {
  const client = testQueryClient();
  const allOn = Object.fromEntries(ALL_SHELL_SWITCHES.map((s) => [s, true]));
  const status = systemStatusFixture();
  status.info.whitelabel = tree({ ...allOn, ...switches });
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

export function signIn() {
  setSession({ token: 'tok-1', userName: 'player01', type: 0 });
}

/**
 * The three account counts of a member, with a call counter for the balance; `gate` holds every balance answer
 * after the first until it resolves.
 */
export function memberApi(balance = 12_345.67, gate?: Promise<void>) {
  const calls = { balance: 0, tokens: [] as (string | null)[] };
  server.use(
    on(getWalletBalance, async ({ request }) => {
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
    reply(getInboxUnreadCount, 3),
    reply(getUnclaimedPromotionCount, 2),
  );
  return calls;
}
