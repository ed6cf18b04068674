import { getContractStatus, getTeamOverview } from '@h5/contract/endpoints/agent.ts';
import { getAnnouncements } from '@h5/contract/endpoints/content.ts';
import { getMemberInfo, getWalletBalance } from '@h5/contract/endpoints/member.ts';
import { getInboxUnreadCount } from '@h5/contract/endpoints/messages.ts';
import type { WhitelabelNode } from '@h5/contract/endpoints/system.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import memberEn from '../../../../locales/member/en.json';
import { initI18n, loadNamespace } from '../../../../lib/i18n/i18n.ts';
import { clearSession, setSession } from '../../../../lib/session/session-store.ts';
import { systemStatusQueryKey } from '../../../../lib/system-status/get-system-status.ts';
import { envelope, failure, systemStatusFixture } from '../../../../test/fixtures.ts';
import { on, reply } from '../../../../test/msw.ts';
import { testQueryClient } from '../../../../test/render-app.tsx';
import AgentHomePage from '../agent-home-page.tsx';

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
  for (const key of Object.keys(localStorage))
    if (key.startsWith('contractPromptsSeen:')) localStorage.removeItem(key);
});
afterAll(() => {
  server.close();
});

const menu = (on: string[]): WhitelabelNode => ({
  modId: 'ROOT',
  enabled: '1',
  childrenNodes: [
    {
      modId: 'AGENTMENU3',
      enabled: '1',
      childrenNodes: on.map((modId) => ({ modId, enabled: '1', childrenNodes: [] })),
    },
    { modId: 'DIVIDENDDISP3', enabled: on.includes('DIVIDENDDISP3') ? '1' : '0', childrenNodes: [] },
  ],
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAgent(switches: string[]) {
  const client = testQueryClient();
  const base = systemStatusFixture();
  client.setQueryData(
    systemStatusQueryKey,
    systemStatusFixture({ info: { ...base.info, whitelabel: menu(switches) } }),
  );
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/m/agent']} useTransitions={false}>
        <Routes>
          <Route path="/m/agent" element={<AgentHomePage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const calls: string[] = [];
function agentApi(
  type: number,
  contracts = { daily: false, dividend: false, hourly: false },
  offerIds?: { daily: number | null; dividend: number | null; hourly: number | null },
) {
  calls.length = 0;
  setSession({ token: 'tok-a', id: 2, userName: 'agent01', type });
  server.use(
    reply(getMemberInfo, {
      id: 2,
      account: 'agent01',
      nickname: '',
      type,
      clubLabel: { labelName: 'VIP5' },
      regDate: 0,
      mobile: '',
      email: '',
      toUpline: '',
      merchantCode: 'demo',
      passwordExpired: false,
    }),
    reply(getWalletBalance, { sumBalance: 58200, currency: 'PHP', currencySymbol: '₱', balance: [] }),
    reply(getInboxUnreadCount, 2),
    on(getTeamOverview, ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.push(
        `kpi ${query.get('startDate') ?? ''}..${query.get('endDate') ?? ''} size=${query.get('size') ?? ''}`,
      );
      return HttpResponse.json(
        envelope({
          footer: {
            teamLoginMemberCount: 4,
            teamBetMemberCount: 3,
            teamRegisterMemberCount: 1,
            teamOnlineCount: 2,
          },
        }),
      );
    }),
    on(getAnnouncements, ({ request }) => {
      calls.push(`announcements ${new URL(request.url).searchParams.get('types') ?? ''}`);
      return HttpResponse.json(
        envelope({
          banners: [],
          player: [],
          popup: [],
          promotion: [],
          hotMatch: [],
          agent: [],
          footer: { unreadCount: 5 },
        }),
      );
    }),
    on(getContractStatus, () => {
      calls.push('contracts');
      return HttpResponse.json(
        envelope({
          dailysalreqtype: contracts.daily,
          divtypecompperiodreq: contracts.dividend,
          divtypereq: contracts.dividend,
          contracthoursalreq: contracts.hourly,
          ...(offerIds ? { offerIds } : {}),
        }),
      );
    }),
  );
}

describe('agent home (lobby spec §2.12)', () => {
  it('shows greeting, balance with 2 decimals, the switched-on menu, team counts, footer and badges', async () => {
    agentApi(1);
    renderAgent(['AGENTMENU_TEAMOVERVIEW3', 'AGENTMENU_MAIL3', 'DIVIDENDDISP3']);
    expect(screen.getByTestId('agent-greeting').textContent).toContain('agent01');
    await waitFor(() => {
      expect(screen.getByTestId('agent-balance').textContent).toBe('₱58,200.00');
    });
    expect(
      within(screen.getByTestId('agent-menu'))
        .getAllByRole('button')
        .map((b) => b.getAttribute('data-testid')),
    ).toEqual(['agent-menu-teamOverview', 'agent-menu-mail', 'agent-menu-onlineService']);
    // Each entry's icon is a drawing, not the label's first letter in a circle (issue 19); the label names it.
    for (const button of within(screen.getByTestId('agent-menu')).getAllByRole('button')) {
      const icon = button.querySelector('.agent__menu-icon');
      expect(icon?.querySelector('svg path')?.getAttribute('d')).toBeTruthy();
      expect(icon?.textContent).toBe('');
      expect(button.textContent).not.toBe('');
    }
    expect((await screen.findByTestId('agent-mail-badge')).textContent).toBe('2');
    expect((await screen.findByTestId('kpi-teamLoginMemberCount')).textContent).toBe('4');
    expect(screen.getByTestId('kpi-teamOnlineCount').textContent).toBe('2');
    expect((await screen.findByTestId('agent-notice-badge')).textContent).toBe('5');
    expect(screen.getByTestId('agent-footer-dividend').getAttribute('href')).toBe(
      '/m/member/agent/agentDivident',
    );
    expect(calls).toContain('announcements A');
    expect(calls.find((c) => c.startsWith('kpi'))).toMatch(/^kpi (\d{4}-\d{2}-\d{2})\.\.\1 size=0$/);
  });

  it('hides the dividend footer entry when dividend display is off', async () => {
    agentApi(1);
    renderAgent([]);
    await screen.findByTestId('agent-footer-announcements');
    expect(screen.queryByTestId('agent-footer-dividend')).toBeNull();
  });

  it('prompts each pending contract offer in turn; go leads to its page', async () => {
    agentApi(1, { daily: true, dividend: false, hourly: true });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAgent([]);
    expect((await screen.findByTestId('contract-prompt-daily')).textContent).toBe(
      memberEn.agent.contracts.daily,
    );
    await user.click(screen.getByRole('button', { name: memberEn.agent.contracts.cancel }));
    expect(await screen.findByTestId('contract-prompt-hourly')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: memberEn.agent.contracts.go }));
    expect(screen.getByTestId('where').textContent).toBe('/m/member/agent/getHourContract');
  });

  it('asks about each offer once: not again on the next visit, again for a new offer (issue 19)', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const visit = async (ids: { daily: number | null; dividend: number | null; hourly: number | null }) => {
      agentApi(1, { daily: ids.daily !== null, dividend: ids.dividend !== null, hourly: false }, ids);
      const view = renderAgent([]);
      await screen.findByTestId('agent-greeting');
      await waitFor(() => {
        expect(calls).toContain('contracts');
      });
      return view;
    };
    let view = await visit({ daily: 7, dividend: 8, hourly: null });
    await screen.findByTestId('contract-prompt-daily');
    await user.click(screen.getByRole('button', { name: memberEn.agent.contracts.cancel }));
    await screen.findByTestId('contract-prompt-dividend');
    await user.click(screen.getByRole('button', { name: memberEn.agent.contracts.cancel }));
    view.unmount();
    // The same offers on the next visit: nothing asked.
    view = await visit({ daily: 7, dividend: 8, hourly: null });
    await screen.findByTestId('agent-balance');
    expect(screen.queryByTestId('contract-prompt-daily')).toBeNull();
    expect(screen.queryByTestId('contract-prompt-dividend')).toBeNull();
    view.unmount();
    // A new daily offer (another id) is asked about; the dividend one still is not.
    view = await visit({ daily: 9, dividend: 8, hourly: null });
    expect(await screen.findByTestId('contract-prompt-daily')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: memberEn.agent.contracts.cancel }));
    await waitFor(() => {
      expect(screen.queryByTestId('contract-prompt-daily')).toBeNull();
    });
    expect(screen.queryByTestId('contract-prompt-dividend')).toBeNull();
    view.unmount();
  });

  it.each([41, 42])('does not load contract offers for member type %i', async (type) => {
    agentApi(type, { daily: true, dividend: true, hourly: true });
    renderAgent([]);
    await screen.findByTestId('kpi-teamLoginMemberCount');
    expect(calls).not.toContain('contracts');
    expect(screen.queryByTestId('contract-prompt-daily')).toBeNull();
  });
});
