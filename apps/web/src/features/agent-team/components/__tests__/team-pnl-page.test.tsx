import { getTeamProfitLoss } from '@h5/contract/endpoints/agent-team.ts';
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
import { dayRangeDates } from '../../team-dates.ts';
import TeamPnlPage from '../team-pnl-page.tsx';
import { renderAsAgent, startTeamServer } from './team-fixtures.ts';

const server = startTeamServer();

function renderPage() {
  return renderAsAgent(
    <MemoryRouter initialEntries={['/m/agent/team/pnl']}>
      <TeamPnlPage />
    </MemoryRouter>,
  );
}

const rows = [
  {
    account: 'team01',
    productType: 'RNG',
    betCents: 1_500,
    winCents: 3_000,
    profitCents: 1_500,
    rebateCents: 300,
  },
  {
    account: 'team05',
    productType: 'FISH',
    betCents: 2_000,
    winCents: 0,
    profitCents: -2_000,
    rebateCents: 0,
  },
  { account: 'team05', productType: 'XYZ', betCents: 100, winCents: 0, profitCents: -100, rebateCents: 0 },
];

function pnlServer() {
  const queries: Record<string, string>[] = [];
  server.use(
    on(getTeamProfitLoss, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const second = query.pageNo === '2';
      const content =
        query.account === 'team01' ? rows.slice(0, 1) : second ? rows.slice(2) : rows.slice(0, 2);
      return HttpResponse.json(
        envelope({
          content,
          pageNum: second ? 2 : 1,
          totalPages: query.account === 'team01' ? 1 : 2,
          totalCount: query.account === 'team01' ? 1 : 3,
          totals: {
            betCents: 3_600,
            winCents: 3_000,
            profitCents: -600,
            rebateCents: 300,
            bonusCents: 1_000,
          },
        }),
      );
    }),
  );
  return queries;
}

describe('team profit and loss (/m/agent/team/pnl)', () => {
  it('shows the totals and a row per member and product type, pages on and follows range and account', async () => {
    const queries = pnlServer();
    const user = userEvent.setup();
    renderPage();
    const first = await screen.findByTestId('team-pnl-row-team01-RNG');
    expect(queries[0]).toEqual({ ...dayRangeDates(7), pageNo: '1', pageSize: '20' });
    expect(screen.getByTestId('team-pnl-total-bets').textContent).toBe('₱36.00');
    expect(screen.getByTestId('team-pnl-total-profit').textContent).toBe('-₱6.00');
    expect(screen.getByTestId('team-pnl-total-profit').className).toContain('team__amount--out');
    expect(screen.getByTestId('team-pnl-total-bonus').textContent).toBe('₱10.00');
    expect(within(first).getByTestId('team-pnl-row-profit').textContent).toBe('+₱15.00');
    expect(within(first).getByText('Slots')).toBeTruthy();
    expect(within(first).getByText('Rebates ₱3.00')).toBeTruthy();
    expect(within(screen.getByTestId('team-pnl-row-team05-FISH')).getByText('Fishing')).toBeTruthy();

    await user.click(screen.getByTestId('team-pnl-more'));
    // An unknown product type shows as its code.
    expect(within(await screen.findByTestId('team-pnl-row-team05-XYZ')).getByText('XYZ')).toBeTruthy();

    await user.click(screen.getByTestId('team-days-30'));
    await waitFor(() => {
      expect(queries.at(-1)).toEqual({ ...dayRangeDates(30), pageNo: '1', pageSize: '20' });
    });
    await user.type(screen.getByTestId('team-account-input'), 'team01');
    await user.click(screen.getByTestId('team-account-apply'));
    await waitFor(() => {
      expect(screen.queryByTestId('team-pnl-row-team05-FISH')).toBeNull();
    });
    expect(queries.at(-1)).toEqual({ ...dayRangeDates(30), account: 'team01', pageNo: '1', pageSize: '20' });
  });

  it('shows the empty state and the server’s message with a retry', async () => {
    let calls = 0;
    server.use(
      on(getTeamProfitLoss, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(failure('agent.team.not.member', 'This account is not in your team.'), {
              status: 404,
            })
          : HttpResponse.json(
              envelope({
                content: [],
                pageNum: 1,
                totalPages: 0,
                totalCount: 0,
                totals: { betCents: 0, winCents: 0, profitCents: 0, rebateCents: 0, bonusCents: 0 },
              }),
            );
      }),
    );
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByTestId('team-pnl-loading')).toBeTruthy();
    const error = await screen.findByTestId('team-pnl-error');
    expect(error.textContent).toContain('This account is not in your team.');
    await user.click(within(error).getByRole('button', { name: en.common.retry }));
    await screen.findByTestId('team-pnl-empty');
    expect(screen.getByTestId('team-pnl-total-profit').textContent).toBe('₱0.00');
  });

  describe('in Filipino (TY)', () => {
    beforeAll(async () => {
      await setLanguage('TY');
    });
    afterAll(async () => {
      await setLanguage('EN');
    });

    it('names the totals in Filipino', async () => {
      pnlServer();
      renderPage();
      const totals = await screen.findByTestId('team-pnl-totals');
      expect(within(totals).getByText(teamTl.pnl.profit)).toBeTruthy();
      expect(within(totals).getByText(teamTl.pnl.bonus)).toBeTruthy();
      expect(screen.getByTestId('team-days-1').textContent).toBe(teamTl.period.today);
    });
  });
});
