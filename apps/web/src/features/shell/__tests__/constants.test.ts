import { describe, expect, it } from 'vitest';
import * as shell from '../constants.ts';

// The values of lobby spec §9 and §2.2, so a change is a deliberate one.
describe('spec constants', () => {
  it('shell (lobby §2.2, §9)', () => {
    expect([
      shell.TOAST_SHORT_MS,
      shell.TOAST_LONG_MS,
      shell.TOAST_DEFAULT_MS,
      shell.TOAST_LOADING_MS,
    ]).toEqual([3_000, 8_000, 1_500, 9_999_000]);
    expect(shell.DIALOG_MASK_GUARD_MS).toBe(300);
    expect(shell.STICKY_HEADER_THRESHOLD_PX).toBe(100);
    expect(shell.LAZY_LOAD_DELAY_MS).toBe(200);
    expect(shell.SWIPE_THRESHOLD_PX).toBe(60);
    expect(shell.BACK_SWIPE_THRESHOLD_PX).toBe(100);
    expect(shell.PAGE_TRANSITION_MS).toBe(300);
    expect([shell.LONG_PRESS_MS, shell.PRESS_IN_MS, shell.PRESS_OUT_MS]).toEqual([370, 130, 100]);
    expect(shell.LARGE_IPHONE_MIN_SCREEN_HEIGHT).toBe(812);
    expect(shell.LARGE_IPHONE_FOOTER_HEIGHT).toBe('1.7rem');
  });
});
