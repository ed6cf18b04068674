import { getWalletBalance } from '@h5/contract/endpoints/member.ts';
import type { WhitelabelNode } from '@h5/contract/endpoints/system.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { useWalletBalance } from '../lib/account/get-wallet-balance.ts';
import { initI18n, loadNamespace, setLanguage } from '../lib/i18n/i18n.ts';
import { clearSession, setSession } from '../lib/session/session-store.ts';
import { systemStatusQueryKey } from '../lib/system-status/get-system-status.ts';
import { failure, systemStatusFixture } from './fixtures.ts';
import { on } from './msw.ts';
import { testQueryClient } from './render-app.tsx';

/** The header's balance, and 404 in the envelope for anything else the test did not mock. */
export const server = setupServer(
  http.get(`*${getWalletBalance.path}`, () =>
    HttpResponse.json({
      success: true,
      value: { sumBalance: 100, currency: 'PHP', currencySymbol: '₱', balance: [] },
    }),
  ),
  http.all('*/wps/*', () => HttpResponse.json(failure('request.not.found', 'not found'), { status: 404 })),
);

/** MSW, English texts with the `withdraw` and `member` namespaces (money and record pages); each test resets. */
export function setupMoneyTests(): void {
  beforeAll(async () => {
    server.listen({ onUnhandledFrame: 'error' });
    await initI18n('EN');
    await Promise.all([loadNamespace('withdraw'), loadNamespace('member')]);
  });
  afterEach(async () => {
    server.resetHandlers();
    clearSession();
    await setLanguage('EN');
  });
  afterAll(() => {
    server.close();
  });
}

export function signIn(type = 0): void {
  setSession({ token: 'tok-player', id: 7, userName: 'player01', type });
}

/** Counts the header's wallet-balance calls: a money change must make the header ask again. */
export function countBalanceCalls(): { calls: number } {
  const counter = { calls: 0 };
  server.use(
    on(getWalletBalance, () => {
      counter.calls += 1;
      return HttpResponse.json({
        success: true,
        value: { sumBalance: 100, currency: 'PHP', currencySymbol: '₱', balance: [] },
      });
    }),
  );
  return counter;
}

function BalanceProbe() {
  useWalletBalance();
  return null;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

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

/** `page` at `path` with the header's balance query beside it (as the shell has it), any other path shown by name. */
export function renderPage(path: string, page: ReactNode, switches: Record<string, boolean> = {}) {
  const client = testQueryClient();
  const base = systemStatusFixture();
  client.setQueryData(
    systemStatusQueryKey,
    systemStatusFixture({ info: { ...base.info, whitelabel: tree(switches) } }),
  );
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]} useTransitions={false}>
        <BalanceProbe />
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
