/** Shell-wide timings and thresholds of lobby spec §9 (used by the shell pieces that later issues build). */

/** Toast durations (lobby §9 "Toast durations"), in ms. */
export const TOAST_SHORT_MS = 3_000;
export const TOAST_LONG_MS = 8_000;
/** The default notice toast (lobby §9). */
export const TOAST_DEFAULT_MS = 1_500;
/** A loading toast stays until the work ends (lobby §9, accounts "Logout": 9999 s). */
export const TOAST_LOADING_MS = 9_999_000;

/** A dialog ignores mask clicks this soon after opening (lobby §9). */
export const DIALOG_MASK_GUARD_MS = 300;
/** The header sticks after this much scrolling (lobby §9). */
export const STICKY_HEADER_THRESHOLD_PX = 100;
/** Delay before lazily loaded images start loading (lobby §9). */
export const LAZY_LOAD_DELAY_MS = 200;
/** A horizontal move counts as a swipe beyond this (lobby §9). */
export const SWIPE_THRESHOLD_PX = 60;
/** A back swipe over this distance skips the page animation (lobby §2.2, §9). */
export const BACK_SWIPE_THRESHOLD_PX = 100;
/** Page-change fade (lobby §2.2, §9). */
export const PAGE_TRANSITION_MS = 300;
/** Touch feedback (lobby §9). */
export const LONG_PRESS_MS = 370;
export const PRESS_IN_MS = 130;
export const PRESS_OUT_MS = 100;

/** Lobby spec §2.2: on an iPhone whose screen is at least this tall (X and later) the footer is 1.7rem tall. */
export const LARGE_IPHONE_MIN_SCREEN_HEIGHT = 812;
export const LARGE_IPHONE_FOOTER_HEIGHT = '1.7rem';

/**
 * Not in the spec: how long after the finger lifts a history "back" still counts as caused by that swipe (the
 * browser fires popstate when its own back-swipe animation ends).
 */
export const BACK_SWIPE_POP_WINDOW_MS = 1_000;
