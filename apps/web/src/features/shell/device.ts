import { LARGE_IPHONE_MIN_SCREEN_HEIGHT } from './constants.ts';

/**
 * Lobby spec §2.2 "large-screen iPhone": an iPhone (iPod touch alike) whose screen is at least 812 CSS px tall
 * in either orientation. iPads are not iPhones; their user agent says so.
 */
export function isLargeScreenIphone(userAgent: string, screenWidth: number, screenHeight: number): boolean {
  if (!/iPhone|iPod/.test(userAgent)) return false;
  return Math.max(screenWidth, screenHeight) >= LARGE_IPHONE_MIN_SCREEN_HEIGHT;
}
