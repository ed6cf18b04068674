import { describe, expect, it } from 'vitest';
import supportEn from '../support/en.json';
import supportTl from '../support/tl.json';

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

describe('support locale files (issue 17)', () => {
  it('have the same keys, non-empty texts and placeholders in both languages, translated', () => {
    const en = flatten(supportEn);
    const tl = flatten(supportTl);
    expect([...tl.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, value] of en) {
      expect(typeof value === 'string' && value.trim().length > 0, `en: ${key}`).toBe(true);
      expect(typeof tl.get(key) === 'string' && String(tl.get(key)).trim().length > 0, `tl: ${key}`).toBe(
        true,
      );
      expect(placeholders(tl.get(key)), key).toEqual(placeholders(value));
    }
    // Brand names (Telegram, Messenger, Viber, E-mail) stay as they are; everything else is Filipino.
    const same = [...en].filter(([key, value]) => tl.get(key) === value).map(([key]) => key);
    expect(same.length / en.size, same.join(', ')).toBeLessThan(0.1);
  });
});
