import { processContractDividend, processDailySalaryContract } from '@h5/contract/endpoints/agent.ts';
import { getContractOffer, type ContractOffer } from '@h5/contract/endpoints/agent-money.ts';
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
import ContractOfferPage from '../contract-offer-page.tsx';
import { baseHandlers } from './agent-money-fixtures.ts';

const server = startPageServer(baseHandlers, 'agentMoney');

function renderPage(kind: ContractOffer['kind']) {
  setSession({ token: 'tok', id: 1, userName: 'agent01', type: 1 });
  return renderWithQuery(
    <MemoryRouter>
      <ContractOfferPage kind={kind} />
    </MemoryRouter>,
  );
}

const salary: ContractOffer = {
  id: 4,
  kind: 'DAILY_SALARY',
  status: 'pending',
  terms: {
    basis: 'teamValidBets',
    ratePercent: 0.3,
    minActiveMembers: 5,
    tiers: [{ minTeamTurnover: 10_000, minActiveMembers: 10, ratePercent: 0.5 }],
  },
  offeredAt: Date.UTC(2025, 3, 1, 2),
  decidedAt: null,
};

describe('contract offer pages (/m/member/agent/getSalaryContract and the others)', () => {
  it('shows a pending salary offer’s terms and accepts it, then shows it accepted', async () => {
    let current = salary;
    const answers: string[] = [];
    server.use(
      on(getContractOffer, ({ request }) => {
        expect(new URL(request.url).searchParams.get('kind')).toBe('DAILY_SALARY');
        return HttpResponse.json(envelope({ offer: current }));
      }),
      on(processDailySalaryContract, ({ request }) => {
        const params = new URL(request.url).searchParams;
        answers.push(`${params.get('action') ?? ''} ${params.get('offerId') ?? ''}`);
        current = { ...salary, status: 'accepted', decidedAt: Date.UTC(2025, 3, 2, 2) };
        return HttpResponse.json(envelope({ status: 'ACCEPTED' }));
      }),
    );
    const user = userEvent.setup();
    renderPage('DAILY_SALARY');
    const terms = await screen.findByTestId('contract-offer-terms');
    expect(within(terms).getByText("0.3% of your team's valid bets each day")).toBeTruthy();
    expect(within(terms).getByText('At least 5 active members')).toBeTruthy();
    const tiers = within(terms).getByTestId('contract-offer-tiers');
    expect(within(tiers).getByText('₱10,000.00')).toBeTruthy();
    expect(within(tiers).getByText('0.5%')).toBeTruthy();
    expect(screen.getByTestId('contract-offer-status').textContent).toBe('Waiting for your answer');
    await user.click(screen.getByTestId('contract-offer-accept'));
    expect((await screen.findByTestId('contract-offer-answered')).textContent).toBe(
      'You accepted the contract.',
    );
    expect(await screen.findByText('Accepted')).toBeTruthy();
    expect(screen.queryByTestId('contract-offer-accept')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('contract-offer-status'));
    // The answer names the offer read, so an offer replaced meanwhile is not accepted unseen.
    expect(answers).toEqual([`ACCEPT ${String(salary.id)}`]);
  });

  it('shows a dividend offer in Filipino and the server’s refusal of an answer', async () => {
    server.use(
      on(getContractOffer, () =>
        HttpResponse.json(
          envelope({
            offer: {
              id: 5,
              kind: 'DIVIDEND',
              status: 'pending',
              terms: { basis: 'teamNetLoss', ratePercent: 25, period: 'HALF_MONTH' },
              offeredAt: 1,
              decidedAt: null,
            },
          }),
        ),
      ),
      on(processContractDividend, () =>
        HttpResponse.json(failure('contract.not.pending', 'Walang naghihintay na alok.')),
      ),
    );
    await setLanguage('TY');
    const user = userEvent.setup();
    renderPage('DIVIDEND');
    expect(await screen.findByText('25% ng netong talo ng iyong team bawat kalahating buwan')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tanggihan' }));
    expect((await screen.findByTestId('contract-offer-failure')).textContent).toBe(
      'Walang naghihintay na alok.',
    );
  });

  it('says when there is no offer, and offers a retry after a failure', async () => {
    let calls = 0;
    server.use(
      on(getContractOffer, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(failure('system.error', 'Something went wrong.'))
          : HttpResponse.json(envelope({ offer: null }));
      }),
    );
    const user = userEvent.setup();
    renderPage('HOURLY_SALARY');
    const error = await screen.findByTestId('contract-offer-error');
    await user.click(within(error).getByRole('button'));
    expect(await screen.findByTestId('contract-offer-none')).toBeTruthy();
    expect(screen.getByText('Your upline has not offered you this contract.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Hourly salary contract' })).toBeTruthy();
  });
});
