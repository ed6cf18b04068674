import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encryptPayload } from '@h5/contract/encrypt-payload.ts';
import { migrateToLatest, openDatabase, type Db } from '../../db/database.ts';
import { keyRingRepository } from '../key-ring-repository.ts';
import { KeySealer } from '../key-sealer.ts';
import { nonceRepository } from '../nonce-repository.ts';
import { NonceStore, openPayload } from '../payload-crypto.ts';
import { RSA_GRACE_MS, RsaKeyRing } from '../rsa-key-ring.ts';

const HOUR = 3_600_000;
const SECRET = 'a test secret of at least thirty-two characters';
const PATH = '/wps/session/login';

let db: Db;
beforeEach(async () => {
  db = openDatabase({ databasePath: ':memory:', databaseUrl: '' });
  await migrateToLatest(db);
});
afterEach(() => db.destroy());

/** A ring as another instance would have it: same database, its own memory. */
const ring = (secret = SECRET, rotateMs = HOUR) =>
  new RsaKeyRing(keyRingRepository(db), new KeySealer(secret), rotateMs);

describe('RSA key ring in the database', () => {
  it('keeps the private key sealed: the row holds no PEM or DER of it, and opens only with the secret', async () => {
    const modulus = await ring().currentModulus();
    expect(modulus).toMatch(/^[0-9a-f]{512}$/);
    const rows = await db.selectFrom('rsa_keys').selectAll().execute();
    expect(rows).toHaveLength(1);
    const sealed = rows[0]?.sealed_private_key ?? '';
    expect(sealed).not.toMatch(/PRIVATE KEY/);
    // A DER private key starts with a SEQUENCE header (0x30 0x82); the sealed bytes start with a random IV.
    expect(Buffer.from(sealed, 'base64').subarray(12, 14).toString('hex')).not.toBe('3082');
    await expect(ring('another secret, also thirty-two characters long').verify()).rejects.toThrow(
      /does not open with this KEY_RING_SECRET/,
    );
  });

  it('answers the same key on every instance, and each opens what the other handed out', async () => {
    const [a, b] = [ring(), ring()];
    const modulus = await a.currentModulus();
    expect(await b.currentModulus()).toBe(modulus);
    const request = await encryptPayload(modulus, PATH, { n: 1 });
    const nonces = new NonceStore(nonceRepository(db));
    const parts = {
      encryption: request.headers.Encryption,
      rsa: request.headers['X-RSA'],
      digest: request.headers['X-Digest'],
      body: request.body,
    };
    expect(await openPayload(parts, PATH, b, nonces)).toEqual({ n: 1 });
  });

  it('rotates once when two instances find the key due at once; the previous key works for the grace period', async () => {
    const start = Date.now();
    const [a, b] = [ring(), ring()];
    const first = await a.currentModulus(start);
    const due = start + HOUR;
    const [fromA, fromB] = await Promise.all([a.currentModulus(due), b.currentModulus(due)]);
    expect(fromA).toBe(fromB);
    expect(fromA).not.toBe(first);
    const generations = await db.selectFrom('rsa_keys').select('generation').execute();
    expect(generations.map((r) => r.generation).sort()).toEqual([1, 2]);
    for (const instance of [a, b]) {
      expect(await instance.privateKeyFor(first, due + RSA_GRACE_MS - 1)).not.toBeNull();
      expect(await instance.privateKeyFor(first, due + RSA_GRACE_MS)).toBeNull();
      expect(await instance.privateKeyFor(fromA, due + RSA_GRACE_MS)).not.toBeNull();
    }
    expect(await a.privateKeyFor('abcdef', due)).toBeNull();
  });

  it('sees a rotation made by another instance at its next call, and forgets keys older than the previous one', async () => {
    const start = Date.now();
    const [a, b] = [ring(), ring()];
    const first = await a.currentModulus(start);
    expect(await b.privateKeyFor(first, start)).not.toBeNull();
    const second = await a.currentModulus(start + HOUR);
    expect(await b.currentModulus(start + HOUR)).toBe(second);
    const third = await a.currentModulus(start + 2 * HOUR);
    expect(await b.currentModulus(start + 2 * HOUR)).toBe(third);
    expect(await b.privateKeyFor(first, start + 2 * HOUR)).toBeNull();
    const kept = await db.selectFrom('rsa_keys').select('generation').orderBy('generation').execute();
    expect(kept.map((r) => r.generation)).toEqual([2, 3]);
  });

  it('refuses a sealed key copied into another row (its additional data names its own)', async () => {
    const start = Date.now() - HOUR;
    const a = ring();
    await a.currentModulus(start);
    await a.currentModulus(start + HOUR);
    const first = await db
      .selectFrom('rsa_keys')
      .select('sealed_private_key')
      .where('generation', '=', 1)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('rsa_keys')
      .set({ sealed_private_key: first.sealed_private_key })
      .where('generation', '=', 2)
      .execute();
    await expect(ring().verify(start + HOUR)).rejects.toThrow(/does not open/);
  });
});
