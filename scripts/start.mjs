// `npm start`: install what is missing, build the web app, start the platform server (which migrates its SQLite
// database, seeds the demo data on first start and serves the app and the API on one port).
import { spawn } from 'node:child_process';
import { ensureDependencies, mustRun, root } from './lib/ensure.mjs';

ensureDependencies();
console.log('▶ building the web app…');
mustRun('npm', ['run', 'build']);
console.log('▶ starting the server…');
// No `ulimit` here: Node raises its soft open-file limit to the hard one at start, and only whatever starts this
// script can raise the hard one (README: Deployment); the server logs the limit and the connection caps it derived.
// The demo data is what a fresh clone should show; `SEED_DEMO=false npm start` starts without it.
const env = { ...process.env, SEED_DEMO: process.env.SEED_DEMO || 'true' };
const server = spawn('npm', ['run', 'serve'], { stdio: 'inherit', cwd: root, env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
