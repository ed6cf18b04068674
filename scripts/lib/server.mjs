// Starts the real platform server on a throwaway database and a free port, for the size check and the
// benchmarks. Resolves once the health check answers.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from './build-stamp.mjs';
import { pinnedNode, root } from './ensure.mjs';

export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * `options.nofile` starts the server under that descriptor limit (soft and hard, through the shell's `ulimit`), so a
 * benchmark can reproduce a host whose limit is low; Node itself raises only the soft limit, up to the hard one.
 */
export async function startServer(env = {}, options = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'h5-server-'));
  const port = await freePort();
  // The built server, as `npm start` runs it: built first when its sources changed since the last build.
  build(['server'], { ifChanged: true });
  const nodeArgs = ['--enable-source-maps', join(root, 'apps/server/dist/main.mjs')];
  const [command, args] =
    options.nofile === undefined
      ? [pinnedNode, nodeArgs]
      : ['/bin/sh', ['-c', 'ulimit -n "$0" && exec "$@"', String(options.nofile), pinnedNode, ...nodeArgs]];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // A throwaway database, whatever the developer's shell points DATABASE_URL or NODE_ENV at.
      DATABASE_URL: '',
      NODE_ENV: 'development',
      DATABASE_PATH: join(dir, 'platform.sqlite'),
      // The size check and the benchmarks measure pages and logins of the demo data.
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  let exited = false;
  let spawnError;
  child.on('exit', () => (exited = true));
  child.on('error', (error) => {
    spawnError = error;
    exited = true;
  });
  const fail = (message) => {
    if (!exited) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw new Error(spawnError ? `${message}: ${spawnError.message}` : message);
  };
  for (;;) {
    if (exited) fail('the server exited before it answered its health check');
    try {
      const res = await fetch(`${url}/wps/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) fail('the server did not answer its health check within 30 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    /** The server process (with `nofile`, the shell `exec`s into it, so the id is the server's). */
    pid: child.pid,
    async stop() {
      if (!exited) {
        const done = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([done, new Promise((r) => setTimeout(r, 5000))]);
        if (!exited) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function chromiumArgs() {
  // The closed network of these machines refuses Chromium's background connections (stack-notes.md).
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ];
}
