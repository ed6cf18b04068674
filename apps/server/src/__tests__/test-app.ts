import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { MerchantConfig } from '../domain/merchants/merchant-config.ts';
import { createLogger } from '../logger.ts';
import { SERVER_ROOT } from '../paths.ts';
import { seedDemoDatabase } from '../seed/seed.ts';
import {
  TEST_DATABASE_URL,
  createDatabase,
  databaseUrl,
  dropDatabase,
  templates,
  testDatabaseName,
} from './postgres-test-databases.ts';

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
 * Configuration for a test: its own database with the demo data (the tests log in as the demo accounts and browse
 * the demo catalogue), no web build, silent logs, no rate limit. The database is a file in `dir`, or with
 * TEST_DATABASE_URL a PostgreSQL database of `dir`, which `buildTestApp` creates.
 */
export function testConfig(dir: string, overrides: Partial<Config> = {}): Config {
  return {
    // The documented defaults, so a new setting needs no second list here.
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    databasePath: join(dir, 'platform.sqlite'),
    databaseUrl:
      TEST_DATABASE_URL === '' || overrides.databaseUrl !== undefined
        ? ''
        : databaseUrl(testDatabaseName(inject('postgresPrefix'), dir)),
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

/** The PostgreSQL database of a test configuration, made by this run; undefined on SQLite or for another URL. */
function ownDatabase(config: Config): { prefix: string; name: string } | undefined {
  if (TEST_DATABASE_URL === '' || config.databaseUrl === '') return undefined;
  const prefix = inject('postgresPrefix');
  const name = new URL(config.databaseUrl).pathname.slice(1);
  return name.startsWith(`${prefix}_`) ? { prefix, name } : undefined;
}

/**
 * On PostgreSQL, creates the test's database unless it exists: a copy of the run's seeded template when the test
 * seeds the demo data as the template was (then the seed finds every part applied), else of the migrated one.
 * Nothing on SQLite, where opening the file creates it.
 */
export async function createTestDatabase(config: Config): Promise<void> {
  const own = ownDatabase(config);
  if (own === undefined) return;
  const { migrated, seeded } = templates(own.prefix);
  const asTemplate =
    config.seedDemo &&
    config.merchantsDir === DEMO_MERCHANTS_DIR &&
    config.sessionMaxHours === loadConfig({}).sessionMaxHours &&
    config.argon2 === TEST_ARGON2;
  await createDatabase(own.name, asTemplate ? seeded : migrated);
}

/** Drops what `createTestDatabase` made (nothing on SQLite: the caller removes the folder). */
export async function dropTestDatabase(config: Config): Promise<void> {
  const own = ownDatabase(config);
  if (own !== undefined) await dropDatabase(own.name);
}

/** Starts the app as main.ts does: the demo data first when the configuration asks for it. */
export async function buildTestApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  await createTestDatabase(config);
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
      await dropTestDatabase(config);
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
