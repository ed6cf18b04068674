import { describe, expect, it } from 'vitest';
import { SLOT_SYMBOLS, slotPayoutMultiple } from '../game-rules.ts';
import { demoCatalogue } from '../../../seed/games.ts';

describe('slot pay table', () => {
  it('pays three of a kind by symbol, two cherries 3×, two sevens 5×, anything else nothing', () => {
    for (const s of SLOT_SYMBOLS) expect(slotPayoutMultiple([s.symbol, s.symbol, s.symbol])).toBe(s.pays);
    expect(slotPayoutMultiple(['CHERRY', 'LEMON', 'CHERRY'])).toBe(3);
    expect(slotPayoutMultiple(['SEVEN', 'SEVEN', 'BAR'])).toBe(5);
    expect(slotPayoutMultiple(['BAR', 'BAR', 'BELL'])).toBe(0);
    expect(slotPayoutMultiple(['LEMON', 'STAR', 'BELL'])).toBe(0);
  });

  it('returns less than it takes (exact return over every reel combination)', () => {
    const total = SLOT_SYMBOLS.reduce((sum, s) => sum + s.weight, 0);
    let expected = 0;
    for (const a of SLOT_SYMBOLS)
      for (const b of SLOT_SYMBOLS)
        for (const c of SLOT_SYMBOLS) {
          const p = (a.weight * b.weight * c.weight) / total ** 3;
          expected += p * slotPayoutMultiple([a.symbol, b.symbol, c.symbol]);
        }
    expect(expected).toBeGreaterThan(0.7);
    expect(expected).toBeLessThan(1);
  });
});

describe('demo catalogue', () => {
  it('is the same on every run, with unique node ids and codes, and every category the lobby names', () => {
    const a = demoCatalogue(0);
    const b = demoCatalogue(0);
    expect(a).toEqual(b);
    expect(new Set(a.games.map((g) => g.node_id)).size).toBe(a.games.length);
    expect(new Set(a.games.map((g) => `${g.vendor_code}:${g.game_code}`)).size).toBe(a.games.length);
    expect(a.vendors.length).toBeGreaterThanOrEqual(20);
    const types = new Set(a.games.map((g) => g.game_type));
    for (const type of [
      'SPORTS',
      'ESPORTS',
      'LIVE',
      'FISH',
      'RNG',
      'PVP',
      'INHOUSE',
      'COCKFIGHT',
      'ELOTT',
      'LOTT',
    ]) {
      expect(types.has(type), type).toBe(true);
    }
    const bets = new Set(a.games.filter((g) => g.game_type === 'RNG').map((g) => g.min_bet_cents));
    expect([...bets].sort((x, y) => x - y)).toEqual([1, 5, 10, 50, 75]);
    expect(a.games.some((g) => g.freeplay === 1) && a.games.some((g) => g.freeplay === 0)).toBe(true);
    // A TY name only where it differs from the EN one.
    expect(a.games.every((g) => g.name_ty !== g.name_en)).toBe(true);
    expect(a.games.filter((g) => g.name_ty !== null).length).toBeGreaterThan(a.games.length / 2);
  });
});
