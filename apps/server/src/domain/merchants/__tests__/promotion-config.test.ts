import { describe, expect, it } from 'vitest';
import { readDemoMerchant } from '../../../__tests__/test-app.ts';
import { merchantConfig } from '../merchant-config.ts';
import { promotionConfig } from '../promotion-config.ts';

describe('the promotions part of a merchant file', () => {
  it('defaults to nothing, so an older file stays valid', () => {
    const { promotions: _, ...older } = readDemoMerchant();
    const parsed = merchantConfig.parse(older);
    expect(parsed.promotions).toMatchObject({
      categories: [],
      items: [],
      missions: [],
      rebate: { rates: [] },
    });
    expect(parsed.promotions.vip.map((l) => l.level)).toEqual([0]);
  });

  it('parses its own output again unchanged (the directory stores the parsed file and reads it at start)', () => {
    const demo = readDemoMerchant();
    const dated = {
      ...demo.promotions,
      items: demo.promotions.items.map((i) => ({ ...i, startsAt: '2026-01-01T00:00:00+08:00' })),
    };
    const once = promotionConfig.parse(dated);
    expect(promotionConfig.parse(once)).toEqual(once);
  });

  it('refuses an unknown category, an unknown mission and levels out of order', () => {
    const demo = readDemoMerchant().promotions;
    const [item] = demo.items;
    if (item === undefined) throw new Error('no item');
    const wrong = promotionConfig.safeParse({
      ...demo,
      items: [
        { ...item, categoryId: 'nope' },
        { ...item, id: 'm', kind: 'mission', missionId: 'nope' },
      ],
      vip: [...demo.vip].reverse(),
    });
    expect(wrong.success).toBe(false);
    const messages = wrong.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        'unknown categoryId',
        'unknown missionId',
        'levels must be 0, 1, 2 … in order',
      ]),
    );
  });
});
