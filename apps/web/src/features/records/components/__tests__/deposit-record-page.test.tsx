import { getDepositRecords, type DepositRecord } from '@h5/contract/endpoints/deposit.ts';
import { getWalletBalance } from '@h5/contract/endpoints/member.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import memberEn from '../../../../locales/member/en.json';
import memberTl from '../../../../locales/member/tl.json';
import { initI18n, loadNamespace, setLanguage } from '../../../../lib/i18n/i18n.ts';
import { clearSession, setSession } from '../../../../lib/session/session-store.ts';
import { envelope, failure } from '../../../../test/fixtures.ts';
import { on, reply } from '../../../../test/msw.ts';
import { renderWithQuery } from '../../../../test/render-app.tsx';
import { rangeDates } from '../../record-dates.ts';
import DepositRecordPage from '../deposit-record-page.tsx';

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

function deposit(n: number, change: Partial<DepositRecord> = {}): DepositRecord {
  return {
    reference: `DP2026112500000${String(n).padStart(3, '0')}`,
    channelId: 'gcash',
    channelName: 'GCash',
    kind: 'ewallet',
    amount: 1000 + n,
    fee: 0,
    bonus: 0,
    promotionId: null,
    status: 'success',
    remark: '',
    createTime: Date.UTC(2026, 10, 25, 4, n),
    updateTime: Date.UTC(2026, 10, 25, 4, n),
    ...change,
  };
}

/** Two pages of deposits (three on the first, one on the second); every query is recorded. */
function recordsServer(rows: DepositRecord[] = [deposit(3), deposit(2), deposit(1)], second = [deposit(0)]) {
  const queries: Record<string, string>[] = [];
  server.use(
    on(getDepositRecords, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const page = Number(query.pageNo);
      const content = page === 1 ? rows : second;
      const totalPages = second.length > 0 ? 2 : 1;
      return HttpResponse.json(
        envelope({ content, pageNum: page, totalPages, totalCount: rows.length + second.length }),
      );
    }),
  );
  return queries;
}

function renderPage() {
  setSession({ token: 'tok', id: 1, userName: 'player01', type: 0 });
  return renderWithQuery(
    <MemoryRouter initialEntries={['/m/vouReport']}>
      <DepositRecordPage />
    </MemoryRouter>,
  );
}

const rowsText = () =>
  within(screen.getByTestId('deposit-list'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('deposit record (/m/vouReport)', () => {
  it('lists the last 7 days of deposits with their status, amount, bonus and fee, and loads more', async () => {
    const queries = recordsServer([
      deposit(3, { bonus: 100, promotionId: 'reload', fee: 15 }),
      deposit(2, { status: 'rejected', kind: 'manual_bank', remark: 'Receipt unreadable' }),
      deposit(1, { status: 'reviewing' }),
    ]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('deposit-list');
    expect(queries[0]).toEqual({ ...rangeDates(7), pageNo: '1', pageSize: '20' });
    const [first, second, third] = rowsText();
    expect(first).toContain('GCash');
    expect(first).toContain('₱1,003.00');
    expect(first).toContain(memberEn.records.depositStatus.success);
    expect(first).toContain('Bonus ₱100.00');
    expect(first).toContain('Fee ₱15.00');
    expect(first).toContain('DP2026112500000003');
    expect(second).toContain(memberEn.records.depositStatus.rejected);
    expect(second).toContain('Receipt unreadable');
    expect(third).toContain(memberEn.records.depositStatus.reviewing);

    await user.click(screen.getByTestId('deposit-list-more'));
    await waitFor(() => {
      expect(rowsText()).toHaveLength(4);
    });
    expect(queries[1]?.pageNo).toBe('2');
    expect(screen.queryByTestId('deposit-list-more')).toBeNull();
  });

  it('filters by status and by date range, starting again from the first page', async () => {
    const queries = recordsServer([deposit(1)], []);
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('deposit-list');
    const filter = screen.getByRole('combobox', { name: memberEn.records.status });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([memberEn.records.allStatuses, ...Object.values(memberEn.records.depositStatus)]);
    await user.selectOptions(filter, 'reviewing');
    await waitFor(() => {
      expect(queries.at(-1)).toEqual({ ...rangeDates(7), pageNo: '1', pageSize: '20', status: 'reviewing' });
    });
    await user.click(screen.getByTestId('record-range-30'));
    await waitFor(() => {
      expect(queries.at(-1)).toEqual({ ...rangeDates(30), pageNo: '1', pageSize: '20', status: 'reviewing' });
    });
    await user.selectOptions(filter, '');
    await waitFor(() => {
      expect(queries.at(-1)).toEqual({ ...rangeDates(30), pageNo: '1', pageSize: '20' });
    });
  });

  it('says so when there is no deposit, and retries a failed load', async () => {
    let calls = 0;
    server.use(
      on(getDepositRecords, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(failure('function.not.available', 'This function is not available'), {
              status: 400,
            })
          : HttpResponse.json(envelope({ content: [], pageNum: 1, totalPages: 0, totalCount: 0 }));
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const error = await screen.findByTestId('deposit-list-error');
    expect(error.textContent).toContain('This function is not available');
    await user.click(within(error).getByRole('button', { name: en.common.retry }));
    expect((await screen.findByTestId('deposit-list-empty')).textContent).toContain(en.common.in_no_data);
  });

  describe('in Filipino (TY)', () => {
    beforeAll(async () => {
      await setLanguage('TY');
    });
    afterAll(async () => {
      await setLanguage('EN');
    });

    it('labels the statuses in Filipino', async () => {
      recordsServer([deposit(2, { status: 'pending' }), deposit(1, { status: 'failed' })], []);
      renderPage();
      await screen.findByTestId('deposit-list');
      const [first, second] = rowsText();
      expect(first).toContain(memberTl.records.depositStatus.pending);
      expect(second).toContain(memberTl.records.depositStatus.failed);
      expect(screen.getByRole('combobox', { name: memberTl.records.status })).toBeTruthy();
    });
  });
});
