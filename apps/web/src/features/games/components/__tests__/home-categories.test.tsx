import { getGameVendors } from '@h5/contract/endpoints/game-vendors.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import { initI18n } from '../../../../lib/i18n/i18n.ts';
import { envelope, failure } from '../../../../test/fixtures.ts';
import { on, reply } from '../../../../test/msw.ts';
import { renderWithQuery } from '../../../../test/render-app.tsx';
import HomeCategories from '../home-categories.tsx';
import SideMenuCategories from '../side-menu-categories.tsx';
import { vendorConfig } from './fixtures.ts';

const server = setupServer(
  http.all('*/wps/*', () => HttpResponse.json(failure('request.not.found', 'not found'), { status: 404 })),
);

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await initI18n('EN');
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});

describe('home category sections (lobby §2.6)', () => {
  it('shows the categories with vendors (not an empty HOT card), vendors leading to their games, a see-all link', async () => {
    server.use(reply(getGameVendors, vendorConfig()));
    renderWithQuery(
      <MemoryRouter>
        <HomeCategories />
      </MemoryRouter>,
    );
    const nav = await screen.findByTestId('home-categories');
    const headings = within(nav)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    // HOT has no vendors (its games are one list): no empty card on home (issue 19).
    expect(headings).toEqual([
      en.games.categories.SPORTS,
      en.games.categories.ESPORTS,
      en.games.categories.RNG,
      en.games.categories.COCKFIGHT,
      en.games.categories.LOTT,
    ]);
    const slots = within(nav).getByRole('region', { name: en.games.categories.RNG });
    expect(
      within(slots)
        .getByRole('link', { name: `${en.games.seeAll} (${en.games.categories.RNG})` })
        .getAttribute('href'),
    ).toBe('/m/gameList?gameType=RNG');
    expect(
      within(slots)
        .getByRole('link', { name: /Vendor PG/ })
        .getAttribute('href'),
    ).toBe('/m/gameList?gameType=RNG&vassalage=PG');
    const lottery = within(nav).getByRole('region', { name: en.games.categories.LOTT });
    expect(within(lottery).getAllByRole('link')[0]?.getAttribute('href')).toBe('/m/lottery');
  });

  it('offers a retry when the vendor configuration fails', async () => {
    let calls = 0;
    server.use(
      on(getGameVendors, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(failure('function.not.available', 'Unavailable'), { status: 400 })
          : HttpResponse.json(envelope(vendorConfig()));
      }),
    );
    renderWithQuery(
      <MemoryRouter>
        <HomeCategories />
      </MemoryRouter>,
    );
    const error = await screen.findByTestId('home-categories-error');
    await userEvent.setup().click(within(error).getByRole('button', { name: en.common.retry }));
    expect(await screen.findByTestId('home-categories')).toBeTruthy();
  });
});

describe('side-menu categories (lobby §2.5)', () => {
  it('lists HOT while loading, then every category; a tap tells the menu to close', async () => {
    server.use(reply(getGameVendors, vendorConfig()));
    let closed = 0;
    renderWithQuery(
      <MemoryRouter>
        <SideMenuCategories onNavigate={() => (closed += 1)} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual([en.games.categories.HOT]);
    await screen.findByRole('link', { name: en.games.categories.COCKFIGHT });
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/m/gameList?gameType=HOT',
      '/m/gameList?gameType=SPORTS',
      '/m/gameList?gameType=ESPORTS',
      '/m/gameList?gameType=RNG',
      '/m/gameList?gameType=COCKFIGHT',
      '/m/lottery',
    ]);
    await userEvent.setup().click(links[3] as HTMLElement);
    expect(closed).toBe(1);
  });
});
