import { getDeposit, getDepositChannels } from '@h5/contract/endpoints/deposit.ts';
import type { DepositRecord } from '@h5/contract/endpoints/deposit.ts';
import { getWalletBalance } from '@h5/contract/endpoints/member.ts';
import { timeoutManager, type TimeoutCallback, type TimeoutProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import depositEn from '../../../../locales/deposit/en.json';
import depositTl from '../../../../locales/deposit/tl.json';
import { initI18n, loadNamespace, setLanguage } from '../../../../lib/i18n/i18n.ts';
import { clearSession } from '../../../../lib/session/session-store.ts';
import { envelope, failure } from '../../../../test/fixtures.ts';
import { on } from '../../../../test/msw.ts';
import { DEPOSIT_POLL_INTERVAL_MS, DEPOSIT_POLL_MAX_COUNT } from '../../constants.ts';
import { channelsReply, depositRecord, depositServer, renderDeposit } from './fixtures.tsx';

/*
 * TanStack Query's intervals go through a provider the test holds: `tick()` runs the polls at once, so nothing
 * here waits on the clock (set before any query client exists, as the library asks).
 */
const intervals = new Map<number, { callback: TimeoutCallback; delay: number }>();
let nextInterval = 1;
const provider: TimeoutProvider<number> = {
  setTimeout: (callback, delay) => window.setTimeout(callback, delay),
  clearTimeout: (id) => {
    window.clearTimeout(id);
  },
  setInterval: (callback, delay) => {
    const id = nextInterval++;
    intervals.set(id, { callback, delay });
    return id;
  },
  clearInterval: (id) => {
    if (id !== undefined) intervals.delete(id);
  },
};
timeoutManager.setTimeoutProvider(provider);
const polls = () => [...intervals.values()].filter((i) => i.delay === DEPOSIT_POLL_INTERVAL_MS);
const tick = () => {
  for (const { callback } of polls()) callback();
};

const server = depositServer();
beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await initI18n('EN');
  await loadNamespace('deposit');
});
afterEach(() => {
  server.resetHandlers();
  clearSession();
  intervals.clear();
});
afterAll(() => {
  server.close();
});

const REFERENCE = 'DP20261125ABCD1234';
const RETURN = `/m/voucherCenter?deposit=${REFERENCE}`;

/** The deposit answers in this order, the last one again for every later call. */
function depositAnswers(...answers: DepositRecord[]) {
  const asked: string[] = [];
  server.use(
    on(getDeposit, ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('reference') ?? '');
      const answer = answers[Math.min(asked.length, answers.length) - 1];
      return HttpResponse.json(envelope(answer));
    }),
  );
  return asked;
}

function countedWallet() {
  const calls = { count: 0 };
  server.use(
    on(getWalletBalance, () => {
      calls.count += 1;
      return HttpResponse.json(
        envelope({ sumBalance: 250, currency: 'PHP', currencySymbol: '₱', balance: [] }),
      );
    }),
  );
  return calls;
}

