// Size check (part of `npm test`): loads /m/home of the built app in Chromium against the real server, records
// every JS and CSS file the page fetches until it is idle, and sums their gzipped sizes (gzip -9 of the
// files in apps/web/dist). Compares with size-budget.json; over budget fails.
import { chromium } from '@playwright/test';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { findChromium, root } from './lib/ensure.mjs';
import { chromiumArgs, startServer } from './lib/server.mjs';

const budget = JSON.parse(readFileSync(join(root, 'size-budget.json'), 'utf8'));
const dist = join(root, 'apps/web/dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('✖ apps/web/dist is missing: run `npm run build` first.');
  process.exit(1);
}

const server = await startServer();
const files = new Map();
let browser;
try {
  browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs() });
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
  await page.goto(`${server.url}/m/home`, { waitUntil: 'networkidle' });
} finally {
  await browser?.close();
  await server.stop();
}

const total = { js: 0, css: 0 };
console.log('\nJS and CSS loaded by /m/home (gzip -9):');
for (const [path, f] of [...files].sort((a, b) => b[1].gzip - a[1].gzip)) {
  total[f.type] += f.gzip;
  console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(7)} KB  ${f.type.padEnd(3)}  ${path}`);
}
const kb = (n) => (n / 1024).toFixed(1);
console.log(
  `  total JS ${kb(total.js)} KB (budget ${budget.homeRoute.jsKB} KB), CSS ${kb(total.css)} KB (budget ${budget.homeRoute.cssKB} KB)`,
);
if (files.size === 0) {
  console.error('✖ no JS or CSS was recorded: the page did not load');
  process.exit(1);
}
const over = [];
if (total.js / 1024 > budget.homeRoute.jsKB) over.push('JS');
if (total.css / 1024 > budget.homeRoute.cssKB) over.push('CSS');
if (over.length) {
  console.error(`✖ the home route is over budget (${over.join(', ')}); see size-budget.json`);
  process.exit(1);
}
console.log('✔ size budget');
