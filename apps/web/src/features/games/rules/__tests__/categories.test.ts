import { describe, expect, it } from 'vitest';
import { filterableVendors, prizeModeOf, sortCategories } from '../categories.ts';

const v = (...codes: string[]) => codes.map((vassalage) => ({ vassalage }));
const names = (list: { category: string }[]) => list.map((c) => c.category);

describe('sortCategories (lobby §2.7, §4 vendor sorting)', () => {
  it('adds HOT first when the sorting list lacks it, and keeps the given order', () => {
    const out = sortCategories(['LIVE', 'RNG', 'FISH'], { LIVE: v('EVO'), RNG: v('PG'), FISH: v('JDB') });
    expect(names(out)).toEqual(['HOT', 'LIVE', 'RNG', 'FISH']);
    expect(out[0]?.vendors).toEqual([]);
    expect(out[2]?.vendors).toEqual(v('PG'));
  });

  it('keeps HOT where the sorting list puts it', () => {
    expect(names(sortCategories(['LIVE', 'HOT'], {}))).toEqual(['LIVE', 'HOT']);
  });

  it('splits SPORTS: TF to ESPORTS after SPORTS, DS88 to COCKFIGHT after RNG', () => {
    const out = sortCategories(['SPORTS', 'LIVE', 'RNG', 'FISH', 'LOTT'], {
      SPORTS: v('SBO', 'TF', 'DS88', 'CMD'),
      RNG: v('PG'),
    });
    expect(names(out)).toEqual(['HOT', 'SPORTS', 'ESPORTS', 'LIVE', 'RNG', 'COCKFIGHT', 'FISH', 'LOTT']);
    const byName = Object.fromEntries(out.map((c) => [c.category, c.vendors]));
    expect(byName.SPORTS).toEqual(v('SBO', 'CMD'));
    expect(byName.ESPORTS).toEqual(v('TF'));
    expect(byName.COCKFIGHT).toEqual(v('DS88'));
  });

  it('puts COCKFIGHT last when there is no RNG, and drops a SPORTS left empty', () => {
    const out = sortCategories(['SPORTS', 'LIVE'], { SPORTS: v('TF', 'DS88'), LIVE: v('EVO') });
    expect(names(out)).toEqual(['HOT', 'ESPORTS', 'LIVE', 'COCKFIGHT']);
  });

  it('adds no split category without a vendor for it', () => {
    expect(names(sortCategories(['SPORTS', 'RNG'], { SPORTS: v('SBO') }))).toEqual(['HOT', 'SPORTS', 'RNG']);
  });

  it('merges into ESPORTS / COCKFIGHT the sorting list already names, in their own place, without duplicates', () => {
    const out = sortCategories(['COCKFIGHT', 'SPORTS', 'ESPORTS', 'RNG'], {
      SPORTS: v('SBO', 'TF', 'DS88'),
      ESPORTS: v('TF', 'IA'),
      COCKFIGHT: v('S128'),
    });
    expect(names(out)).toEqual(['HOT', 'COCKFIGHT', 'SPORTS', 'ESPORTS', 'RNG']);
    expect(out.find((c) => c.category === 'ESPORTS')?.vendors).toEqual(v('TF', 'IA'));
    expect(out.find((c) => c.category === 'COCKFIGHT')?.vendors).toEqual(v('S128', 'DS88'));
  });

  it('ignores case, blanks and repeats in the sorting list and mapping entries for unlisted categories', () => {
    const out = sortCategories([' rng', 'RNG', '', 'live'], { rng: v('PG'), PVP: v('KY') });
    expect(names(out)).toEqual(['HOT', 'RNG', 'LIVE']);
    expect(out[1]?.vendors).toEqual(v('PG'));
  });
});

describe('prizeModeOf (lobby §4)', () => {
  it('is ELOTT when ELOTT is listed under TCG_LOTTO_VN or under LOTT', () => {
    expect(prizeModeOf({ TCG_LOTTO_VN: ['ELOTT'] })).toBe('ELOTT');
    expect(prizeModeOf({ LOTT: ['LOTT', 'elott'] })).toBe('ELOTT');
  });

  it('is LOTT otherwise', () => {
    expect(prizeModeOf({})).toBe('LOTT');
    expect(prizeModeOf({ TCG_LOTTO_VN: ['LOTT'], LOTT: ['ZY'] })).toBe('LOTT');
    expect(prizeModeOf({ TCG_SEA: ['ELOTT'], ELOTT: ['ELOTT'] })).toBe('LOTT');
  });
});

describe('filterableVendors (lobby §2.8)', () => {
  it('leaves out the e-sports and cockfight vendors', () => {
    expect(filterableVendors(v('PG', 'TF', 'DS88', 'JDB'))).toEqual(v('PG', 'JDB'));
  });
});
