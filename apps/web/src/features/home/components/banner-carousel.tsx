import { useCallback, useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '../../../lib/ui/use-reduced-motion.ts';
import { useVisible } from '../../../lib/ui/use-visible.ts';
import { BANNER_AUTOPLAY_MS } from '../constants.ts';
import { BannerSlide, type Banner } from './banner-slide.tsx';
import './banner-carousel.css';

/**
 * The home carousel of several banners (lobby spec §2.6): a row of slides that the browser scrolls and snaps
 * (CSS scroll-snap), so a swipe costs no script and no animation library (antd-mobile's Swiper was 33 KB gzipped
 * on home, docs/decisions.md issue 11). Autoplay every `BANNER_AUTOPLAY_MS`, back to the first after the last
 * (looping), dots for the current slide. Autoplay waits while a finger is on it, while the carousel is off screen or
 * the tab hidden (no work for nothing), and never runs when the user asked for less motion.
 */
export function BannerCarousel({ banners, onOpen }: { banners: Banner[]; onOpen: (banner: Banner) => void }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [touching, setTouching] = useState(false);
  const [observe, visible] = useVisible();
  const reducedMotion = useReducedMotion();
  const trackRef = useCallback(
    (element: HTMLDivElement | null) => {
      track.current = element;
      observe(element);
    },
    [observe],
  );

  useEffect(() => {
    const el = track.current;
    if (!el || touching || !visible || reducedMotion) return;
    const timer = window.setInterval(() => {
      const width = el.clientWidth;
      if (width === 0) return;
      const next = (Math.round(el.scrollLeft / width) + 1) % banners.length;
      el.scrollTo({ left: next * width, behavior: 'smooth' });
    }, BANNER_AUTOPLAY_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [banners.length, touching, visible, reducedMotion]);

  return (
    <div className="home-banners__carousel" data-testid="home-banner-carousel">
      <div
        ref={trackRef}
        className="home-banners__track"
        onScroll={(event) => {
          const { scrollLeft, clientWidth } = event.currentTarget;
          if (clientWidth > 0) setCurrent(Math.round(scrollLeft / clientWidth));
        }}
        onPointerDown={() => {
          setTouching(true);
        }}
        onPointerUp={() => {
          setTouching(false);
        }}
        onPointerCancel={() => {
          setTouching(false);
        }}
      >
        {banners.map((banner, index) => (
          <BannerSlide key={banner.bannerId} banner={banner} onOpen={onOpen} first={index === 0} />
        ))}
      </div>
      <div className="home-banners__dots" aria-hidden="true">
        {banners.map((banner, index) => (
          <span
            key={banner.bannerId}
            className={`home-banners__dot${index === current ? ' home-banners__dot--current' : ''}`}
          />
        ))}
      </div>
    </div>
  );
}
