import { getAgentRebateRates, setAgentRebateRate } from '@h5/contract/endpoints/agent-money.ts';
import { screen, waitFor, within } from '@testing-library/react';
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
import RebateSettingsPage from '../rebate-settings-page.tsx';
import { baseHandlers } from './agent-money-fixtures.ts';

const server = startPageServer(baseHandlers, 'agentMoney');

function renderPage() {
  setSession({ token: 'tok', id: 1, userName: 'agent01', type: 1 });
  return renderWithQuery(
    <MemoryRouter initialEntries={['/m/member/agent/agentRebeat']}>
      <RebateSettingsPage />
    </MemoryRouter>,
  );
}

const members = [
  { memberId: 7, account: 'subagent01', memberType: 1, rateBp: 80, minRateBp: 20 },
  { memberId: 8, account: 'team01', memberType: 0, rateBp: 0, minRateBp: 0 },
];

function ratesServer(answer?: (body: { memberId: number; rateBp: number }) => Response) {
  const sent: unknown[] = [];
  server.use(
    on(getAgentRebateRates, () =>
      HttpResponse.json(
        envelope({ ownRateBp: 200, content: members, pageNum: 1, totalPages: 1, totalCount: 2 }),
      ),
    ),
    on(setAgentRebateRate, async ({ request }) => {
      const body = (await request.json()) as { memberId: number; rateBp: number };
      sent.push(body);
      if (answer) return answer(body);
      return HttpResponse.json(envelope({ ...members[0], rateBp: body.rateBp }));
    }),
  );
  return sent;
}

describe('agent rebate settings (/m/member/agent/agentRebeat)', () => {
  it('shows the own rate and each direct member with its range, and saves a new rate in basis points', async () => {
    const sent = ratesServer();
    const user = userEvent.setup();
    renderPage();
    const sub = await screen.findByTestId('agent-rate-7');
    expect(screen.getByTestId('agent-rates-own').textContent).toBe('2%');
    expect(within(sub).getByText('Agent')).toBeTruthy();
    expect(within(sub).getByText('0.2% – 2%')).toBeTruthy();
    const player = screen.getByTestId('agent-rate-8');
    expect(within(player).getByText('Player')).toBeTruthy();
    // A player earns no team rebate: no rate to set.
    expect(within(player).getByText('Players earn no team rebate: 0%.')).toBeTruthy();
    expect(within(player).queryByRole('textbox')).toBeNull();
    const input = within(sub).getByLabelText('Rebate rate of subagent01 in percent');
    await user.clear(input);
    await user.type(input, '1.25');
    await user.click(within(sub).getByRole('button', { name: 'Save the rate of subagent01' }));
    expect((await screen.findByTestId('agent-rate-7-saved')).textContent).toBe(
      'The rate of subagent01 is 1.25% from tomorrow; today keeps the rate it had.',
    );
    expect(sent).toEqual([{ memberId: 7, rateBp: 125 }]);
  });

  it('refuses a rate outside the range before asking, and shows the server’s refusal', async () => {
    const sent = ratesServer(() =>
      HttpResponse.json(
        failure(
          'agent.rate.below.downline',
          'The rebate rate cannot be lower than the rate this member gave its own team.',
        ),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    const sub = await screen.findByTestId('agent-rate-7');
    const input = within(sub).getByTestId('agent-rate-7-input');
    await user.clear(input);
    await user.type(input, '2.5');
    await user.click(within(sub).getByTestId('agent-rate-7-save'));
    expect((await screen.findByTestId('agent-rate-7-error')).textContent).toBe(
      'Enter a rate from 0.2% to 2%, with at most two decimals.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
    await user.clear(input);
    await user.type(input, '0.5');
    await user.click(within(sub).getByTestId('agent-rate-7-save'));
    await waitFor(() => {
      expect(screen.getByTestId('agent-rate-7-error').textContent).toBe(
        'The rebate rate cannot be lower than the rate this member gave its own team.',
      );
    });
    expect(sent).toEqual([{ memberId: 7, rateBp: 50 }]);
  });

  it('says when the agent has no direct members yet, in Filipino', async () => {
    server.use(
      on(getAgentRebateRates, () =>
        HttpResponse.json(
          envelope({ ownRateBp: 150, content: [], pageNum: 1, totalPages: 0, totalCount: 0 }),
        ),
      ),
    );
    await setLanguage('TY');
    renderPage();
    expect(await screen.findByTestId('agent-rates-empty')).toBeTruthy();
    expect(screen.getByText('Mga rate ng iyong direktang team')).toBeTruthy();
  });
});
