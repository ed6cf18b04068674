import type { FastifyRequest } from 'fastify';
import { HEADER } from '@h5/contract/headers.ts';

/**
 * Values of a header as the client sent them. Node joins repeated custom headers with ", " in
 * `request.headers`, which would hide a duplicate `Merchant`, so the raw list is read instead.
 */
export function rawHeaderValues(request: FastifyRequest, name: string): string[] {
  const raw = request.raw.rawHeaders;
  const wanted = name.toLowerCase();
  const values: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (raw[i]?.toLowerCase() === wanted) values.push(raw[i + 1] ?? '');
  }
  return values;
}

export type MerchantHeader =
  | { readonly kind: 'missing' }
  | { readonly kind: 'duplicate' }
  | { readonly kind: 'present'; readonly code: string };

export function readMerchantHeader(request: FastifyRequest): MerchantHeader {
  const values = rawHeaderValues(request, HEADER.merchant);
  if (values.length > 1) return { kind: 'duplicate' };
  const code = values[0]?.trim() ?? '';
  return code === '' ? { kind: 'missing' } : { kind: 'present', code };
}

/** platform-api §2: the raw token. A `Bearer ` prefix is tolerated because generic HTTP tools add one. */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token === '' ? null : token;
}

const MEDIA_TYPES = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
} as const;

/** The media type without parameters, lower-case; '' when absent. */
export function mediaType(request: FastifyRequest): string {
  const header = request.headers['content-type'];
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

export function expectedMediaType(bodyType: keyof typeof MEDIA_TYPES | undefined): string {
  return MEDIA_TYPES[bodyType ?? 'json'];
}

/** Whether the request announces a body (a length above zero, or a chunked one). */
export function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return request.headers['transfer-encoding'] !== undefined;
}
