/*
 * Screenshots a player attaches (feedback, customer support): PNG or JPEG told by the file's first bytes, within a
 * size and a count, checked before any upload exactly as the server checks them (contract `files`).
 */

export type ImageProblem = 'tooLarge' | 'wrongType' | 'tooMany';

export interface ImageLimits {
  readonly maxImages: number;
  readonly maxImageBytes: number;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The image type told by the file's first bytes (PNG or JPEG signature); null for anything else. */
export function sniffImageType(head: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const starts = (signature: number[]) => signature.every((byte, i) => head[i] === byte);
  if (starts(PNG)) return 'image/png';
  if (starts(JPEG)) return 'image/jpeg';
  return null;
}

/** Why a chosen image cannot be sent: over the count, over the size, or not a PNG/JPEG by content (a renamed file). */
export async function checkImage(
  file: File,
  alreadyChosen: number,
  limits: ImageLimits,
): Promise<ImageProblem | null> {
  if (alreadyChosen >= limits.maxImages) return 'tooMany';
  if (file.size > limits.maxImageBytes) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return sniffImageType(head) ? null : 'wrongType';
}
