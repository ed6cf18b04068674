import { getWalletBalance } from '@h5/contract/endpoints/member.ts';
import { getProfitAndLoss } from '@h5/contract/endpoints/withdraw.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import memberTl from '../../../../locales/member/tl.json';
import { initI18n, loadNamespace, setLanguage } from '../../../../lib/i18n/i18n.ts';
import { clearSession, setSession } from '../../../../lib/session/session-store.ts';
import { envelope, failure } from '../../../../test/fixtures.ts';
import { on, reply } from '../../../../test/msw.ts';
import { renderWithQuery } from '../../../../test/render-app.tsx';
import { rangeDates } from '../../record-dates.ts';
import ProfitAndLossPage from '../profit-and-loss-page.tsx';

const server = setupServer(
  reply(getWalletBalance, { sumBalance: 0, currency: 'PHP', currencySymbol: '₱', balance: [] }),
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
});
afterAll(() => {
  server.close();
});

function renderPage() {
  setSession({ token: 'tok', id: 1, userName: 'player01', type: 0 });
  return renderWithQuery(
    <MemoryRouter initialEntries={['/m/profitandloss']}>
      <ProfitAndLossPage />
    </MemoryRouter>,
  );
}

/** Answers each range with totals whose profit is negative for 7 days and positive otherwise. */
function pnlServer() {
  const queries: Record<string, string>[] = [];
  server.use(
    on(getProfitAndLoss, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const week = query.startDate === rangeDates(7).startDate;
      return HttpResponse.json(
        envelope({
          startDate: query.startDate,
          endDate: query.endDate,
          deposit: 5000,
          withdraw: 1200.5,
          stake: 3456.78,
          payout: week ? 2000 : 6000,
          bonus: 100,
          rebate: 12.34,
          profit: week ? -1344.44 : 2655.56,
        }),
      );
    }),
  );
  return queries;
}

const total = (key: string) => screen.getByTestId(`pnl-${key}`).textContent;

describe('profit and loss (/m/profitandloss)', () => {
  it('shows the totals of the range and the profit, and follows the range', async () => {
    const queries = pnlServer();
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('pnl-totals');
    expect(queries[0]).toEqual(rangeDates(7));
    expect(total('deposit')).toBe('₱5,000.00');
    expect(total('withdraw')).toBe('₱1,200.50');
    expect(total('stake')).toBe('₱3,456.78');
    expect(total('payout')).toBe('₱2,000.00');
    expect(total('bonus')).toBe('₱100.00');
    expect(total('rebate')).toBe('₱12.34');
    expect(total('profit')).toBe('-₱1,344.44');
    expect(screen.getByTestId('pnl-profit').className).toContain('records__amount--out');
    const { startDate, endDate } = rangeDates(7);
    expect(screen.getByTestId('pnl-period').textContent).toBe(`${startDate} to ${endDate}`);

    await user.click(screen.getByTestId('record-range-30'));
    await waitFor(() => {
      expect(total('profit')).toBe('+₱2,655.56');
    });
    expect(queries.at(-1)).toEqual(rangeDates(30));
    expect(screen.getByTestId('pnl-profit').className).toContain('records__amount--in');
  });

  it('shows the server’s message with a retry when the totals cannot be read', async () => {
    let calls = 0;
    server.use(
      on(getProfitAndLoss, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(failure('function.not.available', 'This function is not available'), {
              status: 400,
            })
          : HttpResponse.json(
              envelope({
                startDate: '2026-11-19',
                endDate: '2026-11-25',
                deposit: 0,
                withdraw: 0,
                stake: 0,
                payout: 0,
                bonus: 0,
                rebate: 0,
                profit: 0,
              }),
            );
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const error = await screen.findByTestId('pnl-error');
    expect(error.textContent).toContain('This function is not available');
    await user.click(within(error).getByRole('button', { name: en.common.retry }));
    await waitFor(() => {
      expect(total('profit')).toBe('₱0.00');
    });
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
      const totals = await screen.findByTestId('pnl-totals');
      expect(within(totals).getByText(memberTl.records.pnl.profit)).toBeTruthy();
      expect(within(totals).getByText(memberTl.records.pnl.deposit)).toBeTruthy();
      expect(within(totals).getByText(memberTl.records.pnl.stake)).toBeTruthy();
    });
  });
});
