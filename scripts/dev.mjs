// `npm run dev`: the API server with reload and the Vite dev server side by side; Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { ensureDependencies, root } from './lib/ensure.mjs';

ensureDependencies();
const children = [
  // With the demo data, as `npm start` (SEED_DEMO).
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, SEED_DEMO: process.env.SEED_DEMO || 'true' },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit', cwd: root }),
];
const stop = (signal) => children.forEach((c) => c.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
