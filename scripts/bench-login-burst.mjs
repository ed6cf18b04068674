// `npm run bench:login`: a login burst against the real server (issue 12, item 5), with the production Argon2 cost
// (the server's own configuration; only tests lower it). For BASELINE (5) seconds the status endpoint is polled alone,
// then for DURATION (10) seconds CONCURRENCY (20) clients log the seeded demo player in as fast as they are answered
// (encrypted bodies, as the web app sends them) while the poll goes on. Prints logins/s, login latency, `system.busy`
// answers and the status endpoint's p50/p99 before and during the burst. Not part of `npm test`.
import { encryptPayload } from '@h5/contract/encrypt-payload.ts';
import { startServer } from './lib/server.mjs';

const baselineSeconds = Number(process.env.BASELINE ?? 5);
const durationSeconds = Number(process.env.DURATION ?? 10);
const concurrency = Number(process.env.CONCURRENCY ?? 20);
const STATUS_EVERY_MS = 20;
const LOGIN_PATH = '/wps/session/login';
const HEADERS = { Merchant: 'demo', Language: 'EN' };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const figures = (values) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, ` +
  `max ${Math.max(...values).toFixed(1)} ms (${values.length} requests)`;

/** Polls the status endpoint one request at a time until `until()` is false. */
async function pollStatus(url, until) {
  const latencies = [];
  while (until()) {
    const start = performance.now();
    const res = await fetch(`${url}/wps/v2/system/status`, { headers: HEADERS });
    await res.arrayBuffer();
    if (res.ok) latencies.push(performance.now() - start);
    await sleep(STATUS_EVERY_MS);
  }
  return latencies;
}

// Every login of the burst must compute Argon2, as in the issue: the login guard would otherwise answer concurrent
// logins of one account with a captcha request, which costs no hashing. The figures are about hashing load.
const server = await startServer({ RATE_LIMIT_MAX: '0', LOGIN_CAPTCHA_AFTER: '1000' });
try {
  const modulus = await (await fetch(`${server.url}/wps/session/key/rsa`, { headers: HEADERS })).text();
  const login = async () => {
    const body = { username: 'player01', password: 'demo1234', captcha: null, type: 'username' };
    const encrypted = await encryptPayload(modulus, LOGIN_PATH, body);
    const res = await fetch(`${server.url}${LOGIN_PATH}`, {
      method: 'POST',
      headers: { ...HEADERS, ...encrypted.headers, 'content-type': 'application/json' },
      body: JSON.stringify(encrypted.body),
    });
    return (await res.json()).errorCode ?? 'ok';
  };
  // One login first: the dummy hash and the first Argon2 allocation are not part of the figures.
  const first = await login();
  if (first !== 'ok') throw new Error(`the demo login failed: ${first}`);

  let end = performance.now() + baselineSeconds * 1000;
  const baseline = await pollStatus(server.url, () => performance.now() < end);

  end = performance.now() + durationSeconds * 1000;
  const outcomes = new Map();
  const loginLatencies = [];
  const clients = Array.from({ length: concurrency }, async () => {
    while (performance.now() < end) {
      const start = performance.now();
      const outcome = await login();
      loginLatencies.push(performance.now() - start);
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
  });
  const during = await pollStatus(server.url, () => performance.now() < end);
  await Promise.all(clients);

  const ok = outcomes.get('ok') ?? 0;
  console.log(
    `login burst: ${concurrency} concurrent clients for ${durationSeconds} s, production Argon2 cost\n`,
  );
  console.log(`status alone          ${figures(baseline)}`);
  console.log(`status during burst   ${figures(during)}`);
  console.log(
    `logins                ${(ok / durationSeconds).toFixed(1)} successful/s, ${figures(loginLatencies)}`,
  );
  console.log(`login answers         ${[...outcomes].map(([k, v]) => `${k}: ${v}`).join(', ')}`);
} finally {
  await server.stop();
}
