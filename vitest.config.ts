import { defineConfig } from 'vitest/config';

// One Vitest run, three projects (issue 2): each package keeps its own environment and setup.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
