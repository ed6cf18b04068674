import { randomBytes, randomInt } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';
import type { Argon2Cost } from '../config.ts';

/** `Algorithm.Argon2id` (an ambient const enum, which isolated modules cannot read). */
const ARGON2ID = 2 as unknown as NonNullable<Options['algorithm']>;

/**
 * Password hashing with Argon2id (OWASP Password Storage). A dummy hash made at start is verified when the
 * account does not exist, so an unknown user costs the same time as a wrong password.
 */
export class PasswordHasher {
  readonly #options: Options;
  #dummy: Promise<string> | undefined;

  constructor(cost: Argon2Cost) {
    this.#options = { algorithm: ARGON2ID, ...cost };
  }

  hash(password: string): Promise<string> {
    return hash(password, this.#options);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash is a failed check, never an exception for the client.
      return false;
    }
  }

  /** Spends the time of one verification and answers false. */
  async verifyDummy(password: string): Promise<false> {
    this.#dummy ??= this.hash(randomBytes(16).toString('hex'));
    await this.verify(await this.#dummy, password);
    return false;
  }
}

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
