// `npm run bench:rest`: what /m/home costs at rest, once everything has loaded and nobody touches it (the jackpot,
// the marquee, the tickers keep moving): main-thread time, style recalculations and layouts over SECONDS (default
// 10) of a DevTools trace, for the guest home and the home signed in as the demo member, median of RUNS (default
// 3). The built app (`npm run build`; WEB_DIST names another build) is served by the real server on a throwaway
// database, in Chromium's headless shell at a Pixel-like size, without CPU throttling unless CPU_THROTTLE=4 (a
// slowdown factor) is given. The announcement popup is closed first, as a visitor would. REDUCED_MOTION=1 emulates
// prefers-reduced-motion; SCROLLED=1 measures with the page scrolled to its end (the top widgets off screen);
// DETAILS=1 prints, for the last run, what started the tasks and what invalidated style. Not part of `npm test`:
// it measures, it does not judge (the goal is printed beside the figures).
import puppeteer from 'puppeteer-core';
import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { measureAtRest } from './lib/at-rest.mjs';
import { findHeadlessChromium, root } from './lib/ensure.mjs';
import { chromiumArgs, startServer } from './lib/server.mjs';

const dist = process.env.WEB_DIST
  ? isAbsolute(process.env.WEB_DIST)
    ? process.env.WEB_DIST
    : join(root, process.env.WEB_DIST)
  : join(root, 'apps/web/dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`✖ ${dist} has no index.html: run \`npm run build\` first.`);
  process.exit(1);
}
const RUNS = Number(process.env.RUNS ?? 3);
const SECONDS = Number(process.env.SECONDS ?? 10);
const CPU_THROTTLE = Number(process.env.CPU_THROTTLE ?? 1);
const REDUCED_MOTION = process.env.REDUCED_MOTION === '1';
const SCROLLED = process.env.SCROLLED === '1';
const DETAILS = process.env.DETAILS === '1';
/** The performance issue's goal: at most 0.1 s of main-thread work per 10 s at rest. */
const GOAL_MS_PER_10S = 100;
/** How long the page settles after the network went idle, before the trace starts. */
const SETTLE_MS = 3_000;
const DEMO_MEMBER = { username: 'player01', password: 'demo1234' };
/** A Pixel 7's screen in CSS pixels, and an Android user agent (the download prompts read it). */
const VIEWPORT = { width: 412, height: 915, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true };
const USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

const SCENARIOS = [
  { id: 'guest', label: '/m/home (guest)' },
  { id: 'member', label: '/m/home (member player01)', member: true },
];

const executablePath = findHeadlessChromium();
if (!executablePath) {
  console.error('✖ no Chromium found (apt-get install chromium-headless-shell, or set CHROME_PATH).');
  process.exit(1);
}
const server = await startServer({ WEB_DIST: dist });
const summaries = [];
try {
  for (const scenario of SCENARIOS) {
    console.log(`\n${scenario.label}`);
    const results = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await runOnce(scenario, DETAILS && i === RUNS - 1);
      results.push(result);
      console.log(`  run ${i + 1}: ${format(result)}`);
      if (result.details) printDetails(result.details);
    }
    summaries.push({ scenario, median: medianOf(results) });
  }
} finally {
  await server.stop();
}

const conditions = [
  CPU_THROTTLE > 1 ? `CPU throttled ${CPU_THROTTLE}×` : 'no CPU throttling',
  REDUCED_MOTION ? 'prefers-reduced-motion: reduce' : null,
  SCROLLED ? 'scrolled to the end' : null,
]
  .filter(Boolean)
  .join(', ');
console.log(
  `\nAt rest, ${SECONDS} s trace, median of ${RUNS} (${conditions}; goal ≤ ${GOAL_MS_PER_10S} ms per 10 s)`,
);
console.log('| page | main thread ms / 10 s | style recalcs | layouts | tasks > 50 ms | meets goal |');
console.log('|---|---|---|---|---|---|');
for (const { scenario, median: m } of summaries) {
  const per10s = (m.mainThreadMs * 10) / SECONDS;
  console.log(
    `| ${scenario.label} | ${per10s.toFixed(1)} | ${m.styleRecalcs} | ${m.layouts} | ${m.tasksOver50ms} | ` +
      `${per10s <= GOAL_MS_PER_10S ? 'yes' : 'NO'} |`,
  );
}

async function runOnce(scenario, details) {
  const browser = await puppeteer.launch({
    executablePath,
    args: chromiumArgs(),
    defaultViewport: VIEWPORT,
  });
  try {
    const page = await browser.newPage();
    await page.setUserAgent(USER_AGENT);
    if (REDUCED_MOTION) {
      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    }
    if (scenario.member) await signIn(page);
    else await page.goto(`${server.url}/m/home`, { waitUntil: 'networkidle0' });
    await closePopup(page);
    if (SCROLLED) {
      // A string: the function runs in the page, whose globals this file's lint does not know.
      await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    }
    await page.waitForNetworkIdle({ idleTime: 500 });
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    if (CPU_THROTTLE > 1) await page.emulateCPUThrottling(CPU_THROTTLE);
    return await measureAtRest(page, { seconds: SECONDS, details });
  } finally {
    await browser.close();
  }
}

/** Signs the demo member in through the login page, which then lands on home. */
async function signIn(page) {
  await page.goto(`${server.url}/m/login`, { waitUntil: 'networkidle0' });
  await page.locator('#login-username-input').fill(DEMO_MEMBER.username);
  await page.locator('#login-password-input').fill(DEMO_MEMBER.password);
  await page.locator('[data-testid="login-submit"]').click();
  await page.waitForSelector('[data-testid="home-account"]');
  await page.waitForNetworkIdle({ idleTime: 500 });
}

/** The announcement popup opens for a new visitor (lobby spec §2.10); closed, as a visitor would. */
async function closePopup(page) {
  const popup = await page
    .waitForSelector('[data-testid="announcement-popup"]', { timeout: 3_000 })
    .catch(() => null);
  if (!popup) return;
  await page.locator('[data-testid="announcement-popup"] [data-testid="dialog-close"]').click();
  await page.waitForSelector('[data-testid="announcement-popup"]', { hidden: true });
}

function medianOf(results) {
  const mid = Math.floor(results.length / 2);
  const keys = ['mainThreadMs', 'styleRecalcs', 'layouts', 'tasksOver50ms'];
  return Object.fromEntries(keys.map((k) => [k, results.map((r) => r[k]).sort((a, b) => a - b)[mid]]));
}

function format(r) {
  return (
    `${r.mainThreadMs} ms main thread, ${r.styleRecalcs} style recalcs, ${r.layouts} layouts, ` +
    `${r.tasksOver50ms} tasks > 50 ms`
  );
}

function printDetails({ framesPresented, tasks, invalidations }) {
  console.log(`    compositor frames presented: ${framesPresented}`);
  console.log('    tasks by what started them (count, ms):');
  for (const t of tasks) console.log(`      ${t.count}× ${t.ms} ms  ${t.cause}`);
  console.log('    style invalidations (count):');
  for (const i of invalidations) console.log(`      ${i.n}× ${i.where}`);
}
