import type { PromotionDetail, PromotionSummary, Reward } from '@h5/contract/endpoints/promotions.ts';
import type { WhitelabelNode } from '@h5/contract/endpoints/system.ts';
import { getWalletBalance } from '@h5/contract/endpoints/member.ts';
import { getUnclaimedPromotionCount } from '@h5/contract/endpoints/messages.ts';
import { getSystemStatus } from '@h5/contract/endpoints/system.ts';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useUnclaimedPromotionCount } from '../../../../lib/account/get-unclaimed-promotion-count.ts';
import { useWalletBalance } from '../../../../lib/account/get-wallet-balance.ts';
import { setSession } from '../../../../lib/session/session-store.ts';
import { failure, systemStatusFixture } from '../../../../test/fixtures.ts';
import { reply } from '../../../../test/msw.ts';
import { renderWithQuery } from '../../../../test/render-app.tsx';

export const REQUEST_ID = /^[A-Za-z0-9_-]{16,64}$/;

export function promotion(change: Partial<PromotionSummary> = {}): PromotionSummary {
  return {
    id: 'first-deposit',
    kind: 'deposit_bonus',
    categoryId: 'deposit',
    title: 'First deposit 100%',
    image: '/cdn/promo/first.png',
    summary: 'Double your first deposit up to ₱500',
    startTime: Date.UTC(2026, 10, 1),
    endTime: Date.UTC(2026, 11, 31),
    status: 'join',
    needsSignUp: false,
    needsApproval: false,
    ...change,
  };
}

export function detail(change: Partial<PromotionDetail> = {}): PromotionDetail {
  return {
    ...promotion(),
    rulesHtml: '<p>Deposit at least ₱100.</p>',
    progress: null,
    reward: '100% up to ₱500',
    claimableRewardId: null,
    ...change,
  };
}

export function reward(change: Partial<Reward> = {}): Reward {
  return {
    id: 41,
    promotionId: 'welcome-gift',
    title: 'Welcome gift',
    amount: 88,
    turnoverMultiple: 3,
    status: 'issued',
    issuedTime: Date.UTC(2026, 10, 24, 2),
    expireTime: Date.UTC(2026, 11, 1, 2),
    claimedTime: null,
    remark: '',
    ...change,
  };
}

/** A flat white-label tree: each switch a child of the root. */
export function switchesStatus(switches: Record<string, boolean>) {
  const whitelabel: WhitelabelNode = {
    modId: 'ROOT',
    enabled: '1',
    childrenNodes: Object.entries(switches).map(([modId, on]) => ({
      modId,
      enabled: on ? '1' : '0',
      childrenNodes: [],
    })),
  };
  const status = systemStatusFixture();
  return reply(getSystemStatus, { ...status, info: { ...status.info, whitelabel } });
}

/** Counts of the shell's queries a claim must refresh (header balance, footer badge). */
export interface ShellCalls {
  wallet: number;
  badge: number;
}

/** The site configuration (switches as given), the wallet and the badge; any other call fails as unknown. */
export function promotionsServer(calls: ShellCalls = { wallet: 0, badge: 0 }) {
  return setupServer(
    reply(getSystemStatus, systemStatusFixture()),
    http.get(`*${getWalletBalance.path}`, () => {
      calls.wallet += 1;
      return HttpResponse.json({
        success: true,
        value: { sumBalance: 250, currency: 'PHP', currencySymbol: '₱', balance: [] },
      });
    }),
    http.get(`*${getUnclaimedPromotionCount.path}`, () => {
      calls.badge += 1;
      return HttpResponse.json({ success: true, value: 1 });
    }),
    // The promotion images (the test DOM fetches them): nothing to show, and no request leaves the test.
    http.get('*/cdn/*', () => new HttpResponse(null, { status: 204 })),
    http.all('*/wps/*', () => HttpResponse.json(failure('request.not.found', 'not found'), { status: 404 })),
  );
}

export function signIn() {
  setSession({ token: 'tok', id: 1, userName: 'player01', type: 0 });
}

/** What the shell shows on every page (header balance, footer badge), so their queries are live as in the app. */
function ShellProbe() {
  const badge = useUnclaimedPromotionCount();
  const wallet = useWalletBalance();
  return (
    <p data-testid="shell-probe">{`${String(badge.data ?? '')}/${String(wallet.data?.sumBalance ?? '')}`}</p>
  );
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

/** A page at `entry`, with the pages it links to as markers and the current address shown. */
export function renderPage(path: string, page: ReactNode, entry: string = path) {
  return renderWithQuery(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<p data-testid="elsewhere">elsewhere</p>} />
      </Routes>
      <Where />
      <ShellProbe />
    </MemoryRouter>,
  );
}
