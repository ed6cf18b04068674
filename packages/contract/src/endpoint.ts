import type { $ZodType, input, output } from 'zod/v4/core';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `required`: needs a session; `optional`: reads it when present; `none`: ignores it; `operator`: the
 * `Authorization` header carries an operator token (`OPERATOR_TOKENS` or the merchant's `payments.operators`),
 * never a member session (money issue: approvals and rejections by the merchant's staff).
 */
export type TokenUse = 'required' | 'optional' | 'none' | 'operator';

/**
 * One row of the endpoint table (platform-api.md §4) as data. The server registers its routes from these
 * and the web client builds its requests from these, so a path, method or field cannot drift between them.
 * Schemas are written with `zod/mini` so the web app's bundle stays small (docs/decisions.md); any zod 4
 * schema fits the type.
 */
export interface Endpoint<
  Q extends $ZodType = $ZodType,
  B extends $ZodType = $ZodType,
  R extends $ZodType = $ZodType,
  T extends TokenUse = TokenUse,
> {
  /** Stable name, used for OpenAPI operation ids and logs. */
  readonly name: string;
  readonly summary: string;
  /** Route group of platform-api.md §4, one server route module per group. */
  readonly group:
    | 'system'
    | 'session'
    | 'register'
    | 'member'
    | 'content'
    | 'games'
    | 'agent'
    | 'messages'
    | 'wallet'
    | 'promotions'
    | 'operator';
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
  /** Kept as its literal by `defineEndpoint`, so the server can type a required session as present. */
  readonly token: T;
  /**
   * Request body encoding; only forgot-password by e-mail is form-encoded (§1). `multipart`
   * (`multipart/form-data`, feedback with images): `body` describes the text parts, `files` the file parts.
   */
  readonly bodyType?: 'json' | 'form' | 'multipart';
  /** Multipart only: the file parts accepted. */
  readonly files?: MultipartFiles;
  /** `text`: the value is answered as plain text, not in the envelope (the RSA key, §3). */
  readonly responseType?: 'envelope' | 'text';
  readonly query?: Q;
  readonly body?: B;
  /** Schema of the envelope's `value` on success. */
  readonly response: R;
}

/** The file parts of a multipart endpoint. */
export interface MultipartFiles {
  /** Form field name of every file part. */
  readonly field: string;
  readonly maxCount: number;
  /** Largest accepted file, in bytes. */
  readonly maxBytes: number;
  /** Media types accepted, as told by the file's content (magic bytes), never by its name or declared type. */
  readonly mediaTypes: readonly string[];
}

export function defineEndpoint<
  Q extends $ZodType,
  B extends $ZodType,
  R extends $ZodType,
  T extends TokenUse,
>(endpoint: Endpoint<Q, B, R, T>): Endpoint<Q, B, R, T> {
  return endpoint;
}

export type EndpointQuery<E> = E extends Endpoint<infer Q> ? input<Q> : never;
export type EndpointBody<E> = E extends Endpoint<$ZodType, infer B> ? input<B> : never;
export type EndpointValue<E> = E extends Endpoint<$ZodType, $ZodType, infer R> ? output<R> : never;
