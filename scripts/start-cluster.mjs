// `npm run start:cluster`: the multi-instance setup of issue 14 on one machine, without a container engine. A
// throwaway PostgreSQL cluster (installed with apt-get when missing and root, as `npm test` does), two built server
// instances on it, and a round-robin proxy in front on PORT (default 8080) that sends each request to the next
// instance, so a player's consecutive requests land on both. The first instance migrates and seeds the demo data
// before the second starts. Everything, the database included, is removed on Ctrl-C: this is for trying the setup
// (compose.yaml is the lasting one).
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { build } from './lib/build-stamp.mjs';
import { ensureDependencies } from './lib/ensure.mjs';
import { ensurePostgres, startThrowawayPostgres } from './lib/postgres.mjs';
import { startProxy } from './lib/round-robin-proxy.mjs';
import { startServer } from './lib/server.mjs';

ensureDependencies();
build(['web', 'server'], { ifChanged: true });
const bin = ensurePostgres();
if (!bin) process.exit(1);

const port = process.env.PORT || '8080';
// Both instances must share these: the RSA keys are sealed in the database with the key-ring secret, and an operator
// token works on whichever instance answers.
const keyRingSecret = process.env.KEY_RING_SECRET || randomBytes(32).toString('base64url');
const operatorToken = randomBytes(24).toString('base64url');
const operatorTokens = process.env.OPERATOR_TOKENS || `cluster-operator:${operatorToken}`;
const running = [];
async function stopAll(code) {
  for (const handle of running.splice(0).reverse()) await handle.stop().catch(() => undefined);
  process.exit(code);
}
// On Ctrl-C or kill: the servers and the proxy get SIGTERM here, synchronously (they drain and exit on their own);
// the cluster, a daemon rather than a child, is stopped by postgres.mjs's handler, registered after this one, which
// then ends this process.
const onSignal = () => {
  for (const handle of running) {
    if (handle.pid === undefined) continue;
    try {
      process.kill(handle.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, onSignal);

try {
  const cluster = await startThrowawayPostgres(bin);
  running.push(cluster);
  const clusterUrl = new URL(cluster.url);
  const created = spawnSync(
    join(bin, 'createdb'),
    ['-h', clusterUrl.hostname, '-p', clusterUrl.port, '-U', 'postgres', 'platform'],
    { encoding: 'utf8' },
  );
  if (created.status !== 0) throw new Error(`createdb failed: ${created.stderr}`);
  const env = {
    DATABASE_URL: `postgres://postgres@${clusterUrl.host}/platform`,
    KEY_RING_SECRET: keyRingSecret,
    OPERATOR_TOKENS: operatorTokens,
    DEV_OUTBOX: process.env.DEV_OUTBOX || 'false',
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    // Behind the proxy every client has the proxy's address: its rate limit would be everyone's.
    RATE_LIMIT_MAX: '0',
    CONNECTIONS_PER_CLIENT: '0',
  };
  const first = await startServer({ ...env, SEED_DEMO: 'true' });
  running.push(first);
  const second = await startServer({ ...env, SEED_DEMO: 'false' });
  running.push(second);
  process.env.PROXY_PORT = port;
  const proxy = await startProxy([first.url, second.url]);
  running.push(proxy);
  console.log(`
✔ two instances on PostgreSQL behind one address
  site:          http://127.0.0.1:${port}/m/home   (each request goes to the next instance in turn)
  instances:     ${first.url}  ${second.url}
  database:      ${cluster.url.replace(/\/[^/]*$/, '/platform')} (removed on exit)
  operator API:  ${
    process.env.OPERATOR_TOKENS
      ? 'the tokens of OPERATOR_TOKENS'
      : `OPERATOR_TOKEN=${operatorToken} API_URL=http://127.0.0.1:${port} npm run operator -- deposits`
  }
  Ctrl-C stops everything.`);
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  await stopAll(1);
}
