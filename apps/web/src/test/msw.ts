import type { Endpoint, EndpointValue, HttpMethod } from '@h5/contract/endpoint.ts';
import {
  http,
  HttpResponse,
  type HttpHandler,
  type HttpRequestHandler,
  type HttpResponseResolver,
} from 'msw';
import { envelope } from './fixtures.ts';

const BY_METHOD = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  DELETE: http.delete,
} as const satisfies Record<HttpMethod, HttpRequestHandler>;

/**
 * An MSW handler for one endpoint of the contract, so a test mocks the path and method the app really sends
 * (its `path` and `method`, not an alias or a method the server merely also accepts) and a renamed path cannot leave
 * a test mocking nothing. Any origin: the API base URL is configuration.
 */
export function on(endpoint: Endpoint, resolver: HttpResponseResolver): HttpHandler {
  return BY_METHOD[endpoint.method](`*${endpoint.path}`, resolver);
}

/** A handler answering every call with `value` in the success envelope; the value is checked against the contract. */
export function reply<E extends Endpoint>(endpoint: E, value: EndpointValue<E>): HttpHandler {
  return on(endpoint, () => HttpResponse.json(envelope(value)));
}
