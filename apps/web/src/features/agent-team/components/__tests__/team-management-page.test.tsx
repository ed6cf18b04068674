import { getTeamMemberSummary, getTeamMembers } from '@h5/contract/endpoints/agent-team.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import teamTl from '../../../../locales/agent-team/tl.json';
import { setLanguage } from '../../../../lib/i18n/i18n.ts';
import { envelope, failure } from '../../../../test/fixtures.ts';
import { on } from '../../../../test/msw.ts';
import TeamManagementPage from '../team-management-page.tsx';
import { figures, member, renderAsAgent, startTeamServer } from './team-fixtures.ts';

const server = startTeamServer();

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderPage(entry = '/m/member/team') {
  return renderAsAgent(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route
          path="/m/member/team"
          element={
            <>
              <TeamManagementPage />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const page = (content: ReturnType<typeof member>[], change: Record<string, unknown> = {}) =>
  HttpResponse.json(
    envelope({
      content,
      pageNum: 1,
      totalPages: 1,
      totalCount: content.length,
      path: [],
      balanceShown: false,
      ...change,
    }),
  );

/** The agent's tree: team01 (player) and subagent01 (agent, one below: team05); search `team` finds both players. */
function treeServer() {
  const queries: Record<string, string>[] = [];
  server.use(
    on(getTeamMembers, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      if (query.parent === 'subagent01') {
        return page([member({ account: 'team05', level: 2, lastLogin: null })], { path: ['subagent01'] });
      }
      if (query.account === 'team') {
        return page([member(), member({ account: 'team05', level: 2 })]);
      }
      if (query.level === '2') return page([member({ account: 'team05', level: 2 })]);
      if (query.pageNo === '2') {
        return page([member({ account: 'team09' })], { pageNum: 2, totalPages: 2, totalCount: 3 });
      }
      return page([member(), member({ account: 'subagent01', type: 1, agent: true, downlineCount: 1 })], {
        totalPages: 2,
        totalCount: 3,
      });
    }),
  );
  return queries;
}

describe('team management (/m/member/team)', () => {
  it('lists the direct downline, pages on, and walks into an agent’s downline and back to the top', async () => {
    const queries = treeServer();
    const user = userEvent.setup();
    renderPage();
    const row = await screen.findByTestId('team-member-team01');
    expect(queries[0]).toEqual({ pageNo: '1', pageSize: '20' });
    expect(within(row).getByText('Player')).toBeTruthy();
    expect(within(row).getByText('2026-11-20 10:30')).toBeTruthy();
    expect(within(row).getByText('2026-11-25 09:05')).toBeTruthy();
    expect(within(row).queryByTestId('team-member-balance')).toBeNull();
    expect(within(row).queryByTestId('team-member-downline')).toBeNull();

    await user.click(screen.getByTestId('team-members-more'));
    await screen.findByTestId('team-member-team09');
    expect(screen.queryByTestId('team-members-more')).toBeNull();

    const sub = screen.getByTestId('team-member-subagent01');
    const downline = within(sub).getByRole('link', { name: 'Open the downline of subagent01 (1)' });
    await user.click(downline);
    const deeper = await screen.findByTestId('team-member-team05');
    expect(within(deeper).getByText('Never')).toBeTruthy();
    expect(queries.at(-1)).toEqual({ parent: 'subagent01', pageNo: '1', pageSize: '20' });
    expect(screen.getByTestId('team-crumb-current').textContent).toBe('subagent01');
    expect(screen.getByTestId('where').textContent).toBe('/m/member/team?parent=subagent01');

    await user.click(screen.getByTestId('team-crumb-top'));
    await screen.findByTestId('team-member-subagent01');
    expect(screen.getByTestId('where').textContent).toBe('/m/member/team');
  });

  it('searches by the start of an account and shows a level’s members', async () => {
    const queries = treeServer();
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('team-member-team01');
    await user.type(screen.getByLabelText('Account (or its start)'), 'te am!');
    await user.click(screen.getByTestId('team-search-submit'));
    await screen.findByTestId('team-member-team05');
    expect(queries.at(-1)).toEqual({ account: 'team', pageNo: '1', pageSize: '20' });
    expect(screen.getByTestId('team-list-title').textContent).toBe('Accounts starting with “team”');

    renderPage('/m/member/team?level=2');
    await waitFor(() => {
      expect(queries.at(-1)).toEqual({ level: '2', pageNo: '1', pageSize: '20' });
    });
    expect(screen.getAllByTestId('team-list-title').at(-1)?.textContent).toBe('Members of level 2');
  });

  it('shows balances only when the server gives them', async () => {
    server.use(on(getTeamMembers, () => page([member({ balanceCents: 1_234_567 })], { balanceShown: true })));
    renderPage();
    const row = await screen.findByTestId('team-member-team01');
    expect(within(row).getByTestId('team-member-balance').textContent).toBe('₱12,345.67');
  });

  it('opens a member’s summary with its figures and downline count, and goes back to the list', async () => {
    treeServer();
    const periods: Record<string, string>[] = [];
    server.use(
      on(getTeamMemberSummary, ({ request }) => {
        periods.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json(
          envelope({
            startDate: '2026-11-25',
            endDate: '2026-11-25',
            member: member({ account: 'subagent01', type: 1, agent: true, downlineCount: 1 }),
            own: figures({ members: 1, depositCents: 20_000 }),
            downline: figures({ members: 1, betCents: 4_550 }),
          }),
        );
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('team-member-subagent01');
    await user.click(screen.getByRole('link', { name: 'Open the summary of subagent01' }));
    const title = await screen.findByTestId('team-summary-title');
    expect(title.textContent).toBe('Summary of subagent01');
    await waitFor(() => {
      expect(document.activeElement).toBe(title);
    });
    await screen.findByTestId('team-summary-own');
    expect(periods[0]).toEqual({ account: 'subagent01', period: 'today' });
    expect(screen.getByTestId('team-summary-own-depositCents').textContent).toBe('₱200.00');
    expect(screen.getByTestId('team-summary-downline-betCents').textContent).toBe('₱45.50');
    expect(screen.getByTestId('team-summary-downline-count').textContent).toContain('Direct downline: 1');

    await user.click(screen.getByTestId('team-summary-back'));
    await screen.findByTestId('team-member-team01');
    expect(screen.getByTestId('where').textContent).toBe('/m/member/team');
  });

  it('shows an empty team, and the server’s message with a retry', async () => {
    server.use(on(getTeamMembers, () => page([])));
    renderPage();
    await screen.findByTestId('team-members-empty');

    let calls = 0;
    server.use(
      on(getTeamMembers, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(failure('agent.team.not.member', 'This account is not in your team.'), {
              status: 404,
            })
          : page([member()]);
      }),
    );
    const user = userEvent.setup();
    renderPage('/m/member/team?parent=stranger');
    const error = await screen.findByTestId('team-members-error');
    expect(error.textContent).toContain('This account is not in your team.');
    await user.click(within(error).getByRole('button', { name: en.common.retry }));
    await screen.findByTestId('team-member-team01');
  });

  describe('in Filipino (TY)', () => {
    beforeAll(async () => {
      await setLanguage('TY');
    });
    afterAll(async () => {
      await setLanguage('EN');
    });

    it('names the list in Filipino', async () => {
      treeServer();
      renderPage();
      const row = await screen.findByTestId('team-member-team01');
      expect(within(row).getByText(teamTl.members.player)).toBeTruthy();
      expect(within(row).getByText(teamTl.members.lastLogin)).toBeTruthy();
      expect(screen.getByText(teamTl.members.top)).toBeTruthy();
    });
  });
});
