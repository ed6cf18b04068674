// `npm run test:postgres [-- vitest options]`: the server suite on PostgreSQL. Starts a throwaway cluster
// (scripts/lib/postgres.mjs: Debian's PostgreSQL, installed when missing and root), runs the server project with
// TEST_DATABASE_URL pointing at it, and removes the cluster afterwards, also on failure or Ctrl-C. Exits 1 when
// PostgreSQL is not available. To use a server of your own instead: TEST_DATABASE_URL=postgres://superuser@host/db
// npx vitest run --project server (the suite creates and drops databases of its own there).
import { run } from './lib/ensure.mjs';
import { ensurePostgres, startThrowawayPostgres } from './lib/postgres.mjs';

const bin = ensurePostgres();
if (!bin) process.exit(1);
const postgres = await startThrowawayPostgres(bin);
let status;
try {
  console.log(`▶ server tests on PostgreSQL (throwaway cluster in ${postgres.dir})`);
  status = run('npm', ['exec', '--', 'vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
    env: { ...process.env, TEST_DATABASE_URL: postgres.url },
  });
} finally {
  postgres.stop();
}
process.exit(status);
