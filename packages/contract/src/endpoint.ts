import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One row of the endpoint table (platform-api.md §4) as data. The server registers its routes from these
 * and the web client builds its requests from these, so a path, method or field cannot drift between them.
 */
export interface Endpoint<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  /** Stable name, used for OpenAPI operation ids and logs. */
  readonly name: string;
  readonly summary: string;
  /** Route group of platform-api.md §4, one server route module per group. */
  readonly group: 'system' | 'session' | 'register' | 'member' | 'content' | 'games' | 'agent' | 'messages';
  readonly path: string;
  /** Further paths the same endpoint answers on (e.g. the `/wps/v2/...` twin). */
  readonly aliases?: readonly string[];
  readonly method: HttpMethod;
  /** Methods the existing platform also accepts (platform-api §12 #9). */
  readonly alsoAccepts?: readonly HttpMethod[];
  /** Module id (platform-api §4 "Mod"); null when the platform lists none. Switched off → `function.not.available`. */
  readonly moduleId: string | null;
  /** Body encrypted as in platform-api §5. */
  readonly encrypted: boolean;
  /** `required`: needs a session; `optional`: reads it when present; `none`: ignores it. */
  readonly token: 'required' | 'optional' | 'none';
  /** Request body encoding; only forgot-password by e-mail is form-encoded (§1). */
  readonly bodyType?: 'json' | 'form';
  /** `text`: the value is answered as plain text, not in the envelope (the RSA key, §3). */
  readonly responseType?: 'envelope' | 'text';
  readonly query?: Q;
  readonly body?: B;
  /** Schema of the envelope's `value` on success. */
  readonly response: R;
}

export function defineEndpoint<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  endpoint: Endpoint<Q, B, R>,
): Endpoint<Q, B, R> {
  return endpoint;
}

export type EndpointQuery<E> = E extends Endpoint<infer Q> ? z.input<Q> : never;
export type EndpointBody<E> = E extends Endpoint<z.ZodType, infer B> ? z.input<B> : never;
export type EndpointValue<E> = E extends Endpoint<z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
