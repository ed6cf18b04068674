import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { DEMO, MERCHANT, createMember } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test, text } from '../support/fixtures.ts';

const api = { Merchant: MERCHANT, Language: 'TY' } as const;

/** The game pages' own (lazily loaded) texts. */
type GamesTexts = { game_name: string; filter: { title: string } };
const gamesText = (file: string) =>
  JSON.parse(
    readFileSync(new URL(`../../apps/web/src/locales/games/${file}`, import.meta.url), 'utf8'),
  ) as GamesTexts;
const gamesTy = gamesText('tl.json');
const gamesEn = gamesText('en.json');

interface ApiGame {
  nodeId: string;
  gameName: string;
  vassalage: string;
  minBet: number;
}

/** One page of the real game list, as the app asks for it. */
async function gameListPage(
  request: APIRequestContext,
  query: Record<string, string>,
): Promise<{ games: ApiGame[]; totalPages: number; totalCount: number }> {
  const res = await request.get('/wps/relay/GCSGAME_gameList', {
    headers: api,
    params: { merchant: MERCHANT, clientType: '2', platform: 'html5', pageSize: '26', ...query },
  });
  const body = (await res.json()) as {
    success: boolean;
    value: { games: ApiGame[]; totalPages: number; totalCount: number };
  };
  if (!body.success) throw new Error(`gameList: ${JSON.stringify(body)}`);
  return body.value;
}

