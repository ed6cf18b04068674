// `npm run bench:web`: Lighthouse (mobile default: slow 4G, 4x CPU slowdown) on /m/home of the built app,
// served by the real server on a throwaway database. Prints score, LCP, TBT, CLS and bytes. Not part of
// `npm test`: it measures, it does not judge. Runs RUNS times (default 3) and prints each run and the median.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findChromium, root } from './lib/ensure.mjs';
import { chromiumArgs, startServer } from './lib/server.mjs';

if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.error('✖ apps/web/dist is missing: run `npm run build` first.');
  process.exit(1);
}
const runs = Number(process.env.RUNS ?? 3);
const path = process.env.BENCH_PATH ?? '/m/home';
const server = await startServer();
const results = [];
try {
  for (let i = 0; i < runs; i++) {
    const result = await runOnce(`${server.url}${path}`).catch(async (error) => {
      // About one Lighthouse run in ten fails with NO_NAVSTART on these machines (stack-notes.md): retry once.
      console.warn(`  run ${i + 1} failed (${error.message}); retrying once`);
      return runOnce(`${server.url}${path}`);
    });
    results.push(result);
    console.log(`  run ${i + 1}: ${format(result)}`);
  }
} finally {
  await server.stop();
}
const median = (key) => results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
const summary = Object.fromEntries(Object.keys(results[0]).map((k) => [k, median(k)]));
console.log(`\nLighthouse mobile, ${path}, median of ${results.length}: ${format(summary)}`);

async function runOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...chromiumArgs()],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.code);
    if (process.env.LH_DETAILS) {
      for (const id of ['layout-shifts', 'largest-contentful-paint-element']) {
        for (const item of lhr.audits[id]?.details?.items ?? [])
          console.log(`  ${id}: ${JSON.stringify(item).slice(0, 400)}`);
      }
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcpMs: Math.round(audit('first-contentful-paint')),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      bytes: Math.round(audit('total-byte-weight')),
    };
  } finally {
    await chrome.kill();
  }
}

function format(r) {
  return `score ${r.score}, FCP ${r.fcpMs} ms, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}, ${(r.bytes / 1024).toFixed(1)} KB transferred`;
}
