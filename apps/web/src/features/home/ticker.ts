/**
 * The keyframes of a vertical ticker's whole loop (lobby §2.9), for one Web Animation that the compositor repeats
 * forever: `count` items plus a copy of the first stacked in a track; each item holds, then the next slides in for
 * the last `speedMs` of its `intervalMs`; the loop ends on the copy, which looks like its start. Run with a delay of
 * `speedMs` (see `tickerTiming`), the first slide starts `intervalMs` after the ticker appears, as a timer-driven
 * ticker's would.
 */
export function tickerKeyframes(
  count: number,
  intervalMs: number,
  speedMs: number,
  easing: string,
): Keyframe[] {
  const loop = count * intervalMs;
  // The track holds count + 1 items: item k is k / (count + 1) of its height up.
  const at = (k: number) => `translateY(-${(k * 100) / (count + 1)}%)`;
  const frames: Keyframe[] = [];
  for (let k = 0; k < count; k += 1) {
    frames.push({ offset: (k * intervalMs) / loop, transform: at(k) });
    frames.push({ offset: ((k + 1) * intervalMs - speedMs) / loop, transform: at(k), easing });
  }
  frames.push({ offset: 1, transform: at(count) });
  return frames;
}

/** The timing of the ticker's loop: one item per interval, forever, after a first wait of one slide. */
export function tickerTiming(count: number, intervalMs: number, speedMs: number): KeyframeAnimationOptions {
  return { duration: count * intervalMs, delay: speedMs, iterations: Infinity };
}
