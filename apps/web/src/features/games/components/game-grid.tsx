import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ROW_OVERSCAN, SCROLL_THROTTLE_MS, TILE_ROW_HEIGHT_PX, TILES_PER_ROW } from '../constants.ts';
import { nearEnd, throttle } from '../rules/list-rules.ts';
import './game-grid.css';

interface GameGridProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Lobby §4: asked for the next page when the end is near; the caller knows whether one exists. */
  onEndReached: () => void;
  canLoadMore: boolean;
  label: string;
}

/**
 * The endless game list (lobby §2.8, §4): fixed-height rows of tiles, virtualised against the window's scroll
 * (only the rows near the viewport are in the DOM, so a list scrolled through a thousand games stays small).
 * Scrolling within 500 px of the end asks for the next page, at most once per second (trailing call included,
 * so the last position counts); the check also runs when new items arrive, in case a page does not fill the
 * screen.
 */
export function GameGrid<T>({
  items,
  itemKey,
  renderItem,
  onEndReached,
  canLoadMore,
  label,
}: GameGridProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const rowCount = Math.ceil(items.length / TILES_PER_ROW);

  // Where the list starts on the page: what is above it (search, tabs, vendors) may change height.
  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setOffset((previous) => (Math.abs(previous - top) < 1 ? previous : top));
    };
    measure();
    const observer = new ResizeObserver(measure);
    if (element.parentElement) observer.observe(element.parentElement);
    return () => {
      observer.disconnect();
    };
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => TILE_ROW_HEIGHT_PX,
    overscan: ROW_OVERSCAN,
    scrollMargin: offset,
  });

  const totalSize = virtualizer.getTotalSize();
  const latest = useRef({ onEndReached, canLoadMore, offset, totalSize });
  useLayoutEffect(() => {
    latest.current = { onEndReached, canLoadMore, offset, totalSize };
  });
  const check = useRef<ReturnType<typeof throttle> | null>(null);

  useEffect(() => {
    const throttled = throttle(() => {
      const now = latest.current;
      if (!now.canLoadMore) return;
      const end = now.offset + now.totalSize;
      if (nearEnd(end - (window.scrollY + window.innerHeight))) now.onEndReached();
    }, SCROLL_THROTTLE_MS);
    check.current = throttled;
    const onScroll = () => {
      throttled.call();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      throttled.cancel();
      check.current = null;
    };
  }, []);

  useEffect(() => {
    if (canLoadMore) check.current?.call();
  }, [items.length, canLoadMore]);

  const rows = virtualizer.getVirtualItems();
  return (
    <div
      ref={listRef}
      className="game-grid"
      role="list"
      aria-label={label}
      data-testid="game-grid"
      data-count={items.length}
      style={{ height: totalSize }}
    >
      {rows.map((row) => {
        const start = row.index * TILES_PER_ROW;
        return (
          <div
            key={row.key}
            className="game-grid__row"
            role="none"
            data-testid="game-row"
            style={{
              height: TILE_ROW_HEIGHT_PX,
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            {items.slice(start, start + TILES_PER_ROW).map((item, i) => (
              <div
                key={itemKey(item)}
                className="game-grid__cell"
                role="listitem"
                aria-setsize={items.length}
                aria-posinset={start + i + 1}
              >
                {renderItem(item)}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
