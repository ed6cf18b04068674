// A throwaway PostgreSQL server for the server suite on PostgreSQL (`npm test`, `npm run test:postgres`): Debian's
// PostgreSQL (installed with apt-get when missing and root, as ensure.mjs does for Chromium), a cluster made by
// initdb in a temporary folder, on a free port, removed afterwards. Runs on the machine's own Node like the other
// bootstrap scripts: nothing newer than Node 20, no dependencies.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DEBIAN_BIN_ROOT = '/usr/lib/postgresql';
const INSTALL_HINT =
  "  Install Debian's PostgreSQL as root:  apt-get update && apt-get install -y postgresql";

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * The folder holding `initdb` and `pg_ctl`: PG_BIN when set, else Debian's newest `/usr/lib/postgresql/<v>/bin`
 * (Debian keeps them off PATH), else the folder of an `initdb` on PATH.
 */
export function findPostgresBin() {
  const hasTools = (dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));
  if (process.env.PG_BIN && hasTools(process.env.PG_BIN)) return process.env.PG_BIN;
  if (existsSync(DEBIAN_BIN_ROOT)) {
    const versions = readdirSync(DEBIAN_BIN_ROOT)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const dir = join(DEBIAN_BIN_ROOT, version, 'bin');
      if (hasTools(dir)) return dir;
    }
  }
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  return onPath && hasTools(join(onPath, '..')) ? join(onPath, '..') : undefined;
}

/**
 * The PostgreSQL tools, installing Debian's `postgresql` when they are missing and this is root. Without root it
 * prints how to install them and answers undefined: the caller skips what needs PostgreSQL.
 */
export function ensurePostgres() {
  const found = findPostgresBin();
  if (found) return found;
  if (!isRoot()) {
    console.warn(`\n! PostgreSQL was not found, so the server suite does not run on it.\n${INSTALL_HINT}`);
    return undefined;
  }
  console.log("▶ installing Debian's PostgreSQL (apt-get install postgresql)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', 'postgresql'])) {
    console.error('✖ apt-get could not install postgresql');
    return undefined;
  }
  return findPostgresBin();
}

/** A TCP port nobody listens on right now (the OS picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a new cluster in a temporary folder and answers its superuser URL (`postgres://postgres@127.0.0.1:<port>/
 * postgres`, no password: trust, local connections only) and `stop`, which shuts it down and deletes the folder. It
 * is also stopped when this process exits or is interrupted. PostgreSQL refuses to run as root: as root the cluster
 * belongs to the `postgres` user that Debian's package creates.
 */
export async function startThrowawayPostgres(bin) {
  const dir = mkdtempSync(join(tmpdir(), 'h5-postgres-'));
  const data = join(dir, 'data');
  // As root, initdb and pg_ctl run as `postgres`, who must own the folder; the tests (as root) still reach it.
  const owner = isRoot() ? postgresUser() : undefined;
  if (owner) chownSync(dir, owner.uid, owner.gid);
  chmodSync(dir, 0o700);
  const tool = (name, args) => {
    const [command, ...rest] = [
      ...(owner ? ['runuser', '-u', 'postgres', '--'] : []),
      join(bin, name),
      ...args,
    ];
    return spawnSync(command, rest, { encoding: 'utf8', cwd: dir });
  };
  const mustTool = (name, args) => {
    const result = tool(name, args);
    if (result.error) throw result.error;
    if (result.status !== 0) {
      throw new Error(`${name} failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
    }
  };

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    // Immediate: nothing in a throwaway cluster needs a clean shutdown.
    if (existsSync(join(data, 'postmaster.pid')))
      tool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  };
  const onSignal = (signal) => {
    stop();
    process.kill(process.pid, signal);
  };
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, onSignal);

  try {
    // UTF-8 with C.UTF-8: code-point order and Unicode case folding (ILIKE) whatever the machine's locale.
    mustTool('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    const port = await freePort();
    // No durability in a throwaway cluster: fsync and friends off make it several times faster.
    const settings = [
      `-p ${port}`,
      "-c listen_addresses='127.0.0.1'",
      `-c unix_socket_directories='${dir}'`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c wal_init_zero=off',
      '-c max_connections=200',
    ].join(' ');
    mustTool('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-o',
      settings,
      '-w',
      '-t',
      '60',
      'start',
    ]);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dir, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** The uid and gid of the `postgres` user (Debian's package creates it). */
function postgresUser() {
  const id = (flag) => {
    const result = spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`PostgreSQL cannot run as root and there is no postgres user:\n${INSTALL_HINT}`);
    }
    return Number(result.stdout.trim());
  };
  return { uid: id('-u'), gid: id('-g') };
}
