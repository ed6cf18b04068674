// Bootstrap helpers for `npm start` and `npm test`. These run on whatever Node is on PATH (on a fresh
// machine the system's Node 20), so they use nothing newer than Node 20 and no dependencies.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// fileURLToPath, not URL.pathname: a checkout path with spaces or non-ASCII characters stays usable.
export const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

/** The pinned Node of the `node` devDependency: tsx and better-sqlite3 13 need it, whatever `node` is on PATH. */
export const pinnedNode = join(root, 'node_modules', '.bin', 'node');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function mustRun(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

/** Installs dependencies when they are missing or older than the lockfile. */
export function ensureDependencies() {
  const lock = join(root, 'package-lock.json');
  const installed = join(root, 'node_modules', '.package-lock.json');
  const pinnedNode = join(root, 'node_modules', 'node', 'bin', 'node');
  const stale =
    !existsSync(installed) ||
    !existsSync(pinnedNode) ||
    (existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs);
  if (!stale) return;
  console.log('▶ installing dependencies (npm ci)…');
  mustRun(
    'npm',
    existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'],
  );
}

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
/**
 * Debian's `chromium-headless-shell`: the same Chromium build without the desktop browser around it (no browser UI
 * renderers, no GPU rasterisation through SwiftShader), which is what Playwright itself runs for headless tests. The
 * end-to-end scenarios (the PWA ones included) and the size check use it; Lighthouse keeps the full browser.
 */
export const HEADLESS_SHELL_CANDIDATES = ['/usr/bin/chromium-headless-shell'];

export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CHROMIUM_CANDIDATES.find((p) => existsSync(p));
}

/** The headless shell, or the full browser where only that is installed (or CHROME_PATH names one). */
export function findHeadlessChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return HEADLESS_SHELL_CANDIDATES.find((p) => existsSync(p)) ?? findChromium();
}

/** Debian's Chromium and its headless shell are the only browsers these machines can install (stack-notes.md). */
export function ensureChromium() {
  const missing = [
    ...(findChromium() ? [] : ['chromium']),
    ...(process.env.CHROME_PATH || HEADLESS_SHELL_CANDIDATES.some((p) => existsSync(p))
      ? []
      : ['chromium-headless-shell']),
  ];
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    if (findChromium()) {
      // The full browser runs the scenarios too, only slower: say so, and go on.
      console.warn(
        "\n! Debian's chromium-headless-shell is not installed; the end-to-end tests use the full Chromium, which is\n" +
          '  slower. Install it as root:  apt-get install -y chromium-headless-shell',
      );
      return;
    }
    console.error(
      '\n✖ Chromium is needed for the end-to-end tests and was not found.\n' +
        "  Install Debian's Chromium as root:  apt-get update && apt-get install -y chromium chromium-headless-shell\n" +
        '  or point CHROME_PATH at a Chromium binary, then run npm test again.',
    );
    process.exit(1);
  }
  console.log(`▶ installing ${missing.join(' and ')} from Debian (apt-get install)…`);
  mustRun('apt-get', ['update', '-qq']);
  mustRun('apt-get', ['install', '-y', '-qq', ...missing], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!findChromium()) {
    console.error(
      '✖ apt-get finished but no Chromium binary was found at ' + CHROMIUM_CANDIDATES.join(' or '),
    );
    process.exit(1);
  }
}
