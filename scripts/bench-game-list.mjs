/* global document, window -- evaluated in the page, not in Node */
// `npm run bench:games`: scrolls a game list of at least 1,000 games to its end in Chromium (phone size) and
// reports the most game tiles and DOM nodes the page held at any time, and the time each page took from the
// scroll that asked for it to its tiles being counted. The built app is served by the real server on a
// throwaway database. Not part of `npm test`: it measures, it does not judge.
//
// The demo catalogue has no single list of 1,000 games, so the script copies games of one slots vendor into ITS
// OWN throwaway database until that vendor has BENCH_GAMES games (default 1,000), and says so.
import { chromium } from '@playwright/test';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { findChromium, root } from './lib/ensure.mjs';
import { chromiumArgs, startServer } from './lib/server.mjs';

if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.error('✖ apps/web/dist is missing: run `npm run build` first.');
  process.exit(1);
}

const WANTED = Number(process.env.BENCH_GAMES ?? 1000);
const GAME_TYPE = 'RNG';
const dir = mkdtempSync(join(tmpdir(), 'h5-bench-games-'));
const databasePath = join(dir, 'platform.sqlite');
const env = { DATABASE_PATH: databasePath };

try {
  // 1. A first start creates, migrates and seeds the throwaway database.
  await (await startServer(env)).stop();

  // 2. Pad one slots vendor to WANTED games in that database (never the real one).
  const Database = createRequire(join(root, 'apps/server/package.json'))('better-sqlite3');
  const db = new Database(databasePath);
  const vendorRow = db
    .prepare(
      `select vendor_code as vendor, count(*) as n from games
       where game_type = ? and enabled = 1 group by vendor_code order by n desc limit 1`,
    )
    .get(GAME_TYPE);
  if (!vendorRow) throw new Error(`the demo catalogue has no ${GAME_TYPE} games`);
  const { vendor } = vendorRow;
  const before = vendorRow.n;
  let added = 0;
  if (before < WANTED) {
    const columns = db
      .prepare(
        `select name from pragma_table_info('games') where name not in ('id', 'node_id', 'name_en', 'name_ty', 'sort_order', 'hot_rank')`,
      )
      .all()
      .map((c) => c.name);
    const source = db
      .prepare(
        `select * from games where game_type = ? and vendor_code = ? and enabled = 1 order by sort_order`,
      )
      .all(GAME_TYPE, vendor);
    const maxOrder = db.prepare('select max(sort_order) as m from games').get().m ?? 0;
    const insert = db.prepare(
      `insert into games (node_id, name_en, name_ty, sort_order, hot_rank, ${columns.join(', ')})
       values (@node_id, @name_en, @name_ty, @sort_order, null, ${columns.map((c) => `@${c}`).join(', ')})`,
    );
    db.transaction(() => {
      for (let i = 0; before + added < WANTED; i++) {
        const row = source[i % source.length];
        const copy = Math.floor(i / source.length) + 2;
        insert.run({
          ...row,
          node_id: `bench-${vendor}-${i}`,
          name_en: `${row.name_en} ${copy}`,
          name_ty: row.name_ty === null ? null : `${row.name_ty} ${copy}`,
          sort_order: maxOrder + i + 1,
        });
        added++;
      }
    })();
  }
  db.close();
  console.log(
    added > 0
      ? `Throwaway database: vendor ${vendor} had ${before} ${GAME_TYPE} games; the script added ${added} copies (names suffixed) to reach ${WANTED}.`
      : `Vendor ${vendor} already has ${before} ${GAME_TYPE} games.`,
  );

  // 3. Serve that database and scroll the vendor's list to its end.
  const server = await startServer(env);
  let browser;
  try {
    browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs() });
    const context = await browser.newContext({
      viewport: { width: 412, height: 915 },
      deviceScaleFactor: 2.625,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    // The route's size as the size check counts it: gzip -9 of each JS and CSS file of the build it loaded.
    const files = new Map();
    const dist = join(root, 'apps/web/dist');
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const { pathname } = new URL(response.url());
      const path = join(dist, pathname.slice('/m/'.length));
      if (!pathname.startsWith('/m/') || !existsSync(path)) return;
      files.set(pathname, { type, gzip: gzipSync(readFileSync(path), { level: 9 }).length });
    });
    const url = `${server.url}/m/gameList?gameType=${GAME_TYPE}&vassalage=${encodeURIComponent(vendor)}`;
    const started = Date.now();
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-testid="game-tile"]', { timeout: 30_000 });
    const firstPageMs = Date.now() - started;
    const measure = () =>
      page.evaluate(() => ({
        count: Number(document.querySelector('[data-testid="game-grid"]')?.getAttribute('data-count') ?? 0),
        tiles: document.querySelectorAll('[data-testid="game-tile"]').length,
        nodes: document.getElementsByTagName('*').length,
        done: document.querySelector('[data-testid="games-no-more"]') !== null,
      }));
    let state = await measure();
    let maxTiles = state.tiles;
    let maxNodes = state.nodes;
    const pageTimes = [];
    while (!state.done) {
      const from = state.count;
      const t0 = Date.now();
      // Scroll to the end in steps, as a thumb would, until the next page has arrived.
      for (;;) {
        await page.evaluate(() => window.scrollBy(0, window.innerHeight));
        await page.waitForTimeout(50);
        state = await measure();
        maxTiles = Math.max(maxTiles, state.tiles);
        maxNodes = Math.max(maxNodes, state.nodes);
        if (state.count > from || state.done) break;
        if (Date.now() - t0 > 30_000) throw new Error(`no page after ${from} games within 30 s`);
      }
      if (state.count > from) pageTimes.push(Date.now() - t0);
    }
    const sorted = [...pageTimes].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    const mean = pageTimes.reduce((a, b) => a + b, 0) / (pageTimes.length || 1);
    console.log(`\nGame list ${url.replace(server.url, '')} at 412×915:`);
    console.log(
      `  games loaded          ${state.count} (${Math.ceil(state.count / 26)} pages of 26; ${pageTimes.length} page loads timed)`,
    );
    console.log(`  first page shown      ${firstPageMs} ms after navigation`);
    console.log(
      `  per further page      median ${median} ms, mean ${mean.toFixed(0)} ms, max ${sorted.at(-1) ?? 0} ms`,
    );
    console.log(
      '                        (scroll to tiles counted; the spec throttles loading to once per second)',
    );
    console.log(`  game tiles in the DOM max ${maxTiles} (of ${state.count})`);
    console.log(`  DOM elements          max ${maxNodes}`);
    const sum = (type) =>
      [...files.values()].filter((f) => f.type === type).reduce((a, f) => a + f.gzip, 0) / 1024;
    console.log(
      `  route size            JS ${sum('script').toFixed(1)} KB, CSS ${sum('stylesheet').toFixed(1)} KB (gzip -9, every file loaded)`,
    );
  } finally {
    await browser?.close();
    await server.stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