describe('return from the payment page (?deposit=)', () => {
  it('asks again while the payment is pending, then shows the success and refreshes the balance', async () => {
    const asked = depositAnswers(
      depositRecord({ status: 'pending' }),
      depositRecord({ status: 'pending' }),
      depositRecord({ status: 'success', bonus: 100, promotionId: 'reload' }),
    );
    const wallet = countedWallet();
    renderDeposit(RETURN);
    const outcome = await screen.findByTestId('deposit-outcome');
    expect(outcome.dataset.status).toBe('pending');
    expect(within(outcome).getByRole('heading').textContent).toBe(depositEn.result.pendingTitle);
    expect(within(outcome).getByRole('status').textContent).toBe(depositEn.result.checking);
    expect(asked).toEqual([REFERENCE]);
    await waitFor(() => {
      expect(wallet.count).toBe(1);
    });
    expect(polls()).toHaveLength(1);

    tick();
    await waitFor(() => {
      expect(asked).toHaveLength(2);
    });
    expect(screen.getByTestId('deposit-outcome').dataset.status).toBe('pending');
    tick();
    await waitFor(() => {
      expect(screen.getByTestId('deposit-outcome').dataset.status).toBe('success');
    });
    const title = screen.getByRole('heading', { name: depositEn.result.successTitle });
    expect(document.activeElement).toBe(title);
    expect(screen.getByTestId('deposit-outcome-text').textContent).toBe(
      '₱1,000.00 was added to your balance.',
    );
    expect(screen.getByTestId('deposit-outcome-bonus').textContent).toBe('Bonus ₱100.00 added too.');
    expect(screen.getByTestId('deposit-outcome-reference').textContent).toBe(REFERENCE);
    // The header's balance query is asked again; the polling has stopped.
    await waitFor(() => {
      expect(wallet.count).toBe(2);
    });
    expect(polls()).toHaveLength(0);
    expect(asked).toHaveLength(3);
    expect(screen.getByTestId('deposit-records-link').getAttribute('href')).toBe('/m/vouReport');
  });

  it('stops asking after the bounded number of answers and offers to check again', async () => {
    const asked = depositAnswers(depositRecord({ status: 'pending' }));
    const user = userEvent.setup();
    renderDeposit(RETURN);
    await screen.findByTestId('deposit-outcome');
    for (let answers = 1; answers < DEPOSIT_POLL_MAX_COUNT; answers += 1) {
      tick();
      await waitFor(() => {
        expect(asked).toHaveLength(answers + 1);
      });
    }
    expect(await screen.findByTestId('deposit-still-pending')).toBeTruthy();
    await waitFor(() => {
      expect(polls()).toHaveLength(0);
    });
    await user.click(screen.getByTestId('deposit-check-again'));
    await waitFor(() => {
      expect(asked).toHaveLength(DEPOSIT_POLL_MAX_COUNT + 1);
    });
  });

  it('a cancelled or failed payment says so and leads back to a new deposit', async () => {
    depositAnswers(depositRecord({ status: 'failed', remark: 'Cancelled by the player' }));
    server.use(channelsReply());
    const user = userEvent.setup();
    renderDeposit(RETURN);
    const outcome = await screen.findByTestId('deposit-outcome');
    expect(outcome.dataset.status).toBe('failed');
    expect(screen.getByTestId('deposit-outcome-text').textContent).toBe(depositEn.result.failedText);
    expect(screen.getByTestId('deposit-outcome-remark').textContent).toBe('Reason: Cancelled by the player');
    expect(polls()).toHaveLength(0);
    await user.click(screen.getByTestId('deposit-again'));
    expect(await screen.findByTestId('deposit-form')).toBeTruthy();
  });

  it('shows the server’s message when the deposit cannot be read, with a retry', async () => {
    let calls = 0;
    server.use(
      on(getDeposit, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(failure('record.not.found', 'This record does not exist'), { status: 404 })
          : HttpResponse.json(envelope(depositRecord({ status: 'success' })));
      }),
    );
    const user = userEvent.setup();
    renderDeposit(RETURN);
    const error = await screen.findByTestId('deposit-return-error');
    expect(error.textContent).toContain('This record does not exist');
    await user.click(within(error).getByRole('button', { name: en.common.retry }));
    expect((await screen.findByTestId('deposit-outcome')).dataset.status).toBe('success');
  });

  it('refuses a reference that is not one, without asking the server', async () => {
    const asked = depositAnswers(depositRecord());
    renderDeposit('/m/voucherCenter?deposit=<script>');
    expect((await screen.findByTestId('deposit-bad-reference')).textContent).toContain(
      depositEn.result.badReference,
    );
    expect(asked).toHaveLength(0);
  });
});

describe('return page in Filipino (TY)', () => {
  beforeAll(async () => {
    await setLanguage('TY');
  });
  afterAll(async () => {
    await setLanguage('EN');
  });

  it('a rejected manual deposit with its reason', async () => {
    depositAnswers(
      depositRecord({ status: 'rejected', kind: 'manual_bank', remark: 'Hindi tugma ang resibo' }),
    );
    server.use(
      on(getDepositChannels, () => HttpResponse.json(failure('request.not.found', 'x'), { status: 404 })),
    );
    renderDeposit(RETURN);
    const outcome = await screen.findByTestId('deposit-outcome');
    expect(within(outcome).getByRole('heading').textContent).toBe(depositTl.result.rejectedTitle);
    expect(screen.getByTestId('deposit-outcome-remark').textContent).toBe('Dahilan: Hindi tugma ang resibo');
    expect(screen.getByTestId('deposit-again').textContent).toBe(depositTl.result.tryAgain);
  });
});
