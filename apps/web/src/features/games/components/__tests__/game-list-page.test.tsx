import { getGameList } from '@h5/contract/endpoints/game-catalogue.ts';
import { getFavoriteIds, getFavoriteList, removeFavorite } from '@h5/contract/endpoints/game-favourites.ts';
import { launchGame } from '@h5/contract/endpoints/game-launch.ts';
import { getGameVendors, getVendorsPerGameType } from '@h5/contract/endpoints/game-vendors.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import gamesEn from '../../../../locales/games/en.json';
import { initI18n, loadNamespace } from '../../../../lib/i18n/i18n.ts';
import { clearSession, setSession } from '../../../../lib/session/session-store.ts';
import { envelope, failure } from '../../../../test/fixtures.ts';
import { on, reply } from '../../../../test/msw.ts';
import { renderWithQuery } from '../../../../test/render-app.tsx';
import GameListPage from '../game-list-page.tsx';
import { game, vendorConfig } from './fixtures.ts';

const server = setupServer(
  reply(getGameVendors, vendorConfig()),
  reply(getVendorsPerGameType, { content: {} }),
  reply(getFavoriteIds, []),
  http.all('*/wps/*', () => HttpResponse.json(failure('request.not.found', 'not found'), { status: 404 })),
);

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(url: string): ReturnType<typeof renderWithQuery> {
  const ui: ReactNode = (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/m/gameList" element={<GameListPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>
  );
  return renderWithQuery(ui);
}

const page = (nodeIds: string[], pageNum = 1, totalPages = 1) =>
  envelope({ games: nodeIds.map((id) => game(id)), pageNum, totalPages, totalCount: nodeIds.length });

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

function member() {
  setSession({ token: 'tok-1', id: 7, userName: 'player01', type: 0 });
}

