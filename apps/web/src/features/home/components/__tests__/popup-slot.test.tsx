import { getAnnouncements } from '@h5/contract/endpoints/content.ts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import { initI18n } from '../../../../lib/i18n/i18n.ts';
import { clearSession, setSession } from '../../../../lib/session/session-store.ts';
import { envelope, failure } from '../../../../test/fixtures.ts';
import { on } from '../../../../test/msw.ts';
import { renderWithQuery } from '../../../../test/render-app.tsx';
import { POPUP_OPEN_DELAY_MS } from '../../constants.ts';
import { POPUP_STORAGE_KEYS } from '../../popup-rules.ts';
import { PopupSlot } from '../popup-slot.tsx';

interface Popup {
  id: number;
  title: string;
  content: string;
  execution: 'A' | 'B' | 'F';
  promotionType?: string;
}

const answer = (popup: Popup[]) =>
  envelope({
    banners: [],
    player: [],
    popup: popup.map((p) => ({ promotionType: '', ...p })),
    promotion: [],
    hotMatch: [],
  });

const POPUPS: Popup[] = [
  { id: 1, title: 'Welcome guest', content: '<p>Register now</p>', execution: 'B' },
  { id: 2, title: 'Weekend reload', content: '<p>50%</p>', execution: 'A', promotionType: 'DEPOSIT' },
  { id: 3, title: 'First deposit', content: '<p>100%</p>', execution: 'F' },
];

const server = setupServer(
  http.all('*/wps/*', () => HttpResponse.json(failure('request.not.found', 'not found'), { status: 404 })),
);

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await initI18n('EN');
});
afterEach(() => {
  server.resetHandlers();
  clearSession();
});
afterAll(() => {
  server.close();
});

function serve(popups: Popup[]) {
  server.use(on(getAnnouncements, () => HttpResponse.json(answer(popups))));
}

function renderSlot() {
  return renderWithQuery(
    <MemoryRouter initialEntries={['/m/home']}>
      <PopupSlot />
    </MemoryRouter>,
  );
}

/** Waits past the open delay (and the lazy chunk) and says whether the popup is there. */
async function popupAfterDelay(): Promise<HTMLElement | null> {
  await act(() => new Promise((r) => setTimeout(r, POPUP_OPEN_DELAY_MS + 300)));
  return screen.queryByTestId('announcement-popup');
}

describe('announcement popup', () => {
  it('shows a visitor the B items only, not before 500 ms, and once per group', async () => {
    serve(POPUPS);
    const first = renderSlot();
    // The list arrives quickly; the popup waits its 500 ms.
    await act(() => new Promise((r) => setTimeout(r, 150)));
    expect(screen.queryByTestId('announcement-popup')).toBeNull();
    const popup = await screen.findByTestId('announcement-popup', {}, { timeout: 3000 });
    expect(screen.getByTestId('announcement-popup-title').textContent).toBe('Welcome guest');
    // One item: no prev/next, no go-to (no promotion type).
    expect(screen.queryByTestId('announcement-popup-next')).toBeNull();
    expect(screen.queryByTestId('announcement-popup-goto')).toBeNull();
    expect(popup.getAttribute('aria-labelledby')).toBe('announcement-popup-title');

    await userEvent.click(screen.getByRole('button', { name: en.common.close }));
    await waitFor(() => {
      expect(screen.queryByTestId('announcement-popup')).toBeNull();
    });
    const stored = JSON.parse(sessionStorage.getItem(POPUP_STORAGE_KEYS.B) ?? 'null') as unknown;
    expect(stored).toEqual({
      show: false,
      items: [{ title: 'Welcome guest', content: '<p>Register now</p>' }],
    });
    expect(sessionStorage.getItem(POPUP_STORAGE_KEYS.A)).toBeNull();
    first.unmount();

    // Same list again (a reload): not shown.
    renderSlot();
    expect(await popupAfterDelay()).toBeNull();
  });

  it("counts Escape (the dialog's cancel event) as a dismissal too", async () => {
    serve(POPUPS);
    const first = renderSlot();
    const popup = await screen.findByTestId('announcement-popup', {}, { timeout: 3000 });
    // What Chromium sends a modal dialog on Escape (happy-dom does not turn the key into it).
    act(() => {
      popup.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    await waitFor(() => {
      expect(screen.queryByTestId('announcement-popup')).toBeNull();
    });
    expect(sessionStorage.getItem(POPUP_STORAGE_KEYS.B)).not.toBeNull();
    first.unmount();
    renderSlot();
    expect(await popupAfterDelay()).toBeNull();
  });

  it('shows the popup again when the list differs from the dismissed one', async () => {
    sessionStorage.setItem(
      POPUP_STORAGE_KEYS.B,
      JSON.stringify({ show: false, items: [{ title: 'Welcome guest', content: '<p>Old text</p>' }] }),
    );
    serve(POPUPS);
    renderSlot();
    await screen.findByTestId('announcement-popup', {}, { timeout: 3000 });
    expect(screen.getByTestId('announcement-popup-title').textContent).toBe('Welcome guest');
  });

  it('shows a member on a first login the A and F items, with prev/next stopping at the ends', async () => {
    setSession({ token: 't1', id: 1, userName: 'player01', type: 0, firstTimeLogin: true });
    serve(POPUPS);
    renderSlot();
    await screen.findByTestId('announcement-popup', {}, { timeout: 3000 });
    const title = () => screen.getByTestId('announcement-popup-title').textContent;
    const prev = screen.getByTestId<HTMLButtonElement>('announcement-popup-prev');
    const next = screen.getByTestId<HTMLButtonElement>('announcement-popup-next');
    expect(title()).toBe('Weekend reload');
    expect(prev.disabled).toBe(true);
    expect(screen.getByTestId('announcement-popup-goto').textContent).toBe(en.home.popupGoTo);
    await userEvent.click(next);
    expect(title()).toBe('First deposit');
    expect(next.disabled).toBe(true);
    expect(prev.disabled).toBe(false);
    await userEvent.click(prev);
    expect(title()).toBe('Weekend reload');
  });

  it('shows a member without a first login the A items only, and nothing when there are none', async () => {
    setSession({ token: 't2', id: 1, userName: 'player01', type: 0, firstTimeLogin: false });
    serve(POPUPS.filter((p) => p.execution !== 'A'));
    renderSlot();
    expect(await popupAfterDelay()).toBeNull();
  });

  it('stays closed when the feed fails', async () => {
    server.use(
      on(getAnnouncements, () => HttpResponse.json(failure('system.error', 'boom'), { status: 500 })),
    );
    renderSlot();
    expect(await popupAfterDelay()).toBeNull();
  });
});
