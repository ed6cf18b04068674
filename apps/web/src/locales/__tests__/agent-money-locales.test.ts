import { describe, expect, it } from 'vitest';
import moneyEn from '../agent-money/en.json';
import moneyTl from '../agent-money/tl.json';

function flatten(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      for (const [k, v] of flatten(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, node);
  }
  return out;
}

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('agent money locale files (issue 18 part B)', () => {
  it('have the same keys, non-empty texts and placeholders in both languages, translated', () => {
    const en = flatten(moneyEn);
    const tl = flatten(moneyTl);
    expect([...tl.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, value] of en) {
      expect(typeof value === 'string' && value.trim().length > 0, `en: ${key}`).toBe(true);
      expect(typeof tl.get(key) === 'string' && String(tl.get(key)).trim().length > 0, `tl: ${key}`).toBe(
        true,
      );
      expect(placeholders(tl.get(key)), key).toEqual(placeholders(value));
    }
    // Alike only where Filipino keeps the word (Player, Agent, Account, Username, Password, Rate, Rebate, Status, %).
    const same = [...en].filter(([key, value]) => tl.get(key) === value).map(([key]) => key);
    expect(same.length / en.size, same.join(', ')).toBeLessThan(0.2);
  });
});
