import { describe, expect, it } from 'vitest';
import { readDemoMerchant } from '../../../__tests__/test-app.ts';
import { merchantConfig } from '../../merchants/merchant-config.ts';
import { depositTemplate, promotionBonusCents, toCents } from '../deposit-channels.ts';
import { newDepositReference } from '../deposits.ts';

const demo = merchantConfig.parse(readDemoMerchant());

describe('deposit rules', () => {
  it("picks the deposit template from dep_func: '1' is new, anything else base", () => {
    expect(depositTemplate(demo)).toBe('new');
    for (const flag of ['0', '', '2', 'true']) {
      expect(depositTemplate({ ...demo, mobileTemplate: { ...demo.mobileTemplate, dep_func: flag } })).toBe(
        'base',
      );
    }
  });

  it('gives the promotion percentage rounded down to the centavo, at most the maximum', () => {
    const promotion = { bonusPercent: 20, maxBonus: 500 };
    expect(promotionBonusCents(100_000, promotion)).toBe(20_000);
    expect(promotionBonusCents(250_000, promotion)).toBe(50_000);
    expect(promotionBonusCents(1_000_000, promotion)).toBe(50_000);
    // 20 % of ₱100.07 is ₱20.014.
    expect(promotionBonusCents(10_007, promotion)).toBe(2001);
    expect(promotionBonusCents(10_000, { bonusPercent: 12.5, maxBonus: 100 })).toBe(1250);
  });

  it('turns pesos of two decimals into whole centavos', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1234.56)).toBe(123_456);
    expect(toCents(50_000)).toBe(5_000_000);
  });

  it('makes references of DP, the Manila date and 8 unambiguous characters', () => {
    // 2026-11-25 17:30 UTC is already the 26th in Manila.
    const reference = newDepositReference(Date.UTC(2026, 10, 25, 17, 30));
    expect(reference).toMatch(/^DP20261126[A-HJ-NP-Z2-9]{8}$/);
    expect(new Set(Array.from({ length: 200 }, () => newDepositReference(0))).size).toBe(200);
  });
});
