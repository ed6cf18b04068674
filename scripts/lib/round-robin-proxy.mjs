// A small round-robin HTTP proxy (node:http, keep-alive to the upstreams) for `npm run bench:api -- --postgres`: it
// spreads requests over several server instances on one database. `startProxy` runs it in a child process on the
// machine's own Node, so it has an event loop of its own and does not share one with the load generator.
// Run directly: `node scripts/lib/round-robin-proxy.mjs <upstream url>...` (prints `listening <port>` when ready).
import { spawn } from 'node:child_process';
import { Agent, createServer, request } from 'node:http';
import { fileURLToPath } from 'node:url';

/** Starts the proxy in front of `upstreams` (base URLs); answers its URL and `stop`. */
export async function startProxy(upstreams) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), ...upstreams], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the proxy exited (${code}) before it listened`)));
  });
  child.removeAllListeners('exit');
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await done;
    },
  };
}

function serve(upstreams) {
  const targets = upstreams.map((u) => new URL(u));
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const server = createServer((req, res) => {
    const target = targets[next];
    next = (next + 1) % targets.length;
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 30_000;
  // PROXY_PORT: a fixed port (`npm run start:cluster` serves the site on it); otherwise any free one.
  server.listen(Number(process.env.PROXY_PORT ?? 0), process.env.PROXY_HOST ?? '127.0.0.1', () => {
    const address = server.address();
    console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
  });
  process.once('SIGTERM', () => process.exit(0));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  serve(process.argv.slice(2));
}
