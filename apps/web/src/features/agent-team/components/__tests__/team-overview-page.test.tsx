import { getTeamSummary } from '@h5/contract/endpoints/agent-team.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import teamTl from '../../../../locales/agent-team/tl.json';
import { setLanguage } from '../../../../lib/i18n/i18n.ts';
import { envelope, failure } from '../../../../test/fixtures.ts';
import { on } from '../../../../test/msw.ts';
import TeamOverviewPage from '../team-overview-page.tsx';
import { figures, renderAsAgent, startTeamServer } from './team-fixtures.ts';

const server = startTeamServer();

function renderPage() {
  return renderAsAgent(
    <MemoryRouter initialEntries={['/m/agent/team/overview']}>
      <TeamOverviewPage />
    </MemoryRouter>,
  );
}

/** Answers each period with figures that tell it apart (bets = 100.00 × the number of the period). */
function summaryServer(empty = false) {
  const queries: Record<string, string>[] = [];
  const order = ['today', 'week', 'month', 'range'];
  server.use(
    on(getTeamSummary, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const n = order.indexOf(query.period ?? '') + 1;
      const level1 = figures({
        members: 2,
        registrations: 1,
        activeBettors: 1,
        depositCents: 5_000_00,
        betCents: n * 100_00,
      });
      const level2 = figures({ members: 1, activeBettors: 1, withdrawalCents: 1_234_56, winCents: 99 });
      return HttpResponse.json(
        envelope({
          startDate: query.startDate ?? '2026-11-25',
          endDate: query.endDate ?? '2026-11-25',
          total: empty
            ? figures()
            : figures({ ...level1, members: 3, activeBettors: 2, withdrawalCents: 1_234_56, winCents: 99 }),
          levels: empty
            ? []
            : [
                { level: 1, figures: level1 },
                { level: 2, figures: level2 },
              ],
        }),
      );
    }),
  );
  return queries;
}

describe('team overview (/m/agent/team/overview)', () => {
  it('shows the whole team and each level for today, and follows the period', async () => {
    const queries = summaryServer();
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('team-total');
    expect(queries[0]).toEqual({ period: 'today' });
    expect(screen.getByTestId('team-total-members').textContent).toBe('3');
    expect(screen.getByTestId('team-total-depositCents').textContent).toBe('₱5,000.00');
    expect(screen.getByTestId('team-total-withdrawalCents').textContent).toBe('₱1,234.56');
    expect(screen.getByTestId('team-total-winCents').textContent).toBe('₱0.99');
    expect(screen.getByTestId('team-level-1-figures-members').textContent).toBe('2');
    expect(screen.getByTestId('team-level-2-figures-withdrawalCents').textContent).toBe('₱1,234.56');
    const link = screen.getByTestId('team-level-2-members');
    expect(link.getAttribute('href')).toBe('/m/member/team?level=2');
    expect(link.textContent).toBe('Show the members of level 2');

    await user.click(screen.getByTestId('team-period-month'));
    await waitFor(() => {
      expect(screen.getByTestId('team-total-betCents').textContent).toBe('₱300.00');
    });
    expect(queries.at(-1)).toEqual({ period: 'month' });
    expect(screen.getByTestId('team-period-month').getAttribute('aria-checked')).toBe('true');
  });

  it('asks a chosen range only when it is valid', async () => {
    const queries = summaryServer();
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('team-total');
    await user.click(screen.getByTestId('team-period-range'));
    const start = screen.getByTestId('team-range-start');
    const end = screen.getByTestId('team-range-end');
    await user.clear(start);
    await user.type(start, '2026-11-20');
    await user.clear(end);
    await user.type(end, '2026-11-10');
    await user.click(screen.getByTestId('team-range-apply'));
    expect(screen.getByTestId('team-range-error').textContent).toContain('93');
    expect(end.getAttribute('aria-invalid')).toBe('true');
    const asked = queries.length;
    expect(queries.every((q) => q.period !== 'range')).toBe(true);

    await user.clear(end);
    await user.type(end, '2026-11-24');
    await user.click(screen.getByTestId('team-range-apply'));
    await waitFor(() => {
      expect(screen.getByTestId('team-overview-period').textContent).toBe('2026-11-20 to 2026-11-24');
    });
    expect(queries.length).toBe(asked + 1);
    expect(queries.at(-1)).toEqual({ period: 'range', startDate: '2026-11-20', endDate: '2026-11-24' });
    expect(screen.queryByTestId('team-range-error')).toBeNull();
  });

  it('says so when the team has no members', async () => {
    summaryServer(true);
    renderPage();
    expect((await screen.findByTestId('team-overview-empty')).textContent).toBe(
      'Your team has no members yet.',
    );
    expect(screen.queryByTestId('team-levels')).toBeNull();
  });

  it('shows the server’s message with a retry', async () => {
    let calls = 0;
    server.use(
      on(getTeamSummary, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(failure('agent.only', 'This function is only for agent accounts.'), {
              status: 403,
            })
          : HttpResponse.json(
              envelope({
                startDate: '2026-11-25',
                endDate: '2026-11-25',
                total: figures({ members: 7 }),
                levels: [],
              }),
            );
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const error = await screen.findByTestId('team-overview-error');
    expect(error.textContent).toContain('This function is only for agent accounts.');
    await user.click(within(error).getByRole('button', { name: en.common.retry }));
    await waitFor(() => {
      expect(screen.getByTestId('team-total-members').textContent).toBe('7');
    });
  });

  it('shows loading first', async () => {
    summaryServer();
    renderPage();
    expect(screen.getByTestId('team-overview-loading')).toBeTruthy();
    await screen.findByTestId('team-total');
  });

  describe('in Filipino (TY)', () => {
    beforeAll(async () => {
      await setLanguage('TY');
    });
    afterAll(async () => {
      await setLanguage('EN');
    });

    it('names the periods and figures in Filipino', async () => {
      summaryServer();
      renderPage();
      const total = await screen.findByTestId('team-total');
      expect(within(total).getByText(teamTl.figures.activeBettors)).toBeTruthy();
      expect(screen.getByTestId('team-period-week').textContent).toBe(teamTl.period.week);
      expect(screen.getByText(teamTl.overview.total)).toBeTruthy();
    });
  });
});
