import { createDeposit, getDepositChannels } from '@h5/contract/endpoints/deposit.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json';
import depositEn from '../../../../locales/deposit/en.json';
import depositTl from '../../../../locales/deposit/tl.json';
import { initI18n, loadNamespace, setLanguage } from '../../../../lib/i18n/i18n.ts';
import { clearSession } from '../../../../lib/session/session-store.ts';
import { envelope, failure } from '../../../../test/fixtures.ts';
import { on, reply } from '../../../../test/msw.ts';
import {
  CHANNELS,
  channelsReply,
  depositRecord,
  depositServer,
  renderDeposit,
  walletReply,
} from './fixtures.tsx';

const server = depositServer();

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await initI18n('EN');
  await loadNamespace('deposit');
});
afterEach(() => {
  server.resetHandlers();
  clearSession();
});
afterAll(() => {
  server.close();
});

const PAY_URL = 'http://localhost/pay/DP20261125ABCD1234';
const REQUEST_ID = /^[A-Za-z0-9_-]{16,64}$/;

const amountInput = () => screen.getByTestId<HTMLInputElement>('deposit-amount');
const amountError = () => screen.getByTestId('deposit-amount-error').textContent;
const summary = (row: string) => screen.getByTestId(`deposit-summary-${row}`).textContent;
const radio = (name: RegExp) => screen.getByRole<HTMLInputElement>('radio', { name });

async function typeAmount(user: UserEvent, text: string) {
  await user.clear(amountInput());
  await user.type(amountInput(), text);
}

describe('deposit page: channels', () => {
  it('template new: channel tiles with their logos, grouped by kind; the first channel is chosen', async () => {
    server.use(channelsReply({ template: 'new' }), walletReply());
    renderDeposit();
    const channels = await screen.findByTestId('deposit-channels');
    expect(channels.dataset.template).toBe('new');
    const ewallets = within(channels).getByRole('group', { name: 'E-wallets' });
    expect(
      within(ewallets)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['gcash', 'maya']);
    expect(
      within(within(channels).getByRole('group', { name: 'Online banking' })).getByRole('radio', {
        name: /BPI Online/,
      }),
    ).toBeTruthy();
    expect(
      within(within(channels).getByRole('group', { name: 'Bank transfer' })).getByRole('radio', {
        name: /BDO bank transfer/,
      }),
    ).toBeTruthy();
    // A logo where the channel has one, its first letter otherwise.
    expect(channels.querySelector('img')?.getAttribute('src')).toBe('/cdn/pay/gcash.svg');
    expect(within(screen.getByTestId('deposit-channel-maya')).getByText('M')).toBeTruthy();
    expect(radio(/GCash/).checked).toBe(true);
    expect(screen.getByTestId('deposit-channel-gcash').textContent).toContain('₱100.00 – ₱50,000.00');
  });

  it('says so when the member may not deposit, when there is no channel, and retries a failed load', async () => {
    server.use(channelsReply({ allowDeposit: false }), walletReply());
    const closed = renderDeposit();
    expect((await screen.findByTestId('deposit-closed')).textContent).toBe(depositEn.closed);
    expect(screen.queryByTestId('deposit-form')).toBeNull();
    closed.unmount();

    server.use(
      reply(getDepositChannels, { allowDeposit: true, template: 'base', channels: [], promotions: [] }),
    );
    const empty = renderDeposit();
    expect((await screen.findByTestId('deposit-no-channels')).textContent).toBe(depositEn.noChannels);
    empty.unmount();

    let calls = 0;
    server.use(
      on(getDepositChannels, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(failure('system.busy', 'The system is busy, please try again'), { status: 500 })
          : HttpResponse.json(
              envelope({ allowDeposit: true, template: 'new', channels: CHANNELS, promotions: [] }),
            );
      }),
    );
    const user = userEvent.setup();
    renderDeposit();
    const error = await screen.findByTestId('deposit-error');
    expect(error.textContent).toContain('The system is busy, please try again');
    await user.click(within(error).getByRole('button', { name: en.common.retry }));
    expect(await screen.findByTestId('deposit-form')).toBeTruthy();
  });
});

