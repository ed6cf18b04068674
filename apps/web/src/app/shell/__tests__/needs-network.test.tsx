import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import tl from '../../../locales/tl.json';
import { initI18n } from '../../../lib/i18n/i18n.ts';
import { PATHS } from '../../../lib/routes/paths.ts';
import { renderAt, setupShellTests } from './harness.tsx';

setupShellTests();

afterEach(() => {
  onlineManager.setOnline(true);
});

function goOffline() {
  act(() => {
    onlineManager.setOnline(false);
  });
}

describe('pages that need the network, offline (issue 17 #4)', () => {
  it('login says it needs the network, in Filipino, keeps the form behind it, and comes back online', async () => {
    await initI18n('TY');
    const view = renderAt(PATHS.login);
    const field = await screen.findByTestId('login-username', undefined, { timeout: 5_000 });
    const username = field.querySelector('input');
    if (!username) throw new Error('no username input');
    await userEvent.setup().type(username, 'juan');

    goOffline();
    const notice = screen.getByTestId('needs-network');
    expect(notice.textContent).toContain(tl.errors.needsNetwork);
    // Hidden, not gone.
    expect(field.closest('[hidden]')).not.toBeNull();

    act(() => {
      onlineManager.setOnline(true);
    });
    expect(screen.queryByTestId('needs-network')).toBeNull();
    // The same form, with what was typed before the network went.
    expect(field.closest('[hidden]')).toBeNull();
    expect(username.isConnected && username.value).toBe('juan');
    view.unmount();
  });

  it('the retry asks the device again: still offline it stays, with a network the page shows', async () => {
    await initI18n('EN');
    const view = renderAt(PATHS.launchGame);
    // A visitor's game launch is a login first (route guard `player`), which needs the network as well.
    await screen.findByTestId('login-username', undefined, { timeout: 5_000 });
    goOffline();
    const retry = screen.getByRole('button', { name: en.common.retry });
    expect(screen.getByTestId('needs-network').textContent).toContain(en.errors.needsNetwork);

    const device = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await userEvent.setup().click(retry);
    expect(screen.getByTestId('needs-network')).toBeTruthy();

    device.mockReturnValue(true);
    await userEvent.setup().click(retry);
    expect(screen.queryByTestId('needs-network')).toBeNull();
    view.unmount();
  });

  it('a page that works from kept data shows itself offline, under the banner', async () => {
    await initI18n('TY');
    const view = renderAt(PATHS.gameLobby);
    const wrapper = await vi.waitFor(
      () => {
        const shown = document.querySelector('main > .app__page');
        expect(shown?.childElementCount ?? 0).toBeGreaterThan(0);
        return shown;
      },
      { timeout: 5_000 },
    );
    goOffline();
    expect(screen.getByTestId('offline-banner').textContent).toBe(tl.errors.noInternet);
    expect(screen.queryByTestId('needs-network')).toBeNull();
    expect(wrapper?.hasAttribute('hidden')).toBe(false);
    view.unmount();
  });
});
