import { FEEDBACK_MAX_CHARS, FEEDBACK_MAX_IMAGE_BYTES, FEEDBACK_MAX_IMAGES } from './constants.ts';

export type ImageProblem = 'tooLarge' | 'wrongType' | 'tooMany';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The image type told by the file's first bytes (PNG or JPEG signature); null for anything else. */
export function sniffImageType(head: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const starts = (signature: number[]) => signature.every((byte, i) => head[i] === byte);
  if (starts(PNG)) return 'image/png';
  if (starts(JPEG)) return 'image/jpeg';
  return null;
}

/**
 * Why a chosen image cannot be sent, checked before any upload: more than the allowed count, more than 5 MB, or not
 * a PNG/JPEG by content (a renamed file is refused as the server would refuse it).
 */
export async function imageProblem(file: File, alreadyChosen: number): Promise<ImageProblem | null> {
  if (alreadyChosen >= FEEDBACK_MAX_IMAGES) return 'tooMany';
  if (file.size > FEEDBACK_MAX_IMAGE_BYTES) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return sniffImageType(head) ? null : 'wrongType';
}

/** Feedback text length as the user sees it: code points, so an emoji counts once. */
export function textLength(text: string): number {
  return Array.from(text).length;
}

/** Empty (after trimming) or longer than the limit. */
export function textProblem(text: string): 'empty' | 'tooLong' | null {
  if (text.trim() === '') return 'empty';
  return textLength(text) > FEEDBACK_MAX_CHARS ? 'tooLong' : null;
}
