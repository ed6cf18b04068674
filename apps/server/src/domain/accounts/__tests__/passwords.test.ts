import { describe, expect, it } from 'vitest';
import { randomPassword } from '../passwords.ts';

describe('password hashing', () => {
  it('makes temporary passwords that satisfy the password rule', () => {
    const rule = { acceptedPattern: '^[a-zA-Z0-9]+$', minLength: 6, maxLength: 12 };
    for (let i = 0; i < 50; i++) {
      const password = randomPassword(rule);
      expect(password).toMatch(/^[a-zA-Z0-9]{6,12}$/);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[a-zA-Z]/);
    }
    expect(randomPassword({ acceptedPattern: '^\\d+$', minLength: 6, maxLength: 6 })).toMatch(/^\d{6}$/);
  });
});
