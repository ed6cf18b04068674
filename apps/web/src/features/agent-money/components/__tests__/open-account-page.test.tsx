import { getAgentRebateRates, openAgentAccount } from '@h5/contract/endpoints/agent-money.ts';
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
import OpenAccountPage from '../open-account-page.tsx';
import { baseHandlers } from './agent-money-fixtures.ts';

const server = startPageServer(baseHandlers, 'agentMoney');

function renderPage() {
  setSession({ token: 'tok', id: 1, userName: 'agent01', type: 1 });
  return renderWithQuery(
    <MemoryRouter initialEntries={['/m/agentRegister']}>
      <OpenAccountPage />
    </MemoryRouter>,
  );
}

type Body = { requestId: string; username: string; memberType: number; rateBp: number };

function openServer(answers: ((body: Body) => Response)[]) {
  const sent: Body[] = [];
  server.use(
    on(getAgentRebateRates, () =>
      HttpResponse.json(envelope({ ownRateBp: 200, content: [], pageNum: 1, totalPages: 0, totalCount: 0 })),
    ),
    on(openAgentAccount, async ({ request }) => {
      const body = (await request.json()) as Body;
      sent.push(body);
      const answer = answers[sent.length - 1];
      if (answer === undefined) throw new Error('unexpected call');
      return answer(body);
    }),
  );
  return sent;
}

const opened = (body: Body) =>
  HttpResponse.json(
    envelope({ memberId: 99, account: body.username, memberType: body.memberType, rateBp: body.rateBp }),
  );

async function fill(user: ReturnType<typeof userEvent.setup>, rate = '1.5') {
  await user.type(await screen.findByLabelText('Username'), 'newplayer1');
  await user.type(screen.getByLabelText('Password'), 'abc12345');
  await user.type(screen.getByLabelText('Confirm password'), 'abc12345');
  await user.selectOptions(screen.getByLabelText('Account type'), 'Agent');
  const rateInput = screen.getByLabelText('Rebate rate (%)');
  await user.clear(rateInput);
  await user.type(rateInput, rate);
}

describe('open account (/m/agentRegister)', () => {
  it('opens a sub-agent with its rate and says so, focus on the message', async () => {
    const sent = openServer([opened]);
    const user = userEvent.setup();
    renderPage();
    // A player keeps 0 %: the rate is asked for a sub-agent only.
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(screen.queryByLabelText('Rebate rate (%)')).toBeNull();
    await fill(user);
    expect(screen.getByText('From 0% up to your own rate of 2%.')).toBeTruthy();
    await user.click(screen.getByTestId('open-account-submit'));
    const done = await screen.findByTestId('open-account-done');
    const message = within(done).getByRole('status');
    expect(message.textContent).toBe('Account newplayer1 is open. It is in your team now.');
    expect(document.activeElement).toBe(message);
    expect(sent).toEqual([expect.objectContaining({ username: 'newplayer1', memberType: 1, rateBp: 150 })]);
    expect(sent[0]?.requestId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(within(done).getByRole('link', { name: 'See your team' }).getAttribute('href')).toBe(
      '/m/member/team',
    );
  });

  it('checks the form before sending, then shows a refusal and keeps the request id only for a lost answer', async () => {
    const sent = openServer([
      () => HttpResponse.json(failure('username.exists', 'This username is already taken.')),
      opened,
    ]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('open-account-submit'));
    expect(screen.getByTestId('open-account-username-error').textContent).toBe(
      'Fill in the username and both password fields.',
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    await fill(user, '3');
    await user.click(screen.getByTestId('open-account-submit'));
    expect(screen.getByTestId('open-account-rate-error').textContent).toBe(
      'Enter a rate from 0% to 2%, with at most two decimals.',
    );
    expect(sent).toEqual([]);
    const rateInput = screen.getByLabelText('Rebate rate (%)');
    await user.clear(rateInput);
    await user.type(rateInput, '1');
    await user.click(screen.getByTestId('open-account-submit'));
    expect((await screen.findByTestId('open-account-failure')).textContent).toBe(
      'This username is already taken.',
    );
    await user.click(screen.getByTestId('open-account-submit'));
    await screen.findByTestId('open-account-done');
    // A refusal is a final answer: the next attempt is a new request.
    expect(sent[1]?.requestId).not.toBe(sent[0]?.requestId);
  });

  it('speaks Filipino', async () => {
    openServer([]);
    await setLanguage('TY');
    renderPage();
    expect(await screen.findByRole('button', { name: 'Buksan ang account' })).toBeTruthy();
    expect(screen.getByLabelText('Uri ng account')).toBeTruthy();
  });
});
