import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * The scenarios against a server that is already running, such as `npm run start:cluster` (two instances on
 * PostgreSQL behind one address), instead of the throwaway server of playwright.config.ts. Start it with what the
 * scenarios need: `DEV_OUTBOX=true OPERATOR_TOKENS=e2e-operator:e2e-operator-token-0123456789abcdef npm run
 * start:cluster`, then `npx playwright test -c cluster.config.ts tests/money-journey.spec.ts`. Only the scenarios
 * that use the demo merchant alone fit (the others expect the test merchants of support/start-server.mjs).
 */
export default defineConfig({
  ...base,
  webServer: undefined,
  workers: 1,
  use: { ...base.use, baseURL: process.env.CLUSTER_URL ?? 'http://127.0.0.1:8080' },
});
