import { describe, expect, it } from 'vitest';
import * as games from '../../constants.ts';

// The values of lobby spec §2.7, §2.8, §3, §4, §9, so a change is a deliberate one.
describe('game constants', () => {
  it('match the spec', () => {
    expect(games.DEFAULT_CATEGORY).toBe('HOT');
    expect([games.GAME_PAGE_SIZE, games.FAVOURITE_PAGE_SIZE, games.RECENT_PAGE_SIZE]).toEqual([26, 26, 25]);
    expect([games.SCROLL_THRESHOLD_PX, games.SCROLL_THROTTLE_MS]).toEqual([500, 1_000]);
    expect([games.LIST_LANGUAGE_DEBOUNCE_MS, games.VENDOR_LANGUAGE_DEBOUNCE_MS]).toEqual([200, 250]);
    expect([games.VENDORS_PER_SLIDE, games.VENDOR_SPACING_PX]).toEqual([4, 5]);
    expect(games.MIN_BET_OPTIONS).toEqual([null, '0.01', '0.05', '0.1', '0.5', '0.75']);
    expect([games.ESPORTS_VENDOR, games.COCKFIGHT_VENDOR]).toEqual(['TF', 'DS88']);
    expect(games.LOTTERY_LOBBY_VENDORS).toEqual(['TCG_LOTTO_VN', 'TCG_SEA']);
    expect([games.CLIENT_TYPE, games.GAME_PLATFORM, games.HOT_IS_PLATFORM]).toEqual([2, 'html5', 2]);
    expect(games.GAME_CATEGORIES).toEqual([
      'HOT',
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
    ]);
  });
});
