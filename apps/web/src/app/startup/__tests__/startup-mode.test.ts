import { describe, expect, it } from 'vitest';
import { startupMode } from '../startup-mode.ts';

describe('startupMode (lobby spec §4)', () => {
  it('is normal when neither flag is set', () => {
    expect(startupMode({ maintenance: false, regionRestriction: false })).toBe('normal');
  });

  it('is maintenance (mode 1) when maintenance is set', () => {
    expect(startupMode({ maintenance: true, regionRestriction: false })).toBe('maintenance');
  });

  it('lets maintenance win over region restriction', () => {
    expect(startupMode({ maintenance: true, regionRestriction: true })).toBe('maintenance');
  });

  it('is restricted (mode 2) when only region restriction is set', () => {
    expect(startupMode({ maintenance: false, regionRestriction: true })).toBe('restricted');
  });
});
