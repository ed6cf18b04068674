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
  /** Overrides the `Device` header (login sends `OTHERS` from an installed app, accounts spec §7). */
  device?: string;
  /** File parts of a `multipart` endpoint, sent under the endpoint's `files.field` name. */
  files?: readonly Blob[];
  /** Lets the request outlive the page (fetch `keepalive`): a report sent while the page is being hidden or left. */
  keepalive?: boolean;
}

/** What goes on the wire: the encoded body and any extra headers (the encryption headers). */
interface Prepared {
  body: string | FormData | undefined;
  headers: Record<string, string>;
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

function buildHeaders(
  endpoint: Endpoint,
  token: string | null,
  hasBody: boolean,
  device: string | undefined,
): Headers {
  realUserAgent ??= encodeUserAgent(navigator.userAgent);
  // `set`, never `append`: a duplicate `Merchant` makes the platform answer `function.not.available` (§3).
  const headers = new Headers();
  headers.set('Accept', endpoint.responseType === 'text' ? 'text/plain' : 'application/json');
  headers.set(HEADER.merchant, appConfig().merchant);
  headers.set(HEADER.language, currentLanguage());
  headers.set(HEADER.gatewayVersion, GATEWAY_VERSION);
  headers.set(HEADER.device, device ?? DEVICE_WEB);
  headers.set(HEADER.realUserAgent, realUserAgent);
  if (endpoint.moduleId) headers.set(HEADER.moduleId, endpoint.moduleId);
  if (token && endpoint.token !== 'none') headers.set(HEADER.authorization, token);
  // A multipart body's Content-Type (with its boundary) is set by fetch from the FormData.
  if (hasBody && endpoint.bodyType !== 'multipart') {
    headers.set(
      'Content-Type',
      endpoint.bodyType === 'form'
        ? 'application/x-www-form-urlencoded;charset=UTF-8'
        : 'application/json;charset=UTF-8',
    );
  }
  return headers;
}

function encodeBody(
  endpoint: Endpoint,
  body: unknown,
  files: readonly Blob[] = [],
): string | FormData | undefined {
  if (endpoint.bodyType === 'multipart') {
    const form = new FormData();
    for (const [key, value] of Object.entries((body ?? {}) as Record<string, QueryValue>)) {
      if (value !== undefined && value !== null) form.append(key, String(value));
    }
    const field = endpoint.files?.field;
    if (field) for (const file of files) form.append(field, file);
    return form;
  }
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
  prepared: Prepared = { body: encodeBody(endpoint, options.body, options.files), headers: {} },
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

  const { body } = prepared;
  const headers = buildHeaders(endpoint, token, body !== undefined, options.device);
  for (const [key, value] of Object.entries(prepared.headers)) headers.set(key, value);
  let response: Response;
  let text: string;
  try {
    response = await fetch(buildUrl(endpoint, options.query), {
      method: endpoint.method,
      headers,
      body,
      signal: controller.signal,
      credentials: 'include',
      ...(options.keepalive === true ? { keepalive: true } : {}),
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
  if (endpoint.responseType === 'text' && response.ok) return checkValue(endpoint, text.trim(), status);
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
  return checkValue(endpoint, envelope.data.value, status);
}

function checkValue<E extends Endpoint>(endpoint: E, raw: unknown, status: number): EndpointValue<E> {
  const value = safeParse(endpoint.response, raw);
  if (!value.success) {
    throw new ApiError('malformed', endpoint.name, `value does not match the contract of ${endpoint.name}`, {
      status,
      cause: value.error,
    });
  }
  return value.data as EndpointValue<E>;
}

/**
 * An encrypted endpoint's wire body (encryption.ts): the server's current RSA key is fetched fresh for every call
 * (it rotates), then the payload is sealed for this endpoint's path. Without Web Crypto (not a secure context:
 * the page must be served over HTTPS or from localhost) the call fails as `insecure` before anything is sent.
 */
async function prepareEncrypted<E extends Endpoint>(
  endpoint: E,
  options: RequestOptions<E>,
): Promise<Prepared> {
  // Loaded on first use: only the account pages make encrypted calls, so none of this is on the home route.
  const [{ encryptPayload, isPayloadEncryptionAvailable }, { getRsaKey }] = await Promise.all([
    import('@h5/contract/encrypt-payload.ts'),
    import('@h5/contract/endpoints/session.ts'),
  ]);
  if (!isPayloadEncryptionAvailable()) {
    throw new ApiError('insecure', endpoint.name, 'Web Crypto is not available (not a secure context)');
  }
  const modulus = await send(getRsaKey, { query: { t: String(Date.now()) }, signal: options.signal }, null);
  const sealed = await encryptPayload(modulus, endpoint.path, options.body ?? {});
  return { body: JSON.stringify(sealed.body), headers: sealed.headers };
}

/** One attempt, encrypting the body first when the endpoint says so (a retry is sealed anew: nonces are single use). */
async function attempt<E extends Endpoint>(
  endpoint: E,
  options: RequestOptions<E>,
  token: string | null,
): Promise<EndpointValue<E>> {
  if (!endpoint.encrypted) return send(endpoint, options, token);
  return send(endpoint, options, token, await prepareEncrypted(endpoint, options));
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
    return await attempt(endpoint, options, token);
  } catch (error) {
    const sessionEnded =
      error instanceof ApiError &&
      error.kind === 'server' &&
      error.errorCode === ERROR_CODES.notLoggedIn.code;
    if (!sessionEnded) throw error;
    const sentToken = token !== null && endpoint.token !== 'none';
    if (sentToken && options.token === undefined) clearSession('refused');
    if (sentToken && endpoint.token !== 'required') return attempt(endpoint, options, null);
    throw error;
  }
}
