import { describe, expect, it } from 'vitest';
import { isLargeScreenIphone } from '../device.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';

describe('isLargeScreenIphone (lobby spec §2.2: iPhone with a screen height of at least 812)', () => {
  it('is true for X-class iPhones in either orientation', () => {
    expect(isLargeScreenIphone(IPHONE, 375, 812)).toBe(true);
    expect(isLargeScreenIphone(IPHONE, 430, 932)).toBe(true);
    expect(isLargeScreenIphone(IPHONE, 812, 375)).toBe(true);
  });

  it('is false for smaller iPhones, iPads and other phones', () => {
    expect(isLargeScreenIphone(IPHONE, 375, 667)).toBe(false);
    expect(isLargeScreenIphone(IPHONE, 414, 811)).toBe(false);
    expect(isLargeScreenIphone(IPAD, 820, 1180)).toBe(false);
    expect(isLargeScreenIphone(ANDROID, 412, 915)).toBe(false);
  });
});
