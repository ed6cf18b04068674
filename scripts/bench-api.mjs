// `npm run bench:api`: a bounded load run on loopback against the real server (throwaway database, rate
// limit off): the status endpoint and one list endpoint. Prints req/s and latency p50/p99. Not part of
// `npm test`. DURATION seconds per target (default 10), CONNECTIONS (default 20).
import autocannon from 'autocannon';
import { startServer } from './lib/server.mjs';

const duration = Math.min(Number(process.env.DURATION ?? 10), 60);
const connections = Number(process.env.CONNECTIONS ?? 20);
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
