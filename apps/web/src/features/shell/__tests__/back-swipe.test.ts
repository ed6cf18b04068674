import { afterEach, describe, expect, it } from 'vitest';
import { isBackSwipe, lastBackWasSwipe, trackBackSwipes } from '../back-swipe.ts';

describe('isBackSwipe (lobby spec §2.2: no page animation after a back swipe over 100 px)', () => {
  const now = 10_000;

  it('needs a mostly horizontal move of more than 100 px', () => {
    expect(isBackSwipe({ dx: 101, dy: 10, endedAt: null }, now)).toBe(true);
    expect(isBackSwipe({ dx: -140, dy: 20, endedAt: null }, now)).toBe(true);
    expect(isBackSwipe({ dx: 100, dy: 0, endedAt: null }, now)).toBe(false);
    expect(isBackSwipe({ dx: 60, dy: 0, endedAt: null }, now)).toBe(false);
    expect(isBackSwipe({ dx: 120, dy: 300, endedAt: null }, now)).toBe(false);
    expect(isBackSwipe(null, now)).toBe(false);
  });

  it('counts a gesture that ended just before the back, not an old one', () => {
    expect(isBackSwipe({ dx: 150, dy: 0, endedAt: now - 400 }, now)).toBe(true);
    expect(isBackSwipe({ dx: 150, dy: 0, endedAt: now - 1_000 }, now)).toBe(true);
    expect(isBackSwipe({ dx: 150, dy: 0, endedAt: now - 1_001 }, now)).toBe(false);
  });
});

describe('trackBackSwipes', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
  });

  function touch(type: string, x: number, y = 200) {
    const point = { clientX: x, clientY: y, identifier: 1, target: window } as unknown as Touch;
    const event = new Event(type) as TouchEvent;
    const list = type === 'touchend' ? [] : [point];
    Object.defineProperty(event, 'touches', { value: list });
    Object.defineProperty(event, 'changedTouches', { value: [point] });
    window.dispatchEvent(event);
  }

  it('marks a history pop during or right after a long horizontal swipe, and not a plain back', () => {
    stop = trackBackSwipes(window);
    touch('touchstart', 5);
    touch('touchmove', 80);
    touch('touchmove', 180);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(lastBackWasSwipe()).toBe(true);

    // The next back without a gesture (the back arrow, the browser button) animates.
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(lastBackWasSwipe()).toBe(false);

    touch('touchstart', 5);
    touch('touchmove', 150);
    touch('touchend', 160);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(lastBackWasSwipe()).toBe(true);

    touch('touchstart', 5);
    touch('touchmove', 50);
    touch('touchend', 60);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(lastBackWasSwipe()).toBe(false);
  });
});
