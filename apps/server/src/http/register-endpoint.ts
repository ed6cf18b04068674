import type { FastifyInstance, FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import { z } from 'zod';
import type { Endpoint, EndpointValue, HttpMethod } from '@h5/contract/endpoint.ts';
import { parseLanguage, type Language } from '@h5/contract/languages.ts';
import { HEADER } from '@h5/contract/headers.ts';
import type { MerchantConfig } from '../domain/merchants/merchant-config.ts';
import { PayloadError, openPayload } from '../infra/payload-crypto.ts';
import type { SessionInfo } from '../domain/accounts/sessions.ts';
import { ApiError, fieldError } from '../domain/errors.ts';
import { success } from './envelope.ts';
import { resolveOperator, type OperatorIdentity } from './operator-auth.ts';
import { multipartBodyLimit, readMultipart, registerMultipart, type UploadedFile } from './multipart.ts';
import type { ApiRequestContext, Platform } from './platform.ts';
import {
  expectedMediaType,
  hasBody,
  mediaType,
  rawHeaderValues,
  readMerchantHeader,
  readToken,
} from './request-headers.ts';

type QueryOutput<E> = E extends Endpoint<infer Q> ? z.output<Q> : never;
type BodyOutput<E> = E extends Endpoint<z.core.$ZodType, infer B> ? z.output<B> : never;
/** Present for `token: 'required'` endpoints: the request is refused (401) before the handler otherwise. */
type SessionOf<E extends Endpoint> = E['token'] extends 'required' ? SessionInfo : SessionInfo | null;
/** Present for `token: 'operator'` endpoints: the request is refused (401) before the handler otherwise. */
type OperatorOf<E extends Endpoint> = E['token'] extends 'operator' ? OperatorIdentity : null;

export interface EndpointContext<E extends Endpoint, M extends MerchantConfig | null> {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly platform: Platform;
  /** The query parsed by the contract schema; undefined when the endpoint declares none. */
  readonly query: QueryOutput<E>;
  /** The body parsed by the contract schema; undefined when the endpoint declares none. */
  readonly body: BodyOutput<E>;
  readonly merchant: M;
  readonly language: Language;
  readonly token: string | null;
  /**
   * The live session when the endpoint reads tokens (`token: 'required'`: always set, and typed so; `'optional'`:
   * null for a guest). A token that is invalid, expired or of another merchant never reaches a handler (401).
   */
  readonly session: SessionOf<E>;
  /** The operator of an operator-API endpoint (`token: 'operator'`); null on every other endpoint. */
  readonly operator: OperatorOf<E>;
  /** Client IP (honouring TRUST_PROXY). */
  readonly ip: string;
  /** Multipart endpoints: the files, checked against the endpoint's `files` (count, size, type by content). */
  readonly files: readonly UploadedFile[];
}

export type EndpointHandler<E extends Endpoint, M extends MerchantConfig | null> = (
  context: EndpointContext<E, M>,
) => EndpointValue<E> | Promise<EndpointValue<E>>;

export interface EndpointOptions<R extends boolean> {
  /** False only for endpoints that serve no particular merchant (the health check). Default true. */
  merchantRequired?: R;
}

async function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown, where: 'query' | 'body') {
  const result = await z.safeParseAsync(schema, input, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.map(String).join('.') ?? '';
  const unknownKey = issue?.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
  const missing = issue?.code === 'invalid_type' && issue.input === undefined;
  throw fieldError(unknownKey ?? (path === '' ? where : path), missing ? 'missing' : 'invalid');
}

function contextOf(request: FastifyRequest): ApiRequestContext {
  if (request.apiContext === null)
    throw new Error('API request reached its handler without the header guard');
  return request.apiContext;
}

/**
 * platform-api §12 #4: no token is a guest; a token that is unknown, expired, revoked or of another merchant is
 * 401 `login.not.session` even on endpoints where the session is optional (the client then retries as a guest).
 * A merchant accepts its own sessions and those of its trial merchant.
 */
async function resolveSession(
  platform: Platform,
  token: string | null,
  merchant: MerchantConfig,
): Promise<SessionInfo | null> {
  if (token === null) return null;
  const session = await platform.accounts.sessions.resolve(token);
  if (
    session === null ||
    (session.merchantCode !== merchant.code && session.merchantCode !== merchant.trialMerchantCode)
  ) {
    throw new ApiError('notLoggedIn');
  }
  return session;
}

const headerValue = (request: FastifyRequest, name: string): string | undefined => {
  const values = rawHeaderValues(request, name);
  return values.length === 1 ? values[0]?.trim() : undefined;
};

/** The inner `data` of an encrypted body (contract `encryption.ts`); the additional data is the route path. */
async function decryptBody(platform: Platform, request: FastifyRequest, path: string): Promise<unknown> {
  try {
    return await openPayload(
      {
        encryption: headerValue(request, HEADER.encryption),
        rsa: headerValue(request, HEADER.rsa),
        digest: headerValue(request, HEADER.digest),
        body: request.body,
      },
      path,
      platform.accounts.keys,
      platform.accounts.nonces,
    );
  } catch (error) {
    if (!(error instanceof PayloadError)) throw error;
    const key =
      error.reason === 'stale'
        ? 'requestStale'
        : error.reason === 'replayed'
          ? 'requestReplayed'
          : 'bodyRequired';
    throw new ApiError(key);
  }
}

/**
 * Wires one contract endpoint to its handler on every path it answers (path and aliases) for every method it
 * accepts. Before the handler: the `Merchant` header (exactly once, known), the module switch, the body size
 * and media type, then the contract schemas for query and body. The handler returns the envelope's `value`.
 */
export function registerEndpoint<E extends Endpoint, R extends boolean = true>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E, R extends true ? MerchantConfig : null>,
  options: EndpointOptions<R> = {},
): void {
  if ((endpoint.token !== 'none' || endpoint.encrypted) && options.merchantRequired === false) {
    throw new Error(`Endpoint ${endpoint.name}: sessions and encrypted bodies belong to a merchant`);
  }

  const platform = app.platform;
  const merchantRequired = options.merchantRequired ?? true;
  const methods: HttpMethod[] = [endpoint.method, ...(endpoint.alsoAccepts ?? [])];
  const paths = [endpoint.path, ...(endpoint.aliases ?? [])];
  const multipart = endpoint.bodyType === 'multipart';
  const bodyLimit =
    multipart && endpoint.files !== undefined
      ? multipartBodyLimit(endpoint.files)
      : platform.config.bodyLimit;

  // A preParsing hook, so that the rate limit (onRequest) counts rejected requests too, and the body is not
  // read before the headers are accepted. Synchronous: Fastify hands what it throws to the error handler.
  const guard = (
    request: FastifyRequest,
    _reply: FastifyReply,
    payload: RequestPayload,
    done: (error: Error | null, payload?: RequestPayload) => void,
  ): void => {
    const language = parseLanguage(request.headers.language);
    let merchant: MerchantConfig | null = null;
    if (merchantRequired) {
      const header = readMerchantHeader(request);
      if (header.kind === 'duplicate')
        throw new ApiError('functionNotAvailable', { detail: 'duplicateMerchant' });
      if (header.kind === 'missing') throw new ApiError('merchantMissing');
      merchant = platform.merchants.get(header.code) ?? null;
      if (merchant === null) throw new ApiError('merchantUnknown');
      if (!platform.merchants.isModuleOn(merchant.code, endpoint.moduleId)) {
        throw new ApiError('functionNotAvailable');
      }
    }
    // Checked before the body is read, and for every method: Fastify reads no body on GET, but a client that
    // announces an oversized one is still told so.
    if (Number(request.headers['content-length'] ?? 0) > bodyLimit) {
      throw new ApiError('payloadTooLarge');
    }
    if (
      endpoint.body !== undefined &&
      hasBody(request) &&
      mediaType(request) !== expectedMediaType(endpoint.bodyType)
    ) {
      throw new ApiError('unsupportedMediaType');
    }
    request.apiContext = { merchant, language, token: readToken(request), session: null };
    done(null, payload);
  };

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const context = contextOf(request);
    let operator: OperatorIdentity | null = null;
    if (endpoint.token === 'operator') {
      // Never a member session: an operator token is checked against the operators' tokens only.
      if (context.merchant !== null) {
        operator = resolveOperator(context.token, context.merchant, platform.config.operatorTokens);
      }
      if (operator === null) throw new ApiError('operatorUnauthorized');
    } else if (endpoint.token !== 'none' && context.merchant !== null) {
      context.session = await resolveSession(platform, context.token, context.merchant);
      if (endpoint.token === 'required' && context.session === null) throw new ApiError('notLoggedIn');
    }
    const query = (
      endpoint.query === undefined ? undefined : await parseInput(endpoint.query, request.query, 'query')
    ) as QueryOutput<E>;
    let files: UploadedFile[] = [];
    let rawBody: unknown;
    if (multipart) {
      const read = await readMultipart(request, endpoint.files);
      rawBody = read.fields;
      files = read.files;
    } else {
      rawBody = endpoint.encrypted
        ? await decryptBody(platform, request, request.routeOptions.url ?? endpoint.path)
        : request.body;
    }
    const body = (
      endpoint.body === undefined ? undefined : await parseInput(endpoint.body, rawBody, 'body')
    ) as BodyOutput<E>;
    const value = await handler({
      request,
      reply,
      platform,
      query,
      body,
      // The guard above has set a merchant exactly when one is required.
      merchant: context.merchant as R extends true ? MerchantConfig : null,
      language: context.language,
      token: context.token,
      // Checked above: a `token: 'required'` endpoint has a session by now.
      session: context.session as SessionOf<E>,
      // Checked above: a `token: 'operator'` endpoint has an operator by now.
      operator: operator as OperatorOf<E>,
      ip: request.ip,
      files,
    });
    // Answers are the member's own data (balances, records, inbox) or change by merchant and language: no browser,
    // proxy or back-forward cache keeps them (issue 12 #6), unless the handler chose otherwise.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (endpoint.responseType === 'text') {
      return reply.type('text/plain; charset=utf-8').send(String(value));
    }
    return reply.send(success(value));
  };

  if (multipart) {
    // The multipart parser lives in a scope of its own, so that no other route takes multipart bodies.
    void app.register(async (scope) => {
      await registerMultipart(scope);
      for (const url of paths) scope.route({ method: methods, url, preParsing: guard, handler: handle });
    });
  } else {
    for (const url of paths) {
      app.route({ method: methods, url, preParsing: guard, handler: handle });
    }
  }
  platform.endpoints.add({ endpoint, merchantRequired, methods }, paths);
}
