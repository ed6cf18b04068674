import { defineEndpoint } from '@h5/contract/endpoint.ts';
import { getSystemStatus } from '@h5/contract/endpoints/system.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { envelope, failure, systemStatusFixture } from '../../../test/fixtures.ts';
import { applyLanguage } from '../../i18n/language.ts';
import { clearSession, sessionStore, setSession } from '../../session/session-store.ts';
import { closeOverlay, overlayStore } from '../../ui/overlays.ts';
import { ApiError } from '../api-error.ts';
import { errorMessageKey } from '../error-message.ts';
import { encodeUserAgent, request } from '../request.ts';

const publicFeed = defineEndpoint({
  name: 'publicFeed',
  summary: 'test: a public call that reads a session when present',
  group: 'content',
  path: '/wps/test/feed',
  method: 'GET',
  moduleId: 'COMM3',
  encrypted: false,
  token: 'optional',
  query: z.object({ page: z.optional(z.number()), kind: z.optional(z.string()) }),
  response: z.object({ items: z.array(z.string()) }),
});

const memberOnly = defineEndpoint({
  name: 'memberOnly',
  summary: 'test: needs a session',
  group: 'member',
  path: '/wps/test/member',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'required',
  response: z.object({ id: z.number() }),
});

const formPost = defineEndpoint({
  name: 'formPost',
  summary: 'test: form-encoded body',
  group: 'register',
  path: '/wps/test/form',
  method: 'POST',
  moduleId: 'COMM3',
  encrypted: false,
  token: 'none',
  bodyType: 'form',
  body: z.object({ username: z.string(), email: z.string() }),
  response: z.null(),
});

const multipartPut = defineEndpoint({
  name: 'multipartPut',
  summary: 'test: multipart body with files',
  group: 'content',
  path: '/wps/test/upload',
  method: 'PUT',
  moduleId: null,
  encrypted: false,
  token: 'required',
  bodyType: 'multipart',
  body: z.object({ content: z.string() }),
  files: { field: 'images', maxCount: 3, maxBytes: 100, mediaTypes: ['image/png'] },
  response: z.null(),
});

