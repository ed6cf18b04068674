import { createHash, randomInt } from 'node:crypto';
import { formatDay, zonedToday } from './money-range.ts';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERENCE_RANDOM_LENGTH = 8;

/** Centavos of a peso amount of the contract (at most two decimals, checked by its schema). */
export const toCents = (pesos: number): number => Math.round(pesos * 100);
export const toPesos = (cents: number): number => cents / 100;

/**
 * A reference shown to the player and the operator: the prefix, the merchant's date and 8 random characters
 * without look-alikes (`WD20261125K7QX2M9A`). 32^8 per prefix and day: a clash is left to the unique index.
 */
export function newReference(prefix: 'WD' | 'TU', timeZone: string, now: number): string {
  let random = '';
  for (let i = 0; i < REFERENCE_RANDOM_LENGTH; i++) {
    random += REFERENCE_ALPHABET.charAt(randomInt(REFERENCE_ALPHABET.length));
  }
  return `${prefix}${formatDay(zonedToday(timeZone, now)).replaceAll('-', '')}${random}`;
}

/**
 * SHA-256 of what a money request asked for (never its password), stored with its request id: a repeat with the
 * same content is answered with the first result, one with other content is refused.
 */
export function requestHash(content: Readonly<Record<string, string | number>>): string {
  const canonical = JSON.stringify(
    Object.keys(content)
      .sort()
      .map((k) => [k, content[k]]),
  );
  return createHash('sha256').update(canonical).digest('hex');
}
