// `npm test`: installs what is missing (dependencies; Debian's Chromium and PostgreSQL when root), then runs every
// check.
// Every step runs even when an earlier one failed (except those that need the build), so one run shows
// all problems. Ends with one line `tests: N passed, N failed` counting Vitest and Playwright tests.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureDependencies, root, run } from './lib/ensure.mjs';
import { ensurePostgres } from './lib/postgres.mjs';

ensureDependencies();
ensureChromium();
// Without it (not installed, not root) the server suite runs on SQLite only; ensurePostgres says how to install it.
const postgres = ensurePostgres();

const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [
  { name: 'format', args: ['run', 'format:check'] },
  { name: 'lint', args: ['run', 'lint'] },
  { name: 'typecheck', args: ['run', 'typecheck'] },
  {
    name: 'unit and server tests (vitest)',
    args: [
      'run',
      'test:unit',
      '--',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${join(reports, 'vitest.json')}`,
    ],
  },
  {
    // The same server suite again on PostgreSQL (DATABASE_URL), in a throwaway cluster (scripts/test-postgres.mjs).
    name: 'server tests on PostgreSQL (vitest)',
    args: [
      'run',
      'test:postgres',
      '--',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${join(reports, 'vitest-postgres.json')}`,
    ],
    skip: postgres ? undefined : 'PostgreSQL is not installed',
  },
  { name: 'build', args: ['run', 'build'] },
  { name: 'size budget', args: ['run', 'size'], needs: 'build' },
  { name: 'end-to-end (playwright)', args: ['run', 'test:e2e'], needs: 'build' },
];

const outcome = new Map();
const started = Date.now();
for (const step of steps) {
  if (step.needs && outcome.get(step.needs) !== 'passed') {
    outcome.set(step.name, 'skipped');
    continue;
  }
  if (step.skip) {
    console.log(`\n━━ ${step.name}: skipped (${step.skip})`);
    outcome.set(step.name, 'not run');
    continue;
  }
  console.log(`\n━━ ${step.name} ━━`);
  const t = Date.now();
  const status = run('npm', step.args, {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') },
  });
  outcome.set(step.name, status === 0 ? 'passed' : 'failed');
  console.log(
    `━━ ${step.name}: ${status === 0 ? 'passed' : 'FAILED'} (${((Date.now() - t) / 1000).toFixed(1)} s)`,
  );
}

const counts = { passed: 0, failed: 0, skipped: 0 };
const vitest = readJson(join(reports, 'vitest.json'));
const vitestPostgres = readJson(join(reports, 'vitest-postgres.json'));
for (const report of [vitest, vitestPostgres]) {
  if (!report) continue;
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
const e2e = readJson(join(reports, 'e2e.json'));
if (e2e?.stats) {
  counts.passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
  counts.failed += e2e.stats.unexpected ?? 0;
  counts.skipped += e2e.stats.skipped ?? 0;
}

printSlowest('Vitest', vitestDurations(vitest));
printSlowest('Vitest on PostgreSQL', vitestDurations(vitestPostgres));
printSlowest('Playwright', playwrightDurations(e2e));

console.log(`\n━━ summary (${((Date.now() - started) / 1000).toFixed(0)} s) ━━`);
for (const [name, result] of outcome)
  console.log(`  ${result === 'passed' ? '✔' : result === 'failed' ? '✖' : '–'} ${name}: ${result}`);
// A step not run for want of PostgreSQL is no failure (its hint was printed); one skipped after a failure is.
const stepsFailed = [...outcome.values()].filter((r) => r !== 'passed' && r !== 'not run').length;
// A failed step that is not a test (lint, size…) counts as a failure in the closing line too.
const failed = counts.failed + (stepsFailed > 0 && counts.failed === 0 ? stepsFailed : 0);
console.log(`tests: ${counts.passed} passed, ${failed} failed, ${counts.skipped} skipped`);
process.exit(stepsFailed > 0 || counts.failed > 0 ? 1 : 0);

function readJson(path) {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The ten slowest tests of a runner, so a test that grows slow is seen in every run. */
function printSlowest(runner, durations) {
  if (durations.length === 0) return;
  console.log(`\n━━ ten slowest tests (${runner}) ━━`);
  for (const { ms, name } of durations.sort((a, b) => b.ms - a.ms).slice(0, 10))
    console.log(`  ${(ms / 1000).toFixed(1).padStart(5)} s  ${name}`);
}

function vitestDurations(report) {
  return (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      ms: test.duration ?? 0,
      name: `${file.name.replace(`${root}/`, '')} › ${test.fullName ?? test.title}`,
    })),
  );
}

function playwrightDurations(report) {
  const found = [];
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          found.push({ ms: result.duration ?? 0, name: `${spec.file}:${spec.line} › ${spec.title}` });
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return found;
}
