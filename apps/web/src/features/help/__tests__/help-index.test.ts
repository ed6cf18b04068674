import { describe, expect, it } from 'vitest';
import { selectedIndex } from '../help-index.ts';

describe('selected help item (?i=, lobby §2.13)', () => {
  it('defaults to 0 and reads a valid index', () => {
    expect(selectedIndex(null, 5)).toBe(0);
    expect(selectedIndex('2', 5)).toBe(2);
    expect(selectedIndex(' 4 ', 5)).toBe(4);
  });

  it('falls back to 0 for an index out of range or not a number', () => {
    for (const raw of ['5', '-1', 'abc', '1.5', '', '1e2']) expect(selectedIndex(raw, 5)).toBe(0);
    expect(selectedIndex('0', 0)).toBe(0);
  });
});
