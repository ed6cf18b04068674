import { describe, expect, it } from 'vitest';
import { betKeys, newBetKey } from '../bet-keys.ts';

describe('bet keys', () => {
  it('makes keys the contract accepts, a new one each time', () => {
    const key = newBetKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newBetKey()).not.toBe(key);
  });

  it('sends a bet whose answer was lost again with its key, while stake and pick are the same', () => {
    let n = 0;
    const keys = betKeys(() => `key-${++n}`);
    const first = keys.keyFor(10, null);
    expect(first).toBe('key-1');
    keys.lost(first, 10, null);
    expect(keys.keyFor(10, null)).toBe('key-1');
    // Another stake is another bet.
    expect(keys.keyFor(5, null)).toBe('key-2');
    const drawn = betKeys(() => `key-${++n}`);
    drawn.lost(drawn.keyFor(2, 7), 2, 7);
    expect(drawn.keyFor(2, 7)).toBe('key-3');
    expect(drawn.keyFor(2, 8)).toBe('key-4');
  });

  it('makes a new key once an answer came', () => {
    let n = 0;
    const keys = betKeys(() => `key-${++n}`);
    keys.lost(keys.keyFor(10, null), 10, null);
    keys.answered();
    expect(keys.keyFor(10, null)).toBe('key-2');
  });
});