async function login(page: Page, username: string, password: string) {
  await page.goto('/m/login');
  await page.locator('#login-username-input').fill(username);
  await page.locator('#login-password-input').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** Game names of the tiles in the DOM (the virtual grid renders only the rows near the viewport). */
async function tileNames(page: Page): Promise<string[]> {
  return page.locator('[data-testid="game-tile"] .game-tile__name').allTextContents();
}

const grid = (page: Page) => page.getByTestId('game-grid');

test.describe('lobby and game list', () => {
  test('browse categories: HOT first, SPORTS split into e-sports after it and cockfight after slots', async ({
    page,
  }) => {
    await page.goto('/m/gameLobby');
    const items = page.getByTestId('category-item');
    await expect(items.first()).toHaveAttribute('data-category', 'HOT');
    await expect(items.first()).toHaveAttribute('aria-current', 'true');
    const order = await items.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-category')));
    expect(order).toContain('ESPORTS');
    expect(order.indexOf('ESPORTS')).toBe(order.indexOf('SPORTS') + 1);
    expect(order.indexOf('COCKFIGHT')).toBe(order.indexOf('RNG') + 1);
    await expect(grid(page)).toBeVisible();

    await page
      .getByTestId('category-menu')
      .getByRole('button', { name: text('TY', 'games.categories.FISH') })
      .click();
    await expect(page).toHaveURL(/category=FISH/);
    await expect(page.locator('[data-category="FISH"]')).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { name: text('TY', 'games.categories.FISH') })).toBeVisible();
    await expect(page.getByTestId('game-tile').first()).toBeVisible();

    // Sports vendors launch their own lobby: shown as vendor tiles with a bet button.
    await page
      .getByTestId('category-menu')
      .getByRole('button', { name: text('TY', 'games.categories.SPORTS'), exact: true })
      .click();
    await expect(page.getByTestId('vendor-tile').first()).toBeVisible();
  });

  test('search, vendor filter and minimum bet give what the server has', async ({ page, request }) => {
    const first = await gameListPage(request, { gameType: 'RNG', gameClassify: 'NEW', pageNo: '1' });
    const sample = first.games[0];
    if (!sample) throw new Error('no new slots in the demo catalogue');
    const term = sample.gameName.split(/\s+/)[0] ?? sample.gameName;

    await page.goto('/m/gameList?gameType=RNG');
    await expect(grid(page)).toBeVisible();
    const search = page.getByRole('searchbox');
    await expect(search).toHaveAttribute('placeholder', gamesTy.game_name);
    await search.fill(term.toUpperCase());
    await search.press('Enter');
    const expected = await gameListPage(request, {
      gameType: 'RNG',
      gameClassify: 'NEW',
      gameName: term,
      pageNo: '1',
    });
    await expect(grid(page)).toHaveAttribute('data-count', String(Math.min(expected.totalCount, 26)));
    for (const name of await tileNames(page)) expect(name.toLowerCase()).toContain(term.toLowerCase());

    // Vendor filter from the filter panel, with a minimum bet (slots only).
    await search.fill('');
    await search.press('Enter');
    await page.getByTestId('filter-open').click();
    const panel = page.getByTestId('filter-panel');
    await expect(panel.getByRole('heading', { name: gamesTy.filter.title })).toBeVisible();
    const vendors = await panel
      .getByTestId('filter-vendor')
      .evaluateAll((b) => b.map((x) => x.dataset.vendor));
    expect(vendors).not.toContain('TF');
    expect(vendors).not.toContain('DS88');
    const vendor = sample.vassalage;
    await panel.locator(`[data-testid="filter-vendor"][data-vendor="${vendor}"]`).click();
    await panel.locator('[data-testid="filter-min-bet"][data-value="0.05"]').click();
    await panel.getByTestId('filter-submit').click();
    const filtered = await gameListPage(request, {
      gameType: 'RNG',
      gameClassify: 'ALL',
      vassalage: vendor,
      minBet: '0.05',
      pageNo: '1',
    });
    await expect(page.getByTestId('vendor-filter')).toBeVisible();
    await expect(grid(page)).toHaveAttribute('data-count', String(Math.min(filtered.totalCount, 26)));
    const names = await tileNames(page);
    expect(names.length).toBeGreaterThan(0);
    const allowed = new Set(filtered.games.map((g) => g.gameName));
    for (const name of names) expect(allowed.has(name), name).toBe(true);
  });

  test('endless scroll: pages append while the number of rendered tiles stays bounded', async ({
    page,
    request,
  }) => {
    // The vendor with the most slots: its list (vendor filter, classify ALL) spans several pages.
    const all = await gameListPage(request, {
      gameType: 'RNG',
      gameClassify: 'ALL',
      pageNo: '1',
      pageSize: '999',
    });
    const counts = new Map<string, number>();
    for (const g of all.games) counts.set(g.vassalage, (counts.get(g.vassalage) ?? 0) + 1);
    const [vendor, total] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    expect(total, 'a vendor with three pages of slots').toBeGreaterThan(52);

    await page.goto(`/m/gameList?gameType=RNG&vassalage=${vendor}`);
    // The first page does not reach 500 px below a tall phone screen, so the second may follow at once.
    await expect(grid(page)).toHaveAttribute('data-count', /^(26|52)$/);
    let maxTiles = 0;
    // Scroll on until the end of the list shows, counting the tiles in the page after every turn of the wheel.
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 800);
        maxTiles = Math.max(maxTiles, await page.getByTestId('game-tile').count());
        return page.getByTestId('games-no-more').isVisible();
      })
      .toBe(true);
    await expect(grid(page)).toHaveAttribute('data-count', String(total));
    // A 915 px viewport shows about 7 rows of 3; with 3 rows of overscan each way the DOM holds at most ~13 rows.
    expect(maxTiles).toBeLessThanOrEqual(45);
    expect(maxTiles).toBeLessThan(total);
  });
});

test.describe('language', () => {
  test('switching to English reloads the list with English names and the English texts', async ({
    page,
    request,
  }) => {
    const en = (await gameListPage(request, { gameType: 'FISH', gameClassify: 'ALL', pageNo: '1' }))
      .games as (ApiGame & {
      gameNameEn: string;
      gameNameTy: string;
    })[];
    expect(en[0]?.gameNameEn, 'a FISH game with a Filipino name').not.toBe(en[0]?.gameNameTy);
    await page.goto('/m/gameList?gameType=FISH');
    await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', gamesTy.game_name);
    await expect(page.locator('[data-testid="game-tile"] .game-tile__name').first()).toHaveText(
      en[0]?.gameNameTy ?? '',
    );
    const asked = page.waitForRequest(
      (r) => r.url().includes('GCSGAME_gameList') && r.url().includes('language=EN'),
    );
    await page.getByTestId('language-picker').click();
    await page.getByTestId('language-option-EN').click();
    await asked;
    await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', gamesEn.game_name);
    await expect(page.locator('[data-testid="game-tile"] .game-tile__name').first()).toHaveText(
      en[0]?.gameNameEn ?? '',
    );
  });
});