type FetchArgs = [input: string, init: RequestInit];

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function mockFetch(...answers: (Response | (() => Promise<Response>))[]) {
  const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  for (const answer of answers) {
    fetchMock.mockImplementationOnce(() =>
      typeof answer === 'function' ? answer() : Promise.resolve(answer),
    );
  }
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof mockFetch>, call = 0): Headers {
  const init = fetchMock.mock.calls[call]?.[1];
  return new Headers(init?.headers);
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const SESSION = { token: 'tok-123', id: 7, userName: 'juan', type: 0, merchantCode: 'demo' };

beforeEach(() => {
  applyLanguage('TY');
  clearSession();
  closeOverlay();
});

afterEach(() => {
  clearSession();
});

describe('request: envelope', () => {
  it('returns the checked value of a success', async () => {
    const status = systemStatusFixture();
    const fetchMock = mockFetch(jsonResponse(envelope(status)));
    await expect(request(getSystemStatus)).resolves.toEqual(status);
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/wps/v2/system/status');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('turns a value that breaks the contract into a typed `malformed` error', async () => {
    mockFetch(jsonResponse(envelope({ ...systemStatusFixture(), maintenance: 'yes' })));
    const error = await failureOf(request(getSystemStatus));
    expect(error.kind).toBe('malformed');
    expect(error.endpoint).toBe('getSystemStatus');
  });

  it('turns a 2xx that is not the envelope into `malformed`', async () => {
    mockFetch(new Response('<html>hello</html>', { status: 200 }));
    expect((await failureOf(request(getSystemStatus))).kind).toBe('malformed');
    mockFetch(jsonResponse({ ok: true }));
    expect((await failureOf(request(getSystemStatus))).kind).toBe('malformed');
  });

  it('turns a non-2xx that is not the envelope into `http` with the status', async () => {
    mockFetch(new Response('Bad gateway', { status: 502 }));
    const error = await failureOf(request(getSystemStatus));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(502);
  });

  it('turns the failure envelope into a `server` error with errorCode, message, status and value', async () => {
    mockFetch(jsonResponse(failure('function.not.available', 'Hindi magagamit', { captcha: true }), 400));
    const error = await failureOf(request(getSystemStatus));
    expect(error).toMatchObject({
      kind: 'server',
      errorCode: 'function.not.available',
      message: 'Hindi magagamit',
      status: 400,
      value: { captcha: true },
    });
  });
});

describe('request: headers and encoding', () => {
  it('sends the contract headers, Merchant exactly once and X-Real-UA as base64', async () => {
    const fetchMock = mockFetch(jsonResponse(envelope(systemStatusFixture())));
    await request(getSystemStatus);
    const headers = sentHeaders(fetchMock);
    // Headers.get joins repeated headers with ", ": one plain value means one header.
    expect(headers.get('Merchant')).toBe('demo');
    expect(headers.get('Language')).toBe('TY');
    expect(headers.get('X-Gateway-Version')).toBe('3');
    expect(headers.get('Device')).toBe('web');
    expect(headers.get('ModuleId')).toBe('COMM3');
    expect(headers.get('X-Real-UA')).toBe(encodeUserAgent(navigator.userAgent));
    expect(headers.get('Content-Type')).toBeNull();
  });

  it('encodes the user agent as UTF-8 before base64', () => {
    const ua = 'Mozilla/5.0 (Linux; Android 14) Tagalog ñ 漢字';
    const encoded = encodeUserAgent(ua);
    const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe(ua);
  });

  it('follows the current language', async () => {
    applyLanguage('EN');
    const fetchMock = mockFetch(jsonResponse(envelope(systemStatusFixture())));
    await request(getSystemStatus);
    expect(sentHeaders(fetchMock).get('Language')).toBe('EN');
  });

  it('sends the raw token only when a session exists and the endpoint reads one', async () => {
    setSession(SESSION);
    const fetchMock = mockFetch(
      jsonResponse(envelope(systemStatusFixture())),
      jsonResponse(envelope({ items: [] })),
    );
    await request(getSystemStatus);
    expect(sentHeaders(fetchMock, 0).has('Authorization')).toBe(false);
    await request(publicFeed);
    expect(sentHeaders(fetchMock, 1).get('Authorization')).toBe('tok-123');
  });

  it('builds the query string without undefined values', async () => {
    const fetchMock = mockFetch(jsonResponse(envelope({ items: ['a'] })));
    await expect(request(publicFeed, { query: { page: 2, kind: undefined } })).resolves.toEqual({
      items: ['a'],
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/wps/test/feed?page=2');
  });

  it('form-encodes the body of a form endpoint', async () => {
    const fetchMock = mockFetch(jsonResponse(envelope(null)));
    await request(formPost, { body: { username: 'juan', email: 'j@example.ph' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('username=juan&email=j%40example.ph');
    expect(sentHeaders(fetchMock).get('Content-Type')).toBe(
      'application/x-www-form-urlencoded;charset=UTF-8',
    );
  });

  it('sends a multipart body: text parts, then the files under the endpoint field, no Content-Type of its own', async () => {
    setSession(SESSION);
    const fetchMock = mockFetch(jsonResponse(envelope(null)));
    const shot = new File(['x'], 'shot.png', { type: 'image/png' });
    await request(multipartPut, { body: { content: 'Hello' }, files: [shot, shot] });
    const body = fetchMock.mock.calls[0]?.[1].body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('content')).toBe('Hello');
    expect(form.getAll('images')).toHaveLength(2);
    // fetch writes multipart/form-data with its boundary itself.
    expect(sentHeaders(fetchMock).get('Content-Type')).toBeNull();
    expect(sentHeaders(fetchMock).get('Authorization')).toBe('tok-123');
  });
});

describe('request: expired session (401 login.not.session)', () => {
  const expired = () => jsonResponse(failure('login.not.session', 'Hindi ka naka-login'), 401);

  it('clears the session, keeps clientParam and retries a public call once as a guest', async () => {
    setSession(SESSION);
    sessionStorage.setItem('clientParam', 'keep-me');
    sessionStorage.setItem('memberInfo', '{"id":7}');
    const fetchMock = mockFetch(expired(), jsonResponse(envelope({ items: ['guest'] })));

    await expect(request(publicFeed)).resolves.toEqual({ items: ['guest'] });

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentHeaders(fetchMock, 0).get('Authorization')).toBe('tok-123');
    expect(sentHeaders(fetchMock, 1).has('Authorization')).toBe(false);
    expect(sessionStore.getState().session).toBeNull();
    expect(sessionStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('memberInfo')).toBeNull();
    expect(sessionStorage.getItem('clientParam')).toBe('keep-me');
  });

  it('clears the session, tells the player once, and throws for a call that needs one', async () => {
    setSession(SESSION);
    const fetchMock = mockFetch(expired(), expired());
    const error = await failureOf(request(memberOnly));
    expect(error).toMatchObject({ kind: 'server', errorCode: 'login.not.session', status: 401 });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(sessionStore.getState().session).toBeNull();
    expect(overlayStore.getState().open).toBe('sessionEnded');
    // Told once: a second refusal, with no session left, opens nothing again.
    closeOverlay();
    await failureOf(request(memberOnly));
    expect(overlayStore.getState().open).toBeNull();
  });

  it('does not retry when no token was sent, nor tell a guest their session ended', async () => {
    const fetchMock = mockFetch(expired());
    expect((await failureOf(request(publicFeed))).errorCode).toBe('login.not.session');
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(overlayStore.getState().open).toBeNull();
  });
});

describe('request: transport failures', () => {
  /** A fetch that answers only by failing when its signal aborts, as the browser's does. */
  const hangingFetch = () =>
    vi.fn((_url: string, init: RequestInit) => {
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => {
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    });

  it('fails as `timeout` when no answer arrives in time', async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const error = await failureOf(request(getSystemStatus, { timeoutMs: 20 }));
    expect(error.kind).toBe('timeout');
  });

  it('fails as `offline` without calling fetch when the device is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = mockFetch(jsonResponse(envelope(systemStatusFixture())));
    expect((await failureOf(request(getSystemStatus))).kind).toBe('offline');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fails as `offline` when fetch fails and the device went offline meanwhile', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    mockFetch(() => {
      onLine.mockReturnValue(false);
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    expect((await failureOf(request(getSystemStatus))).kind).toBe('offline');
  });

  it('fails as `network` when fetch fails while online (server down)', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await failureOf(request(getSystemStatus))).kind).toBe('network');
  });

  it('fails as `aborted` when the caller cancels', async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const controller = new AbortController();
    const pending = failureOf(request(getSystemStatus, { signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('aborted');
  });
});

describe('errorMessageKey', () => {
  const error = (kind: ApiError['kind'], message = '') => new ApiError(kind, 'x', message);

  it('maps each kind to the spec message', () => {
    expect(errorMessageKey(error('offline'))).toEqual({ key: 'errors.noInternet' });
    expect(errorMessageKey(error('timeout'))).toEqual({ key: 'errors.slowConnection' });
    for (const kind of ['network', 'http', 'malformed', 'aborted'] as const) {
      expect(errorMessageKey(error(kind, 'internal detail'))).toEqual({ key: 'errors.loadFailed' });
    }
    expect(errorMessageKey(new Error('boom'))).toEqual({ key: 'errors.loadFailed' });
  });

  it("shows the server's message for a business failure when it sent one", () => {
    expect(errorMessageKey(error('server', 'Hindi magagamit'))).toEqual({
      key: 'errors.loadFailed',
      serverMessage: 'Hindi magagamit',
    });
    expect(errorMessageKey(error('server', '  '))).toEqual({ key: 'errors.loadFailed' });
  });
});
