import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARS } from '../config-vars.ts';
import { ARGON2_PRODUCTION, ConfigError, apiOrigin, loadConfig, type Config } from '../config.ts';
import { REPO_ROOT } from '../paths.ts';

describe('loadConfig', () => {
  it('has a default for everything, paths resolved from the repository root', () => {
    expect(loadConfig({})).toEqual<Config>({
      port: 8080,
      host: '127.0.0.1',
      databasePath: join(REPO_ROOT, 'data/platform.sqlite'),
      databaseUrl: '',
      databasePoolSize: 10,
      seedDemo: false,
      merchantCode: 'demo',
      merchantsDir: join(REPO_ROOT, 'apps/server/merchants'),
      webDist: join(REPO_ROOT, 'apps/web/dist'),
      apiBaseUrl: '',
      logLevel: 'info',
      bodyLimit: 65536,
      rateLimitMax: 1200,
      trustProxy: false,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      socketIdleTimeoutMs: 30_000,
      shutdownGraceMs: 8_000,
      connectionsPerClient: 64,
      maxConnections: 0,
      passwordHashConcurrency: 0,
      passwordHashQueue: 64,
      sessionIdleMinutes: 60,
      sessionMaxHours: 24,
      smsCodeMinutes: 2,
      smsHourlyPerNumber: 5,
      smsHourlyPerIp: 20,
      trialHourlyPerIp: 20,
      loginCaptchaAfter: 3,
      loginMaxFailuresPerHour: 100,
      rsaRotateHours: 24,
      keyRingSecret: '',
      production: false,
      devOutbox: false,
      smtpUrl: '',
      operatorTokens: [],
      paymentSimulatorSecret: '',
      argon2: ARGON2_PRODUCTION,
    });
  });

  it('reads every variable and treats an empty one as unset', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_PATH: '/var/lib/h5/db.sqlite',
      DATABASE_URL: 'postgres://h5:secret@db.example.com:5432/h5',
      SEED_DEMO: 'true',
      MERCHANT_CODE: 'ph_01',
      MERCHANTS_DIR: 'conf/merchants',
      WEB_DIST: '',
      API_BASE_URL: 'https://api.example.com/',
      LOG_LEVEL: 'silent',
      BODY_LIMIT: '1048576',
      RATE_LIMIT_MAX: '0',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      HEADERS_TIMEOUT_SECONDS: '5',
      REQUEST_TIMEOUT_SECONDS: '20',
      KEEP_ALIVE_TIMEOUT_SECONDS: '65',
      SOCKET_IDLE_TIMEOUT_SECONDS: '15',
      CONNECTIONS_PER_CLIENT: '0',
      MAX_CONNECTIONS: '5000',
      PASSWORD_HASH_CONCURRENCY: '3',
      PASSWORD_HASH_QUEUE: '0',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      databasePath: '/var/lib/h5/db.sqlite',
      databaseUrl: 'postgres://h5:secret@db.example.com:5432/h5',
      seedDemo: true,
      merchantCode: 'ph_01',
      merchantsDir: join(REPO_ROOT, 'conf/merchants'),
      webDist: join(REPO_ROOT, 'apps/web/dist'),
      apiBaseUrl: 'https://api.example.com',
      logLevel: 'silent',
      bodyLimit: 1048576,
      rateLimitMax: 0,
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      headersTimeoutMs: 5000,
      requestTimeoutMs: 20_000,
      keepAliveTimeoutMs: 65_000,
      socketIdleTimeoutMs: 15_000,
      connectionsPerClient: 0,
      maxConnections: 5000,
      passwordHashConcurrency: 3,
      passwordHashQueue: 0,
    });
    expect(loadConfig({ TRUST_PROXY: 'TRUE' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ API_BASE_URL: '/api/' }).apiBaseUrl).toBe('/api');
  });

  it('lists every bad variable with its value and what was expected', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        LOG_LEVEL: 'loud',
        API_BASE_URL: 'ftp://x.example',
        BODY_LIMIT: '10',
        TRUST_PROXY: 'maybe',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems } = error as ConfigError;
    expect(problems).toHaveLength(5);
    expect(problems[0]).toBe('PORT="eighty": expected a whole number from 0 to 65535');
    expect(problems.join('\n')).toMatch(/LOG_LEVEL="loud": expected one of fatal/);
    expect(problems.join('\n')).toMatch(
      /API_BASE_URL="ftp:\/\/x.example": an absolute URL must use http or https/,
    );
    expect(problems.join('\n')).toMatch(/BODY_LIMIT="10": must be at least 1024/);
    expect(problems.join('\n')).toMatch(/TRUST_PROXY="maybe"/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT="70000": must be at most 65535/);
    expect(() => loadConfig({ MERCHANT_CODE: 'a b' })).toThrow(/MERCHANT_CODE/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://h5:secret@db.example.com/h5' })).toThrow(
      /DATABASE_URL="mysql:\/\/h5:\*\*\*@db.example.com\/h5": expected empty \(SQLite\) or postgres:/,
    );
    expect(() => loadConfig({ HEADERS_TIMEOUT_SECONDS: '0' })).toThrow(
      /HEADERS_TIMEOUT_SECONDS="0": must be at least 1/,
    );
  });

  it('refuses headers that may take longer than the whole request (Node would not start)', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_SECONDS: '40' })).toThrow(
      'HEADERS_TIMEOUT_SECONDS=40: must not exceed REQUEST_TIMEOUT_SECONDS (30)',
    );
    expect(loadConfig({ HEADERS_TIMEOUT_SECONDS: '30' }).headersTimeoutMs).toBe(30_000);
  });
});

describe('ENV_VARS', () => {
  it('documents each variable once, with a default that parses', () => {
    const names = ENV_VARS.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    for (const v of ENV_VARS) expect(v.description.length, v.name).toBeGreaterThan(10);
    const defaults = Object.fromEntries(ENV_VARS.map((v) => [v.name, v.default]));
    expect(loadConfig(defaults)).toEqual(loadConfig({}));
  });

  it('covers every configuration field', () => {
    // argon2 is the one field that is not an environment variable (tests lower it through the config).
    expect(ENV_VARS).toHaveLength(Object.keys(loadConfig({})).length - 1);
  });
});

describe('apiOrigin', () => {
  it('is the origin of an absolute base URL and null for same-origin ones', () => {
    expect(apiOrigin('https://api.example.com/base')).toBe('https://api.example.com');
    expect(apiOrigin('')).toBeNull();
    expect(apiOrigin('/api')).toBeNull();
  });
});