test.describe('favourites', () => {
  test('a visitor tapping a heart, favourites or recents goes to the login page', async ({ page }) => {
    await page.goto('/m/gameList?gameType=FISH');
    await page.getByTestId('game-fav').first().click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goto('/m/gameList?gameType=FISH');
    await page.getByTestId('tab-recent').click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('a member adds a favourite, finds it under the favourites tab, and removing it there makes it disappear', async ({
    page,
    request,
  }) => {
    const member = await createMember(request);
    await login(page, member.username, member.password);
    await page.goto('/m/gameList?gameType=FISH');
    const tile = page.getByTestId('game-tile').first();
    const name = (await tile.locator('.game-tile__name').textContent()) ?? '';
    const heart = tile.getByTestId('game-fav');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.getByTestId('tab-fav').click();
    await expect(grid(page)).toHaveAttribute('data-count', '1');
    const favTile = page.getByTestId('game-tile');
    await expect(favTile.locator('.game-tile__name')).toHaveText(name);
    await favTile.getByTestId('game-fav').click();
    await expect(page.getByTestId('games-empty')).toBeVisible();

    // The removal reached the server: a reload shows no favourites.
    await page.reload();
    await page.getByTestId('tab-fav').click();
    await expect(page.getByTestId('games-empty')).toBeVisible();
  });
});

test.describe('launch', () => {
  test('a player launches a slot, bets, and sees the new balance in the header after coming back', async ({
    page,
  }) => {
    // A free-play account plays on its own demo wallet, so no other scenario's balance moves.
    await page.goto('/m/login');
    await page.getByTestId('login-test-play').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    // The header shows the balance on home (lobby §2.3).
    const header = page.getByTestId('header-balance');
    await expect(header).toHaveText(/\d\.\d\d$/);
    const before = await header.textContent();
    await page.goto('/m/gameList?gameType=RNG');

    const tile = page.getByTestId('game-tile').first();
    const name = (await tile.locator('.game-tile__name').textContent()) ?? '';
    await tile.locator('.game-tile__play').click();
    // The game page drops the ticket from its address once its first state call has answered.
    await expect(page).toHaveURL(/\/play\/game$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const balance = page.locator('#balance');
    await expect(balance).toHaveText(before ?? '');
    await page.locator('#stake').fill('10');
    await page.locator('#bet').click();
    await expect(page.locator('#message')).not.toBeEmpty();
    await expect(balance).not.toHaveText(before ?? '');
    const after = (await balance.textContent()) ?? '';

    await page.locator('a.back').click();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG$/);
    // The launch recorded the game: it heads the recent tab.
    await page.getByTestId('tab-recent').click();
    await expect(page.getByTestId('game-tile').first().locator('.game-tile__name')).toHaveText(name);
    // Back (no in-app history after the game page) leads home, whose header shows the new balance.
    await page.getByRole('button', { name: text('TY', 'common.back') }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(header).toHaveText(after);
  });
});

test.describe('lottery', () => {
  test('the lottery launch page sends a visitor to login and opens the lottery lobby for a member', async ({
    page,
  }) => {
    await page.goto('/m/launchGame?playType=trad&prize_mode=ELOTT&code=lobby&pageBack=home');
    await expect(page).toHaveURL(/\/m\/login$/);
    await login(page, DEMO.player, DEMO.password);
    await page.goto('/m/lottery');
    await page.getByTestId('lottery-lobby').click();
    await expect(page).toHaveURL(/\/play\/game$/);
    await expect(page.locator('#drawn')).toBeVisible();
  });
});

// One analysis per scenario: axe over a page of game tiles is the heaviest work of the suite on two cores.
test.describe('accessibility', () => {
  test('the lobby has no serious axe violations', async ({ page }) => {
    await page.goto('/m/gameLobby');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    expect(await seriousViolations(page, ['[data-testid="lobby-page"]'])).toEqual([]);
  });

  test('the game list has no serious axe violations', async ({ page }) => {
    await page.goto('/m/gameList?gameType=RNG');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    expect(await seriousViolations(page, ['[data-testid="game-list-page"]'])).toEqual([]);
  });

  test('the filter panel has no serious axe violations', async ({ page }) => {
    await page.goto('/m/gameList?gameType=RNG');
    await page.getByTestId('filter-open').click();
    await expect(page.getByTestId('filter-panel')).toBeVisible();
    expect(await seriousViolations(page, ['[data-testid="filter-panel"]'])).toEqual([]);
  });
});
