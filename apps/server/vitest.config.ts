import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Every file builds its own app on its own database file and the server keeps no module state that an answer
    // depends on, so the files share one module graph per worker instead of importing Fastify, Kysely and the
    // contract again for each of 33 files (about 60 s → 21 s on two cores).
    isolate: false,
    // With TEST_DATABASE_URL the suite runs on PostgreSQL: this makes the template databases and drops them after.
    globalSetup: ['src/__tests__/postgres-global-setup.ts'],
  },
});
