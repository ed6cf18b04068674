import { getWalletBalance } from '@h5/contract/endpoints/member.ts';
import { getRebateReport, type RebateRecord } from '@h5/contract/endpoints/promotions.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import promotionsTl from '../../../../locales/promotions/tl.json';
import { initI18n, loadNamespace, setLanguage } from '../../../../lib/i18n/i18n.ts';
import { clearSession, setSession } from '../../../../lib/session/session-store.ts';
import { envelope, failure } from '../../../../test/fixtures.ts';
import { on, reply } from '../../../../test/msw.ts';
import { renderWithQuery } from '../../../../test/render-app.tsx';
import { rangeDates } from '../../record-dates.ts';
import RebateReportPage from '../rebate-report-page.tsx';

const server = setupServer(
  reply(getWalletBalance, { sumBalance: 0, currency: 'PHP', currencySymbol: '₱', balance: [] }),
  http.all('*/wps/*', () => HttpResponse.json(failure('request.not.found', 'not found'), { status: 404 })),
);
beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await initI18n('EN');
  await Promise.all([loadNamespace('member'), loadNamespace('promotions')]);
});
afterEach(async () => {
  server.resetHandlers();
  clearSession();
  await setLanguage('EN');
});
afterAll(() => {
  server.close();
});

function rebate(id: number, change: Partial<RebateRecord> = {}): RebateRecord {
  return {
    id,
    productType: 'RNG',
    turnover: 1000,
    ratePercent: 0.8,
    amount: 8,
    kind: 'auto',
    periodStart: Date.UTC(2026, 10, 23, 16),
    periodEnd: Date.UTC(2026, 10, 24, 16),
    createTime: Date.UTC(2026, 10, 24, 17),
    ...change,
  };
}

describe('rebate report (/m/member/rebateReport)', () => {
  it('lists the rebates of the range with their kind, turnover and rate, pages them, and asks for the chosen range', async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      on(getRebateReport, ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        queries.push(query);
        const second = query.pageNo === '2';
        return HttpResponse.json(
          envelope({
            content: second
              ? [rebate(1, { kind: 'manual', productType: 'SPORTS', amount: 2.5 })]
              : [rebate(2)],
            pageNum: second ? 2 : 1,
            totalPages: 2,
            totalCount: 2,
          }),
        );
      }),
    );
    setSession({ token: 'tok', id: 1, userName: 'player01', type: 0 });
    await setLanguage('TY');
    renderWithQuery(
      <MemoryRouter>
        <RebateReportPage />
      </MemoryRouter>,
    );
    const list = await screen.findByTestId('rebate-list');
    expect(list.textContent).toContain(promotionsTl.rebateReport.kind.auto);
    expect(list.textContent).toContain('Turnover ₱1,000.00 × 0.8%');
    expect(list.textContent).toContain('₱8.00');
    expect(list.textContent).toContain('2026-11-24 00:00');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('rebate-list-more'));
    expect(await within(list).findByText(promotionsTl.rebateReport.kind.manual)).toBeTruthy();
    expect(queries[0]).toEqual({ ...rangeDates(7), pageNo: '1', pageSize: expect.any(String) as unknown });
    expect(queries[1]?.pageNo).toBe('2');
  });
});
