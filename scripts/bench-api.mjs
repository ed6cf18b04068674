// `npm run bench:api`: a bounded load run on loopback against the real server (throwaway database, rate
// limit off): the status endpoint and one list endpoint. Prints req/s and latency p50/p99. Not part of
// `npm test`. DURATION seconds per target (default 10), CONNECTIONS (default 20).
// `npm run bench:api -- --postgres` (or BENCH_DB=postgres): on a throwaway PostgreSQL cluster (scripts/lib/postgres.mjs)
// with one seeded database, the status endpoint, the game list and login, first with one server instance, then
// with two on the same database; both behind the same round-robin proxy (scripts/lib/round-robin-proxy.mjs), so
// only the number of instances differs. One table; the cluster is removed afterwards, also on failure or Ctrl-C.
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { startServer } from './lib/server.mjs';

const duration = Math.min(Number(process.env.DURATION ?? 10), 60);
const connections = Number(process.env.CONNECTIONS ?? 20);

if (process.argv.includes('--postgres') || process.env.BENCH_DB === 'postgres') {
  await benchPostgres();
} else {
  const targets = [
    { name: 'system status', path: '/wps/v2/system/status' },
    { name: 'country list', path: '/wps/system/country' },
  ];

  const server = await startServer({ RATE_LIMIT_MAX: '0' });
  try {
    console.log(`autocannon: ${connections} connections, ${duration} s per target, loopback\n`);
    for (const target of targets) {
      const result = await autocannon({
        url: `${server.url}${target.path}`,
        connections,
        duration,
        headers: { Merchant: 'demo', Language: 'TY', 'Accept-Encoding': 'br, gzip' },
      });
      const errors = result.errors + result.timeouts + result.non2xx;
      console.log(
        `${target.name.padEnd(14)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  ` +
          `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
          `${result.requests.total} requests, ${errors} errors/non-2xx`,
      );
    }
  } finally {
    await server.stop();
  }
}

async function benchPostgres() {
  const { spawnSync } = await import('node:child_process');
  const { readdirSync, readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { ensurePostgres, startThrowawayPostgres } = await import('./lib/postgres.mjs');
  const { startProxy } = await import('./lib/round-robin-proxy.mjs');
  const { encryptPayload } = await import('@h5/contract/encrypt-payload.ts');

  const HEADERS = { Merchant: 'demo', Language: 'TY', 'Accept-Encoding': 'br, gzip' };
  const LOGIN_PATH = '/wps/session/login';
  // Rate limit off; the login guard would answer concurrent logins of one account with a captcha request (no
  // Argon2), so it is raised: every login hashes, as a real burst of different players would.
  // One KEY_RING_SECRET for both instances: they share the RSA keys sealed in the database.
  const SERVER_ENV = {
    RATE_LIMIT_MAX: '0',
    LOGIN_CAPTCHA_AFTER: '1000',
    KEY_RING_SECRET: 'bench-api-throwaway-key-ring-secret-0123456789',
  };

  // Ctrl-C or kill: this process's children (the servers, also one still starting, and the proxy) are killed here,
  // the cluster (a daemon, not a child) by postgres.mjs's own handler, which then ends this process.
  const onSignal = (signal) => {
    for (const pid of childPids()) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, onSignal);

  const bin = ensurePostgres();
  if (!bin) process.exit(1);
  const version = spawnSync(join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout.trim();
  const cluster = await startThrowawayPostgres(bin);
  const running = [];
  const start = async (starter) => {
    const handle = await starter();
    running.push(handle);
    return handle;
  };
  const stopAll = async () => {
    for (const handle of running.splice(0).reverse()) await handle.stop();
  };

  try {
    const clusterUrl = new URL(cluster.url);
    const created = spawnSync(
      join(bin, 'createdb'),
      ['-h', clusterUrl.hostname, '-p', clusterUrl.port, '-U', 'postgres', 'bench'],
      { encoding: 'utf8' },
    );
    if (created.status !== 0) throw new Error(`createdb failed: ${created.stderr}`);
    const databaseUrl = `postgres://postgres@${clusterUrl.host}/bench`;

    const rows = [];
    for (const instances of [1, 2]) {
      const servers = [];
      for (let i = 0; i < instances; i++) {
        // The first instance migrates and seeds the database (once: it is kept for the two-instance run).
        servers.push(
          await start(() =>
            startServer({ ...SERVER_ENV, DATABASE_URL: databaseUrl, SEED_DEMO: i === 0 ? 'true' : 'false' }),
          ),
        );
      }
      const proxy = await start(() => startProxy(servers.map((s) => s.url)));
      for (const target of [
        { name: 'system status', path: '/wps/v2/system/status' },
        { name: 'game list', path: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=20' },
      ]) {
        // One request first: the figures are worthless if the endpoint answers an error envelope.
        const probe = await fetch(`${proxy.url}${target.path}`, { headers: HEADERS });
        const answer = await probe.json().catch(() => ({ errorCode: 'not JSON' }));
        if (!probe.ok || answer.errorCode) {
          throw new Error(`${target.name}: HTTP ${probe.status} ${answer.errorCode ?? ''}`);
        }
        const result = await autocannon({
          url: `${proxy.url}${target.path}`,
          connections,
          duration,
          headers: HEADERS,
        });
        rows.push({
          name: target.name,
          instances,
          rate: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          total: result.requests.total,
          errors: result.errors + result.timeouts + result.non2xx,
          detail: '',
        });
      }
      rows.push({ name: 'login', instances, ...(await loginLoad(proxy.url)) });
      await stopAll();
    }

    const cores = availableParallelism();
    console.log(
      `\nAPI load on ${version}: one database on a throwaway cluster, the servers (built, production Argon2 cost)` +
        ` behind a round-robin proxy with one and with two instances.\n` +
        `${cores} CPU cores, shared by PostgreSQL, the instances, the proxy and the load generator.\n` +
        `status, game list: autocannon, ${connections} connections, ${duration} s each; login: ${connections}` +
        ` clients, a freshly encrypted body per request, ${duration} s.\n`,
    );
    const fmt = (v, n) => String(v).padStart(n);
    console.log(
      `${'target'.padEnd(14)}${fmt('instances', 10)}${fmt('req/s', 9)}${fmt('p50 ms', 9)}${fmt('p99 ms', 9)}` +
        `${fmt('requests', 10)}${fmt('errors', 8)}`,
    );
    for (const row of rows) {
      console.log(
        `${row.name.padEnd(14)}${fmt(row.instances, 10)}${fmt(row.rate.toFixed(1), 9)}` +
          `${fmt(row.p50.toFixed(1), 9)}${fmt(row.p99.toFixed(1), 9)}${fmt(row.total, 10)}${fmt(row.errors, 8)}` +
          (row.detail ? `  ${row.detail}` : ''),
      );
    }
  } finally {
    await stopAll();
    cluster.stop();
  }

  /** The ids of this process's child processes (Linux: their `/proc/<pid>/stat` names this process as parent). */
  function childPids() {
    const pids = [];
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        // `pid (comm) state ppid …`; comm may hold spaces and parentheses, so the fields after the last `)`.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === process.pid)
          pids.push(Number(entry));
      } catch {
        // gone meanwhile
      }
    }
    return pids;
  }

  /** CONNECTIONS clients logging the demo player in as fast as they are answered, for DURATION seconds. */
  async function loginLoad(url) {
    const modulus = await (await fetch(`${url}/wps/session/key/rsa`, { headers: HEADERS })).text();
    const login = async () => {
      const body = { username: 'player01', password: 'demo1234', captcha: null, type: 'username' };
      const encrypted = await encryptPayload(modulus, LOGIN_PATH, body);
      const res = await fetch(`${url}${LOGIN_PATH}`, {
        method: 'POST',
        headers: { ...HEADERS, ...encrypted.headers, 'content-type': 'application/json' },
        body: JSON.stringify(encrypted.body),
      });
      if (!res.ok) return `HTTP ${res.status}`;
      return (await res.json()).errorCode ?? 'ok';
    };
    // A first login on each instance: first Argon2 allocations are not part of the figures.
    for (let i = 0; i < 2; i++) {
      const first = await login();
      if (first !== 'ok') throw new Error(`the demo login failed: ${first}`);
    }
    const latencies = [];
    const outcomes = new Map();
    const end = performance.now() + duration * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < end) {
          const started = performance.now();
          const outcome = await login().catch((error) => error.message);
          latencies.push(performance.now() - started);
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        }
      }),
    );
    const sorted = latencies.sort((a, b) => a - b);
    const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
    const ok = outcomes.get('ok') ?? 0;
    const others = [...outcomes].filter(([k]) => k !== 'ok');
    return {
      rate: ok / duration,
      p50: at(50),
      p99: at(99),
      total: latencies.length,
      errors: latencies.length - ok,
      detail: others.length ? others.map(([k, v]) => `${k}: ${v}`).join(', ') : '',
    };
  }
}
