import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir, startTestApp, type TestApp } from '../../__tests__/test-app.ts';
import type { Config } from '../../config.ts';
import { sourceOf } from '../../domain/client-source.ts';
import {
  DEADLINE_CHECK_INTERVAL_MS,
  connectionCapacity,
  readDescriptorLimit,
  trustedProxies,
} from '../connection-guard.ts';

// Issue 12, item 4: clients that send their request slowly, or too many connections from one client, against the
// real server listening on a port (not inject: the attack is on connections).

/** Timers never fire early, but a loaded machine fires them late: room for that, never for a missed timeout. */
const LATE_SLACK_MS = 5000;
/** Loopback aliases (127.0.0.2…) stand for distinct clients; Linux routes all of 127/8 to the loopback device. */
const MANY_ADDRESSES = process.platform === 'linux';

interface SlowConnection {
  readonly socket: Socket;
  /** When the client saw the connection open. */
  readonly openedAt: number;
  /** Resolves when the server closed it: when, and what it had answered. */
  readonly closed: Promise<{ at: number; answer: string }>;
  isClosed(): boolean;
}

type Slowness = 'headers' | 'body' | 'silent';

const START: Record<Slowness, string> = {
  headers: 'GET /wps/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ',
  body:
    'POST /wps/v2/system/vitals HTTP/1.1\r\nHost: 127.0.0.1\r\nMerchant: demo\r\n' +
    'Content-Type: application/json\r\nContent-Length: 4000\r\n\r\n{"metrics":[',
  silent: '',
};

const open: Socket[] = [];
let t: TestApp | undefined;
afterEach(async () => {
  for (const socket of open.splice(0)) socket.destroy();
  await t?.close();
  t = undefined;
});

/**
 * The clients run on the server's own event loop here, so a batch of connections completes its handshakes before the
 * server has accepted the previous one: a backlog above Node's 511 keeps the kernel from dropping handshakes (a
 * dropped one is retried after a second), which a server with clients elsewhere does not need.
 */
const TEST_BACKLOG = 2048;

async function listen(overrides: Partial<Config>): Promise<number> {
  t = await startTestApp(overrides);
  await t.app.listen({ port: 0, host: '127.0.0.1', backlog: TEST_BACKLOG });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on a port');
  return address.port;
}

/** Half a request, then (unless silent) one more byte every `trickleMs`, so that only a deadline can end it. */
function openSlow(port: number, slowness: Slowness, localAddress = '127.0.0.1', trickleMs = 200) {
  return new Promise<SlowConnection>((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    open.push(socket);
    let answer = '';
    let closedFlag = false;
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => {});
    const closed = new Promise<{ at: number; answer: string }>((done) => {
      socket.on('close', () => {
        closedFlag = true;
        clearInterval(timer);
        done({ at: performance.now(), answer });
      });
    });
    socket.once('error', reject);
    socket.on('connect', () => {
      const openedAt = performance.now();
      socket.write(START[slowness]);
      if (slowness !== 'silent')
        timer = setInterval(() => socket.write(slowness === 'body' ? ' ' : 'a'), trickleMs);
      resolve({ socket, openedAt, closed, isClosed: () => closedFlag });
    });
  });
}

/** Connections opened at once: well under the test's listen backlog. */
const OPEN_BATCH = 250;
/** Often enough to be no idle connection (30 s), rarely enough that 1,200 writers do not load the machine. */
const MANY_TRICKLE_MS = 2000;

async function openMany(
  port: number,
  count: number,
  addresses: readonly string[],
): Promise<SlowConnection[]> {
  const all: SlowConnection[] = [];
  for (let i = 0; i < count; i += OPEN_BATCH) {
    const batch = [];
    for (let j = i; j < Math.min(count, i + OPEN_BATCH); j++) {
      const slowness = j % 2 === 0 ? 'headers' : 'body';
      batch.push(openSlow(port, slowness, addresses[j % addresses.length], MANY_TRICKLE_MS));
    }
    all.push(...(await Promise.all(batch)));
  }
  return all;
}

