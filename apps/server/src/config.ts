import { isIP } from 'node:net';
import { z } from 'zod';
import { resolveFromRepo } from './paths.ts';

export interface EnvVarSpec {
  readonly name: string;
  /** The default as an operator would write it; `''` means empty. */
  readonly default: string;
  readonly description: string;
}

/**
 * Every environment variable the server reads, as data: the README's configuration table is checked against
 * this list, so a variable cannot be added without being documented.
 */
export const ENV_VARS = [
  { name: 'PORT', default: '8080', description: 'TCP port to listen on (0 = any free port).' },
  {
    name: 'HOST',
    default: '127.0.0.1',
    description: 'Interface to listen on; `0.0.0.0` to accept connections from other machines.',
  },
  {
    name: 'DATABASE_PATH',
    default: 'data/platform.sqlite',
    description:
      'SQLite database file, created, migrated and seeded at start. Relative paths are resolved from the repository root.',
  },
  {
    name: 'MERCHANT_CODE',
    default: 'demo',
    description:
      'Merchant code the served web app sends when the request host matches no merchant `domains` entry.',
  },
  {
    name: 'MERCHANTS_DIR',
    default: 'apps/server/merchants',
    description:
      'Folder of merchant configuration files (`*.json`), validated and loaded into the database at every start.',
  },
  {
    name: 'WEB_DIST',
    default: 'apps/web/dist',
    description: 'Built web app served under `/m/`; when missing the API still runs and `/m/` answers 503.',
  },
  {
    name: 'API_BASE_URL',
    default: '',
    description:
      'API base URL handed to the web app at run time (empty = same origin); an absolute URL is also allowed by the CSP `connect-src`.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'pino log level: fatal, error, warn, info, debug, trace or silent.',
  },
  { name: 'BODY_LIMIT', default: '65536', description: 'Largest request body accepted, in bytes.' },
  {
    name: 'RATE_LIMIT_MAX',
    default: '1200',
    description: 'API requests per minute per client IP (`/wps`, `/lgw`); 0 disables the limit.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'Trust `X-Forwarded-*` headers: `true`, `false`, a hop count, or a comma-separated list of proxy addresses/CIDRs.',
  },
] as const satisfies readonly EnvVarSpec[];

export type EnvVarName = (typeof ENV_VARS)[number]['name'];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the SQLite file. */
  databasePath: string;
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
}

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

const path = z.string().min(1).transform(resolveFromRepo);

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

const PARSERS = {
  PORT: integer(0, 65535),
  HOST: z.string().min(1),
  DATABASE_PATH: path,
  MERCHANT_CODE: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'expected 1-32 letters, digits, _ or -'),
  MERCHANTS_DIR: path,
  WEB_DIST: path,
  API_BASE_URL: apiBaseUrl,
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(', ')}` }),
  BODY_LIMIT: integer(1024, 100 * 1024 * 1024),
  RATE_LIMIT_MAX: integer(0, 1_000_000),
  TRUST_PROXY: trustProxy,
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
    problems.push(`${name}=${JSON.stringify(raw)}: ${reason}`);
    return undefined;
  };

  const values = {
    port: read('PORT'),
    host: read('HOST'),
    databasePath: read('DATABASE_PATH'),
    merchantCode: read('MERCHANT_CODE'),
    merchantsDir: read('MERCHANTS_DIR'),
    webDist: read('WEB_DIST'),
    apiBaseUrl: read('API_BASE_URL'),
    logLevel: read('LOG_LEVEL'),
    bodyLimit: read('BODY_LIMIT'),
    rateLimitMax: read('RATE_LIMIT_MAX'),
    trustProxy: read('TRUST_PROXY'),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return values as Config;
}

/** The origin of an absolute `API_BASE_URL`, or null when the API is on the page's own origin. */
export function apiOrigin(apiBaseUrl: string): string | null {
  return URL.canParse(apiBaseUrl) ? new URL(apiBaseUrl).origin : null;
}
