import { describe, expect, it } from 'vitest';
import { amountText, checkAmount, floorCentavos, formatPeso } from '../peso-amount.ts';

const LIMITS = { min: 100, max: 50_000, balance: 12_345.67 };

describe('peso amounts', () => {
  it('formats like the header balance: ₱, grouped, 2 decimals', () => {
    expect(formatPeso(12_345.678)).toBe('₱12,345.68');
    expect(formatPeso(0)).toBe('₱0.00');
    expect(formatPeso(100)).toBe('₱100.00');
  });

  it('accepts a number of at most 2 decimals within the limits and the balance', () => {
    expect(checkAmount('100', LIMITS)).toEqual({ ok: true, amount: 100 });
    expect(checkAmount(' 250.5 ', LIMITS)).toEqual({ ok: true, amount: 250.5 });
    expect(checkAmount('12345.67', LIMITS)).toEqual({ ok: true, amount: 12_345.67 });
    expect(checkAmount('0.1', { min: 0, max: 10, balance: 10 })).toEqual({ ok: true, amount: 0.1 });
  });

  it('names the problem of anything else', () => {
    expect(checkAmount('', LIMITS)).toEqual({ ok: false, problem: 'empty' });
    expect(checkAmount('12.345', LIMITS)).toEqual({ ok: false, problem: 'format' });
    expect(checkAmount('1,000', LIMITS)).toEqual({ ok: false, problem: 'format' });
    expect(checkAmount('-5', LIMITS)).toEqual({ ok: false, problem: 'format' });
    expect(checkAmount('1e3', LIMITS)).toEqual({ ok: false, problem: 'format' });
    expect(checkAmount('99.99', LIMITS)).toEqual({ ok: false, problem: 'min' });
    expect(checkAmount('0', { min: 0, max: 10, balance: 10 })).toEqual({ ok: false, problem: 'min' });
    expect(checkAmount('50000.01', { ...LIMITS, balance: 100_000 })).toEqual({ ok: false, problem: 'max' });
    expect(checkAmount('12345.68', LIMITS)).toEqual({ ok: false, problem: 'balance' });
    // The contract caps every money request at ₱1,000,000 whatever the merchant's maximum.
    expect(checkAmount('1000000.01', { min: 0, max: 5_000_000, balance: 5_000_000 })).toEqual({
      ok: false,
      problem: 'max',
    });
  });

  it('writes an amount for the field and rounds down to whole centavos', () => {
    expect(amountText(1234.5)).toBe('1234.50');
    expect(amountText(1000)).toBe('1000');
    expect(amountText(0.1 + 0.2)).toBe('0.30');
    expect(floorCentavos(10.239)).toBe(10.23);
    expect(floorCentavos(0.1 + 0.2)).toBe(0.3);
    expect(floorCentavos(12_345.67)).toBe(12_345.67);
  });
});
