import { getSystemStatus } from '@h5/contract/endpoints/system.ts';
import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import tl from '../../../locales/tl.json';
import { envelope, systemStatusFixture } from '../../../test/fixtures.ts';
import { on } from '../../../test/msw.ts';
import { renderWithQuery, testQueryClient } from '../../../test/render-app.tsx';
import { initI18n } from '../../../lib/i18n/i18n.ts';
import { startOfflineCache } from '../../../lib/offline-cache/offline-cache.ts';
import { StartupGate } from '../startup-gate.tsx';

const server = setupServer();
let statusCalls = 0;
let sentHeaders: Headers | undefined;

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  onlineManager.setOnline(true);
});
afterAll(() => {
  server.close();
});
beforeEach(async () => {
  statusCalls = 0;
  sentHeaders = undefined;
  await initI18n('TY');
});

function answer(...responses: (() => Response)[]) {
  server.use(
    on(getSystemStatus, ({ request }) => {
      sentHeaders = request.headers;
      const respond = responses[Math.min(statusCalls, responses.length - 1)];
      statusCalls += 1;
      if (!respond) throw new Error('no answer configured');
      return respond();
    }),
  );
}

const ok =
  (change = {}) =>
  () =>
    HttpResponse.json(envelope(systemStatusFixture(change)));
/** A dead API behind a proxy: a gateway error page, not the envelope (network errors are covered in request.test.ts). */
const down = () =>
  new HttpResponse('<h1>502 Bad Gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } });

function renderGate(client = testQueryClient()) {
  return renderWithQuery(
    <StartupGate>
      <p data-testid="app-ready">ready</p>
    </StartupGate>,
    client,
  );
}

describe('StartupGate (lobby spec §4)', () => {
  it('shows the splash, then the app in normal mode', async () => {
    answer(ok());
    renderGate();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByTestId('app-ready')).toBeTruthy();
    expect(sentHeaders?.get('Merchant')).toBe('demo');
    expect(sentHeaders?.get('Language')).toBe('TY');
  });

  it('shows "loading failed, click to retry" when the API is down, and recovers on retry without a reload', async () => {
    // Two failures: the first try and the query's one automatic retry; then the API is back.
    answer(down, down, ok());
    renderGate();
    const error = await screen.findByTestId('startup-error');
    expect(error.textContent).toContain(tl.errors.loadFailed);
    expect(statusCalls).toBe(2);
    expect(screen.queryByTestId('app-ready')).toBeNull();

    const retry = screen.getByRole('button', { name: tl.common.retry });
    await userEvent.setup().click(retry);
    expect(await screen.findByTestId('app-ready')).toBeTruthy();
    expect(screen.queryByTestId('startup-error')).toBeNull();
    expect(statusCalls).toBe(3);
  });

  it('shows the maintenance page with the server notice, also when region restriction is set', async () => {
    answer(
      ok({ maintenance: true, regionRestriction: true, maintenanceMessage: 'Babalik kami ng 3:00 PM.' }),
    );
    renderGate();
    const page = await screen.findByTestId('maintenance-page');
    expect(page.textContent).toContain(tl.errors.maintenance);
    expect(page.textContent).toContain('Babalik kami ng 3:00 PM.');
    expect(screen.queryByTestId('restricted-page')).toBeNull();
    expect(screen.queryByTestId('app-ready')).toBeNull();
  });

  it('falls back to the dictionary notice when the server sent none', async () => {
    answer(ok({ maintenance: true }));
    renderGate();
    expect((await screen.findByTestId('maintenance-page')).textContent).toContain(tl.errors.info_maintenance);
  });

  it('shows the restricted page with the IP when only region restriction is set', async () => {
    answer(ok({ regionRestriction: true }));
    renderGate();
    const page = await screen.findByTestId('restricted-page');
    expect(page.textContent).toContain(tl.errors.blockip);
    expect(page.textContent).toContain('203.0.113.7');
  });

  it('treats an answer that breaks the contract as a failure, not as data', async () => {
    answer(() => HttpResponse.json(envelope({ maintenance: 'no' })));
    renderGate();
    expect((await screen.findByTestId('startup-error')).textContent).toContain(tl.errors.loadFailed);
    // A malformed answer is not retried automatically: it would break the same way again.
    expect(statusCalls).toBe(1);
  });

  it('speaks the language in use', async () => {
    await initI18n('EN');
    answer(down);
    renderGate();
    expect((await screen.findByTestId('startup-error')).textContent).toContain(en.errors.loadFailed);
    expect(sentHeaders?.get('Language')).toBe('EN');
  });
});

describe('StartupGate offline (issue 17 #4)', () => {
  const SCOPE = 'demo@http://localhost';

  /** The network is back: the device says so, then the `online` event reaches TanStack Query. */
  function goOnline() {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      onlineManager.setOnline(true);
    });
  }

  function startOffline() {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // As bootstrap does before any query.
    onlineManager.setOnline(false);
    const client = testQueryClient();
    const stop = startOfflineCache(client, { scope: SCOPE, language: () => 'TY' });
    return { client, stop };
  }

  it('opens the app from the kept configuration, and asks the server once the network is back', async () => {
    // A visit online kept the configuration.
    answer(ok());
    const online = testQueryClient();
    const stopOnline = startOfflineCache(online, { scope: SCOPE, language: () => 'TY' });
    renderWithQuery(
      <StartupGate>
        <p data-testid="first-visit">ready</p>
      </StartupGate>,
      online,
    );
    expect(await screen.findByTestId('first-visit')).toBeTruthy();
    stopOnline();
    expect(statusCalls).toBe(1);

    const { client, stop } = startOffline();
    renderGate(client);
    expect(screen.getByTestId('app-ready')).toBeTruthy();
    expect(statusCalls).toBe(1);

    goOnline();
    await vi.waitFor(() => {
      expect(statusCalls).toBe(2);
    });
    expect(screen.getByTestId('app-ready')).toBeTruthy();
    stop();
  });

  it('without a kept configuration, says there is no internet and continues by itself once it is back', async () => {
    answer(ok());
    const { client, stop } = startOffline();
    renderGate(client);
    const error = screen.getByTestId('startup-error');
    expect(error.textContent).toContain(tl.errors.noInternet);
    expect(screen.getByRole('button', { name: tl.common.retry })).toBeTruthy();
    expect(statusCalls).toBe(0);

    goOnline();
    expect(await screen.findByTestId('app-ready')).toBeTruthy();
    expect(statusCalls).toBe(1);
    stop();
  });
});
