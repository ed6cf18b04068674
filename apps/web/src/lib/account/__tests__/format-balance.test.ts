import { describe, expect, it } from 'vitest';
import { formatBalance } from '../format-balance.ts';

describe('formatBalance (lobby spec §2.3, §9: 2 decimals)', () => {
  it('always shows two decimals with grouped thousands and the symbol first', () => {
    expect(formatBalance(12_345.67, '₱')).toBe('₱12,345.67');
    expect(formatBalance(0, '₱')).toBe('₱0.00');
    expect(formatBalance(5, '₱')).toBe('₱5.00');
    expect(formatBalance(1_000_000.5)).toBe('1,000,000.50');
  });

  it('tidies float noise and negative zero', () => {
    expect(formatBalance(0.1 + 0.2, '₱')).toBe('₱0.30');
    expect(formatBalance(-0, '₱')).toBe('₱0.00');
    expect(formatBalance(-0.001, '₱')).toBe('₱0.00');
  });

  it('puts the sign before the symbol', () => {
    expect(formatBalance(-12.5, '₱')).toBe('-₱12.50');
  });
});
