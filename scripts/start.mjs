// `npm start`: install what is missing, build the web app and the server where their sources changed since the last
// build, start the built server (which migrates its SQLite database, seeds the demo data on first start and serves
// the app and the API on one port). Runs on the machine's own Node until the install is done (ensure.mjs); the
// server runs on the pinned Node.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build } from './lib/build-stamp.mjs';
import { ensureDependencies, pinnedNode, root } from './lib/ensure.mjs';

ensureDependencies();
build(['web', 'server'], { ifChanged: true });
console.log('▶ starting the server…');
// No `ulimit` here: Node raises its soft open-file limit to the hard one at start, and only whatever starts this
// script can raise the hard one (README: Deployment); the server logs the limit and the connection caps it derived.
// The demo data is what a fresh clone should show; `SEED_DEMO=false npm start` starts without it.
const env = { ...process.env, SEED_DEMO: process.env.SEED_DEMO || 'true' };
// The server itself, not through npm: npm runs a script through `sh -c`, which dies of a SIGTERM without passing it
// on, and the server would go on without this script.
const server = spawn(pinnedNode, ['--enable-source-maps', join(root, 'apps/server/dist/main.mjs')], {
  stdio: 'inherit',
  cwd: root,
  env,
});
// The server drains its requests and exits on its own; this script waits for it and exits with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
