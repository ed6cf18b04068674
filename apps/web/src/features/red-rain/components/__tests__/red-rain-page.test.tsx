import { getWalletBalance } from '@h5/contract/endpoints/member.ts';
import { getRedRain, grabRedEnvelope } from '@h5/contract/endpoints/red-rain.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespace, setLanguage } from '../../../../lib/i18n/i18n.ts';
import { clearSession, setSession } from '../../../../lib/session/session-store.ts';
import { systemStatusQueryKey } from '../../../../lib/system-status/get-system-status.ts';
import { envelope, failure, systemStatusFixture } from '../../../../test/fixtures.ts';
import { on } from '../../../../test/msw.ts';
import {
  installReducedMotion,
  resetPageVisibility,
  setPageVisibility,
} from '../../../../test/page-visibility.ts';
import { renderWithQuery, testQueryClient } from '../../../../test/render-app.tsx';
import type { RedRainAnswer } from '../../api/get-red-rain.ts';
import RedRainPage from '../red-rain-page.tsx';
import { agentMenu, envelopeOf, falling, MINUTE, rainAnswer, SERVER_NOW } from './red-rain-fixtures.ts';

let walletCalls = 0;
const server = setupServer(
  on(getWalletBalance, () => {
    walletCalls += 1;
    return HttpResponse.json(envelope({ sumBalance: 0, currency: 'PHP', currencySymbol: '₱', balance: [] }));
  }),
  http.all('*/wps/*', () => HttpResponse.json(failure('request.not.found', 'not found'), { status: 404 })),
);

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await initI18n('EN');
  await loadNamespace('redRain');
});
beforeEach(() => {
  // The ask at zero waits a random moment (up to two seconds): none here, unless a test says otherwise.
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  server.resetHandlers();
  clearSession();
  resetPageVisibility();
  walletCalls = 0;
  await setLanguage('EN');
});
afterAll(() => {
  server.close();
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderPage(switches: readonly string[] = ['AGENTMENU_REDRAIN3'], parentOn = true) {
  setSession({ token: 'tok-rain', id: 2, userName: 'agent01', type: 1 });
  const client = testQueryClient();
  const base = systemStatusFixture();
  client.setQueryData(
    systemStatusQueryKey,
    systemStatusFixture({ info: { ...base.info, whitelabel: agentMenu(switches, parentOn) } }),
  );
  return renderWithQuery(
    <MemoryRouter initialEntries={['/m/redRain']} useTransitions={false}>
      <Routes>
        <Route path="/m/redRain" element={<RedRainPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    client,
  );
}

/** Answers getRedRain with each of `answers` in turn (the last one again after that); counts the calls. */
function serveRain(...answers: (() => RedRainAnswer | Response)[]) {
  const calls = { count: 0 };
  server.use(
    on(getRedRain, () => {
      const answer = answers[Math.min(calls.count, answers.length - 1)];
      calls.count += 1;
      if (!answer) throw new Error('no answer');
      const value = answer();
      return value instanceof Response ? value : HttpResponse.json(envelope(value));
    }),
  );
  return calls;
}

type GrabBody = { requestId: string; rainKey: string };

/** Answers grabRedEnvelope with each of `answers` in turn; records the bodies sent. */
function serveGrab(...answers: ((body: GrabBody) => Response)[]) {
  const sent: GrabBody[] = [];
  server.use(
    on(grabRedEnvelope, async ({ request }) => {
      const body = (await request.json()) as GrabBody;
      sent.push(body);
      const answer = answers[sent.length - 1];
      if (!answer) throw new Error('unexpected grab');
      return answer(body);
    }),
  );
  return sent;
}

/** The answer while a rain falls at SERVER_NOW: the next rain starts ten minutes after this one ends. */
function rainFalling(left: number, over = false, change: Partial<RedRainAnswer> = {}): RedRainAnswer {
  const current = falling(SERVER_NOW, left, over);
  return rainAnswer({
    current,
    next: {
      rainKey: '2026-11-26T20:14',
      startTime: current.endTime + 10 * MINUTE,
      endTime: current.endTime + 15 * MINUTE,
    },
    ...change,
  });
}

/**
 * A rain falling now, on the fake clock (device and server both at SERVER_NOW), with `left` envelopes for the agent,
 * that each successful grab lowers, as the server would.
 */
function liveRain(left: number) {
  fakeClock(SERVER_NOW);
  const state = { left, envelopes: [] as ReturnType<typeof envelopeOf>[], over: false };
  const calls = serveRain(() =>
    rainFalling(state.left, state.over, {
      envelopes: state.envelopes,
      totalAmount: state.envelopes.reduce((sum, e) => sum + e.amount, 0),
    }),
  );
  const won = (amount: number) => () => {
    state.left -= 1;
    const opened = envelopeOf(100 + state.envelopes.length, amount);
    state.envelopes.unshift(opened);
    return HttpResponse.json(envelope({ envelope: opened, envelopesLeft: state.left }));
  };
  return { state, calls, won };
}

const OPEN = { name: 'Open a red envelope' } as const;

/** The envelope buttons on screen, once there. */
async function envelopeButtons(): Promise<HTMLElement[]> {
  return screen.findAllByRole('button', OPEN);
}

function nth(buttons: readonly HTMLElement[], index: number): HTMLElement {
  const button = buttons[index];
  if (!button) throw new Error(`no envelope ${String(index)}`);
  return button;
}

const refusal = (code: string, message: string) => () =>
  HttpResponse.json(failure(code, message), { status: 409 });

/** Fakes the clock and the countdown's ticks only: MSW, React Query and Testing Library keep real timeouts. */
function fakeClock(deviceNow: number) {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(deviceNow);
}

function tick(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('red envelope rain page (/m/redRain)', () => {
  it('shows the skeleton, then the rules, the next rain and a countdown on the server’s clock', async () => {
    // The phone is five minutes behind the server: the countdown must not trust it.
    fakeClock(SERVER_NOW - 5 * MINUTE);
    const DAY = 24 * 60 * MINUTE;
    serveRain(() =>
      rainAnswer({
        next: {
          rainKey: '2026-11-27T21:01',
          startTime: SERVER_NOW + DAY + 61 * MINUTE + 1000,
          endTime: SERVER_NOW + DAY + 70 * MINUTE,
        },
      }),
    );
    renderPage();
    expect(screen.getByTestId('red-rain-loading').getAttribute('aria-label')).toBe(
      'Loading the red envelope rain',
    );
    const countdown = await screen.findByTestId('red-rain-countdown');
    expect(countdown.textContent).toBe('1 day 01:01:01');
    expect(countdown.getAttribute('role')).toBe('timer');
    expect(screen.getByTestId('red-rain-next-start').textContent).toBe('Starts 2026-11-27 21:01');
    expect(screen.getByTestId('red-rain-per-rain').textContent).toBe('Up to 3 envelopes');
    expect(screen.getByTestId('red-rain-range').textContent).toBe('₱1.00 to ₱88.80');
    expect(screen.getByTestId('red-rain-turnover').textContent).toBe(
      'Each envelope adds 2× its amount to your turnover requirement.',
    );
    expect(screen.getByTestId('red-rain-mine-empty').textContent).toBe(
      'You have not opened any envelope yet.',
    );
    expect(screen.getByTestId('red-rain-total').textContent).toBe('₱0.00');
    expect(screen.queryByTestId('red-rain-envelope')).toBeNull();
    tick(2000);
    expect(screen.getByTestId('red-rain-countdown').textContent).toBe('1 day 01:00:59');
  });

  it('asks the server again when the countdown reaches zero, and the rain starts', async () => {
    fakeClock(SERVER_NOW + 2 * MINUTE);
    const calls = serveRain(
      () => rainAnswer(),
      () => rainAnswer({ serverTime: SERVER_NOW + 10_000, current: falling(SERVER_NOW + 10_000, 3) }),
    );
    renderPage();
    expect((await screen.findByTestId('red-rain-countdown')).textContent).toBe('00:00:10');
    tick(9000);
    expect(screen.getByTestId('red-rain-countdown').textContent).toBe('00:00:01');
    expect(calls.count).toBe(1);
    tick(1000);
    expect(await screen.findByTestId('red-rain-falling')).toBeTruthy();
    expect(calls.count).toBe(2);
    expect(screen.getByTestId('red-rain-left').textContent).toBe('3 envelopes left');
    expect(screen.getByTestId('red-rain-ends-in').textContent).toBe('00:04:00');
    expect(screen.getAllByRole('button', OPEN)).toHaveLength(3);
  });

  it('asks again when the rain ends, and shows the wait for the next one', async () => {
    fakeClock(SERVER_NOW);
    const calls = serveRain(
      () => rainAnswer({ current: { ...falling(SERVER_NOW, 2), endTime: SERVER_NOW + 3000 } }),
      () => rainAnswer({ serverTime: SERVER_NOW + 3000 }),
    );
    renderPage();
    expect((await screen.findByTestId('red-rain-ends-in')).textContent).toBe('00:00:03');
    tick(3000);
    expect(await screen.findByTestId('red-rain-between')).toBeTruthy();
    // The new answer's next rain (the old one's would read 00:00:07).
    await waitFor(() => {
      expect(screen.getByTestId('red-rain-countdown').textContent).toBe('00:00:10');
    });
    expect(calls.count).toBe(2);
  });

  /** Between rains until the countdown ends; then, while `down.now`, a failure; after that the rain falling. */
  function rainWithOutage() {
    const down = { now: false };
    const startsAt = SERVER_NOW + 10_000;
    const calls = serveRain(
      () => rainAnswer(),
      () =>
        down.now
          ? HttpResponse.json(failure('internal.error', 'The server is busy.'), { status: 500 })
          : rainAnswer({ serverTime: startsAt, current: falling(startsAt, 3) }),
    );
    return { down, calls };
  }

  it('when asking again at zero fails: an alert above the stage, and the next tick asks again', async () => {
    fakeClock(SERVER_NOW);
    const { down, calls } = rainWithOutage();
    renderPage();
    expect((await screen.findByTestId('red-rain-countdown')).textContent).toBe('00:00:10');
    down.now = true;
    tick(10_000);
    const error = await screen.findByTestId('red-rain-refetch-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toContain('The server is busy.');
    // Above the stage, which still shows the old answer.
    const stage = screen.getByTestId('red-rain-between');
    expect(error.compareDocumentPosition(stage) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const asked = calls.count;
    down.now = false;
    tick(1000);
    expect(await screen.findByTestId('red-rain-falling')).toBeTruthy();
    expect(calls.count).toBeGreaterThan(asked);
    expect(screen.queryByTestId('red-rain-refetch-error')).toBeNull();
  });

  it('when asking again at zero fails, retry asks again', async () => {
    fakeClock(SERVER_NOW);
    const { down } = rainWithOutage();
    const user = userEvent.setup();
    renderPage();
    expect((await screen.findByTestId('red-rain-countdown')).textContent).toBe('00:00:10');
    down.now = true;
    tick(10_000);
    const error = await screen.findByTestId('red-rain-refetch-error');
    down.now = false;
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('red-rain-falling')).toBeTruthy();
    expect(screen.queryByTestId('red-rain-refetch-error')).toBeNull();
    // The retry button went away with the alert: the focus goes to the stage's heading.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'The rain is falling!' }));
  });

  it('spreads the ask at zero over a random moment of up to two seconds', async () => {
    vi.mocked(Math.random).mockReturnValue(0.25);
    fakeClock(SERVER_NOW);
    const { calls } = rainWithOutage();
    renderPage();
    expect((await screen.findByTestId('red-rain-countdown')).textContent).toBe('00:00:10');
    // Holds the page's wait (0.25 of two seconds) to run it by hand; every other timeout runs as usual.
    const realSetTimeout = globalThis.setTimeout;
    const held: (() => void)[] = [];
    const holdWait = (run: () => void, delay?: number) => {
      if (delay !== 500) return realSetTimeout(run, delay);
      held.push(run);
      return realSetTimeout(() => undefined, 0);
    };
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(holdWait);
    tick(10_000);
    expect(held).toHaveLength(1);
    expect(calls.count).toBe(1);
    act(() => {
      held[0]?.();
    });
    expect(await screen.findByTestId('red-rain-falling')).toBeTruthy();
    expect(calls.count).toBe(2);
  });

  it('shows what to do while the rain falls', async () => {
    fakeClock(SERVER_NOW);
    serveRain(() => rainFalling(3));
    renderPage();
    expect((await screen.findByTestId('red-rain-hint')).textContent).toBe('Tap an envelope to open it.');
  });

  it('opens an envelope with a request id: the dialog shows the amount, the counter drops, the balance refreshes', async () => {
    const rain = liveRain(3);
    const sent = serveGrab(rain.won(12.34));
    const user = userEvent.setup();
    renderPage();
    const buttons = await envelopeButtons();
    expect(buttons).toHaveLength(3);
    const walletBefore = walletCalls;
    await user.click(nth(buttons, 0));
    const dialog = await screen.findByTestId('red-rain-won');
    expect(within(dialog).getByTestId('red-rain-won-title').textContent).toBe('You got ₱12.34!');
    expect(within(dialog).getByText('It is in your balance.')).toBeTruthy();
    expect(within(dialog).getByTestId('red-rain-won-turnover').textContent).toBe(
      'It adds ₱24.68 to your turnover requirement (2× its amount).',
    );
    expect(document.activeElement).toBe(within(dialog).getByTestId('red-rain-won-ok'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.requestId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(sent[0]?.rainKey).toBe('2026-11-26T19:59');
    expect(screen.getByTestId('red-rain-left').textContent).toBe('2 envelopes left');
    await waitFor(() => {
      expect(walletCalls).toBeGreaterThan(walletBefore);
    });
    // The page's data is fetched again: the envelope is in the list and the total.
    expect(await screen.findByTestId('red-rain-mine-item')).toBeTruthy();
    expect(screen.getByTestId('red-rain-total').textContent).toBe('₱12.34');
    expect(rain.calls.count).toBeGreaterThanOrEqual(2);
    // Escape closes it; focus goes back to the envelope tapped.
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    await waitFor(() => {
      expect(screen.queryByTestId('red-rain-won')).toBeNull();
    });
    expect(document.activeElement).toBe(nth(screen.getAllByRole('button', OPEN), 0));
  });

  it('after the last envelope the field gives way, and closing the dialog puts focus on the rain’s heading', async () => {
    const rain = liveRain(1);
    serveGrab(rain.won(3));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', OPEN));
    const dialog = await screen.findByTestId('red-rain-won');
    expect(await screen.findByTestId('red-rain-all-opened')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.queryByTestId('red-rain-won')).toBeNull();
    });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Next rain' }));
  });

  /** Serves grabs that wait for `release` before answering with `answer`; records the bodies sent. */
  function heldGrab(answer: () => Response) {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: GrabBody[] = [];
    server.use(
      on(grabRedEnvelope, async ({ request }) => {
        sent.push((await request.json()) as GrabBody);
        await held;
        return answer();
      }),
    );
    return {
      sent,
      release: () => {
        release();
      },
    };
  }

  it('sends one request for a double tap made before the page re-renders', async () => {
    const rain = liveRain(3);
    const grab = heldGrab(rain.won(5));
    renderPage();
    const buttons = await envelopeButtons();
    // Both taps land before React re-renders: only the in-flight guard can stop the second one.
    act(() => {
      nth(buttons, 0).click();
      nth(buttons, 1).click();
    });
    grab.release();
    await screen.findByTestId('red-rain-won');
    // The page's data came again after the answer: a second request, had one gone, would have arrived by now.
    expect(await screen.findByTestId('red-rain-mine-item')).toBeTruthy();
    expect(grab.sent).toHaveLength(1);
  });

  it('while one opens: the envelopes are marked disabled but keep the focus, and a tap sends nothing', async () => {
    const rain = liveRain(3);
    const grab = heldGrab(rain.won(5));
    const user = userEvent.setup();
    renderPage();
    const buttons = await envelopeButtons();
    await user.click(nth(buttons, 0));
    expect(screen.getByTestId('red-rain-opening').textContent).toBe('Opening your envelope…');
    for (const button of screen.getAllByRole('button', OPEN)) {
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect((button as HTMLButtonElement).disabled).toBe(false);
    }
    expect(document.activeElement).toBe(nth(buttons, 0));
    await user.click(nth(buttons, 1));
    expect(document.activeElement).toBe(nth(buttons, 1));
    grab.release();
    const dialog = await screen.findByTestId('red-rain-won');
    expect(grab.sent).toHaveLength(1);
    // The ignored tap did not count: closing the dialog returns to the envelope that opened.
    await user.click(within(dialog).getByTestId('red-rain-won-ok'));
    await waitFor(() => {
      expect(screen.queryByTestId('red-rain-won')).toBeNull();
    });
    expect(document.activeElement).toBe(nth(screen.getAllByRole('button', OPEN), 0));
  });

  it('after a lost answer "try again" sends the same request id; the next envelope gets a new one', async () => {
    const rain = liveRain(3);
    const sent = serveGrab(() => HttpResponse.error(), rain.won(7.5), rain.won(1));
    const user = userEvent.setup();
    renderPage();
    await user.click(nth(await envelopeButtons(), 0));
    const lost = await screen.findByTestId('red-rain-lost');
    expect(lost.getAttribute('role')).toBe('alert');
    expect(lost.textContent).toContain(
      'We could not confirm your envelope. Try again — it will not be credited twice.',
    );
    const retry = within(lost).getByRole('button', { name: 'Try again' });
    await waitFor(() => {
      expect(document.activeElement).toBe(retry);
    });
    await user.click(retry);
    const dialog = await screen.findByTestId('red-rain-won');
    expect(within(dialog).getByTestId('red-rain-won-title').textContent).toBe('You got ₱7.50!');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.requestId).toBe(sent[0]?.requestId);
    await user.click(within(dialog).getByTestId('red-rain-won-ok'));
    await waitFor(() => {
      expect(screen.queryByTestId('red-rain-won')).toBeNull();
    });
    await user.click(nth(screen.getAllByRole('button', OPEN), 0));
    await screen.findByTestId('red-rain-won');
    expect(sent).toHaveLength(3);
    expect(sent[2]?.requestId).not.toBe(sent[0]?.requestId);
  });

  it('red.rain.over: all envelopes of this rain are taken, and the next rain', async () => {
    const rain = liveRain(3);
    serveGrab(() => {
      rain.state.over = true;
      return refusal('red.rain.over', 'All envelopes of this rain are taken.')();
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(nth(await envelopeButtons(), 0));
    expect((await screen.findByTestId('red-rain-all-taken')).textContent).toBe(
      'All envelopes of this rain are taken.',
    );
    expect(screen.queryByTestId('red-rain-envelope')).toBeNull();
    expect(screen.getByTestId('red-rain-next')).toBeTruthy();
    expect(screen.queryByTestId('red-rain-won')).toBeNull();
  });

  it('a rain the server already calls over shows the same, without envelopes', async () => {
    fakeClock(SERVER_NOW);
    serveRain(() => rainFalling(3, true));
    renderPage();
    expect(await screen.findByTestId('red-rain-all-taken')).toBeTruthy();
    expect(screen.queryByTestId('red-rain-envelope')).toBeNull();
  });

  it('red.rain.not.active: asks again and shows the wait between rains', async () => {
    fakeClock(SERVER_NOW);
    let ended = false;
    const calls = serveRain(() => (ended ? rainAnswer() : rainFalling(3)));
    const sent = serveGrab(() => {
      ended = true;
      return refusal('red.rain.not.active', 'This rain is not falling.')();
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(nth(await envelopeButtons(), 0));
    expect(await screen.findByTestId('red-rain-between')).toBeTruthy();
    expect(calls.count).toBe(2);
    expect(sent).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('red-rain-countdown').textContent).toBe('00:00:10');
    // The envelope tapped is gone: the focus goes to the stage's heading, not to the page.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Next rain' }));
  });

  it('red.rain.no.envelopes: asks again and says all the agent’s envelopes are opened', async () => {
    const rain = liveRain(1);
    serveGrab(() => {
      rain.state.left = 0;
      return refusal('red.rain.no.envelopes', 'You opened all your envelopes.')();
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(nth(await envelopeButtons(), 0));
    expect((await screen.findByTestId('red-rain-all-opened')).textContent).toBe(
      'You opened all your envelopes of this rain.',
    );
    expect(rain.calls.count).toBe(2);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Next rain' }));
  });

  it('an agent without the rain’s deposits is told to deposit, with no envelope to tap', async () => {
    fakeClock(SERVER_NOW);
    serveRain(() => rainFalling(3, false, { minDeposits: 1, qualified: false }));
    renderPage();
    expect((await screen.findByTestId('red-rain-not-qualified')).textContent).toContain(
      'Make at least 1 deposit to open envelopes in the rain.',
    );
    expect(screen.queryByTestId('red-rain-envelope')).toBeNull();
    expect(screen.getByTestId('red-rain-deposit').getAttribute('href')).toBe('/m/voucherCenter');
    expect(screen.getByTestId('red-rain-min-deposits').textContent).toBe(
      'Agents who have made at least 1 deposit',
    );
  });

  it('red.rain.not.qualified on a tap: asks again and shows what the agent must do', async () => {
    fakeClock(SERVER_NOW);
    let refused = false;
    const calls = serveRain(() => rainFalling(3, false, { minDeposits: 2, qualified: !refused }));
    serveGrab(() => {
      refused = true;
      return refusal('red.rain.not.qualified', 'Make a deposit first.')();
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(nth(await envelopeButtons(), 0));
    expect((await screen.findByTestId('red-rain-not-qualified')).textContent).toContain(
      'Make at least 2 deposits',
    );
    expect(calls.count).toBe(2);
  });

  it('with no envelope left: says so, with the next rain, and offers none to tap', async () => {
    fakeClock(SERVER_NOW);
    serveRain(() => rainFalling(0, false, { envelopes: [envelopeOf(1, 3.2)], totalAmount: 3.2 }));
    renderPage();
    expect(await screen.findByTestId('red-rain-all-opened')).toBeTruthy();
    expect(screen.queryByTestId('red-rain-envelope')).toBeNull();
    expect(screen.getByTestId('red-rain-next')).toBeTruthy();
    const item = screen.getByTestId('red-rain-mine-item');
    expect(item.textContent).toBe('₱3.20Opened 2026-11-26 20:00');
    expect(screen.getByTestId('red-rain-total').textContent).toBe('₱3.20');
  });

  it('says when no rain is scheduled, and hides the turnover note when the multiple is 0', async () => {
    serveRain(() => rainAnswer({ next: null, turnoverMultiple: 0 }));
    renderPage();
    expect((await screen.findByTestId('red-rain-none')).textContent).toBe('No rain is scheduled right now.');
    expect(screen.queryByTestId('red-rain-countdown')).toBeNull();
    expect(screen.queryByTestId('red-rain-turnover')).toBeNull();
  });

  it('red.rain.unavailable: a friendly state with the way back to the agent home', async () => {
    serveRain(() => HttpResponse.json(failure('red.rain.unavailable', 'Not available.'), { status: 403 }));
    const user = userEvent.setup();
    renderPage();
    const state = await screen.findByTestId('red-rain-unavailable');
    expect(within(state).getByRole('heading').textContent).toBe('The red envelope rain is not available');
    await user.click(within(state).getByRole('link', { name: 'Back to agent home' }));
    expect(screen.getByTestId('where').textContent).toBe('/m/agent');
  });

  it('with the switch or its parent off: the same state, and nothing is asked', () => {
    const calls = serveRain(() => rainAnswer());
    const off = renderPage([]);
    expect(screen.getByTestId('red-rain-unavailable')).toBeTruthy();
    off.unmount();
    renderPage(['AGENTMENU_REDRAIN3'], false);
    expect(screen.getByTestId('red-rain-unavailable')).toBeTruthy();
    expect(calls.count).toBe(0);
  });

  it('shows the server’s message on a failure, and retry loads the page', async () => {
    serveRain(
      () => HttpResponse.json(failure('internal.error', 'Something went wrong here.'), { status: 500 }),
      () => rainAnswer(),
    );
    const user = userEvent.setup();
    renderPage();
    const error = await screen.findByTestId('red-rain-error');
    expect(error.textContent).toContain('Something went wrong here.');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('red-rain-countdown')).toBeTruthy();
  });

  it('shows another refusal as the server words it', async () => {
    liveRain(3);
    serveGrab(refusal('request.id.reused', 'This request was already used.'));
    const user = userEvent.setup();
    renderPage();
    await user.click(nth(await envelopeButtons(), 0));
    expect((await screen.findByTestId('red-rain-refused')).textContent).toBe(
      'This request was already used.',
    );
  });

  it('lets envelopes fall, paused while the tab is hidden', async () => {
    installReducedMotion(false);
    liveRain(8);
    renderPage();
    const buttons = await envelopeButtons();
    // A handful at a time, however many are left.
    expect(buttons).toHaveLength(6);
    for (const button of buttons) expect(button.className).toContain('red-rain__envelope--falling');
    const field = screen.getByTestId('red-rain-field');
    expect(field.hasAttribute('data-paused')).toBe(false);
    act(() => {
      setPageVisibility('hidden');
    });
    expect(field.hasAttribute('data-paused')).toBe(true);
    act(() => {
      setPageVisibility('visible');
    });
    expect(field.hasAttribute('data-paused')).toBe(false);
  });

  it('with reduced motion: still envelope buttons, no falling class, that open the same way', async () => {
    installReducedMotion(true);
    const rain = liveRain(2);
    const sent = serveGrab(rain.won(2));
    const user = userEvent.setup();
    renderPage();
    const buttons = await envelopeButtons();
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button.className).not.toContain('falling');
    expect(screen.getByTestId('red-rain-field').className).toContain('red-rain__field--still');
    nth(buttons, 1).focus();
    await user.keyboard('{Enter}');
    expect((await screen.findByTestId('red-rain-won-title')).textContent).toBe('You got ₱2.00!');
    expect(sent).toHaveLength(1);
  });

  it('speaks Filipino', async () => {
    await setLanguage('TY');
    fakeClock(SERVER_NOW);
    serveRain(() => rainAnswer({ current: falling(SERVER_NOW, 1) }));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Magbukas ng pulang sobre' })).toBeTruthy();
    expect(screen.getByTestId('red-rain-left').textContent).toBe('1 sobre pa ang natitira');
    expect(screen.getByRole('heading', { name: 'Paano ito gumagana' })).toBeTruthy();
    expect(screen.getByTestId('red-rain-per-rain').textContent).toBe('Hanggang 3 sobre');
    expect(screen.getByTestId('red-rain-mine-empty').textContent).toBe('Wala ka pang nabubuksang sobre.');
  });
});
