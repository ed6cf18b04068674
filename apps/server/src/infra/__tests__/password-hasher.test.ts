import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { ARGON2_PRODUCTION } from '../../config.ts';
import { PasswordHasher } from '../password-hasher.ts';

describe('password hashing', () => {
  it('uses Argon2id with the production cost (m = 19 MiB, t = 2, p = 1) and verifies', async () => {
    const hasher = new PasswordHasher(ARGON2_PRODUCTION, { concurrency: 1, queue: 8 });
    const hash = await hasher.hash('demo1234');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const options = parseOptions(hash);
    expect(options.memoryCost).toBeGreaterThanOrEqual(19456);
    expect(options.timeCost).toBeGreaterThanOrEqual(2);
    expect(await hasher.verify(hash, 'demo1234')).toBe(true);
    expect(await hasher.verify(hash, 'demo12345')).toBe(false);
    expect(await hasher.verify('not a hash', 'demo1234')).toBe(false);
    expect(await hasher.verifyDummy('x')).toBe(false);
  });
});
