import { getWithdrawRecords } from '@h5/contract/endpoints/withdraw.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import memberEn from '../../../../locales/member/en.json';
import withdrawEn from '../../../../locales/withdraw/en.json';
import tl from '../../../../locales/withdraw/tl.json';
import { setLanguage } from '../../../../lib/i18n/i18n.ts';
import { envelope } from '../../../../test/fixtures.ts';
import { withdrawRecordFixture } from '../../../../test/money-fixtures.ts';
import { renderPage, server, setupMoneyTests, signIn } from '../../../../test/money-harness.tsx';
import { on } from '../../../../test/msw.ts';
import { rangeDates, recordTime } from '../../record-dates.ts';
import WithdrawRecordPage from '../withdraw-record-page.tsx';

setupMoneyTests();

const rows = [
  withdrawRecordFixture({ reference: 'WD1', status: 'pending', amount: 1000 }),
  withdrawRecordFixture({ reference: 'WD2', status: 'paid', amount: 2500.5 }),
  withdrawRecordFixture({ reference: 'WD3', status: 'rejected', remark: 'Account name does not match' }),
];

/** Answers the record queries: page 1 holds the rows, page 2 one more; `status` filters. Records every query. */
function recordsApi(): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  server.use(
    on(getWithdrawRecords, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const status = query.get('status');
      const page = Number(query.get('pageNo'));
      const all = page === 1 ? rows : [withdrawRecordFixture({ reference: 'WD4', status: 'paid' })];
      const content = status ? all.filter((r) => r.status === status) : all;
      return HttpResponse.json(
        envelope({ content, pageNum: page, totalPages: status ? 1 : 2, totalCount: 4 }),
      );
    }),
  );
  return queries;
}

describe('withdraw record (lobby §2.11 /m/withdrawReport, WITHREC3)', () => {
  it('lists the withdrawals of the last 7 days with status, reason and time, and pages on', async () => {
    signIn();
    const queries = recordsApi();
    renderPage('/m/withdrawReport', <WithdrawRecordPage />);
    const list = await screen.findByTestId('withdraw-list');
    expect(Object.fromEntries(queries[0] ?? [])).toEqual({ ...rangeDates(7), pageNo: '1', pageSize: '20' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain('₱1,000.00');
    expect(items[0]?.textContent).toContain(withdrawEn.status.pending);
    expect(items[0]?.textContent).toContain('Ref. WD1');
    expect(items[0]?.textContent).toContain(recordTime(rows[0]?.createTime ?? 0));
    expect(items[1]?.textContent).toContain(withdrawEn.status.paid);
    expect(items[2]?.textContent).toContain(withdrawEn.status.rejected);
    expect(within(items[2] as HTMLElement).getByTestId('withdraw-remark').textContent).toBe(
      'Reason: Account name does not match',
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: memberEn.records.loadMore }));
    expect(await within(list).findByText('Ref. WD4')).toBeTruthy();
    expect(queries[1]?.get('pageNo')).toBe('2');
    expect(screen.queryByTestId('withdraw-list-more')).toBeNull();
  });

  it('filters by status and by date range', async () => {
    signIn();
    const queries = recordsApi();
    renderPage('/m/withdrawReport', <WithdrawRecordPage />);
    await screen.findByTestId('withdraw-list');
    const user = userEvent.setup();
    const statuses = screen.getByRole('radiogroup', { name: withdrawEn.records.statusFilter });
    expect(
      within(statuses)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual([
      withdrawEn.records.all,
      withdrawEn.status.pending,
      withdrawEn.status.paid,
      withdrawEn.status.rejected,
    ]);
    await user.click(within(statuses).getByRole('radio', { name: withdrawEn.status.rejected }));
    expect(
      within(statuses).getByRole('radio', { name: withdrawEn.status.rejected }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(await screen.findByText('Ref. WD3')).toBeTruthy();
    expect(screen.queryByText('Ref. WD1')).toBeNull();
    expect(queries.at(-1)?.get('status')).toBe('rejected');

    await user.click(screen.getByRole('radio', { name: memberEn.records.today }));
    await screen.findByTestId('withdraw-list');
    expect(Object.fromEntries(queries.at(-1) ?? [])).toEqual({
      ...rangeDates(1),
      status: 'rejected',
      pageNo: '1',
      pageSize: '20',
    });
  });

  it('shows the empty state, and the error with retry', async () => {
    signIn();
    let calls = 0;
    server.use(
      on(getWithdrawRecords, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: true, value: { content: 'garbled' } })
          : HttpResponse.json(envelope({ content: [], pageNum: 1, totalPages: 0, totalCount: 0 }));
      }),
    );
    renderPage('/m/withdrawReport', <WithdrawRecordPage />);
    const error = await screen.findByTestId('withdraw-list-error');
    expect(error.textContent).toContain(en.errors.loadFailed);
    await userEvent.setup().click(within(error).getByRole('button', { name: en.common.retry }));
    expect((await screen.findByTestId('withdraw-list-empty')).textContent).toBe(en.common.in_no_data);
  });

  it('labels the statuses in Filipino', async () => {
    await setLanguage('TY');
    signIn();
    recordsApi();
    renderPage('/m/withdrawReport', <WithdrawRecordPage />);
    const list = await screen.findByTestId('withdraw-list');
    expect(within(list).getByText(tl.status.pending)).toBeTruthy();
    expect(within(list).getByText(tl.status.paid)).toBeTruthy();
    expect(within(list).getByText('Dahilan: Account name does not match')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: tl.records.statusFilter })).toBeTruthy();
  });
});
