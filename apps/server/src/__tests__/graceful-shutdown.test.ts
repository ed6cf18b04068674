import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths.ts';
import { makeTempDir } from './test-app.ts';

/**
 * Issue 14: the built server (what `npm start` and the container run) stops on SIGTERM without dropping the
 * requests it has begun. A request whose body arrives slowly is in flight for as long as the test wants.
 */
const BUNDLE = join(REPO_ROOT, 'apps/server/dist/main.mjs');
const VITALS = '/wps/v2/system/vitals';
const BODY = JSON.stringify({
  metrics: [{ name: 'LCP', value: 1200, rating: 'good', id: 'v5-shutdown' }],
  path: '/m/home',
});

beforeAll(() => {
  // Built here only when its sources changed since the last build (a fraction of a second), so the test never runs
  // an old bundle; `npm test` runs the unit tests before its build step.
  const built = spawnSync(
    process.execPath,
    [join(REPO_ROOT, 'scripts/build.mjs'), '--if-changed', 'server'],
    {
      encoding: 'utf8',
    },
  );
  if (built.status !== 0) throw new Error(`server build failed:\n${built.stdout}${built.stderr}`);
}, 60_000);

interface RunningServer {
  readonly child: ChildProcess;
  readonly port: number;
  readonly exited: Promise<number | null>;
  /** Resolves when the server has logged a line whose `msg` is `message`. */
  logged(message: string): Promise<void>;
}

const running: { server: RunningServer; remove: () => void }[] = [];
afterEach(() => {
  for (const { server, remove } of running.splice(0)) {
    server.child.kill('SIGKILL');
    remove();
  }
});

async function startBuiltServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const temp = makeTempDir('h5-shutdown-test-');
  const child = spawn(process.execPath, ['--enable-source-maps', BUNDLE], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    // Only what the server needs: a TEST_DATABASE_URL or NODE_ENV of the runner must not change this server.
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_PATH: join(temp.dir, 'platform.sqlite'),
      WEB_DIST: join(temp.dir, 'no-web-build'),
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      resolve(code);
    });
  });
  const seen: string[] = [];
  const waiting: { message: string; resolve: () => void }[] = [];
  let port = 0;
  let listening: () => void = () => undefined;
  const listened = new Promise<void>((resolve) => {
    listening = resolve;
  });
  createInterface({ input: child.stdout }).on('line', (line) => {
    const message = logMessage(line);
    seen.push(message);
    const at = /^Server listening at http:\/\/127\.0\.0\.1:(\d+)$/.exec(message);
    if (at) {
      port = Number(at[1]);
      listening();
    }
    for (const waiter of waiting.filter((w) => w.message === message)) waiter.resolve();
  });
  const server: RunningServer = {
    child,
    get port() {
      return port;
    },
    exited,
    logged: (message) =>
      seen.includes(message)
        ? Promise.resolve()
        : new Promise((resolve) => waiting.push({ message, resolve })),
  };
  running.push({ server, remove: temp.remove });
  await Promise.race([
    listened,
    exited.then((code) => {
      throw new Error(`the server exited (${String(code)}) before listening`);
    }),
  ]);
  return server;
}

/** The `msg` of a pino log line, '' for anything else. */
function logMessage(line: string): string {
  try {
    const parsed: unknown = JSON.parse(line);
    const msg = typeof parsed === 'object' && parsed !== null && 'msg' in parsed ? parsed.msg : '';
    return typeof msg === 'string' ? msg : '';
  } catch {
    return '';
  }
}

/** Starts a POST of the vitals report and sends the first `sent` bytes of its body. */
function slowPost(port: number, sent: number): { req: ClientRequest; response: Promise<IncomingMessage> } {
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: VITALS,
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(BODY)),
      merchant: 'demo',
    },
  });
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    req.once('response', resolve);
    req.once('error', reject);
  });
  req.write(BODY.slice(0, sent));
  return { req, response };
}

const readBody = async (res: IncomingMessage): Promise<string> => {
  let text = '';
  for await (const chunk of res) text += String(chunk);
  return text;
};

describe('graceful shutdown of the built server', () => {
  it('answers a request in flight at SIGTERM, refuses new connections, then exits 0', async () => {
    const server = await startBuiltServer();
    const { req, response } = slowPost(server.port, 20);
    await server.logged('incoming request');

    server.child.kill('SIGTERM');
    await server.logged('shutting down: finishing the requests in flight');
    // Still running, and no longer listening.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.child.exitCode).toBeNull();
    await expect(fetch(`http://127.0.0.1:${server.port}/wps/health`)).rejects.toThrow();

    req.end(BODY.slice(20));
    const res = await response;
    expect(res.statusCode).toBe(200);
    // So that a proxy sends its next request elsewhere rather than on a connection about to close.
    expect(res.headers.connection).toBe('close');
    expect(JSON.parse(await readBody(res))).toMatchObject({ success: true, value: { accepted: 1 } });
    const answered = Date.now();
    expect(await server.exited).toBe(0);
    // Not KEEP_ALIVE_TIMEOUT_SECONDS later: the connection closed with its answer.
    expect(Date.now() - answered).toBeLessThan(2000);
  }, 30_000);

  it('closes a request that does not finish within SHUTDOWN_GRACE_SECONDS, and still exits 0', async () => {
    const server = await startBuiltServer({ SHUTDOWN_GRACE_SECONDS: '1' });
    const { response } = slowPost(server.port, 20);
    await server.logged('incoming request');

    const stopping = Date.now();
    server.child.kill('SIGTERM');
    await expect(response).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(await server.exited).toBe(0);
    const took = Date.now() - stopping;
    expect(took).toBeGreaterThanOrEqual(900);
    expect(took).toBeLessThan(5000);
  }, 30_000);
});
