import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useReducedMotion } from '../../../lib/ui/use-reduced-motion.ts';
import { useVisible } from '../../../lib/ui/use-visible.ts';
import { cancelAnimation, canAnimate } from '../../../lib/ui/web-animations.ts';
import { TICKER_EASING } from '../constants.ts';
import { tickerKeyframes, tickerTiming } from '../ticker.ts';
import './vertical-ticker.css';

/**
 * A one-line vertical ticker: every `intervalMs` the next item slides up in `speedMs`; after the last comes the
 * first again (a copy of the first closes the loop). The whole loop is one Web Animation of `transform` that the
 * compositor repeats on its own: no timer, no re-render and no style work on the page's thread per slide, which
 * matters because home sits on screen at rest. It pauses while hovered or focused, off screen or in a hidden tab.
 * With one item, when the user asked for less motion, or without Web Animations, it stands still on the first.
 * Only the first item is exposed to screen readers (the others move past unannounced; the list opens on a tap).
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
  const reducedMotion = useReducedMotion();
  const [ref, visible] = useVisible();
  const [held, setHeld] = useState(false);
  const moving = items.length > 1 && !reducedMotion && canAnimate();
  const running = moving && visible && !held;
  const track = useRef<HTMLDivElement>(null);
  const animation = useRef<Animation | null>(null);
  // What the loop's creation reads: written in an effect (the one below runs first), never during render.
  const runningNow = useRef(running);

  useLayoutEffect(() => {
    runningNow.current = running;
    const current = animation.current;
    if (!current) return;
    if (running) current.play();
    else current.pause();
  }, [running]);

  useLayoutEffect(() => {
    const element = track.current;
    if (!moving || !element) return;
    const count = items.length;
    const loop = element.animate(
      tickerKeyframes(count, intervalMs, speedMs, TICKER_EASING),
      tickerTiming(count, intervalMs, speedMs),
    );
    if (!runningNow.current) loop.pause();
    animation.current = loop;
    return () => {
      cancelAnimation(loop);
      animation.current = null;
    };
  }, [moving, items.length, intervalMs, speedMs]);

  const shown = moving ? [...items, ...items.slice(0, 1)] : items.slice(0, 1);
  const hold = () => {
    setHeld(true);
  };
  const release = () => {
    setHeld(false);
  };
  return (
    <div
      ref={ref}
      className="ticker"
      onPointerEnter={hold}
      onPointerLeave={release}
      onFocus={hold}
      onBlur={release}
    >
      <div ref={track} className="ticker__track">
        {shown.map((item, i) => (
          <div className="ticker__item" key={i} aria-hidden={i !== 0 || undefined}>
            {render(item)}
          </div>
        ))}
      </div>
    </div>
  );
}
