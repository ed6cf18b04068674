import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { encryptPayload } from '@h5/contract/encrypt-payload.ts';
import { REPO_ROOT } from '../paths.ts';
import {
  TEST_DATABASE_URL,
  createDatabase,
  databaseUrl,
  dropDatabase,
  templates,
} from './postgres-test-databases.ts';
import { makeTempDir } from './test-app.ts';

/**
 * Issue 14, end to end: two built servers on one PostgreSQL database behind one address (a round-robin proxy of
 * the harness, each request to the next instance), driven only through that address: registration, a login whose
 * key came from the other instance, a bet, a logout. PostgreSQL only: two processes cannot share a SQLite file.
 */
const BUNDLE = join(REPO_ROOT, 'apps/server/dist/main.mjs');
const KEY_RING_SECRET = 'two-instances-behind-one-proxy-test-secret-0123456789';
const MERCHANT = { merchant: 'demo' };
const USERNAME = 'proxied14';
const PASSWORD = 'abc12345';
const START_BALANCE_CENTS = 100_00;

interface Instance {
  readonly child: ChildProcess;
  readonly port: number;
}

/** Every server process started, killed in afterAll (also one that never came to listen). */
const children: ChildProcess[] = [];
/** Which instance (0 or 1) served each request through the proxy, in order. */
const served: { path: string; instance: number }[] = [];
let proxy: Server | undefined;
let proxyUrl = '';
let database = '';
// One client, not a pool: `end()` resolves only once its connection is closed, so dropping the database after it
// cannot terminate a connection still closing (a pool's client then raised an unhandled 57P01).
let pool: pg.Client | undefined;
let removeDir: () => void = () => undefined;

/** Starts the built server; resolves with its port once it logs that it listens (it exits: the test fails). */
async function startInstance(dir: string, url: string): Promise<Instance> {
  const child = spawn(process.execPath, ['--enable-source-maps', BUNDLE], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    // Only what the server needs: the runner's TEST_DATABASE_URL or NODE_ENV must not change it.
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      SEED_DEMO: 'true',
      WEB_DIST: join(dir, 'no-web-build'),
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: '0',
      DEV_OUTBOX: 'true',
      KEY_RING_SECRET,
    },
  });
  children.push(child);
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => {
      reject(new Error(`the server exited (${String(code)}) before listening`));
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      const at = /"msg":"Server listening at http:\/\/127\.0\.0\.1:(\d+)"/.exec(line);
      if (at) resolve(Number(at[1]));
    });
  });
  return { child, port };
}

