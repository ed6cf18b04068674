import { getMemberInfo, getWalletBalance } from '@h5/contract/endpoints/member.ts';
import { getReferralDetails } from '@h5/contract/endpoints/messages.ts';
import type { WhitelabelNode } from '@h5/contract/endpoints/system.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import memberEn from '../../../../locales/member/en.json';
import { initI18n, loadNamespace } from '../../../../lib/i18n/i18n.ts';
import { clearSession, setSession } from '../../../../lib/session/session-store.ts';
import { systemStatusQueryKey } from '../../../../lib/system-status/get-system-status.ts';
import { closeOverlay, overlayStore } from '../../../../lib/ui/overlays.ts';
import { envelope, failure, systemStatusFixture } from '../../../../test/fixtures.ts';
import { on, reply } from '../../../../test/msw.ts';
import { testQueryClient } from '../../../../test/render-app.tsx';
import MinePage from '../mine-page.tsx';

const ALL_ON = {
  DEPRECM3: true,
  WITHREC3: true,
  TRANSREC3: true,
  TRANSBETREPMEM3: true,
  PERSREP: true,
  AGETRANSFERUP3: true,
  REWCEN3: true,
  MANPLAYREB3: true,
  MISSION: true,
  PLYRBT: true,
  MAILCEN: true,
  FEEDBACK3: true,
  VIPBENEFIT3: true,
  REFERRAL: true,
};

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

const memberInfo = (type: number, toUpline = 'agent01') => ({
  id: 7,
  account: 'player01',
  nickname: '',
  type,
  clubLabel: { labelName: 'VIP2' },
  regDate: Date.UTC(2026, 0, 1),
  mobile: '',
  email: '',
  toUpline,
  merchantCode: 'demo',
  passwordExpired: false,
});

