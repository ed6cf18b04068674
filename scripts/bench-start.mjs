// `npm run bench:start`: how long the platform server takes to answer its health check and how much memory it
// holds then, median of RUNS (default 5). SERVER picks what is started:
//   built      the bundle `apps/server/dist/main.mjs` on the pinned Node (`npm run build -w apps/server` first)
//   tsx        the TypeScript sources through `node --import tsx`, as the tests' servers ran them
//   tsx-cli    the sources through the `tsx` command (a parent process that runs the server as its child), as
//              `npm start` ran them before the build
//   npm-start  the whole `npm start`, its build steps included
// DATABASE=fresh (the default) gives each run a new database, which it migrates and seeds with the demo data;
// DATABASE=reused seeds one database in a run that is not counted and starts every run on it, as a second
// `npm start` does. Each run polls `/wps/health` every 10 ms from the moment the process is spawned, then reads
// VmRSS (and VmHWM, its peak) from /proc: of the server process (the process of the tree holding the most) and of
// the whole tree (npm, the start script, tsx's parent process), then sends SIGTERM to the process group, as Ctrl-C
// does, and checks the server exited 0. Not part of `npm test`: it measures, it does not judge.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pinnedNode, root } from './lib/ensure.mjs';
import { freePort } from './lib/server.mjs';

const SERVER = process.env.SERVER ?? 'built';
const RUNS = Number(process.env.RUNS ?? 5);
const DATABASE = process.env.DATABASE ?? 'fresh';
const POLL_MS = 10;
const TIMEOUT_MS = 120_000;
const BUNDLE = join(root, 'apps/server/dist/main.mjs');
const MAIN_TS = join(root, 'apps/server/src/main.ts');

const COMMANDS = {
  built: () => [pinnedNode, ['--enable-source-maps', BUNDLE]],
  tsx: () => [pinnedNode, ['--import', 'tsx', MAIN_TS]],
  'tsx-cli': () => [pinnedNode, [join(root, 'node_modules/tsx/dist/cli.mjs'), MAIN_TS]],
  'npm-start': () => ['npm', ['start']],
};
if (!(SERVER in COMMANDS)) {
  console.error(`✖ SERVER=${SERVER}: expected one of ${Object.keys(COMMANDS).join(', ')}`);
  process.exit(2);
}
if (!['fresh', 'reused'].includes(DATABASE)) {
  console.error(`✖ DATABASE=${DATABASE}: expected fresh or reused`);
  process.exit(2);
}
if (SERVER === 'built' && !existsSync(BUNDLE)) {
  console.error(`✖ ${BUNDLE} is missing: run \`npm run build -w apps/server\` first.`);
  process.exit(1);
}

const reusedDir = DATABASE === 'reused' ? mkdtempSync(join(tmpdir(), 'h5-bench-start-')) : undefined;
const results = [];
try {
  if (reusedDir) await runOnce(reusedDir);
  for (let i = 0; i < RUNS; i += 1) {
    const result = await runOnce(reusedDir);
    results.push(result);
    console.log(
      `  run ${i + 1}: ${result.ms} ms to first 200, server RSS ${mb(result.rssKb)} MB (peak ${mb(result.hwmKb)}), ` +
        `tree RSS ${mb(result.treeKb)} MB, exit ${result.exit}`,
    );
  }
} finally {
  if (reusedDir) rmSync(reusedDir, { recursive: true, force: true });
}
const median = (pick) => {
  const sorted = results.map(pick).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
console.log(
  `${SERVER}, ${DATABASE} database: median of ${RUNS}: ${Math.round(median((r) => r.ms))} ms to first /wps/health 200, ` +
    `server RSS ${mb(median((r) => r.rssKb))} MB (peak ${mb(median((r) => r.hwmKb))}), tree RSS ${mb(median((r) => r.treeKb))} MB`,
);
// npm ends itself with the signal it got (exit 143).
const cleanExits = SERVER === 'npm-start' ? [0, 143, 'SIGTERM'] : [0];
if (results.some((r) => !cleanExits.includes(r.exit))) {
  console.error('✖ the server did not exit 0 on SIGTERM in every run');
  process.exit(1);
}

async function runOnce(reused) {
  const dir = reused ?? mkdtempSync(join(tmpdir(), 'h5-bench-start-'));
  const port = await freePort();
  const [command, args] = COMMANDS[SERVER]();
  const started = performance.now();
  // Its own process group, so whatever is left of `npm start` after a failed run can be stopped together.
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: join(dir, 'platform.sqlite'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  let exit;
  exited.then((value) => (exit = value));
  try {
    for (;;) {
      if (exit !== undefined) throw new Error(`the server exited (${exit}) before answering:\n${stderr}`);
      if (performance.now() - started > TIMEOUT_MS) throw new Error('no health answer within 120 s');
      const ok = await fetch(`http://127.0.0.1:${port}/wps/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const ms = Math.round(performance.now() - started);
    const memory = serverMemory(child.pid);
    // The whole group, as Ctrl-C in a terminal does: with `npm start`, the `sh -c` npm runs a script through dies
    // of the signal without passing it on, so the processes under it must get it themselves.
    process.kill(-child.pid, 'SIGTERM');
    let timer;
    const code = await Promise.race([
      exited,
      new Promise((resolve) => (timer = setTimeout(resolve, 15_000, 'timeout'))),
    ]);
    clearTimeout(timer);
    await groupGone(child.pid);
    return { ms, ...memory, exit: code };
  } finally {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // the group is gone
    }
    if (!reused) rmSync(dir, { recursive: true, force: true });
  }
}

/** Waits (at most 15 s) until no process of the group is left, so runs never overlap. */
async function groupGone(pgid) {
  for (let waited = 0; waited < 15_000; waited += 50) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * VmRSS and VmHWM (kB) of the process of the tree that holds the most memory (the server, under `npm start` or the
 * `tsx` command too), and the VmRSS of the whole tree.
 */
function serverMemory(pid) {
  let server = { rssKb: 0, hwmKb: 0 };
  let treeKb = 0;
  for (const id of [pid, ...descendants(pid)]) {
    const status = readProc(`/proc/${id}/status`);
    const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
    treeKb += field('VmRSS');
    if (field('VmRSS') > server.rssKb) server = { rssKb: field('VmRSS'), hwmKb: field('VmHWM') };
  }
  return { ...server, treeKb };
}

function descendants(pid) {
  const children = [];
  for (const task of safeReaddir(`/proc/${pid}/task`))
    children.push(...readProc(`/proc/${pid}/task/${task}/children`).split(/\s+/).filter(Boolean).map(Number));
  return children.flatMap((child) => [child, ...descendants(child)]);
}

function readProc(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function safeReaddir(path) {
  try {
    return readdirSync(path);
  } catch {
    return [];
  }
}

function mb(kb) {
  return (kb / 1024).toFixed(1);
}
