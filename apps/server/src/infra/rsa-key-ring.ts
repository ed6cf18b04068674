import { createPrivateKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import type { KeyRingRepository, RsaKeyRow } from './key-ring-repository.ts';
import { SealError, type KeySealer } from './key-sealer.ts';

/** How long the previous key keeps working after a rotation (longer than the allowed clock skew). */
export const RSA_GRACE_MS = 10 * 60 * 1000;
const RSA_BITS = 2048;
/**
 * Keys read per call: the current one and the one it replaced are all that can answer, since a key is current for
 * at least an hour (`RSA_ROTATE_HOURS` ≥ 1), longer than the grace period.
 */
const KEYS_READ = 2;

const generateRsa = promisify(generateKeyPair);

interface OpenedKey {
  readonly modulusHex: string;
  readonly privateKey: KeyObject;
}

/** What the sealed key's additional data binds it to: its row. */
const sealContext = (key: Pick<RsaKeyRow, 'generation' | 'modulusHex'>) =>
  `rsa_keys:${key.generation}:${key.modulusHex}`;

/**
 * The server's RSA-OAEP-SHA-256 keys for encrypted calls (contract `encryption.ts`), kept in the database so every
 * instance answers with the same key and opens what any of them handed out. The newest key is current; whichever
 * instance finds it older than `rotateMs` generates the next one, and the database's primary key lets only one of
 * several rotating at once succeed (the others use the winner's). The previous key stays usable for
 * `RSA_GRACE_MS` after its successor appeared, so a client that fetched it just before still gets through. Clients
 * say which key they used in `X-RSA`.
 *
 * The private keys are sealed with `KEY_RING_SECRET`; the opened ones are cached by generation, and which
 * generations answer is read from the database on every call, so no instance goes on with a key the others left.
 */
export class RsaKeyRing {
  readonly #opened = new Map<number, OpenedKey>();
  #rotation: Promise<void> | null = null;

  constructor(
    private readonly keys: KeyRingRepository,
    private readonly sealer: KeySealer,
    private readonly rotateMs: number,
  ) {}

  /** The hex modulus clients should use now (rotating first when the key is due). */
  async currentModulus(now = Date.now()): Promise<string> {
    const [current] = await this.#answering(now);
    if (current === undefined) throw new Error('the RSA key ring is empty after a rotation');
    return current.modulusHex;
  }

  /** The private key for a modulus a client sent, or null when it is not (or no longer) ours. */
  async privateKeyFor(modulusHex: string, now = Date.now()): Promise<KeyObject | null> {
    const wanted = modulusHex.trim().toLowerCase();
    const row = (await this.#answering(now)).find((key) => key.modulusHex === wanted);
    return row === undefined ? null : (await this.#open(row)).privateKey;
  }

  /**
   * Opens the current key (making one when there is none): at start, so that an instance whose `KEY_RING_SECRET`
   * differs from the one the keys were sealed with fails there instead of on its first encrypted call.
   */
  async verify(now = Date.now()): Promise<void> {
    const [current] = await this.#answering(now);
    if (current !== undefined) await this.#open(current);
  }

  /** The keys that open calls now, current first. */
  async #answering(now: number): Promise<RsaKeyRow[]> {
    let rows = await this.keys.latestKeys(KEYS_READ);
    const current = rows[0];
    if (current === undefined || now - current.createdAt >= this.rotateMs) {
      await this.#rotate((current?.generation ?? 0) + 1, now);
      rows = await this.keys.latestKeys(KEYS_READ);
    }
    for (const generation of this.#opened.keys()) {
      if (!rows.some((key) => key.generation === generation)) this.#opened.delete(generation);
    }
    // A replaced key answers until its successor is older than the grace period.
    return rows.filter((_, i) => i === 0 || now < (rows[i - 1]?.createdAt ?? 0) + RSA_GRACE_MS);
  }

  async #rotate(generation: number, now: number): Promise<void> {
    // One key generation at a time in this process (2048-bit RSA costs tens of milliseconds of a core); another
    // instance may still win the insert, and then its key is the current one for everybody.
    this.#rotation ??= this.#insertNewKey(generation, now).finally(() => {
      this.#rotation = null;
    });
    await this.#rotation;
  }

  async #insertNewKey(generation: number, now: number): Promise<void> {
    const { privateKey, publicKey } = await generateRsa('rsa', {
      modulusLength: RSA_BITS,
      publicExponent: 0x10001,
    });
    const n = publicKey.export({ format: 'jwk' }).n ?? '';
    const modulusHex = Buffer.from(n, 'base64url').toString('hex');
    const der = privateKey.export({ format: 'der', type: 'pkcs8' });
    const sealedPrivateKey = this.sealer.seal(der, sealContext({ generation, modulusHex }));
    if (await this.keys.insertNextKey({ generation, modulusHex, createdAt: now, sealedPrivateKey })) {
      this.#opened.set(generation, { modulusHex, privateKey });
    }
  }

  async #open(key: RsaKeyRow): Promise<OpenedKey> {
    const cached = this.#opened.get(key.generation);
    if (cached?.modulusHex === key.modulusHex) return cached;
    const sealed = await this.keys.sealedPrivateKey(key.generation);
    if (sealed === undefined) throw new Error(`RSA key ${key.generation} left the database while in use`);
    let der: Buffer;
    try {
      der = this.sealer.open(sealed, sealContext(key));
    } catch (error) {
      if (!(error instanceof SealError)) throw error;
      throw new Error(
        `RSA key ${key.generation} in the database does not open with this KEY_RING_SECRET: every instance needs ` +
          'the same secret (after changing it everywhere, delete the rows of rsa_keys)',
        { cause: error },
      );
    }
    const opened = {
      modulusHex: key.modulusHex,
      privateKey: createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }),
    };
    this.#opened.set(key.generation, opened);
    return opened;
  }
}
