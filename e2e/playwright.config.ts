import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT, baseUrl, chromiumPath } from './support/env.ts';

// The built app in Debian's Chromium (its headless shell) at a phone size, against the real server on a throwaway database
// (support/start-server.mjs). Run `npm run build` first; `npm test` does.
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    ...devices['Pixel 7'],
    baseURL: baseUrl(),
    serviceWorkers: 'block',
    // DOM snapshots and sources, no screencast: recording screenshots of every frame cost more than the scenarios
    // themselves on two cores (the same 21 scenarios: 2.2 min with it, 50 s without; docs/decisions.md).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      executablePath: chromiumPath(),
      // The closed network here refuses Chromium's background connections (stack-notes.md).
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node support/start-server.mjs',
    url: `${baseUrl()}/wps/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(E2E_PORT) },
    stdout: 'pipe',
    stderr: 'pipe',
    // Without it Playwright SIGKILLs the server and its throwaway database folder is never removed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
  },
});
