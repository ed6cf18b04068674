import { safeParse } from 'zod/mini';
import type { Endpoint, EndpointBody, EndpointQuery, EndpointValue } from '@h5/contract/endpoint.ts';
import { anyEnvelope } from '@h5/contract/envelope.ts';
import { ERROR_CODES } from '@h5/contract/error-codes.ts';
import { DEVICE_WEB, GATEWAY_VERSION, HEADER } from '@h5/contract/headers.ts';
import { appConfig } from '../config.ts';
import { currentLanguage } from '../i18n/language.ts';
import { clearSession, currentToken } from '../session/session-store.ts';
import { ApiError } from './api-error.ts';

/** Default time a call may take before it fails as `timeout` ("slow connection"). */
export const DEFAULT_TIMEOUT_MS = 15_000;

export interface RequestOptions<E extends Endpoint> {
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  signal?: AbortSignal;
  /** Overrides the session token; `null` sends the call as a guest. */
  token?: string | null;
  timeoutMs?: number;
}

type QueryValue = string | number | boolean | null | undefined;

function buildUrl(endpoint: Endpoint, query: unknown): string {
  const { apiBaseUrl } = appConfig();
  const params = new URLSearchParams();
  if (query && typeof query === 'object') {
    for (const [key, value] of Object.entries(query as Record<string, QueryValue | QueryValue[]>)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== undefined && item !== null) params.append(key, String(item));
      }
    }
  }
  const search = params.toString();
  return `${apiBaseUrl}${endpoint.path}${search ? `?${search}` : ''}`;
}

let realUserAgent: string | undefined;

/** platform-api §2 `X-Real-UA`: base64 of the UTF-8 bytes of `navigator.userAgent`. */
export function encodeUserAgent(userAgent: string): string {
  const bytes = new TextEncoder().encode(userAgent);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function buildHeaders(endpoint: Endpoint, token: string | null, hasBody: boolean): Headers {
  realUserAgent ??= encodeUserAgent(navigator.userAgent);
  // `set`, never `append`: a duplicate `Merchant` makes the platform answer `function.not.available` (§3).
  const headers = new Headers();
  headers.set('Accept', 'application/json');
  headers.set(HEADER.merchant, appConfig().merchant);
  headers.set(HEADER.language, currentLanguage());
  headers.set(HEADER.gatewayVersion, GATEWAY_VERSION);
  headers.set(HEADER.device, DEVICE_WEB);
  headers.set(HEADER.realUserAgent, realUserAgent);
  if (endpoint.moduleId) headers.set(HEADER.moduleId, endpoint.moduleId);
  if (token && endpoint.token !== 'none') headers.set(HEADER.authorization, token);
  if (hasBody) {
    headers.set(
      'Content-Type',
      endpoint.bodyType === 'form'
        ? 'application/x-www-form-urlencoded;charset=UTF-8'
        : 'application/json;charset=UTF-8',
    );
  }
  return headers;
}

function encodeBody(endpoint: Endpoint, body: unknown): string | undefined {
  if (body === undefined) return undefined;
  if (endpoint.bodyType === 'form') {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(body as Record<string, QueryValue>)) {
      if (value !== undefined && value !== null) form.append(key, String(value));
    }
    return form.toString();
  }
  return JSON.stringify(body);
}

function isOffline(): boolean {
  return !navigator.onLine;
}

/** One HTTP exchange: fetch with a timeout, then the envelope unwrapped and the value checked against the contract. */
async function send<E extends Endpoint>(
  endpoint: E,
  options: RequestOptions<E>,
  token: string | null,
): Promise<EndpointValue<E>> {
  const { name } = endpoint;
  if (isOffline()) throw new ApiError('offline', name, 'offline');

  // One controller ends the request on either the timeout or the caller's own signal (TanStack Query cancels).
  const controller = new AbortController();
  let ended: 'timeout' | 'cancelled' | undefined;
  const end = (why: 'timeout' | 'cancelled') => {
    ended ??= why;
    controller.abort();
  };
  const timer = setTimeout(() => {
    end('timeout');
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const onCallerAbort = () => {
    end('cancelled');
  };
  const { signal } = options;
  if (signal?.aborted) end('cancelled');
  signal?.addEventListener('abort', onCallerAbort, { once: true });

  const body = encodeBody(endpoint, options.body);
  let response: Response;
  let text: string;
  try {
    response = await fetch(buildUrl(endpoint, options.query), {
      method: endpoint.method,
      headers: buildHeaders(endpoint, token, body !== undefined),
      body,
      signal: controller.signal,
      credentials: 'include',
    });
    text = await response.text();
  } catch (cause) {
    if (ended === 'timeout') throw new ApiError('timeout', name, 'timeout', { cause });
    if (ended === 'cancelled') throw new ApiError('aborted', name, 'aborted', { cause });
    throw new ApiError(isOffline() ? 'offline' : 'network', name, 'network error', { cause });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }

  const { status } = response;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new ApiError(response.ok ? 'malformed' : 'http', name, `answer is not JSON (HTTP ${status})`, {
      status,
      cause,
    });
  }
  const envelope = anyEnvelope.safeParse(json);
  if (!envelope.success) {
    throw new ApiError(
      response.ok ? 'malformed' : 'http',
      name,
      `answer is not the envelope (HTTP ${status})`,
      {
        status,
        cause: envelope.error,
      },
    );
  }
  if (!envelope.data.success) {
    const { errorCode, message, value } = envelope.data;
    throw new ApiError('server', name, message, { errorCode, status, value });
  }
  const value = safeParse(endpoint.response, envelope.data.value);
  if (!value.success) {
    throw new ApiError('malformed', name, `value does not match the contract of ${name}`, {
      status,
      cause: value.error,
    });
  }
  return value.data as EndpointValue<E>;
}

/**
 * Calls a contract endpoint and returns its checked `value`, or throws an {@link ApiError}.
 * A 401 `login.not.session` ends the local session; a call that does not need a session is then retried once as
 * a guest (platform-api §3, §12 #4: a stale token makes even public feeds answer 401).
 */
export async function request<E extends Endpoint>(
  endpoint: E,
  options: RequestOptions<E> = {},
): Promise<EndpointValue<E>> {
  const token = options.token === undefined ? currentToken() : options.token;
  try {
    return await send(endpoint, options, token);
  } catch (error) {
    const sessionEnded =
      error instanceof ApiError &&
      error.kind === 'server' &&
      error.errorCode === ERROR_CODES.notLoggedIn.code;
    if (!sessionEnded) throw error;
    const sentToken = token !== null && endpoint.token !== 'none';
    if (sentToken && options.token === undefined) clearSession();
    if (sentToken && endpoint.token !== 'required') return send(endpoint, options, null);
    throw error;
  }
}
