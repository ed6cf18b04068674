import { isIP } from 'node:net';
import { z } from 'zod';
import { ENV_VARS, type EnvVarName } from './config-vars.ts';
import { resolveFromRepo } from './paths.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the SQLite file (its folder also holds the feedback images on PostgreSQL). */
  databasePath: string;
  /** PostgreSQL connection URL; '' = SQLite at `databasePath`. */
  databaseUrl: string;
  /** PostgreSQL pool size of this instance. */
  databasePoolSize: number;
  /** main.ts seeds the demo data before building the app; buildApp itself never seeds. */
  seedDemo: boolean;
  merchantCode: string;
  /** Absolute path. */
  merchantsDir: string;
  /** Absolute path. */
  webDist: string;
  /** '' (same origin), an absolute http(s) URL or an absolute path, without a trailing slash. */
  apiBaseUrl: string;
  logLevel: LogLevel;
  bodyLimit: number;
  /** 0 = no rate limit. */
  rateLimitMax: number;
  trustProxy: boolean | number | string[];
  /** Node's `headersTimeout`, ms; at most `requestTimeoutMs`. */
  headersTimeoutMs: number;
  /** Node's `requestTimeout`, ms. */
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** Socket inactivity (Fastify's `connectionTimeout`), ms. */
  socketIdleTimeoutMs: number;
  /** How long a stopping server waits for requests in flight (main.ts), ms. */
  shutdownGraceMs: number;
  /** 0 = no per-client cap. */
  connectionsPerClient: number;
  /** 0 = derived from the descriptor limit at start. */
  maxConnections: number;
  /** 0 = derived from the cores at start. */
  passwordHashConcurrency: number;
  passwordHashQueue: number;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  smsCodeMinutes: number;
  smsHourlyPerNumber: number;
  smsHourlyPerIp: number;
  trialHourlyPerIp: number;
  loginCaptchaAfter: number;
  loginMaxFailuresPerHour: number;
  rsaRotateHours: number;
  /** '' = the development secret (infra/key-sealer.ts); never empty when `production`. */
  keyRingSecret: string;
  /** `NODE_ENV=production`. */
  production: boolean;
  devOutbox: boolean;
  /** '' = no SMTP server (outbox only). */
  smtpUrl: string;
  /** Operator API tokens valid for every merchant (`OPERATOR_TOKENS`). */
  operatorTokens: readonly OperatorToken[];
  /** HMAC key of the simulated gateway's notifications; '' = the development key (domain/payments/providers). */
  paymentSimulatorSecret: string;
  /** Argon2id cost; not an environment variable (tests lower it, one test checks the production values). */
  argon2: Argon2Cost;
}

export interface OperatorToken {
  readonly name: string;
  readonly token: string;
}

