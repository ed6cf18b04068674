// `npm run bench:slow`: slow clients against the real server (issue 12, item 4). Two runs on a throwaway database:
//  1. one client address opens CONNECTIONS (1,200) slow connections to a server started under a descriptor limit of
//     NOFILE (1,024), the host of the issue;
//  2. the same number spread over SOURCES (20) loopback addresses (127.0.0.2…) under the machine's own limit.
// Half the connections send half their headers, half send their headers and half a body; every slow connection
// then trickles one byte each TRICKLE_MS (5,000) so that an idle timeout alone cannot free it. Meanwhile a health
// check on a new connection every 100 ms measures whether everyone else is still answered. Prints how many slow
// connections the server accepted, how long it held them, the server's descriptors and the health latency.
// Linux only (loopback aliases, /proc). Not part of `npm test`. HOLD (75) caps each run in seconds.
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { startServer } from './lib/server.mjs';

const total = Number(process.env.CONNECTIONS ?? 1200);
const nofile = Number(process.env.NOFILE ?? 1024);
const sources = Number(process.env.SOURCES ?? 20);
const trickleMs = Number(process.env.TRICKLE_MS ?? 5000);
const holdSeconds = Number(process.env.HOLD ?? 75);
const PROBE_EVERY_MS = 100;
const PROBE_TIMEOUT_MS = 3000;
/** A connection the server closes this soon after it opened was refused, not held and then timed out. */
const REFUSED_WITHIN_MS = 1000;
const OPEN_BATCH = 100;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function descriptors(pid) {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return NaN;
  }
}

/** One slow connection: half the headers, or all the headers and half the body; then a byte now and then. */
function openSlow(port, localAddress, kind) {
  return new Promise((resolve) => {
    const slot = { kind, openedAt: 0, closedAt: 0, answered: false, socket: null };
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    slot.socket = socket;
    socket.setNoDelay(true);
    socket.on('data', () => (slot.answered = true));
    socket.on('error', () => {});
    socket.on('close', () => {
      slot.closedAt = performance.now();
      resolve(slot);
    });
    socket.on('connect', () => {
      slot.openedAt = performance.now();
      socket.write(
        kind === 'headers'
          ? 'GET /wps/health HTTP/1.1\r\nHost: 127.0.0.1\r\nMerchant: demo\r\nX-Slow: '
          : 'POST /wps/v2/system/vitals HTTP/1.1\r\nHost: 127.0.0.1\r\nMerchant: demo\r\n' +
              'Content-Type: application/json\r\nContent-Length: 4000\r\n\r\n{"metrics":[',
      );
      resolve(slot);
    });
  });
}

/** Health checks come from an address of their own: everyone else, not the slow clients. */
const PROBE_ADDRESS = '127.0.0.254';

/** A health check on a connection of its own (a pooled one would slip past a full accept queue). */
function probe(port) {
  return new Promise((resolve) => {
    const start = performance.now();
    const req = request(
      {
        port,
        host: '127.0.0.1',
        localAddress: PROBE_ADDRESS,
        path: '/wps/health',
        agent: false,
        timeout: PROBE_TIMEOUT_MS,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - start : null));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(null));
    req.end();
  });
}

async function run(name, { nofile: limit, addresses }) {
  const server = await startServer({}, limit === undefined ? {} : { nofile: limit });
  const port = Number(new URL(server.url).port);
  const idleFds = descriptors(server.pid);
  const probes = [];
  let probing = true;
  const prober = (async () => {
    while (probing) {
      probes.push(await probe(port));
      await sleep(PROBE_EVERY_MS);
    }
  })();

  const started = performance.now();
  const slots = [];
  for (let i = 0; i < total; i += OPEN_BATCH) {
    const batch = [];
    for (let j = i; j < Math.min(total, i + OPEN_BATCH); j++) {
      batch.push(openSlow(port, addresses[j % addresses.length], j % 2 === 0 ? 'headers' : 'body'));
    }
    slots.push(...(await Promise.all(batch)));
  }
  const trickle = setInterval(() => {
    for (const s of slots) if (s.closedAt === 0 && s.openedAt > 0) s.socket.write('a');
  }, trickleMs);

  await sleep(REFUSED_WITHIN_MS + 500);
  const heldAfterOpen = slots.filter((s) => s.closedAt === 0).length;
  const peakFds = descriptors(server.pid);
  const probesWhileHeld = probes.length;
  const deadline = started + holdSeconds * 1000;
  while (slots.some((s) => s.closedAt === 0) && performance.now() < deadline) await sleep(250);
  clearInterval(trickle);
  probing = false;
  await prober;

  const stillHeld = slots.filter((s) => s.closedAt === 0);
  const refused = slots.filter(
    (s) => s.openedAt === 0 || (s.closedAt > 0 && s.closedAt - s.openedAt < REFUSED_WITHIN_MS),
  ).length;
  const longestHeld = (kind) =>
    Math.max(
      0,
      ...slots
        .filter((s) => s.kind === kind && s.openedAt > 0 && s.closedAt - s.openedAt >= REFUSED_WITHIN_MS)
        .map((s) => (s.closedAt - s.openedAt) / 1000),
    ).toFixed(1);
  const answered408 = slots.filter((s) => s.answered).length;
  const ok = probes.filter((p) => p !== null).sort((a, b) => a - b);
  const failed = probes.length - ok.length;
  for (const s of stillHeld) s.socket.destroy();
  await server.stop();

  console.log(`\n${name}`);
  console.log(
    `  slow connections: ${total} opened from ${addresses.length} address(es); ${refused} refused at once, ` +
      `${heldAfterOpen} held 1.5 s later`,
  );
  console.log(
    stillHeld.length > 0
      ? `  ${stillHeld.length} still held after ${holdSeconds} s`
      : `  all freed; held at most ${longestHeld('headers')} s (slow headers), ${longestHeld('body')} s (slow body); ` +
          `${answered408} got an answer (408) before the close`,
  );
  console.log(`  server descriptors: ${idleFds} idle, ${peakFds} with the slow connections open`);
  console.log(
    `  health checks: ${probes.length} (${probesWhileHeld} while opening), ${failed} failed or > ${PROBE_TIMEOUT_MS} ms; ` +
      `p50 ${percentile(ok, 50)?.toFixed(1)} ms, p99 ${percentile(ok, 99)?.toFixed(1)} ms, max ${ok.at(-1)?.toFixed(1)} ms`,
  );
}

console.log(
  `slow clients: ${total} connections (half slow headers, half slow body), a byte every ${trickleMs} ms, ` +
    `health checks every ${PROBE_EVERY_MS} ms on new connections`,
);
await run(`1. one client, descriptor limit ${nofile}`, { nofile, addresses: ['127.0.0.1'] });
await run(`2. ${sources} clients, the machine's descriptor limit`, {
  nofile: undefined,
  addresses: Array.from({ length: sources }, (_, i) => `127.0.0.${i + 2}`),
});
