import { BACK_SWIPE_POP_WINDOW_MS, BACK_SWIPE_THRESHOLD_PX } from './constants.ts';

/** One touch gesture as the page saw it. `endedAt` is null while the finger is down. */
export interface Gesture {
  dx: number;
  dy: number;
  endedAt: number | null;
}

/**
 * Lobby spec §2.2: a history "back" that a horizontal swipe of more than 100 px caused gets no page animation
 * (the browser has already animated it). The swipe must be mostly horizontal and still under way, or have
 * ended just before the back.
 */
export function isBackSwipe(gesture: Gesture | null, now: number): boolean {
  if (!gesture) return false;
  const distance = Math.abs(gesture.dx);
  if (distance <= BACK_SWIPE_THRESHOLD_PX || distance <= Math.abs(gesture.dy)) return false;
  return gesture.endedAt === null || now - gesture.endedAt <= BACK_SWIPE_POP_WINDOW_MS;
}

let gesture: Gesture | null = null;
let start = { x: 0, y: 0 };
let lastPopWasSwipe = false;

function point(event: TouchEvent): { x: number; y: number } | null {
  const touch = event.touches[0] ?? event.changedTouches[0];
  return touch ? { x: touch.clientX, y: touch.clientY } : null;
}

/**
 * Follows touches and history pops on `target` (passive listeners, installed once by the shell). On each popstate
 * it records whether that back was a swipe, for {@link lastBackWasSwipe}. Browsers that keep the edge gesture to
 * themselves and send the page no touch moves are seen as a plain back (the fade runs).
 */
export function trackBackSwipes(target: Window = window): () => void {
  const onStart = (event: TouchEvent) => {
    const p = point(event);
    if (!p || event.touches.length > 1) return;
    start = p;
    gesture = { dx: 0, dy: 0, endedAt: null };
  };
  const onMove = (event: TouchEvent) => {
    const p = point(event);
    if (!p || !gesture) return;
    gesture = { ...gesture, dx: p.x - start.x, dy: p.y - start.y };
  };
  const onEnd = (event: TouchEvent) => {
    if (!gesture) return;
    const p = point(event);
    gesture = {
      dx: p ? p.x - start.x : gesture.dx,
      dy: p ? p.y - start.y : gesture.dy,
      endedAt: Date.now(),
    };
  };
  const onPop = () => {
    lastPopWasSwipe = isBackSwipe(gesture, Date.now());
    gesture = null;
  };
  const passive = { passive: true } as const;
  target.addEventListener('touchstart', onStart, passive);
  target.addEventListener('touchmove', onMove, passive);
  target.addEventListener('touchend', onEnd, passive);
  target.addEventListener('touchcancel', onEnd, passive);
  // Capture, so the flag is set before the router's own popstate listener renders the new page.
  target.addEventListener('popstate', onPop, true);
  return () => {
    target.removeEventListener('touchstart', onStart);
    target.removeEventListener('touchmove', onMove);
    target.removeEventListener('touchend', onEnd);
    target.removeEventListener('touchcancel', onEnd);
    target.removeEventListener('popstate', onPop, true);
  };
}

/** Whether the latest history pop came from a back swipe. */
export function lastBackWasSwipe(): boolean {
  return lastPopWasSwipe;
}
