import { PROMOTION_STATUSES, REWARD_STATUSES } from '@h5/contract/endpoints/promotions.ts';
import { describe, expect, it } from 'vitest';
import promotionsEn from '../promotions/en.json';
import promotionsTl from '../promotions/tl.json';

function flatten(node: unknown, prefix = ''): Map<string, unknown> {
  if (typeof node !== 'object' || node === null) return new Map([[prefix, node]]);
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(node)) {
    for (const [k, v] of flatten(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('promotions namespace', () => {
  it('has the same keys, non-empty texts and placeholders in English and Filipino, most of them translated', () => {
    const en = flatten(promotionsEn);
    const tl = flatten(promotionsTl);
    expect([...tl.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, value] of en) {
      expect(typeof value === 'string' && value.trim().length > 0, `en: ${key}`).toBe(true);
      const other = tl.get(key);
      expect(typeof other === 'string' && other.trim().length > 0, `tl: ${key}`).toBe(true);
      expect(placeholders(other), key).toEqual(placeholders(value));
    }
    const same = [...en].filter(([key, value]) => tl.get(key) === value).map(([key]) => key);
    expect(same.length / en.size, same.join(', ')).toBeLessThan(0.1);
  });

  it('names every status of the contract (lobby §3 labels)', () => {
    expect(Object.keys(promotionsEn.status).sort()).toEqual([...PROMOTION_STATUSES].sort());
    expect(Object.keys(promotionsEn.rewardStatus).sort()).toEqual([...REWARD_STATUSES].sort());
  });
});
