import { getTeamRebateIncome } from '@h5/contract/endpoints/agent-money.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../../lib/i18n/i18n.ts';
import { setSession } from '../../../../lib/session/session-store.ts';
import { envelope, failure } from '../../../../test/fixtures.ts';
import { on } from '../../../../test/msw.ts';
import { startPageServer } from '../../../../test/page-server.ts';
import { renderWithQuery } from '../../../../test/render-app.tsx';
import TeamRebateIncomePage from '../team-rebate-income-page.tsx';
import { baseHandlers } from './agent-money-fixtures.ts';

const server = startPageServer(baseHandlers, 'agentMoney');

function renderPage() {
  setSession({ token: 'tok', id: 1, userName: 'agent01', type: 1 });
  return renderWithQuery(
    <MemoryRouter initialEntries={['/m/member/teamRebate']}>
      <TeamRebateIncomePage />
    </MemoryRouter>,
  );
}

const row = (period: string, amount: number, status: 'credited' | 'nothing' = 'credited') => ({
  id: Number(period.slice(-2)),
  period,
  periodStart: 0,
  periodEnd: 1,
  turnover: 1_250.5,
  amount,
  status,
  createTime: 2,
});

describe('team rebate income (/m/member/teamRebate)', () => {
  it('shows the own rate and a row per settled period, and pages on', async () => {
    const pages: string[] = [];
    server.use(
      on(getTeamRebateIncome, ({ request }) => {
        const page = new URL(request.url).searchParams.get('pageNo') ?? '';
        pages.push(page);
        const content = page === '2' ? [row('2025-04-01', 0, 'nothing')] : [row('2025-04-03', 12.5)];
        return HttpResponse.json(
          envelope({ ownRateBp: 150, content, pageNum: Number(page), totalPages: 2, totalCount: 2 }),
        );
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const first = await screen.findByTestId('team-rebate-row-2025-04-03');
    expect(screen.getByTestId('team-rebate-own-rate').textContent).toBe('1.5%');
    expect(within(first).getByTestId('team-rebate-amount').textContent).toBe('₱12.50');
    expect(within(first).getByText('₱1,250.50')).toBeTruthy();
    expect(within(first).getByText('Credited')).toBeTruthy();
    await user.click(screen.getByTestId('team-rebate-pager-next'));
    const second = await screen.findByTestId('team-rebate-row-2025-04-01');
    expect(within(second).getByText('No rebate')).toBeTruthy();
    expect(pages).toEqual(['1', '2']);
  });

  it('says when nothing is settled yet, in Filipino too', async () => {
    server.use(
      on(getTeamRebateIncome, () =>
        HttpResponse.json(envelope({ ownRateBp: 0, content: [], pageNum: 1, totalPages: 0, totalCount: 0 })),
      ),
    );
    await setLanguage('TY');
    renderPage();
    expect(await screen.findByTestId('team-rebate-empty')).toBeTruthy();
    expect(screen.getByText(/Sine-settle ang mga araw/)).toBeTruthy();
    expect(screen.queryByTestId('team-rebate-pager')).toBeNull();
  });

  it('shows a failure with a retry that loads again', async () => {
    let calls = 0;
    server.use(
      on(getTeamRebateIncome, () => {
        calls += 1;
        if (calls === 1) {
          return HttpResponse.json(failure('agent.only', 'This function is only for agent accounts.'));
        }
        return HttpResponse.json(
          envelope({
            ownRateBp: 100,
            content: [row('2025-04-02', 3)],
            pageNum: 1,
            totalPages: 1,
            totalCount: 1,
          }),
        );
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const error = await screen.findByTestId('team-rebate-error');
    expect(error.textContent).toContain('This function is only for agent accounts.');
    await user.click(within(error).getByRole('button'));
    expect(await screen.findByTestId('team-rebate-row-2025-04-02')).toBeTruthy();
  });
});