describe('deposit page: amount, fee and promotions', () => {
  it('checks the amount against the channel before sending: empty, below min, above max, three decimals', async () => {
    let calls = 0;
    server.use(
      channelsReply(),
      walletReply(),
      on(createDeposit, () => {
        calls += 1;
        return HttpResponse.json(envelope({ deposit: depositRecord(), payUrl: PAY_URL }));
      }),
    );
    const user = userEvent.setup();
    renderDeposit();
    await screen.findByTestId('deposit-form');
    expect(screen.getByTestId('deposit-limits').textContent).toContain('Min ₱100.00 · Max ₱50,000.00');
    const next = screen.getByTestId('deposit-next');

    await user.click(next);
    expect(amountError()).toBe(depositEn.amount.problems.empty);
    expect(document.activeElement).toBe(amountInput());
    expect(amountInput().getAttribute('aria-invalid')).toBe('true');

    await typeAmount(user, '99.99');
    expect(screen.queryByTestId('deposit-amount-error')).toBeNull();
    await user.click(next);
    expect(amountError()).toBe('The minimum for GCash is ₱100.00.');

    await typeAmount(user, '50000.01');
    await user.click(next);
    expect(amountError()).toBe('The maximum for GCash is ₱50,000.00.');

    await typeAmount(user, '100.505');
    await user.click(next);
    expect(amountError()).toBe(depositEn.amount.problems.decimals);

    await typeAmount(user, '1e3');
    await user.click(next);
    expect(amountError()).toBe(depositEn.amount.problems.format);

    expect(screen.queryByTestId('deposit-confirm')).toBeNull();
    expect(calls).toBe(0);
  });

  it('fills the amount from the quick amounts within the limits and shows the fee and the total', async () => {
    server.use(channelsReply(), walletReply());
    const user = userEvent.setup();
    renderDeposit();
    await screen.findByTestId('deposit-form');
    // 100,000 is above GCash's maximum: not offered.
    expect(
      within(screen.getByRole('group', { name: depositEn.amount.quick }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['₱100.00', '₱500.00', '₱1,000.00']);
    expect(screen.getByTestId('deposit-fee-rule').textContent).toBe('Fee 1.5%');

    await user.click(screen.getByTestId('deposit-quick-1000'));
    expect(amountInput().value).toBe('1000');
    expect(screen.getByTestId('deposit-quick-1000').getAttribute('aria-pressed')).toBe('true');
    expect(summary('amount')).toBe('₱1,000.00');
    expect(summary('fee')).toBe('₱15.00');
    expect(summary('total')).toBe('₱1,015.00');

    // A channel with a fixed fee and no quick amounts.
    await user.click(radio(/BPI Online/));
    expect(screen.getByTestId('deposit-fee-rule').textContent).toBe('Fee ₱10.00');
    expect(screen.queryByRole('group', { name: depositEn.amount.quick })).toBeNull();
    expect(summary('fee')).toBe('₱10.00');
    expect(summary('total')).toBe('₱1,010.00');

    // Maya: no fee.
    await user.click(radio(/Maya/));
    expect(screen.getByTestId('deposit-fee-rule').textContent).toBe('No fee');
    expect(summary('total')).toBe('₱1,000.00');
  });

  it('lets the player take a promotion that goes with the amount, or none, and says why one does not', async () => {
    server.use(channelsReply(), walletReply());
    const user = userEvent.setup();
    renderDeposit();
    await screen.findByTestId('deposit-form');
    const welcome = () => radio(/Welcome bonus 100%/);
    const reload = () => radio(/Reload 10%/);
    const note = (id: string) => screen.getByTestId(`deposit-promotion-note-${id}`).textContent;
    expect(radio(/No promotion/).checked).toBe(true);
    expect(note('welcome')).toBe(depositEn.promotions.noAmount);
    expect(screen.getByTestId('deposit-promotion-welcome').textContent).toContain('First deposit only');

    await typeAmount(user, '150');
    expect(welcome().disabled).toBe(true);
    expect(note('welcome')).toBe('Not available: deposit at least ₱200.00 to get this bonus.');
    expect(reload().disabled).toBe(false);
    expect(note('reload')).toBe('You get a ₱15.00 bonus');
    expect(screen.queryByTestId('deposit-summary-bonus')).toBeNull();

    await user.click(reload());
    expect(reload().checked).toBe(true);
    expect(summary('bonus')).toBe('₱15.00');

    // 100 % of ₱5,000 is capped at the promotion's ₱1,000.
    await typeAmount(user, '5000');
    await user.click(welcome());
    expect(summary('bonus')).toBe('₱1,000.00');

    // The amount falls below the promotion's minimum: it is no longer taken.
    await typeAmount(user, '150');
    expect(welcome().checked).toBe(false);
    expect(radio(/No promotion/).checked).toBe(true);
    expect(screen.queryByTestId('deposit-summary-bonus')).toBeNull();

    await user.click(reload());
    await user.click(radio(/No promotion/));
    expect(screen.queryByTestId('deposit-summary-bonus')).toBeNull();
  });
});

describe('deposit page: gateway payment', () => {
  it('confirms, creates the deposit once with a requestId and sends the browser to the payment page', async () => {
    const bodies: unknown[] = [];
    server.use(
      channelsReply(),
      walletReply(),
      on(createDeposit, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(envelope({ deposit: depositRecord(), payUrl: PAY_URL }));
      }),
    );
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderDeposit();
    await screen.findByTestId('deposit-form');
    await user.click(screen.getByTestId('deposit-quick-1000'));
    await user.click(radio(/Reload 10%/));
    await user.click(screen.getByTestId('deposit-next'));

    const confirm = await screen.findByTestId('deposit-confirm');
    const heading = within(confirm).getByRole('heading', { name: depositEn.confirm.heading });
    expect(document.activeElement).toBe(heading);
    expect(summary('channel')).toBe('GCash');
    expect(summary('promotion')).toBe('Reload 10%');
    expect(summary('bonus')).toBe('₱100.00');
    expect(summary('total')).toBe('₱1,015.00');
    expect(bodies).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: depositEn.confirm.pay }));
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith(PAY_URL);
    });
    expect(bodies).toHaveLength(1);
    const { requestId, ...body } = bodies[0] as { requestId: string };
    expect(body).toEqual({ channelId: 'gcash', amount: 1000, promotionId: 'reload' });
    expect(requestId).toMatch(REQUEST_ID);
    expect(screen.getByTestId('deposit-redirecting').textContent).toBe(depositEn.confirm.redirecting);
    expect(screen.getByTestId<HTMLButtonElement>('deposit-confirm-button').disabled).toBe(true);
  });

  it('sends the same requestId again after a lost answer, shows the server’s refusal, then a new requestId', async () => {
    const ids: string[] = [];
    server.use(
      channelsReply(),
      walletReply(),
      on(createDeposit, async ({ request }) => {
        const body = (await request.json()) as { requestId: string };
        ids.push(body.requestId);
        if (ids.length === 1) return HttpResponse.error();
        if (ids.length === 2) {
          return HttpResponse.json(
            failure('amount.out.of.range', 'The amount must be between ₱100.00 and ₱50,000.00', {
              min: 100,
              max: 50_000,
            }),
            { status: 400 },
          );
        }
        return HttpResponse.json(envelope({ deposit: depositRecord(), payUrl: PAY_URL }));
      }),
    );
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderDeposit();
    await screen.findByTestId('deposit-form');
    await typeAmount(user, '1000');
    await user.click(screen.getByTestId('deposit-next'));
    const pay = await screen.findByTestId('deposit-confirm-button');

    await user.click(pay);
    expect((await screen.findByTestId('deposit-confirm-error')).textContent).toBe(en.errors.loadFailed);
    await user.click(pay);
    await waitFor(() => {
      expect(screen.getByTestId('deposit-confirm-error').textContent).toBe(
        'The amount must be between ₱100.00 and ₱50,000.00',
      );
    });
    expect(ids[1]).toBe(ids[0]);

    await user.click(pay);
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith(PAY_URL);
    });
    expect(ids).toHaveLength(3);
    expect(ids[2]).not.toBe(ids[1]);
    expect(ids[2]).toMatch(REQUEST_ID);
  });

  it('goes back to the form with the values kept, and a new confirmation gets a new requestId', async () => {
    const ids: string[] = [];
    server.use(
      channelsReply(),
      walletReply(),
      on(createDeposit, async ({ request }) => {
        ids.push(((await request.json()) as { requestId: string }).requestId);
        return HttpResponse.error();
      }),
    );
    const user = userEvent.setup();
    renderDeposit();
    await screen.findByTestId('deposit-form');
    await typeAmount(user, '500');
    await user.click(screen.getByTestId('deposit-next'));
    await user.click(await screen.findByTestId('deposit-confirm-button'));
    await screen.findByTestId('deposit-confirm-error');
    await user.click(screen.getByTestId('deposit-edit'));
    expect(amountInput().value).toBe('500');
    await user.click(screen.getByTestId('deposit-next'));
    await user.click(await screen.findByTestId('deposit-confirm-button'));
    await screen.findByTestId('deposit-confirm-error');
    expect(ids).toHaveLength(2);
    expect(ids[1]).not.toBe(ids[0]);
  });
});

describe('deposit page in Filipino (TY)', () => {
  beforeAll(async () => {
    await setLanguage('TY');
  });
  afterAll(async () => {
    await setLanguage('EN');
  });

  it('template base: one plain list in the merchant’s order, without groups or logos', async () => {
    server.use(channelsReply({ template: 'base' }), walletReply());
    const user = userEvent.setup();
    renderDeposit();
    const channels = await screen.findByTestId('deposit-channels');
    expect(channels.dataset.template).toBe('base');
    expect(within(channels).queryAllByRole('group')).toHaveLength(0);
    expect(channels.querySelector('img')).toBeNull();
    expect(
      within(channels)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(CHANNELS.map((c) => c.id));
    expect(within(channels).getByText(depositTl.channels.heading)).toBeTruthy();

    await user.click(screen.getByTestId('deposit-next'));
    expect(amountError()).toBe(depositTl.amount.problems.empty);
    await typeAmount(user, '20');
    await user.click(screen.getByTestId('deposit-next'));
    expect(amountError()).toBe('Ang pinakamababa sa GCash ay ₱100.00.');
  });
});
