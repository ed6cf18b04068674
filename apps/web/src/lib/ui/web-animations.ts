/**
 * Whether the browser has the Web Animations API (`element.animate`). A transform animated through it runs on the
 * compositor from start to end, with no script, style or layout work on the page's thread between (a CSS
 * transition also needs the page's thread at its start and end). Without it, decoration stands still.
 */
export function canAnimate(): boolean {
  return typeof Element !== 'undefined' && typeof Element.prototype.animate === 'function';
}

/**
 * Cancels an animation. Its `finished` promise rejects with an AbortError by design when it is cancelled; nothing
 * here waits on it, and an engine that creates that promise eagerly must not report the rejection as unhandled.
 */
export function cancelAnimation(animation: Animation): void {
  animation.finished.catch(() => undefined);
  animation.cancel();
}