export interface Argon2Cost {
  /** KiB. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP Password Storage: Argon2id, m ≥ 19 MiB, t ≥ 2, p = 1. */
export const ARGON2_PRODUCTION: Argon2Cost = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `expected a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

/** A duration given in whole seconds, kept in milliseconds (what Node's timers take). */
const seconds = (min: number, max: number) => integer(min, max).transform((s) => s * 1000);

const path = z.string().min(1).transform(resolveFromRepo);

/** A URL with its password (if any) masked, for a message. */
const withoutPassword = (raw: string) => {
  if (!URL.canParse(raw)) return raw;
  const url = new URL(raw);
  if (url.password !== '') url.password = '***';
  return url.toString();
};

const databaseUrl = z
  .string()
  .trim()
  .refine(
    (v) => v === '' || (URL.canParse(v) && ['postgres:', 'postgresql:'].includes(new URL(v).protocol)),
    'expected empty (SQLite) or postgres://user:password@host:port/database',
  );

const flag = z.enum(['true', 'false'], { error: 'expected true or false' }).transform((v) => v === 'true');

const apiBaseUrl = z
  .string()
  .trim()
  .refine(
    (v) => v === '' || v.startsWith('/') || URL.canParse(v),
    'expected empty, an absolute path (/api) or an absolute URL (https://api.example.com)',
  )
  .refine(
    (v) => !URL.canParse(v) || ['http:', 'https:'].includes(new URL(v).protocol),
    'an absolute URL must use http or https',
  )
  .transform((v) => v.replace(/\/+$/, ''));

const isAddressOrCidr = (entry: string): boolean => {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  return bits === undefined || /^\d{1,3}$/.test(bits);
};

const trustProxy = z.string().transform((raw, ctx): boolean | number | string[] => {
  const value = raw.trim().toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((e) => e.trim());
  if (entries.length > 0 && entries.every(isAddressOrCidr)) return entries;
  ctx.addIssue({
    code: 'custom',
    message: 'expected true, false, a hop count or a comma-separated list of IP addresses/CIDRs',
  });
  return z.NEVER;
});

const smtpUrl = z
  .string()
  .trim()
  .refine(
    (v) => v === '' || (URL.canParse(v) && ['smtp:', 'smtps:'].includes(new URL(v).protocol)),
    'expected empty or smtp://user:pass@host:port or smtps://user:pass@host:port',
  );

/** `name:token,name:token`: names as recorded with each review, tokens long enough not to be guessed. */
const operatorTokens = z.string().transform((raw, ctx): OperatorToken[] => {
  const value = raw.trim();
  if (value === '') return [];
  const tokens: OperatorToken[] = [];
  for (const pair of value.split(',')) {
    const [name = '', token = '', ...rest] = pair.trim().split(':');
    if (rest.length > 0 || !/^[A-Za-z0-9_.@-]{1,64}$/.test(name) || !/^[\x21-\x7e]{24,256}$/.test(token)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'expected name:token pairs separated by commas (name 1-64 of A-Z a-z 0-9 _ . @ -, token 24+ visible characters without ":" or ",")',
      });
      return z.NEVER;
    }
    tokens.push({ name, token });
  }
  return tokens;
});

const PARSERS = {
  PORT: integer(0, 65535),
  HOST: z.string().min(1),
  DATABASE_PATH: path,
  DATABASE_URL: databaseUrl,
  DATABASE_POOL_SIZE: integer(1, 1000),
  SEED_DEMO: flag,
  MERCHANT_CODE: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'expected 1-32 letters, digits, _ or -'),
  MERCHANTS_DIR: path,
  WEB_DIST: path,
  API_BASE_URL: apiBaseUrl,
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(', ')}` }),
  BODY_LIMIT: integer(1024, 100 * 1024 * 1024),
  RATE_LIMIT_MAX: integer(0, 1_000_000),
  TRUST_PROXY: trustProxy,
  HEADERS_TIMEOUT_SECONDS: seconds(1, 600),
  REQUEST_TIMEOUT_SECONDS: seconds(1, 3600),
  KEEP_ALIVE_TIMEOUT_SECONDS: seconds(1, 600),
  SOCKET_IDLE_TIMEOUT_SECONDS: seconds(1, 3600),
  SHUTDOWN_GRACE_SECONDS: seconds(0, 3600),
  CONNECTIONS_PER_CLIENT: integer(0, 1_000_000),
  MAX_CONNECTIONS: integer(0, 10_000_000),
  PASSWORD_HASH_CONCURRENCY: integer(0, 1024),
  PASSWORD_HASH_QUEUE: integer(0, 1_000_000),
  SESSION_IDLE_MINUTES: integer(1, 60 * 24 * 30),
  SESSION_MAX_HOURS: integer(1, 24 * 365),
  SMS_CODE_MINUTES: integer(1, 60),
  SMS_HOURLY_PER_NUMBER: integer(1, 1000),
  SMS_HOURLY_PER_IP: integer(1, 100_000),
  TRIAL_HOURLY_PER_IP: integer(1, 1_000_000),
  LOGIN_CAPTCHA_AFTER: integer(1, 1000),
  LOGIN_MAX_FAILURES_PER_HOUR: integer(1, 1_000_000),
  RSA_ROTATE_HOURS: integer(1, 24 * 365),
  // HKDF does not stretch a guessable secret: it must be random and long itself.
  KEY_RING_SECRET: z
    .string()
    .refine((v) => v === '' || v.length >= 32, 'expected empty or at least 32 characters'),
  NODE_ENV: z.string().transform((v) => v.trim() === 'production'),
  DEV_OUTBOX: flag,
  SMTP_URL: smtpUrl,
  OPERATOR_TOKENS: operatorTokens,
  // An HMAC key anyone could guess would let anyone credit a deposit: as long and random as KEY_RING_SECRET.
  PAYMENT_SIMULATOR_SECRET: z
    .string()
    .refine((v) => v === '' || v.length >= 32, 'expected empty or at least 32 characters'),
} satisfies Record<EnvVarName, z.ZodType>;

