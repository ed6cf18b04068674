import type { CaptchaPuzzle } from '@h5/contract/endpoints/session.ts';
import { sha256 } from '@noble/hashes/sha2.js';
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The number in [from, to) whose SHA-256(salt + number) is the challenge, or null. Pure JavaScript hashing (not
 * Web Crypto): it works on plain-http sites too, and is synchronous, so a worker runs it without awaiting per try.
 */
export function searchPuzzle({ salt, challenge }: CaptchaPuzzle, from: number, to: number): number | null {
  const target = hexToBytes(challenge);
  for (let n = from; n < to; n++) {
    const hash = sha256(utf8ToBytes(`${salt}${n}`));
    let same = true;
    for (let i = 0; i < 32 && same; i++) same = hash[i] === target[i];
    if (same) return n;
  }
  return null;
}
