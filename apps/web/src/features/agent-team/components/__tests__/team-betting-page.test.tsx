import { getTeamBets } from '@h5/contract/endpoints/agent-team.ts';
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
import TeamBettingPage from '../team-betting-page.tsx';
import { renderAsAgent, startTeamServer } from './team-fixtures.ts';

const server = startTeamServer();

function renderPage() {
  return renderAsAgent(
    <MemoryRouter initialEntries={['/m/teamBetting']}>
      <TeamBettingPage />
    </MemoryRouter>,
  );
}

const bet = (roundId: number, change: Record<string, unknown> = {}) => ({
  roundId,
  account: 'team01',
  gameName: 'Golden Dragon',
  productType: 'RNG',
  vendor: 'DEMO',
  betCents: 1_000,
  winCents: 3_000,
  profitCents: 2_000,
  status: 'settled',
  betTime: Date.UTC(2026, 10, 24, 4, 15),
  ...change,
});

function betsServer() {
  const queries: Record<string, string>[] = [];
  server.use(
    on(getTeamBets, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const content =
        query.productType === 'FISH'
          ? [
              bet(3, {
                productType: 'FISH',
                account: 'team05',
                winCents: 0,
                profitCents: -2_000,
                betCents: 2_000,
              }),
            ]
          : [bet(1), bet(2, { status: 'open', winCents: 0, profitCents: 0 })];
      return HttpResponse.json(
        envelope({
          content,
          pageNum: 1,
          totalPages: 1,
          totalCount: content.length,
          totals: { betCents: 2_000, winCents: 3_000, profitCents: 2_000 },
        }),
      );
    }),
  );
  return queries;
}

describe('team betting (/m/teamBetting)', () => {
  it('lists the team’s rounds with totals, and filters by product type and account', async () => {
    const queries = betsServer();
    const user = userEvent.setup();
    renderPage();
    const first = await screen.findByTestId('team-bet-1');
    expect(queries[0]).toEqual({ ...dayRangeDates(7), pageNo: '1', pageSize: '20' });
    expect(within(first).getByText('Golden Dragon')).toBeTruthy();
    expect(within(first).getByText('+₱20.00')).toBeTruthy();
    expect(within(first).getByText('2026-11-24 12:15')).toBeTruthy();
    expect(within(screen.getByTestId('team-bet-2')).getByText('Open')).toBeTruthy();
    expect(screen.getByTestId('team-betting-total-bets').textContent).toBe('₱20.00');
    expect(screen.getByTestId('team-betting-total-profit').textContent).toBe('+₱20.00');

    await user.selectOptions(screen.getByLabelText('Product type'), 'FISH');
    await screen.findByTestId('team-bet-3');
    expect(queries.at(-1)).toEqual({ ...dayRangeDates(7), productType: 'FISH', pageNo: '1', pageSize: '20' });

    await user.type(screen.getByTestId('team-account-input'), 'team05');
    await user.click(screen.getByTestId('team-account-apply'));
    await waitFor(() => {
      expect(queries.at(-1)).toEqual({
        ...dayRangeDates(7),
        account: 'team05',
        productType: 'FISH',
        pageNo: '1',
        pageSize: '20',
      });
    });
  });

  it('shows the empty state and the server’s message with a retry', async () => {
    let calls = 0;
    server.use(
      on(getTeamBets, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(failure('request_param_err', 'Please check the dates.'), { status: 400 })
          : HttpResponse.json(
              envelope({
                content: [],
                pageNum: 1,
                totalPages: 0,
                totalCount: 0,
                totals: { betCents: 0, winCents: 0, profitCents: 0 },
              }),
            );
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const error = await screen.findByTestId('team-bets-error');
    expect(error.textContent).toContain('Please check the dates.');
    await user.click(within(error).getByRole('button', { name: en.common.retry }));
    await screen.findByTestId('team-bets-empty');
  });

  describe('in Filipino (TY)', () => {
    beforeAll(async () => {
      await setLanguage('TY');
    });
    afterAll(async () => {
      await setLanguage('EN');
    });

    it('names the filters and product types in Filipino', async () => {
      betsServer();
      renderPage();
      const first = await screen.findByTestId('team-bet-1');
      expect(within(first).getByText(teamTl.productTypes.RNG)).toBeTruthy();
      expect(screen.getByLabelText(teamTl.betting.productType)).toBeTruthy();
      expect(screen.getByRole('option', { name: teamTl.productTypes.FISH })).toBeTruthy();
    });
  });
});
