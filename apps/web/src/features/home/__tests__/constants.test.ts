import { describe, expect, it } from 'vitest';
import * as home from '../constants.ts';

// The values of lobby spec §2.6, §2.9, §2.16, §4 and §9, so a change is a deliberate one.
describe('spec constants', () => {
  it('home (lobby §2.6, §2.9, §2.16, §4, §9)', () => {
    expect(home.POPUP_OPEN_DELAY_MS).toBe(500);
    expect(home.BANNER_AUTOPLAY_MS).toBe(5_000);
    expect([home.HOT_MATCH_AUTOPLAY_MS, home.HOT_MATCH_SPEED_MS]).toEqual([5_000, 500]);
    expect([
      home.WINNER_BOARD_LIMIT,
      home.WINNER_BOARD_SCROLL_ABOVE,
      home.WINNER_BOARD_VISIBLE,
      home.WINNER_BOARD_SPACING_PX,
    ]).toEqual([20, 4, 3, 20]);
    expect([
      home.JACKPOT_START_MIN,
      home.JACKPOT_START_MAX,
      home.JACKPOT_STEP_MIN,
      home.JACKPOT_STEP_MAX,
    ]).toEqual([170_000_000, 250_000_000, 100, 500]);
    expect(home.JACKPOT_DELAYS_MS).toEqual([3_000, 4_000, 5_000]);
    expect(home.JACKPOT_COLUMN_DIGITS).toBe(10);
  });
});
