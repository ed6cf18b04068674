import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type LoggerOptions } from 'pino';
import type { LogLevel } from './config.ts';
import { HEADER } from '@h5/contract/headers.ts';

/** Request headers that carry credentials or encrypted payload keys (platform-api §2, §5). */
const SECRET_HEADERS = [
  'authorization',
  'cookie',
  'encryption',
  'x-digest',
  'x-rsa',
  HEADER.gameTicket.toLowerCase(),
];

/** Body and object fields that may hold a secret; `value` is the encrypted body of §5. */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'oldPassword',
  'confirmPassword',
  'confirmNewPassword',
  'paymentPassword',
  'token',
  'captcha',
  'verificationCode',
  'value',
  // The in-house game page's launch ticket: whoever has it can bet with the member's wallet.
  'ticket',
];

/**
 * Query parameters never written to a log line, compared case-insensitively: every secret field (a client may
 * send any of them in a query) and `code`.
 */
const SECRET_QUERY_PARAMS = new Set([...SECRET_FIELDS, 'code'].map((name) => name.toLowerCase()));

export const REDACTED = '[redacted]';

export const REDACT_PATHS: readonly string[] = [
  ...SECRET_HEADERS.map((h) => `req.headers["${h}"]`),
  'res.headers["set-cookie"]',
  // pino wildcards match one level each; secrets are looked for up to three levels deep.
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`, `*.*.*.${f}`]),
];

/** Replaces the values of secret query parameters, keeping the rest of the URL for debugging. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_PARAMS.has(key.toLowerCase())) {
      params.set(key, 'redacted');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    headers: { ...request.headers },
  };
}

export function loggerOptions(level: LogLevel): LoggerOptions {
  return {
    level,
    redact: { paths: [...REDACT_PATHS], censor: REDACTED },
    serializers: {
      req: serializeRequest,
      err: pino.stdSerializers.err,
    },
  };
}

export function createLogger(level: LogLevel, destination?: DestinationStream): FastifyBaseLogger {
  return destination === undefined ? pino(loggerOptions(level)) : pino(loggerOptions(level), destination);
}
