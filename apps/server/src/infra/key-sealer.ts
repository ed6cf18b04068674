import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** HKDF's salt and info: fixed, so that every instance with the same secret derives the same key. */
const SALT = 'h5-server key ring';
const INFO = 'rsa private keys v1';

/**
 * What the development default of `KEY_RING_SECRET` is derived from. Public, so keys sealed with it are as good as
 * plain to whoever reads the database: the server warns at start, and refuses to start in production without the
 * setting (config.ts).
 */
export const DEVELOPMENT_KEY_RING_SECRET = 'h5-server development key ring, not a secret';

/** A sealed value whose tag does not verify: another secret, or bytes changed in the database. */
export class SealError extends Error {
  constructor() {
    super('sealed value does not open with this secret');
    this.name = 'SealError';
  }
}

/**
 * AES-256-GCM under a key derived (HKDF-SHA-256) from a shared secret, for what the database keeps that its readers
 * must not use, the RSA private keys. `context` is the additional data: a value copied into another row (another
 * context) does not open.
 */
export class KeySealer {
  readonly #key: Buffer;

  constructor(secret: string) {
    this.#key = Buffer.from(hkdfSync('sha256', secret, SALT, INFO, 32));
  }

  /** Base64 of iv ‖ ciphertext ‖ tag. */
  seal(plaintext: Buffer, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64');
  }

  open(sealed: string, context: string): Buffer {
    const bytes = Buffer.from(sealed, 'base64');
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new SealError();
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, bytes.subarray(0, IV_BYTES), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
        decipher.final(),
      ]);
    } catch {
      throw new SealError();
    }
  }
}
