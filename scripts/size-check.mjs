// Size check (part of `npm test`): loads /m/home of the built app in Chromium against the real server, records
// every JS and CSS file the page fetches until it is idle, and sums their gzipped sizes (gzip -9 of the
// files in apps/web/dist). Two JS figures are compared with size-budget.json: what the first screen needs
// (`firstRenderJsKB`: the scripts the served page names, its entry and the modulepreloads the server adds for the
// page: what a phone on a slow network waits for, read from the page itself so it does not depend on timing) and
// everything it loaded until idle (`jsKB`: below-the-fold widgets fetched after the first render included). Over
// budget fails.
import { chromium } from '@playwright/test';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { findHeadlessChromium, root } from './lib/ensure.mjs';
import { chromiumArgs, startServer } from './lib/server.mjs';

const budget = JSON.parse(readFileSync(join(root, 'size-budget.json'), 'utf8'));
const dist = join(root, 'apps/web/dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('✖ apps/web/dist is missing: run `npm run build` first.');
  process.exit(1);
}

// The preloads the server names for each landing page (.vite/landing.json) must exist in the build: a file it
// names but the build did not write is a 404 on a phone's first screen (e.g. a chunk that held only CSS).
const landing = JSON.parse(readFileSync(join(dist, '.vite/landing.json'), 'utf8'));
const named = Object.values(landing.pages).flatMap((page) => [...page.js, ...page.css]);
const unwritten = [...new Set(named)].filter((url) => !existsSync(join(dist, url.slice('/m/'.length))));
if (unwritten.length > 0) {
  console.error(`✖ .vite/landing.json names files the build did not write: ${unwritten.join(', ')}`);
  process.exit(1);
}

const server = await startServer();
const files = new Map();
let browser;
try {
  browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: chromiumArgs() });
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    isMobile: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/m/')) return;
    const path = join(dist, pathname.slice('/m/'.length));
    if (!existsSync(path)) return;
    files.set(pathname, {
      type: type === 'script' ? 'js' : 'css',
      gzip: gzipSync(readFileSync(path), { level: 9 }).length,
    });
  });
  const response = await page.goto(`${server.url}/m/home`, { waitUntil: 'networkidle' });
  const html = (await response?.text()) ?? '';
  // The page must have rendered: a size of a broken page means nothing.
  await page.locator('[data-testid="home-page"]').waitFor({ state: 'attached' });
  // What the first screen needs is what the served page names: its entry and the server's modulepreloads.
  for (const [, href] of html.matchAll(
    /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g,
  )) {
    const file = files.get(new URL(href, server.url).pathname);
    if (file) file.firstRender = true;
  }
} finally {
  await browser?.close();
  await server.stop();
}

const total = { js: 0, css: 0, firstRenderJs: 0 };
console.log(
  '\nJS and CSS loaded by /m/home (gzip -9; * = named by the served page: what the first screen needs):',
);
for (const [path, f] of [...files].sort((a, b) => b[1].gzip - a[1].gzip)) {
  total[f.type] += f.gzip;
  if (f.type === 'js' && f.firstRender) total.firstRenderJs += f.gzip;
  const mark = f.firstRender ? '*' : ' ';
  console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(7)} KB ${mark} ${f.type.padEnd(3)}  ${path}`);
}
const kb = (n) => (n / 1024).toFixed(1);
const { jsKB, firstRenderJsKB, cssKB } = budget.homeRoute;
console.log(`  JS before the first render ${kb(total.firstRenderJs)} KB (budget ${firstRenderJsKB} KB)`);
console.log(
  `  JS until idle ${kb(total.js)} KB (budget ${jsKB} KB), CSS ${kb(total.css)} KB (budget ${cssKB} KB)`,
);
if (files.size === 0) {
  console.error('✖ no JS or CSS was recorded: the page did not load');
  process.exit(1);
}
const over = [];
if (total.firstRenderJs / 1024 > firstRenderJsKB) over.push('JS before the first render');
if (total.js / 1024 > jsKB) over.push('JS until idle');
if (total.css / 1024 > cssKB) over.push('CSS');
if (over.length) {
  console.error(`✖ the home route is over budget (${over.join(', ')}); see size-budget.json`);
  process.exit(1);
}
console.log('✔ size budget');
