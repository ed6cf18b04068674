import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@h5/contract/error-codes.ts';
import { DEFAULT_LANGUAGE, parseLanguage } from '@h5/contract/languages.ts';
import { errorMessage } from '../i18n/messages.ts';
import { ApiError } from '../domain/errors.ts';
import { failure, sendFailure } from './envelope.ts';
import type { EndpointRegistry } from './endpoint-registry.ts';

/** A full hashing queue (PASSWORD_HASH_QUEUE, 64 Argon2 computations of 5–15 ms each) drains in about a second. */
const RETRY_AFTER_SECONDS = 1;

const isFastifyError = (error: unknown): error is FastifyError =>
  error instanceof Error && ('code' in error || 'statusCode' in error);

/**
 * Turns whatever was thrown into a client-facing error, or null when it is our own fault (then the client
 * gets `system.busy` and the real error is logged). Framework errors are matched by code first, then status.
 */
export function classifyError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (!isFastifyError(error)) return null;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('badRequest', { detail: 'malformedJson', cause: error });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('payloadTooLarge', { cause: error });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('unsupportedMediaType', { cause: error });
    default:
      break;
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return new ApiError('payloadTooLarge', { cause: error });
  if (status === 415) return new ApiError('unsupportedMediaType', { cause: error });
  // A forbidden static path (e.g. a `..` segment) is reported as absent rather than revealing anything.
  if (status === 403 || status === 404) return new ApiError('notFound', { cause: error });
  if (status === 405) return new ApiError('methodNotSupported', { cause: error });
  if (status === 429) return new ApiError('tooManyRequests', { cause: error });
  if (status >= 400 && status < 500) return new ApiError('badRequest', { cause: error });
  return null;
}

export function replyWithError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const language = parseLanguage(request.headers.language);
  const apiError = classifyError(error);
  if (apiError === null) {
    request.log.error({ err: error }, 'request failed');
    const { code, status } = ERROR_CODES.systemBusy;
    return sendFailure(reply, status, failure(code, errorMessage(code, language)));
  }
  if (apiError.statusCode === ERROR_CODES.overloaded.status) {
    // Load shedding is not a fault: a warning, and a hint when to come back.
    request.log.warn({ errorCode: apiError.errorCode }, 'overloaded: request refused');
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  } else if (apiError.statusCode >= 500) {
    request.log.error({ err: apiError.cause ?? apiError }, 'request failed');
  }
  const message = errorMessage(apiError.errorCode, language, apiError.detail, apiError.params);
  return sendFailure(reply, apiError.statusCode, failure(apiError.errorCode, message, apiError.value));
}

/** The API's paths: the platform's, and the operator API's (so its failures and its rate limit are the API's too). */
const API_PREFIXES = ['/wps/', '/lgw/', '/ops/'];

export function pathnameOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * The path as the router matches it: percent-escapes decoded (`/%77ps/` is `/wps/`). Escapes of reserved
 * characters (`%2F`, `%3F`, `%23`) stay, as they do for the router; a malformed escape leaves the path as is.
 */
export function decodedPathname(url: string): string {
  const pathname = pathnameOf(url);
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/** Whether a (decoded) path or a route pattern belongs to the API. */
export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((p) => path.startsWith(p));
}

/**
 * Whether a request is an API request, decided by what it reaches rather than by its raw URL (which may spell
 * `/wps/` with escapes): the pattern of the matched route, or for an unmatched request its decoded path.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  if (request.is404) return isApiPath(decodedPathname(request.url));
  return isApiPath(request.routeOptions.url ?? decodedPathname(request.url));
}

type Limiter = (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface UnmatchedOptions {
  /** The rate limit for unmatched requests (it decides itself which of them it counts). */
  readonly limiter?: Limiter;
  /** Unmatched requests for a page: redirected (302) to `target` instead of the 404 envelope. */
  readonly pages?: { readonly matches: (request: FastifyRequest) => boolean; readonly target: string };
}

/**
 * Installs the error handler and the answer for unmatched requests: 405 with `Allow` for a known path and
 * another method, a redirect for a browser asking for an unknown page, else 404. Unmatched requests are answered
 * in onRequest, before any body is read, so a wrong method is a 405 even when its body is malformed; they pass
 * the rate limit first.
 */
export function installErrorHandling(
  app: FastifyInstance,
  registry: EndpointRegistry,
  { limiter, pages }: UnmatchedOptions = {},
): void {
  const unmatched = (request: FastifyRequest, reply: FastifyReply): ApiError => {
    const allowed = registry.methodsFor(decodedPathname(request.url));
    if (allowed === undefined) return new ApiError('notFound');
    reply.header('allow', allowed.join(', '));
    return new ApiError('methodNotSupported');
  };

  app.setErrorHandler((error, request, reply) => replyWithError(error, request, reply));
  app.addHook('onRequest', async (request, reply) => {
    if (!request.is404) return;
    if (limiter !== undefined) await limiter.call(app, request, reply);
    if (pages?.matches(request) === true) return reply.redirect(pages.target, 302);
    throw unmatched(request, reply);
  });
  // Still reached when a matched route gives up (a file missing under /m/).
  app.setNotFoundHandler((request, reply) => replyWithError(unmatched(request, reply), request, reply));
}

/**
 * Requests Node's HTTP parser rejects (oversized headers, garbage) never reach Fastify; they still get an
 * envelope, in the default language since their headers could not be read.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const { code } = ERROR_CODES.badRequest;
  const body = JSON.stringify(failure(code, errorMessage(code, DEFAULT_LANGUAGE)));
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
