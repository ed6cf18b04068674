import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFiles } from '@h5/contract/endpoint.ts';
import { ApiError, fieldError } from '../domain/errors.ts';

/** Text parts of a multipart body: few and short (the feedback text is 140 characters). */
const MAX_FIELDS = 8;
const MAX_FIELD_BYTES = 4096;
/** Room for the text parts and the part headers next to the files. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface UploadedFile {
  /** The media type told by the file's content (one of the endpoint's `mediaTypes`). */
  readonly mediaType: string;
  readonly data: Buffer;
}

/** Largest multipart request of an endpoint: every file at its largest plus the text parts. */
export function multipartBodyLimit(files: MultipartFiles): number {
  return files.maxCount * files.maxBytes + MULTIPART_OVERHEAD_BYTES;
}

const SIGNATURES: readonly { mediaType: string; bytes: readonly number[] }[] = [
  { mediaType: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mediaType: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** The media type a file's first bytes announce (PNG or JPEG), or null; the name and declared type are ignored. */
export function sniffMediaType(data: Uint8Array): string | null {
  for (const { mediaType, bytes } of SIGNATURES) {
    if (data.length >= bytes.length && bytes.every((b, i) => data[i] === b)) return mediaType;
  }
  return null;
}

/** Registers the multipart parser in `scope` only, so no other route accepts `multipart/form-data`. */
export async function registerMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, { throwFileSizeLimit: false });
}

const errorCode = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

/**
 * Reads a multipart body into its text fields and files, checking the files as they arrive: at most `maxCount`,
 * each at most `maxBytes` (read no further than one byte past it) and of an accepted type by its content. Every
 * failure is an ApiError; nothing is written anywhere.
 */
export async function readMultipart(
  request: FastifyRequest,
  spec: MultipartFiles | undefined,
): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  if (!request.isMultipart()) return { fields, files };
  const tooMany = () =>
    new ApiError('uploadTooMany', {
      params: { max: String(spec?.maxCount ?? 0) },
      value: { max: spec?.maxCount ?? 0 },
    });
  try {
    const parts = request.parts({
      limits: {
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        // One more than allowed, so that an extra file is seen and refused by name rather than cut off silently.
        files: (spec?.maxCount ?? 0) + 1,
        fileSize: spec?.maxBytes ?? 0,
        parts: MAX_FIELDS + (spec?.maxCount ?? 0) + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw fieldError(part.fieldname);
        }
        // A repeated field becomes a list, which the contract's schema then refuses.
        const previous: unknown = fields[part.fieldname];
        const earlier: unknown[] = Array.isArray(previous) ? (previous as unknown[]) : [previous];
        fields[part.fieldname] = previous === undefined ? part.value : [...earlier, part.value];
        continue;
      }
      if (spec === undefined || part.fieldname !== spec.field) {
        part.file.resume();
        throw fieldError(part.fieldname);
      }
      if (files.length >= spec.maxCount) {
        part.file.resume();
        throw tooMany();
      }
      const data = await part.toBuffer();
      if (part.file.truncated) {
        throw new ApiError('uploadTooLarge', {
          params: { maxMb: String(spec.maxBytes / (1024 * 1024)) },
          value: { maxBytes: spec.maxBytes },
        });
      }
      const mediaType = sniffMediaType(data);
      if (mediaType === null || !spec.mediaTypes.includes(mediaType)) throw new ApiError('uploadType');
      files.push({ mediaType, data });
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (errorCode(error) === 'FST_FILES_LIMIT') throw tooMany();
    throw new ApiError('badRequest', { detail: 'malformedMultipart', cause: error });
  }
  return { fields, files };
}