describe('game list page (lobby §2.8, §4)', () => {
  it('asks for the category with classify NEW for slots on the All tab, page 1 of 26, language without a search', async () => {
    const seen: URL[] = [];
    server.use(
      on(getGameList, ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json(page(['1', '2', '3']));
      }),
    );
    renderAt('/m/gameList?gameType=RNG');
    await screen.findByTestId('game-grid');
    const first = seen[0];
    expect(first?.searchParams.get('gameType')).toBe('RNG');
    expect(first?.searchParams.get('gameClassify')).toBe('NEW');
    expect(first?.searchParams.get('pageNo')).toBe('1');
    expect(first?.searchParams.get('pageSize')).toBe('26');
    expect(first?.searchParams.get('clientType')).toBe('2');
    expect(first?.searchParams.get('platform')).toBe('html5');
    expect(first?.searchParams.get('language')).toBe('EN');
    expect(first?.searchParams.has('gameName')).toBe(false);
    expect(screen.getByRole('searchbox').getAttribute('placeholder')).toBe(gamesEn.game_name);
  });

  it('runs the search on Enter: gameName sent, language left out (platform-api §12 #1)', async () => {
    const seen: URL[] = [];
    server.use(
      on(getGameList, ({ request }) => {
        const url = new URL(request.url);
        seen.push(url);
        return HttpResponse.json(url.searchParams.get('gameName') ? page([]) : page(['1']));
      }),
    );
    renderAt('/m/gameList?gameType=LIVE');
    await screen.findByTestId('game-grid');
    await userEvent.setup().type(screen.getByRole('searchbox'), 'dragon{Enter}');
    await screen.findByTestId('games-empty');
    const last = seen.at(-1);
    expect(last?.searchParams.get('gameName')).toBe('dragon');
    expect(last?.searchParams.has('language')).toBe(false);
    expect(last?.searchParams.get('gameClassify')).toBe('ALL');
    expect(screen.getByTestId('games-empty').textContent).toContain(gamesEn.noGames);
  });

  it('sends a visitor opening favourites or recents to the login page', async () => {
    server.use(on(getGameList, () => HttpResponse.json(page(['1']))));
    renderAt('/m/gameList?gameType=RNG');
    await screen.findByTestId('game-grid');
    await userEvent.setup().click(screen.getByRole('tab', { name: gamesEn.tabs.fav }));
    await waitFor(() => {
      expect(screen.getByTestId('where').textContent).toBe('/m/login');
    });
  });

  it('replaces the tab with a vendor filter and clears it when the vendor is tapped again', async () => {
    const seen: URL[] = [];
    server.use(
      on(getGameList, ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json(page(['1']));
      }),
    );
    renderAt('/m/gameList?gameType=RNG');
    await screen.findByTestId('game-grid');
    const user = userEvent.setup();
    const carousel = await screen.findByTestId('vendor-carousel');
    const jdb = within(carousel).getByRole('button', { name: /Vendor JDB/ });
    await user.click(jdb);
    await waitFor(() => {
      expect(seen.at(-1)?.searchParams.get('vassalage')).toBe('JDB');
    });
    expect(seen.at(-1)?.searchParams.get('gameClassify')).toBe('ALL');
    expect(screen.getAllByRole('tab').every((tab) => tab.getAttribute('aria-selected') === 'false')).toBe(
      true,
    );
    await user.click(jdb);
    await waitFor(() => {
      expect(screen.getByRole('tab', { name: gamesEn.tabs.all }).getAttribute('aria-selected')).toBe('true');
    });
    // The All list starts again from page 1 (lobby §4: a tab change reloads).
    await waitFor(() => {
      expect(seen.at(-1)?.searchParams.has('vassalage')).toBe(false);
    });
    expect(seen.at(-1)?.searchParams.get('pageNo')).toBe('1');
  });

  it("keeps the vendor carousel's place while the vendors load, so the list does not move (issue 11, CLS)", async () => {
    let answer: (() => void) | undefined;
    server.use(
      on(getGameVendors, async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json(envelope(vendorConfig()));
      }),
      on(getGameList, () => HttpResponse.json(page(['1']))),
    );
    const { container } = renderAt('/m/gameList?gameType=RNG');
    await waitFor(() => {
      expect(answer).toBeDefined();
    });
    const placeholder = container.querySelector('.vendor-carousel--loading');
    expect(placeholder).not.toBeNull();
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
    answer?.();
    expect(await screen.findByTestId('vendor-carousel')).toBeTruthy();
    expect(container.querySelector('.vendor-carousel--loading')).toBeNull();
  });

  it('leaves e-sports and cockfight vendors out of the filter', async () => {
    server.use(on(getGameList, () => HttpResponse.json(page(['1']))));
    renderAt('/m/gameList?gameType=SPORTS');
    await screen.findByTestId('game-grid');
    await userEvent.setup().click(screen.getByTestId('filter-open'));
    const panel = await screen.findByTestId('filter-panel');
    expect(within(panel).getByRole('heading', { name: gamesEn.filter.title })).toBeTruthy();
    const vendors = within(panel)
      .getAllByTestId('filter-vendor')
      .map((b) => b.dataset.vendor);
    expect(vendors).toEqual(['SBO']);
    // Not slots: no game-type or minimum-bet choice.
    expect(within(panel).queryByText(gamesEn.filter.minBet)).toBeNull();
  });

  it('filters slots by minimum bet and game type on submit; reset clears the choice', async () => {
    const seen: URL[] = [];
    server.use(
      on(getGameList, ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json(page(['1']));
      }),
    );
    renderAt('/m/gameList?gameType=RNG');
    await screen.findByTestId('game-grid');
    // antd-mobile's sheet animates in with pointer events off; happy-dom runs no animation.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(screen.getByTestId('filter-open'));
    const panel = await screen.findByTestId('filter-panel');
    const bets = within(panel)
      .getAllByTestId('filter-min-bet')
      .map((b) => b.textContent);
    expect(bets).toEqual([gamesEn.filter.minBetAll, '0.01', '0.05', '0.1', '0.5', '0.75']);
    await user.click(within(panel).getByRole('button', { name: '0.1' }));
    await user.click(within(panel).getByRole('button', { name: 'Megaways' }));
    await user.click(within(panel).getByTestId('filter-submit'));
    await waitFor(() => {
      expect(seen.at(-1)?.searchParams.get('minBet')).toBe('0.1');
    });
    expect(seen.at(-1)?.searchParams.get('gameClassify')).toBe('MEGAWAYS');

    await user.click(screen.getByTestId('filter-open'));
    const again = await screen.findByTestId('filter-panel');
    await user.click(within(again).getByTestId('filter-reset'));
    await user.click(within(again).getByTestId('filter-submit'));
    await waitFor(() => {
      expect(seen.at(-1)?.searchParams.has('minBet')).toBe(false);
    });
    expect(seen.at(-1)?.searchParams.get('gameClassify')).toBe('NEW');
  });

  it('shows "loading failed, click to retry" and loads again on retry', async () => {
    let calls = 0;
    server.use(
      on(getGameList, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(failure('function.not.available', 'Under maintenance'), { status: 400 })
          : HttpResponse.json(page(['1']));
      }),
    );
    renderAt('/m/gameList?gameType=FISH');
    const error = await screen.findByTestId('games-error');
    expect(error.textContent).toContain('Under maintenance');
    await userEvent.setup().click(within(error).getByRole('button'));
    await screen.findByTestId('game-grid');
  });

  it('member favourites view: a removed game disappears at once and the removal is sent', async () => {
    member();
    const removed: URL[] = [];
    server.use(
      on(getGameList, () => HttpResponse.json(page(['1', '2']))),
      reply(getFavoriteIds, ['1', '2']),
      reply(getFavoriteList, { content: [game('1'), game('2')], pageNum: 1, totalPages: 1, totalCount: 2 }),
      on(removeFavorite, ({ request }) => {
        removed.push(new URL(request.url));
        return HttpResponse.json(envelope(null));
      }),
    );
    renderAt('/m/gameList?gameType=RNG');
    await screen.findByTestId('game-grid');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: gamesEn.tabs.fav }));
    await waitFor(() => {
      expect(screen.getByTestId('game-grid').dataset.count).toBe('2');
    });
    // The window virtualiser reads window.innerHeight, which happy-dom has: the first rows render.
    const tiles = await screen.findAllByTestId('game-tile');
    const heart = within(tiles[0] as HTMLElement).getByTestId('game-fav');
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await user.click(heart);
    await waitFor(() => {
      expect(screen.getByTestId('game-grid').dataset.count).toBe('1');
    });
    await waitFor(() => {
      expect(removed).toHaveLength(1);
    });
    expect(removed[0]?.searchParams.get('nodeId')).toBe('1');
    expect(removed[0]?.searchParams.get('vendor')).toBe('PG');
  });

  it('a visitor tapping a game or its heart goes to the login page', async () => {
    server.use(on(getGameList, () => HttpResponse.json(page(['1', '2']))));
    renderAt('/m/gameList?gameType=RNG');
    const [tile] = await screen.findAllByTestId('game-tile');
    await userEvent.setup().click(within(tile as HTMLElement).getByTestId('game-fav'));
    await waitFor(() => {
      expect(screen.getByTestId('where').textContent).toBe('/m/login');
    });
  });

  it('a member tapping a game launches it and opens the answered game page', async () => {
    member();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const launches: URL[] = [];
    server.use(
      on(getGameList, () => HttpResponse.json(page(['1', '2']))),
      on(launchGame, ({ request }) => {
        launches.push(new URL(request.url));
        return HttpResponse.json(envelope({ content: { game_url: '/play/game?ticket=abc' } }));
      }),
    );
    renderAt('/m/gameList?gameType=RNG');
    const [tile] = await screen.findAllByTestId('game-tile');
    await userEvent.setup().click(within(tile as HTMLElement).getByRole('button', { name: /^Game 1 / }));
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith('/play/game?ticket=abc');
    });
    const query = launches[0]?.searchParams;
    expect(query?.get('launchMode')).toBe('GLS');
    expect(query?.get('nodeId')).toBe('1');
    expect(query?.get('vassalage')).toBe('PG');
    expect(query?.get('accountType')).toBe('1');
    expect(query?.get('backUrl')).toBe('/m/gameList?gameType=RNG');
  });
});