/** The proxy: each request, whole (method, path, headers, body), to the next instance in turn. */
async function startProxy(ports: readonly number[]): Promise<Server> {
  let next = 0;
  const server = createServer((req, res) => {
    const instance = next++ % ports.length;
    served.push({ path: req.url ?? '', instance });
    const upstream = request(
      { host: '127.0.0.1', port: ports[instance], method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      res.writeHead(502).end(error.message);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

interface Answer {
  status: number;
  body: { success: boolean; value?: unknown; errorCode?: string };
  cookies: string[];
  instance: number;
}

/** One request through the proxy; answers the envelope and the instance that served it. */
async function call(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const res = await fetch(`${proxyUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...MERCHANT, ...init.headers },
    ...(init.body === undefined ? {} : { body: init.body }),
  });
  const text = await res.text();
  const instance = served.at(-1)?.instance ?? -1;
  return {
    status: res.status,
    body: JSON.parse(text) as Answer['body'],
    cookies: res.headers.getSetCookie(),
    instance,
  };
}

const json = (data: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(data),
});

/** An encrypted call as the browser makes it, with a key fetched just before (so from the other instance). */
async function encrypted(path: string, method: 'POST' | 'PUT', data: unknown, cookie = '') {
  const key = await fetch(`${proxyUrl}/wps/session/key/rsa`, { headers: MERCHANT });
  expect(key.status).toBe(200);
  const keyInstance = served.at(-1)?.instance ?? -1;
  const req = await encryptPayload(await key.text(), path, data);
  const answer = await call(path, {
    method,
    headers: { ...req.headers, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(req.body),
  });
  return { answer, keyInstance };
}

describe.skipIf(TEST_DATABASE_URL === '')('two server instances on PostgreSQL behind one address', () => {
  beforeAll(async () => {
    // As graceful-shutdown.test.ts: built only when its sources changed since the last build.
    const built = spawnSync(
      process.execPath,
      [join(REPO_ROOT, 'scripts/build.mjs'), '--if-changed', 'server'],
      {
        encoding: 'utf8',
      },
    );
    if (built.status !== 0) throw new Error(`server build failed:\n${built.stdout}${built.stderr}`);

    const prefix = inject('postgresPrefix');
    database = `${prefix}_two_instances_proxy`;
    await createDatabase(database, templates(prefix).seeded);
    pool = new pg.Client({ connectionString: databaseUrl(database) });
    await pool.connect();
    const temp = makeTempDir('h5-two-instances-test-');
    removeDir = temp.remove;
    // One after the other: the second finds the demo seed applied by the first.
    const a = await startInstance(temp.dir, databaseUrl(database));
    const b = await startInstance(temp.dir, databaseUrl(database));
    proxy = await startProxy([a.port, b.port]);
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    for (const child of children.splice(0)) {
      if (child.pid !== undefined && child.exitCode === null) process.kill(child.pid, 'SIGKILL');
    }
    await new Promise<void>((resolve) => {
      if (proxy === undefined) resolve();
      else
        proxy.close(() => {
          resolve();
        });
      proxy?.closeAllConnections();
    });
    await pool?.end();
    if (database !== '') await dropDatabase(database);
    removeDir();
  });

  it('registers, logs in across instances, bets once and logs out, every call through one address', async () => {
    // Both instances answer the health check through the proxy.
    const health = [await call('/wps/health'), await call('/wps/health')];
    expect(health.map((h) => h.status)).toEqual([200, 200]);
    expect(new Set(health.map((h) => h.instance)).size).toBe(2);

    // Registration: a captcha (its answer from the development outbox of the instance that drew it — the
    // outbox keeps answers in memory, so when the next request reaches the other instance, ask once more).
    const drawn = await call('/wps/captcha');
    const cookie = drawn.cookies.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('h5_captcha='));
    expect(cookie).toBeDefined();
    const cookieValue = (cookie ?? '').slice('h5_captcha='.length);
    const outbox = `/wps/dev/outbox?channel=captcha&to=${encodeURIComponent(cookieValue)}`;
    let answer = '';
    for (let tries = 0; tries < 2 && answer === ''; tries++) {
      const res = await call(outbox);
      const messages = res.body.value as { code: string }[];
      if (res.instance === drawn.instance) expect(messages).toHaveLength(1);
      answer = messages[0]?.code ?? '';
    }
    expect(answer).toMatch(/^\w{4}$/);
    const registered = await encrypted(
      '/wps/member/register',
      'PUT',
      {
        username: USERNAME,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        paymentPassword: '',
        idNumber: '',
        qqNum: '',
        facebook: '',
        wechat: '',
        line: '',
        whatsapp: '',
        zalo: '',
        email: '',
        nickname: '',
        payeeName: '',
        mobileNum: '9300000014',
        countryDialingCode: '63',
        recommenderId: '',
        affiliateCode: '',
        referralCode: '',
        captcha: answer,
        verificationCode: '',
        domain: '',
        registerUrl: 'localhost',
        registerMethod: 'H5',
        type: 0,
      },
      cookie,
    );
    expect(registered.answer.body, JSON.stringify(registered.answer.body)).toMatchObject({
      success: true,
      value: { userName: USERNAME },
    });
    expect(registered.answer.instance).not.toBe(registered.keyInstance);

    // Login: the key from one instance, the encrypted login to the other.
    const login = await encrypted('/wps/session/login', 'POST', {
      username: USERNAME,
      password: PASSWORD,
      captcha: null,
      type: 'username',
    });
    expect(login.answer.body, JSON.stringify(login.answer.body)).toMatchObject({
      success: true,
      value: { firstTimeLogin: false },
    });
    expect(login.answer.instance).not.toBe(login.keyInstance);
    const token = (login.answer.body.value as { token: string }).token;
    const auth = { authorization: token };

    // Money to play with (the harness, not a client, credits it), then a game and one bet.
    const db = pool;
    if (db === undefined) throw new Error('no connection to the test database');
    const { rows } = await db.query<{ id: number }>('select id from members where account = $1', [USERNAME]);
    const memberId = rows[0]?.id;
    expect(memberId).toBeDefined();
    // The main wallet (type 2), opened by the first move of money otherwise.
    await db.query(
      `insert into wallets (member_id, account_type_id, balance_cents, updated_at) values ($1, 2, $2, $3)
       on conflict (member_id, account_type_id) do update set balance_cents = excluded.balance_cents`,
      [memberId, START_BALANCE_CENTS, Date.now()],
    );
    const game = await db.query<{ node_id: string }>(
      "select node_id from games where game_type = 'RNG' and game_code != 'LOTTO_LOBBY' order by sort_order limit 1",
    );
    const launched = await call(`/wps/game/launchGame?launchMode=GLS&nodeId=${game.rows[0]?.node_id ?? ''}`, {
      headers: auth,
    });
    expect(launched.body.success, JSON.stringify(launched.body)).toBe(true);
    const gameUrl = new URL(
      (launched.body.value as { content: { game_url: string } }).content.game_url,
      'http://x',
    );
    const ticket = gameUrl.searchParams.get('ticket') ?? '';
    expect(ticket).not.toBe('');
    const bet = await call('/wps/game/inhouse/bet', {
      method: 'POST',
      ...json({ ticket, stake: 1, requestId: 'b'.repeat(32) }),
    });
    expect(bet.instance).not.toBe(launched.instance);
    expect(bet.body.success, JSON.stringify(bet.body)).toBe(true);
    const result = bet.body.value as { balance: number; round: { payout: number; roundId: string } };
    const expectedCents = START_BALANCE_CENTS - 100 + Math.round(result.round.payout * 100);
    expect(Math.round(result.balance * 100)).toBe(expectedCents);
    // The other instance sees the same balance; the ledger holds one bet.
    const balance = await call('/wps/v2/wallets/balance', { headers: auth });
    expect(balance.instance).not.toBe(bet.instance);
    expect(Math.round((balance.body.value as { sumBalance: number }).sumBalance * 100)).toBe(expectedCents);
    const ledger = await db.query<{ type: string; n: string }>(
      'select type, count(*) as n from wallet_transactions where member_id = $1 group by type order by type',
      [memberId],
    );
    expect(ledger.rows.find((r) => r.type === 'BET')?.n).toBe('1');
    const rounds = await db.query<{ n: string }>(
      'select count(*) as n from game_rounds where member_id = $1',
      [memberId],
    );
    expect(rounds.rows[0]?.n).toBe('1');

    // Logout on one instance; the token is refused by both.
    const out = await call('/wps/session/logout', { method: 'POST', headers: auth });
    expect(out.status).toBe(200);
    const after = [
      await call('/wps/member/info', { headers: auth }),
      await call('/wps/member/info', { headers: auth }),
    ];
    expect(after.map((r) => r.status)).toEqual([401, 401]);
    expect(new Set(after.map((r) => r.instance)).size).toBe(2);
  });
});