/** A health check on a new connection (a pooled one would not show refused connections). */
function health(port: number, localAddress = '127.0.0.1'): Promise<{ status: number; ms: number }> {
  return new Promise((resolve) => {
    const start = performance.now();
    const req = request(
      { port, host: '127.0.0.1', localAddress, path: '/wps/health', agent: false },
      (res) => {
        res.resume();
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - start });
        });
      },
    );
    req.on('error', () => {
      resolve({ status: 0, ms: performance.now() - start });
    });
    req.end();
  });
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('connection limits, as data', () => {
  it('reads the open-file limit from /proc/self/limits, null where there is none', () => {
    const temp = makeTempDir();
    try {
      const file = join(temp.dir, 'limits');
      writeFileSync(
        file,
        'Limit                     Soft Limit           Hard Limit           Units     \n' +
          'Max processes             95629                95629                processes \n' +
          'Max open files            1024                 524288               files     \n',
      );
      expect(readDescriptorLimit(file)).toBe(1024);
      writeFileSync(file, 'Max open files            unlimited            unlimited            files\n');
      expect(readDescriptorLimit(file)).toBeNull();
      expect(readDescriptorLimit(join(temp.dir, 'absent'))).toBeNull();
    } finally {
      temp.remove();
    }
  });

  it('keeps descriptors back for the database and files: a tenth of the limit, at least 128', () => {
    expect(connectionCapacity(1024)).toBe(896);
    expect(connectionCapacity(65_536)).toBe(58_982);
    expect(connectionCapacity(null)).toBeNull();
  });

  it('counts IPv4 clients by address and IPv6 clients by /64', () => {
    expect(sourceOf('203.0.113.7')).toBe('203.0.113.7');
    expect(sourceOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(sourceOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(sourceOf('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(sourceOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(sourceOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(sourceOf('::1')).toBe('0:0:0:0::/64');
  });

  it('exempts the proxies listed in TRUST_PROXY, and only a list names them', () => {
    const list = trustedProxies(['10.0.0.0/8', '192.0.2.1', '2001:db8::/32']);
    expect(list?.check('10.1.2.3', 'ipv4')).toBe(true);
    expect(list?.check('192.0.2.1', 'ipv4')).toBe(true);
    expect(list?.check('192.0.2.2', 'ipv4')).toBe(false);
    expect(list?.check('2001:db8:5::1', 'ipv6')).toBe(true);
    expect(trustedProxies(true)).toBeNull();
    expect(trustedProxies(1)).toBeNull();
  });
});

describe('slow clients against the listening server', () => {
  it('closes slow headers, slow bodies and silent connections once their deadline passes, with a 408', async () => {
    const headersTimeoutMs = 500;
    const requestTimeoutMs = 1500;
    // A long idle timeout, and a byte every 200 ms from each client: only the header and request deadlines can act.
    const port = await listen({ headersTimeoutMs, requestTimeoutMs, socketIdleTimeoutMs: 60_000 });
    const connections = await Promise.all([
      ...Array.from({ length: 5 }, () => openSlow(port, 'headers')),
      ...Array.from({ length: 5 }, () => openSlow(port, 'body')),
      openSlow(port, 'silent'),
    ]);
    const deadlines = [
      ...Array<number>(5).fill(headersTimeoutMs),
      ...Array<number>(5).fill(requestTimeoutMs),
      headersTimeoutMs,
    ];
    const closes = await Promise.all(connections.map((c) => c.closed));
    closes.forEach(({ at, answer }, i) => {
      const held = at - (connections[i]?.openedAt ?? 0);
      const deadline = deadlines[i] ?? 0;
      // Not before its own deadline (a body is not cut at the header deadline), and within one sweep of it.
      expect(held).toBeGreaterThanOrEqual(deadline - 50);
      expect(held).toBeLessThan(deadline + DEADLINE_CHECK_INTERVAL_MS + LATE_SLACK_MS);
      if (i < 10) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    });
  });

  it('refuses connections beyond the per-client cap at once, and counts a closed one out', async () => {
    const port = await listen({ connectionsPerClient: 4 });
    // One after the other, so that the first four are the ones let in.
    const connections: SlowConnection[] = [];
    for (let i = 0; i < 10; i++) connections.push(await openSlow(port, 'headers'));
    const refused = connections.slice(4);
    // The refused ones are closed without a byte of answer, long before any timeout (10 s by default).
    for (const { closed } of refused) expect((await closed).answer).toBe('');
    expect(connections.slice(0, 4).every((c) => !c.isClosed())).toBe(true);
    expect((await health(port)).status).toBe(0);
    // Another client is not affected.
    if (MANY_ADDRESSES) expect((await health(port, '127.0.0.2')).status).toBe(200);

    connections[0]?.socket.destroy();
    // The server counts it out when it sees the close, a moment later: ask again until then (5 s at most).
    const until = performance.now() + 5000;
    let status = 0;
    while (status !== 200 && performance.now() < until) {
      status = (await health(port)).status;
      if (status !== 200) await wait(20);
    }
    expect(status).toBe(200);
  });

  it('does not cap the proxies listed in TRUST_PROXY', async () => {
    const port = await listen({ connectionsPerClient: 2, trustProxy: ['127.0.0.1'] });
    const connections = await Promise.all(Array.from({ length: 6 }, () => openSlow(port, 'headers')));
    expect((await health(port)).status).toBe(200);
    expect(connections.every((c) => !c.isClosed())).toBe(true);
  });

  it('holds no more than MAX_CONNECTIONS in all', async () => {
    const port = await listen({ connectionsPerClient: 0, maxConnections: 5 });
    const connections = await Promise.all(Array.from({ length: 5 }, () => openSlow(port, 'headers')));
    // Node closes a connection beyond the total before the application sees it.
    expect((await health(port)).status).toBe(0);
    expect(connections.every((c) => !c.isClosed())).toBe(true);
  });

  it.runIf(MANY_ADDRESSES)(
    'answers health checks while many slow connections from 20 clients are open, and frees them all in time',
    async () => {
      // Both ends of every connection live in this process (two descriptors each) beside the other test files of
      // the worker: at most a quarter of the limit goes to them. The 1,200 fit under this machine's limit
      // (20,000); under 1,024 the test would open 256.
      const limit = readDescriptorLimit() ?? 1024;
      const count = Math.min(1200, Math.floor(limit / 4));
      // Long enough that opening them all and the checks fit well inside the header deadline (0.1 s here).
      const headersTimeoutMs = 3000;
      const requestTimeoutMs = 4000;
      const port = await listen({ headersTimeoutMs, requestTimeoutMs, connectionsPerClient: 64 });
      const clients = Array.from({ length: 20 }, (_, i) => `127.0.0.${i + 2}`);
      const connections = await openMany(port, count, clients);

      const checks = [];
      for (let i = 0; i < 10; i++) checks.push(await health(port, '127.0.0.254'));
      // Every check was made while every slow connection was still open (a structural fact, not a time).
      expect(connections.filter((c) => c.isClosed())).toHaveLength(0);
      for (const check of checks) {
        expect(check.status).toBe(200);
        // The bar is 100 ms, and `npm run bench:slow` measures a p99 of a few ms against a server of its
        // own. Here the 1,200 clients share this process and its event loop with the server, and other test files
        // run on the other core, so the bound only says "answered, not stuck behind the slow connections"
        // (before the fix, with the descriptors taken, a check was never answered).
        expect(check.ms).toBeLessThan(2000);
      }

      const closes = await Promise.all(connections.map((c) => c.closed));
      const longest = Math.max(...closes.map(({ at }, i) => at - (connections[i]?.openedAt ?? 0)));
      expect(longest).toBeLessThan(requestTimeoutMs + DEADLINE_CHECK_INTERVAL_MS + LATE_SLACK_MS);
      expect(closes.every(({ answer }) => answer.startsWith('HTTP/1.1 408 '))).toBe(true);
    },
    30_000,
  );
});
