import { RECEIPT_MAX_BYTES } from './constants.ts';

export type ReceiptProblem = 'tooLarge' | 'wrongType';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The image type told by the file's first bytes (PNG or JPEG signature); null for anything else. */
export function sniffReceiptType(head: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const starts = (signature: number[]) => signature.every((byte, i) => head[i] === byte);
  if (starts(PNG)) return 'image/png';
  if (starts(JPEG)) return 'image/jpeg';
  return null;
}

/**
 * Why a chosen receipt cannot be sent, checked before any upload as the server checks it: larger than 5 MB, or not
 * a PNG/JPEG by its content (a renamed file is refused whatever its name or declared type).
 */
export async function receiptProblem(file: File): Promise<ReceiptProblem | null> {
  if (file.size > RECEIPT_MAX_BYTES) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return sniffReceiptType(head) ? null : 'wrongType';
}
