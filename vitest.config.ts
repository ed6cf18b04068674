import { defineConfig } from 'vitest/config';

// One Vitest run, three projects (issue 2): each package keeps its own environment and setup.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    // Vitest's default is one worker less than the cores, which on the two-core machines that run `npm test`
    // means one test file at a time (170 s for the suite); a worker per core halves that (docs/decisions.md).
    maxWorkers: '100%',
  },
});
