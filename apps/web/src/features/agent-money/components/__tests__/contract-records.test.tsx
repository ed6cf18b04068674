import {
  getContractOffer,
  getContractSettlements,
  type ContractSettlement,
} from '@h5/contract/endpoints/agent-money.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../../lib/i18n/i18n.ts';
import { setSession } from '../../../../lib/session/session-store.ts';
import { envelope, failure } from '../../../../test/fixtures.ts';
import { on, reply } from '../../../../test/msw.ts';
import { startPageServer } from '../../../../test/page-server.ts';
import { renderWithQuery } from '../../../../test/render-app.tsx';
import AgentMoneyPage from '../agent-money-page.tsx';
import { periodLines } from '../contract-records.tsx';
import { baseHandlers } from './agent-money-fixtures.ts';

const server = startPageServer(baseHandlers, 'agentMoney');

function renderAt(path: string) {
  setSession({ token: 'tok', id: 1, userName: 'agent01', type: 1 });
  return renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <AgentMoneyPage />
    </MemoryRouter>,
  );
}

/** Manila midnight of 2025-04-`day`, the merchant's day start. */
const manilaDay = (day: number) => Date.UTC(2025, 3, day) - 8 * 3_600_000;
const HOUR = 3_600_000;

function record(
  overrides: Partial<ContractSettlement> & Pick<ContractSettlement, 'id' | 'period'>,
): ContractSettlement {
  return {
    kind: 'DIVIDEND',
    periodStart: manilaDay(1),
    periodEnd: manilaDay(16),
    turnover: 5_000,
    activeMembers: 4,
    netLoss: 1_250.5,
    ratePercent: 20,
    amount: 250.1,
    status: 'credited',
    createTime: manilaDay(16) + HOUR,
    ...overrides,
  };
}

const page = (content: ContractSettlement[], pageNum = 1, totalPages = 1) =>
  envelope({ content, pageNum, totalPages, totalCount: content.length });

describe('contract records', () => {
  it('labels an hour with its clock times, a day alone and a longer period by its first and last day', () => {
    const at = manilaDay(3);
    expect(
      periodLines({ kind: 'HOURLY_SALARY', periodStart: at + 10 * HOUR, periodEnd: at + 11 * HOUR }),
    ).toEqual(['2025-04-03', '10:00–11:00']);
    expect(periodLines({ kind: 'DAILY_SALARY', periodStart: at, periodEnd: manilaDay(4) })).toEqual([
      '2025-04-03',
    ]);
    expect(periodLines({ kind: 'DIVIDEND', periodStart: manilaDay(1), periodEnd: manilaDay(16) })).toEqual([
      '2025-04-01 –',
      '2025-04-15',
    ]);
  });

  it('shows the dividend page’s settled periods with the team’s net loss, and pages on', async () => {
    const asked: string[] = [];
    server.use(
      on(getContractSettlements, ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(`${params.get('kind') ?? ''} ${params.get('pageNo') ?? ''}`);
        return HttpResponse.json(
          params.get('pageNo') === '2'
            ? page(
                [
                  record({
                    id: 1,
                    period: 'HALF_MONTH:2025-03-16',
                    netLoss: -80,
                    amount: 0,
                    status: 'nothing',
                  }),
                ],
                2,
                2,
              )
            : page([record({ id: 2, period: 'HALF_MONTH:2025-04-01' })], 1, 2),
        );
      }),
    );
    const user = userEvent.setup();
    renderAt('/m/member/agent/agentDivident');
    const first = await screen.findByTestId('contract-record-HALF_MONTH:2025-04-01');
    expect(screen.getByRole('heading', { name: 'Dividend' })).toBeTruthy();
    expect(within(first).getByRole('rowheader').textContent).toBe('2025-04-01 –2025-04-15');
    expect(within(first).getByText('₱1,250.50')).toBeTruthy();
    expect(within(first).getByText('20%')).toBeTruthy();
    expect(within(first).getByTestId('contract-record-amount').textContent).toBe('₱250.10');
    expect(within(first).getByTestId('contract-record-active').textContent).toBe('4 active members');
    expect(screen.getByRole('columnheader', { name: 'Team net loss Active members' })).toBeTruthy();
    await user.click(screen.getByTestId('contract-records-DIVIDEND-pager-next'));
    const second = await screen.findByTestId('contract-record-HALF_MONTH:2025-03-16');
    expect(within(second).getByTestId('contract-record-amount').textContent).toBe('Nothing earned');
    expect(asked).toEqual(['DIVIDEND 1', 'DIVIDEND 2']);
  });

  it('says when no period is settled yet, in Filipino too', async () => {
    server.use(reply(getContractSettlements, { content: [], pageNum: 1, totalPages: 0, totalCount: 0 }));
    await setLanguage('TY');
    renderAt('/m/member/agent/agentDivident');
    expect(await screen.findByTestId('contract-records-DIVIDEND-empty')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dibidendo' })).toBeTruthy();
    expect(screen.getByText(/Wala pang na-settle na panahon/)).toBeTruthy();
    expect(screen.queryByTestId('contract-records-DIVIDEND-pager')).toBeNull();
  });

  it('shows a failure with a retry that loads again', async () => {
    let calls = 0;
    server.use(
      on(getContractSettlements, () => {
        calls += 1;
        if (calls === 1)
          return HttpResponse.json(failure('agent.only', 'This function is only for agent accounts.'));
        return HttpResponse.json(page([record({ id: 3, period: 'DAY:2025-04-02' })]));
      }),
    );
    const user = userEvent.setup();
    renderAt('/m/member/agent/agentDivident');
    const error = await screen.findByTestId('contract-records-DIVIDEND-error');
    expect(error.textContent).toContain('This function is only for agent accounts.');
    await user.click(within(error).getByRole('button'));
    expect(await screen.findByTestId('contract-record-DAY:2025-04-02')).toBeTruthy();
  });

  it('lists the daily salary’s periods under its terms, with the team turnover', async () => {
    server.use(
      reply(getContractOffer, {
        offer: {
          id: 9,
          kind: 'DAILY_SALARY',
          status: 'accepted',
          terms: { basis: 'teamValidBets', ratePercent: 0.2 },
          offeredAt: manilaDay(1),
          decidedAt: manilaDay(2),
        },
      }),
      on(getContractSettlements, ({ request }) => {
        expect(new URL(request.url).searchParams.get('kind')).toBe('DAILY_SALARY');
        return HttpResponse.json(
          page([
            record({
              id: 4,
              kind: 'DAILY_SALARY',
              period: '2025-04-03',
              periodStart: manilaDay(3),
              periodEnd: manilaDay(4),
              turnover: 3_000,
              ratePercent: 0.2,
              amount: 6,
            }),
          ]),
        );
      }),
    );
    renderAt('/m/member/agent/getSalaryContract');
    const row = await screen.findByTestId('contract-record-2025-04-03');
    expect(screen.getByTestId('contract-offer-terms').textContent).toContain('0.2%');
    expect(within(row).getByText('₱3,000.00')).toBeTruthy();
    expect(within(row).getByTestId('contract-record-amount').textContent).toBe('₱6.00');
    expect(screen.getByRole('columnheader', { name: 'Team turnover Active members' })).toBeTruthy();
  });
});
