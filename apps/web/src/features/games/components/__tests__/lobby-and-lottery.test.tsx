import { getGameList } from '@h5/contract/endpoints/game-catalogue.ts';
import { getFavoriteIds } from '@h5/contract/endpoints/game-favourites.ts';
import { launchGame } from '@h5/contract/endpoints/game-launch.ts';
import { getGameVendors, getVendorsPerGameType } from '@h5/contract/endpoints/game-vendors.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json';
import { initI18n, loadNamespace } from '../../../../lib/i18n/i18n.ts';
import { clearSession, setSession } from '../../../../lib/session/session-store.ts';
import { envelope, failure } from '../../../../test/fixtures.ts';
import { on, reply } from '../../../../test/msw.ts';
import { renderWithQuery } from '../../../../test/render-app.tsx';
import LaunchGamePage from '../launch-game-page.tsx';
import LobbyPage from '../lobby-page.tsx';
import { game, vendorConfig } from './fixtures.ts';

const server = setupServer(
  reply(getGameVendors, vendorConfig()),
  reply(getVendorsPerGameType, { content: {} }),
  reply(getFavoriteIds, []),
  reply(getGameList, { games: [game('1')], pageNum: 1, totalPages: 1, totalCount: 1 }),
  http.all('*/wps/*', () => HttpResponse.json(failure('request.not.found', 'not found'), { status: 404 })),
);

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(url: string, element: ReactNode, path: string) {
  return renderWithQuery(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await initI18n('EN');
  await loadNamespace('games');
});
afterEach(() => {
  server.resetHandlers();
  clearSession();
});
afterAll(() => {
  server.close();
});

describe('lobby (lobby §2.7)', () => {
  it('lists HOT first, splits SPORTS, starts on HOT and makes a picked category current', async () => {
    renderAt('/m/gameLobby', <LobbyPage />, '/m/gameLobby');
    const menu = await screen.findByTestId('category-menu');
    const items = within(menu).getAllByTestId('category-item');
    expect(items.map((i) => i.dataset.category)).toEqual([
      'HOT',
      'SPORTS',
      'ESPORTS',
      'RNG',
      'COCKFIGHT',
      'LOTT',
    ]);
    expect(items[0]?.getAttribute('aria-current')).toBe('true');
    await userEvent.setup().click(within(menu).getByRole('button', { name: en.games.categories.SPORTS }));
    await waitFor(() => {
      expect(screen.getByTestId('where').textContent).toBe('/m/gameLobby?category=SPORTS');
    });
    expect(
      within(menu).getByRole('button', { name: en.games.categories.SPORTS }).getAttribute('aria-current'),
    ).toBe('true');
    // The sports vendor launches its own lobby: a vendor tile with a bet button.
    const tiles = await screen.findAllByTestId('vendor-tile');
    expect(tiles.map((t) => t.dataset.vendor)).toEqual(['SBO']);
  });
});

describe('lottery launch page (lobby §2.1)', () => {
  it('launches the lottery for a member and replaces itself with the game page', async () => {
    setSession({ token: 'tok-2', id: 8, userName: 'player01', type: 0 });
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    const seen: URL[] = [];
    server.use(
      on(launchGame, ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json(envelope({ content: { game_url: '/play/game?ticket=lotto' } }));
      }),
    );
    renderAt(
      '/m/launchGame?playType=trad&prize_mode=ELOTT&code=VN1&pageBack=home',
      <LaunchGamePage />,
      '/m/launchGame',
    );
    await waitFor(() => {
      expect(replace).toHaveBeenCalledWith('/play/game?ticket=lotto');
    });
    const query = seen[0]?.searchParams;
    expect(query?.get('launchMode')).toBe('LOTT');
    expect(query?.get('lottoPrizeMode')).toBe('Elott');
    expect(query?.get('lottoGameCode')).toBe('VN1');
    expect(query?.get('lottoView')).toBe('betting');
    expect(query?.get('backUrl')).toBe('/m/home');
  });

  it('shows the server message with a retry when the launch fails', async () => {
    setSession({ token: 'tok-3', id: 9, userName: 'player01', type: 0 });
    server.use(
      on(launchGame, () =>
        HttpResponse.json(failure('#734', 'Your previous round is not finished'), { status: 409 }),
      ),
    );
    renderAt(
      '/m/launchGame?playType=trad&prize_mode=LOTT&code=lobby&pageBack=home',
      <LaunchGamePage />,
      '/m/launchGame',
    );
    const error = await screen.findByTestId('launch-error');
    expect(error.textContent).toContain('Your previous round is not finished');
  });
});