const server = setupServer(
  http.all('*/wps/*', () => HttpResponse.json(failure('request.not.found', 'not found'), { status: 404 })),
);

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await initI18n('EN');
  await loadNamespace('member');
});
afterEach(() => {
  server.resetHandlers();
  clearSession();
  closeOverlay();
});
afterAll(() => {
  server.close();
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderMine(switches: Record<string, boolean> = ALL_ON, memCen = '1') {
  const client = testQueryClient();
  const base = systemStatusFixture();
  client.setQueryData(
    systemStatusQueryKey,
    systemStatusFixture({
      info: { ...base.info, whitelabel: tree(switches), mobileTemplate: { mem_cen: memCen, dep_func: '0' } },
    }),
  );
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/m/mine']} useTransitions={false}>
        <Routes>
          <Route path="/m/mine" element={<MinePage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function signIn(type: number, toUpline = 'agent01') {
  setSession({ token: `tok-${String(type)}`, id: 7, userName: 'player01', type });
  server.use(
    reply(getMemberInfo, memberInfo(type, toUpline)),
    reply(getWalletBalance, {
      sumBalance: 12345.678,
      currency: 'PHP',
      currencySymbol: '₱',
      balance: [{ accountTypeId: 2, availBalance: 12345.678 }],
    }),
  );
}

const entryIds = () =>
  within(screen.getByTestId('mine-entries'))
    .getAllByRole('button')
    .map((b) => b.getAttribute('data-testid'));

describe('member center (lobby spec §2.11)', () => {
  it('a guest gets the login prompt, the flag entries, and login for entries that need a session', async () => {
    const user = userEvent.setup();
    renderMine();
    expect(screen.getByRole('heading', { name: en.title.mine })).toBeTruthy();
    expect(screen.getByTestId('mine-guest').textContent).toContain(memberEn.loginOrRegister);
    expect(screen.queryByTestId('mine-profile')).toBeNull();
    expect(entryIds()).not.toContain('entry-agentCenter');
    expect(entryIds()).not.toContain('entry-transferToSuperior');
    expect(entryIds()).toContain('entry-depositRecord');
    await user.click(screen.getByTestId('entry-mail'));
    expect(screen.getByTestId('where').textContent).toBe('/m/login');
  });

  it('the guest prompt opens login', async () => {
    renderMine();
    await userEvent.setup().click(screen.getByTestId('mine-login'));
    expect(screen.getByTestId('where').textContent).toBe('/m/login');
  });

  it('shortcuts: home only with VIP benefits; member pages send a guest to login', async () => {
    const { unmount } = renderMine({ ...ALL_ON, VIPBENEFIT3: false });
    expect(screen.queryByTestId('shortcut-vipHome')).toBeNull();
    unmount();
    renderMine();
    expect(screen.getByTestId('shortcut-vipHome')).toBeTruthy();
    await userEvent.setup().click(screen.getByTestId('shortcut-deposit'));
    expect(screen.getByTestId('where').textContent).toBe('/m/login');
  });

  it('a player sees the profile (account, VIP label, balance with 2 decimals) and every allowed entry but the agency center', async () => {
    signIn(0);
    renderMine();
    expect(await screen.findByText('VIP2')).toBeTruthy();
    expect(screen.getByTestId('mine-account').textContent).toBe('player01');
    await waitFor(() => {
      expect(screen.getByTestId('mine-balance').textContent).toBe('₱12,345.68');
    });
    expect(entryIds()).toEqual([
      'entry-referral',
      'entry-depositRecord',
      'entry-withdrawRecord',
      'entry-accountRecord',
      'entry-bettingRecord',
      'entry-profitAndLoss',
      'entry-transferToSuperior',
      'entry-rewardCenter',
      'entry-manualRebate',
      'entry-mission',
      'entry-rebateReport',
      'entry-mail',
      'entry-feedback',
      'entry-onlineService',
      'entry-appDownload',
    ]);
    await userEvent.setup().click(screen.getByTestId('entry-mail'));
    expect(screen.getByTestId('where').textContent).toBe('/m/webEmail');
  });

  it('an agent (type 1) gets the agency center; type 2 has no transfer to superior', async () => {
    signIn(1);
    const { unmount } = renderMine();
    await screen.findByText('VIP2');
    expect(entryIds()).toContain('entry-agentCenter');
    expect(entryIds()).toContain('entry-transferToSuperior');
    unmount();
    signIn(2);
    renderMine();
    await screen.findByText('VIP2');
    expect(entryIds()).toContain('entry-agentCenter');
    expect(entryIds()).not.toContain('entry-transferToSuperior');
  });

  it('entries follow the switch set', async () => {
    signIn(0);
    renderMine({ ...ALL_ON, DEPRECM3: false, MAILCEN: false, MISSION: false, FEEDBACK3: false });
    await screen.findByText('VIP2');
    const ids = entryIds();
    for (const gone of ['entry-depositRecord', 'entry-mail', 'entry-mission', 'entry-feedback']) {
      expect(ids).not.toContain(gone);
    }
    expect(ids).toContain('entry-withdrawRecord');
  });

  it('online service and app download open the app-wide sheets', async () => {
    const user = userEvent.setup();
    renderMine();
    await user.click(screen.getByTestId('entry-onlineService'));
    expect(overlayStore.getState().open).toBe('service');
    await user.click(screen.getByTestId('entry-appDownload'));
    expect(overlayStore.getState().open).toBe('download');
  });

  it('the referral entry needs the REFERRAL promotion, else contact_service', async () => {
    signIn(0);
    renderMine({ ...ALL_ON, REFERRAL: false });
    await userEvent.setup().click(screen.getByTestId('entry-referral'));
    expect(await screen.findByText(en.errors.contact_service)).toBeTruthy();
    expect(screen.queryByTestId('referral-popup')).toBeNull();
  });

  it('the referral popup shows the code and link, and copying says copy_success', async () => {
    signIn(0);
    server.use(
      on(getReferralDetails, ({ request }) => {
        expect(new URL(request.url).searchParams.get('autoGenerate')).toBe('true');
        return HttpResponse.json(
          envelope({
            referralCode: 'AB12CD34',
            totalInvitations: 3,
            promotionDomains: ['promo.example'],
            referralPath: '/m/register?r=AB12CD34',
          }),
        );
      }),
    );
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    // antd-mobile's popup animates in with pointer-events off; happy-dom never finishes the animation.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderMine();
    await user.click(screen.getByTestId('entry-referral'));
    expect((await screen.findByTestId('referral-code')).textContent).toBe('AB12CD34');
    expect(screen.getByTestId('referral-link').textContent).toBe(
      'https://promo.example/m/register?r=AB12CD34',
    );
    await user.click(screen.getByTestId('referral-link-copy'));
    expect(await screen.findByText(en.common.copy_success)).toBeTruthy();
    // user-event replaces the clipboard with its own in-memory one.
    expect(await navigator.clipboard.readText()).toBe('https://promo.example/m/register?r=AB12CD34');
  });

  it('refuses a trial account with free_reject and goes home', async () => {
    signIn(4);
    renderMine();
    expect((await screen.findByTestId('free-reject')).textContent).toBe(en.errors.free_reject);
    expect(screen.queryByTestId('mine-entries')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: en.common.in_increase_submit }));
    expect(screen.getByTestId('where').textContent).toBe('/m/home');
  });

  it('uses the base template when mem_cen is not "1"', () => {
    renderMine(ALL_ON, '0');
    expect(screen.getByTestId('mine-body').getAttribute('data-template')).toBe('base');
  });
});
