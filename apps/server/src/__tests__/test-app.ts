import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { MerchantConfig } from '../domain/merchants/merchant-config.ts';
import { createLogger } from '../logger.ts';
import { SERVER_ROOT } from '../paths.ts';
import { seedDemoDatabase } from '../seed/seed.ts';

export const DEMO_MERCHANTS_DIR = join(SERVER_ROOT, 'merchants');

export function readDemoMerchant(): MerchantConfig {
  return JSON.parse(readFileSync(join(DEMO_MERCHANTS_DIR, 'demo.json'), 'utf8')) as MerchantConfig;
}

/** A fresh temporary folder, removed by the returned function. */
export function makeTempDir(prefix = 'h5-server-test-'): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return {
    dir,
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A merchants folder inside `dir` holding the repo's merchant files, then `extra` files (written as given,
 * so a test can write broken ones too).
 */
export function makeMerchantsDir(dir: string, extra: Record<string, unknown> = {}): string {
  const merchantsDir = join(dir, 'merchants');
  mkdirSync(merchantsDir, { recursive: true });
  cpSync(DEMO_MERCHANTS_DIR, merchantsDir, { recursive: true });
  for (const [file, content] of Object.entries(extra)) {
    writeFileSync(join(merchantsDir, file), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return merchantsDir;
}

export const TEST_ARGON2 = { memoryCost: 256, timeCost: 1, parallelism: 1 } as const;

/**
 * Configuration for a test: its own database file with the demo data (the tests log in as the demo accounts and
 * browse the demo catalogue), no web build, silent logs, no rate limit.
 */
export function testConfig(dir: string, overrides: Partial<Config> = {}): Config {
  return {
    // The documented defaults, so a new setting needs no second list here.
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    databasePath: join(dir, 'platform.sqlite'),
    seedDemo: true,
    merchantsDir: DEMO_MERCHANTS_DIR,
    webDist: join(dir, 'no-web-build'),
    logLevel: 'silent',
    rateLimitMax: 0,
    // Cheap hashing keeps the suite fast; passwords.test.ts checks the production cost.
    argon2: TEST_ARGON2,
    ...overrides,
  };
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly dir: string;
  readonly config: Config;
  close(): Promise<void>;
}

/** Starts the app as main.ts does: the demo data first when the configuration asks for it. */
export async function buildTestApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  if (config.seedDemo) await seedDemoDatabase(config, createLogger(config.logLevel, options.logDestination));
  return buildApp(config, options);
}

export async function startTestApp(
  overrides: Partial<Config> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const temp = makeTempDir();
  const config = testConfig(temp.dir, overrides);
  const app = await buildTestApp(config, options);
  return {
    app,
    dir: temp.dir,
    config,
    close: async () => {
      await app.close();
      temp.remove();
    },
  };
}

export interface Envelope {
  success: boolean;
  value?: unknown;
  errorCode?: string;
  message?: string;
}

/** The answer's body as an envelope; fails the test when it is not JSON of that shape. */
export function envelopeOf(response: LightMyRequestResponse): Envelope {
  const body = response.json<Envelope>();
  if (typeof body !== 'object' || typeof body.success !== 'boolean') {
    throw new Error(`not an envelope: ${response.body.slice(0, 200)}`);
  }
  return body;
}
