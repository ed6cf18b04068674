import { useEffect, useRef, useState, type ReactNode } from 'react';
import { prefersReducedMotion } from '../../../lib/device/environment.ts';

/**
 * A one-line vertical ticker: every `intervalMs` the next item slides up in `speedMs`; after the last comes the
 * first again (a copy of the first closes the loop, then the track jumps back without animation). With one item,
 * or when the user asked for less motion, it stands still. It pauses while hovered or focused.
 */
export function VerticalTicker<T>({
  items,
  intervalMs,
  speedMs,
  render,
}: {
  items: readonly T[];
  intervalMs: number;
  speedMs: number;
  render: (item: T) => ReactNode;
}) {
  const moving = items.length > 1 && !prefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [animate, setAnimate] = useState(true);
  const paused = useRef(false);

  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => {
      if (paused.current) return;
      setAnimate(true);
      setIndex((i) => i + 1);
    }, intervalMs);
    return () => {
      window.clearInterval(timer);
    };
  }, [moving, intervalMs]);

  useEffect(() => {
    if (index < items.length) return;
    // On the copy of the first item: jump back to the real one once the slide has finished.
    const timer = window.setTimeout(() => {
      setAnimate(false);
      setIndex(0);
    }, speedMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [index, items.length, speedMs]);

  const shown = moving ? [...items, ...items.slice(0, 1)] : items.slice(0, 1);
  return (
    <div
      className="ticker"
      onPointerEnter={() => (paused.current = true)}
      onPointerLeave={() => (paused.current = false)}
      onFocus={() => (paused.current = true)}
      onBlur={() => (paused.current = false)}
    >
      <div
        className="ticker__track"
        style={{
          // A percentage of the track, which holds every item: one item is 100 / count of it.
          transform: `translateY(-${(index * 100) / shown.length}%)`,
          transition: animate ? `transform ${speedMs}ms ease` : 'none',
        }}
      >
        {shown.map((item, i) => (
          <div
            className="ticker__item"
            key={i}
            aria-hidden={i !== index % Math.max(1, shown.length) || undefined}
          >
            {render(item)}
          </div>
        ))}
      </div>
    </div>
  );
}
