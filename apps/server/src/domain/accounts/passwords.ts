import { randomInt } from 'node:crypto';

const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/**
 * A random password that satisfies the merchant's password rule (pattern and lengths), with letters and digits:
 * used for temporary passwords (forgot password) and for members registered without one.
 */
export function randomPassword(rule?: {
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
}): string {
  const min = rule?.minLength ?? 6;
  const max = rule?.maxLength ?? 12;
  const length = Math.max(min, Math.min(max, 10));
  const pattern =
    rule === undefined || rule.acceptedPattern === '*' ? null : new RegExp(rule.acceptedPattern);
  const alphabet = LETTERS + DIGITS;
  for (let attempt = 0; attempt < 100; attempt++) {
    let candidate = '';
    for (let i = 0; i < length; i++) candidate += alphabet.charAt(randomInt(alphabet.length));
    if (!/[a-zA-Z]/.test(candidate) || !/\d/.test(candidate)) continue;
    if (pattern === null || pattern.test(candidate)) return candidate;
  }
  // A rule no letters-and-digits password can meet (digits only, say): digits of the right length.
  let digits = '';
  for (let i = 0; i < length; i++) digits += DIGITS.charAt(randomInt(DIGITS.length));
  return digits;
}