/** Reads the configuration from environment variables; an empty variable counts as unset. */
export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  const problems: string[] = [];
  const read = <N extends EnvVarName>(name: N): z.output<(typeof PARSERS)[N]> | undefined => {
    const spec = ENV_VARS.find((v) => v.name === name);
    const given = env[name];
    const raw = given === undefined || given === '' ? (spec?.default ?? '') : given;
    const result = PARSERS[name].safeParse(raw);
    if (result.success) return result.data as z.output<(typeof PARSERS)[N]>;
    const reason = result.error.issues.map((i) => i.message).join('; ');
    // A secret's value must not reach the log, even a wrong one (it may be the right one mistyped).
    const shown =
      name === 'KEY_RING_SECRET' || name === 'OPERATOR_TOKENS' || name === 'PAYMENT_SIMULATOR_SECRET'
        ? `(${raw.length} characters, not shown)`
        : JSON.stringify(name === 'DATABASE_URL' ? withoutPassword(raw) : raw);
    problems.push(`${name}=${shown}: ${reason}`);
    return undefined;
  };

  const values = {
    port: read('PORT'),
    host: read('HOST'),
    databasePath: read('DATABASE_PATH'),
    databaseUrl: read('DATABASE_URL'),
    databasePoolSize: read('DATABASE_POOL_SIZE'),
    seedDemo: read('SEED_DEMO'),
    merchantCode: read('MERCHANT_CODE'),
    merchantsDir: read('MERCHANTS_DIR'),
    webDist: read('WEB_DIST'),
    apiBaseUrl: read('API_BASE_URL'),
    logLevel: read('LOG_LEVEL'),
    bodyLimit: read('BODY_LIMIT'),
    rateLimitMax: read('RATE_LIMIT_MAX'),
    trustProxy: read('TRUST_PROXY'),
    headersTimeoutMs: read('HEADERS_TIMEOUT_SECONDS'),
    requestTimeoutMs: read('REQUEST_TIMEOUT_SECONDS'),
    keepAliveTimeoutMs: read('KEEP_ALIVE_TIMEOUT_SECONDS'),
    socketIdleTimeoutMs: read('SOCKET_IDLE_TIMEOUT_SECONDS'),
    shutdownGraceMs: read('SHUTDOWN_GRACE_SECONDS'),
    connectionsPerClient: read('CONNECTIONS_PER_CLIENT'),
    maxConnections: read('MAX_CONNECTIONS'),
    passwordHashConcurrency: read('PASSWORD_HASH_CONCURRENCY'),
    passwordHashQueue: read('PASSWORD_HASH_QUEUE'),
    sessionIdleMinutes: read('SESSION_IDLE_MINUTES'),
    sessionMaxHours: read('SESSION_MAX_HOURS'),
    smsCodeMinutes: read('SMS_CODE_MINUTES'),
    smsHourlyPerNumber: read('SMS_HOURLY_PER_NUMBER'),
    smsHourlyPerIp: read('SMS_HOURLY_PER_IP'),
    trialHourlyPerIp: read('TRIAL_HOURLY_PER_IP'),
    loginCaptchaAfter: read('LOGIN_CAPTCHA_AFTER'),
    loginMaxFailuresPerHour: read('LOGIN_MAX_FAILURES_PER_HOUR'),
    rsaRotateHours: read('RSA_ROTATE_HOURS'),
    keyRingSecret: read('KEY_RING_SECRET'),
    production: read('NODE_ENV'),
    devOutbox: read('DEV_OUTBOX'),
    smtpUrl: read('SMTP_URL'),
    operatorTokens: read('OPERATOR_TOKENS'),
    paymentSimulatorSecret: read('PAYMENT_SIMULATOR_SECRET'),
    argon2: ARGON2_PRODUCTION,
  };
  const { headersTimeoutMs, requestTimeoutMs } = values;
  // Node refuses to start a server whose headers may take longer than the whole request.
  if (
    headersTimeoutMs !== undefined &&
    requestTimeoutMs !== undefined &&
    headersTimeoutMs > requestTimeoutMs
  ) {
    problems.push(
      `HEADERS_TIMEOUT_SECONDS=${headersTimeoutMs / 1000}: must not exceed REQUEST_TIMEOUT_SECONDS (${requestTimeoutMs / 1000})`,
    );
  }
  if (values.production === true && values.keyRingSecret === '') {
    problems.push('KEY_RING_SECRET: required when NODE_ENV=production (at least 32 random characters)');
  }
  // The outbox tool hands out captcha answers and SMS codes: a production server must never serve it.
  if (values.production === true && values.devOutbox === true) {
    problems.push(
      'DEV_OUTBOX: must be off when NODE_ENV=production (it serves captcha answers and SMS codes)',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return values as Config;
}

/** The origin of an absolute `API_BASE_URL`, or null when the API is on the page's own origin. */
export function apiOrigin(apiBaseUrl: string): string | null {
  return URL.canParse(apiBaseUrl) ? new URL(apiBaseUrl).origin : null;
}
