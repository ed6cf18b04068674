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
      'SQLite database file, created and migrated at start. Relative paths are resolved from the repository root.',
  },
  {
    name: 'DATABASE_URL',
    default: '',
    description:
      'PostgreSQL instead of SQLite: `postgres://user:password@host:5432/database` (the database must exist; it is migrated at start). Empty = SQLite at `DATABASE_PATH`.',
  },
  {
    name: 'DATABASE_POOL_SIZE',
    default: '10',
    description:
      'PostgreSQL only: connections each instance keeps open (instances × this must stay below the server’s `max_connections`).',
  },
  {
    name: 'SEED_DEMO',
    default: 'false',
    description:
      '`true`: the demo data (accounts, home content, games) is added before the server starts, each part once. `npm start` and `npm run dev` turn it on unless set; `npm run seed -w apps/server` seeds alone.',
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
  {
    name: 'HEADERS_TIMEOUT_SECONDS',
    default: '10',
    description:
      "Time a client has to send a request's headers, counted from the connection or the end of the previous request; then `408` and the connection is closed.",
  },
  {
    name: 'REQUEST_TIMEOUT_SECONDS',
    default: '30',
    description:
      'Time a client has to send a whole request, body included (at least `HEADERS_TIMEOUT_SECONDS`); then `408` and the connection is closed. The web app gives up on a call after 15 s.',
  },
  {
    name: 'KEEP_ALIVE_TIMEOUT_SECONDS',
    default: '5',
    description: 'An idle keep-alive connection is closed after this many seconds without a new request.',
  },
  {
    name: 'SOCKET_IDLE_TIMEOUT_SECONDS',
    default: '30',
    description:
      'A connection on which nothing moves either way for this long (a client that stops reading an answer) is closed.',
  },
  {
    name: 'SHUTDOWN_GRACE_SECONDS',
    default: '8',
    description:
      'On SIGTERM or SIGINT: stop accepting, let requests in flight finish this long at most, then close the connections left, close the database and exit 0. Below the 10 s a container runtime waits before SIGKILL.',
  },
  {
    name: 'CONNECTIONS_PER_CLIENT',
    default: '64',
    description:
      'Open connections one client address (IPv4 address, IPv6 /64) may hold; further ones are closed at once. 0 = no cap. Addresses listed in `TRUST_PROXY` are exempt.',
  },
  {
    name: 'MAX_CONNECTIONS',
    default: '0',
    description:
      'Open connections in all; further ones are closed at once. 0 = the descriptor limit less a reserve for the database and files (10 %, at least 128); no cap where the limit cannot be read (not Linux).',
  },
  {
    name: 'PASSWORD_HASH_CONCURRENCY',
    default: '0',
    description:
      "Argon2 computations at once (logins, registrations, password changes). 0 = one less than the cores and than libuv's thread pool (`UV_THREADPOOL_SIZE`, 4), at least 1.",
  },
  {
    name: 'PASSWORD_HASH_QUEUE',
    default: '64',
    description:
      'Argon2 computations waiting for their turn, at most; beyond that the call answers `system.busy` (HTTP 503, `Retry-After: 1`).',
  },
  {
    name: 'SESSION_IDLE_MINUTES',
    default: '60',
    description: 'A session token stops working after this many minutes without a request.',
  },
  {
    name: 'SESSION_MAX_HOURS',
    default: '24',
    description: 'A session token stops working this many hours after the login, however active.',
  },
  {
    name: 'SMS_CODE_MINUTES',
    default: '2',
    description:
      'How long an SMS code is valid (answered as `expiredMinutes`); one code per number per 60 × this seconds.',
  },
  {
    name: 'SMS_HOURLY_PER_NUMBER',
    default: '5',
    description: 'SMS codes sent to one mobile number per hour, at most.',
  },
  {
    name: 'SMS_HOURLY_PER_IP',
    default: '20',
    description: 'SMS codes requested from one client IP per hour, at most.',
  },
  {
    name: 'TRIAL_HOURLY_PER_IP',
    default: '20',
    description:
      'Trial (free play) accounts opened from one client address (IPv6: its /64) per hour, at most; mobile carriers put many players behind one address.',
  },
  {
    name: 'LOGIN_CAPTCHA_AFTER',
    default: '3',
    description:
      'Failed password checks (of an account, or from one client address, last hour) after which logins need a solved captcha; a wrong captcha never counts.',
  },
  {
    name: 'LOGIN_MAX_FAILURES_PER_HOUR',
    default: '100',
    description:
      'Failed password checks of one account from one client address (IPv6: its /64) per hour after which that address gets `login.locked` for the account.',
  },
  {
    name: 'RSA_ROTATE_HOURS',
    default: '24',
    description:
      'Age at which the RSA key for encrypted calls is replaced (by whichever instance finds it due); the previous key keeps working for 10 minutes.',
  },
  {
    name: 'KEY_RING_SECRET',
    default: '',
    description:
      'Seals the private RSA keys kept in the database: 32+ random characters, the same on every instance. Empty = a development key anyone can derive (warned at start); not allowed in production.',
  },
  {
    name: 'NODE_ENV',
    default: 'development',
    description:
      '`production` refuses to start without the settings that only have a development default (`KEY_RING_SECRET`); any other value is development.',
  },
  {
    name: 'DEV_OUTBOX',
    default: 'false',
    description:
      'Development only: `true` keeps the codes of sent SMS and e-mail in the outbox tables (otherwise redacted) and registers `GET /wps/dev/outbox`, which shows them and captcha answers. Never in production.',
  },
  {
    name: 'OPERATOR_TOKENS',
    default: '',
    description:
      'Operator API tokens for every merchant, `name:token` pairs separated by commas (token 24+ characters; the name is recorded with each review). Merchants may add their own in `payments.operators`. Empty = none from here.',
  },
  {
    name: 'PAYMENT_SIMULATOR_SECRET',
    default: '',
    description:
      'Signs the simulated payment gateway’s notifications (`/pay/sim`, `provider: simulated` channels) on a development or test server: 32+ random characters, the same on every instance. Empty = a development key anyone can derive. A production server never offers the simulated gateway.',
  },
  {
    name: 'SMTP_URL',
    default: '',
    description:
      'Mail server for forgot-password e-mails, `smtp://user:pass@host:587` (STARTTLS) or `smtps://…:465`, optional `?from=`; empty = the outbox table and the log only.',
  },
] as const satisfies readonly EnvVarSpec[];

export type EnvVarName = (typeof ENV_VARS)[number]['name'];
