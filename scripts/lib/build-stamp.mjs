// Builds the web app and the server, and remembers what each was built from, so `npm start` builds only what
// changed. A target's stamp is a hash of the path, size and modification time of every source file it is built
// from, written into its output folder after a successful build; the old stamp goes before a build starts, so a
// build that failed or was interrupted leaves none and the next start builds again. Modification times rather than
// contents: a checkout or an edit changes them, and reading them all takes milliseconds. Runs on whatever Node is
// on PATH (the system's Node 20 in `npm start`): nothing newer, no dependencies; the builds run on the pinned Node.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { mustRun, pinnedNode, root } from './ensure.mjs';

const STAMP_FILE = '.build-stamp';
/** What every build reads besides its own sources: dependency versions (the lockfile) and the shared compiler settings. */
const SHARED_INPUTS = ['package-lock.json', 'tsconfig.base.json', 'packages/contract'];
/** Never sources: installed packages, outputs, tests (not bundled) and what tools leave behind. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '__tests__', 'coverage', '.vite', '.vite-temp']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

export const TARGETS = {
  web: {
    label: 'the web app',
    dist: 'apps/web/dist',
    inputs: ['apps/web', ...SHARED_INPUTS],
    command: () => ['npm', ['run', 'build', '-w', 'apps/web']],
  },
  server: {
    label: 'the server',
    dist: 'apps/server/dist',
    // Not merchants/ or static/: the server reads those at run time, from the folder, not from the bundle.
    inputs: ['apps/server/src', 'apps/server/package.json', 'apps/server/build.mjs', ...SHARED_INPUTS],
    // A container build installs without install scripts, so without the pinned Node, and has Node 24 itself.
    command: () => [
      existsSync(pinnedNode) ? pinnedNode : process.execPath,
      [join(root, 'apps/server/build.mjs')],
    ],
  },
};

/** The hash of the target's source files as they are now. */
export function sourceStamp(target) {
  const lines = [];
  for (const input of TARGETS[target].inputs) collect(join(root, input), lines);
  return createHash('sha256').update(lines.sort().join('\n')).digest('hex');
}

/** True when the target's output was built from the sources as they are now. */
export function isCurrent(target, stamp = sourceStamp(target)) {
  const file = join(root, TARGETS[target].dist, STAMP_FILE);
  return existsSync(file) && readFileSync(file, 'utf8').trim() === stamp;
}

/**
 * Builds each target (in order), or, with `ifChanged`, only those whose sources changed since their last build.
 * The stamp is taken before the build: a file edited while it runs makes the next call build again.
 */
export function build(targets, { ifChanged = false } = {}) {
  for (const target of targets) {
    const { label, dist, command } = TARGETS[target];
    const stamp = sourceStamp(target);
    if (ifChanged && isCurrent(target, stamp)) {
      console.log(`▶ ${label}: built from the current sources, not rebuilt`);
      continue;
    }
    console.log(`▶ building ${label}…`);
    rmSync(join(root, dist, STAMP_FILE), { force: true });
    const [cmd, args] = command();
    mustRun(cmd, args);
    writeFileSync(join(root, dist, STAMP_FILE), `${stamp}\n`);
  }
}

function collect(path, lines) {
  let info;
  try {
    info = statSync(path);
  } catch {
    return; // an optional input that does not exist (yet)
  }
  if (info.isDirectory()) {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.isDirectory() && SKIPPED_DIRS.has(entry.name)) continue;
      if (entry.isFile() && TEST_FILE.test(entry.name)) continue;
      collect(join(path, entry.name), lines);
    }
    return;
  }
  if (info.isFile()) lines.push(`${relative(root, path)}\0${info.size}\0${info.mtimeMs}`);
}
