import type { Kysely } from 'kysely';

// Issue 14: the RSA keys of encrypted calls lived in each process's memory, so a key fetched from one instance
// did not open a call sent to another. The ring is shared here (infra/rsa-key-ring.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rsa_keys')
    // 1, 2, 3…: one per rotation, the highest is the current key. Whoever rotates inserts the next number; the
    // primary key lets exactly one of two instances rotating at once succeed.
    .addColumn('generation', 'integer', (c) => c.primaryKey())
    // The public modulus as clients get it and name it back in `X-RSA` (lower-case hex).
    .addColumn('modulus_hex', 'text', (c) => c.notNull())
    // The private key (PKCS#8 DER) sealed with AES-256-GCM under `KEY_RING_SECRET`: base64 of iv ‖ ciphertext ‖
    // tag, with the generation and modulus as additional data (infra/key-sealer.ts).
    .addColumn('sealed_private_key', 'text', (c) => c.notNull())
    // When it became current, ms. It is replaced when older than `RSA_ROTATE_HOURS`, and once replaced it keeps
    // working until the next generation's `created_at` + the grace period.
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rsa_keys').execute();
}
