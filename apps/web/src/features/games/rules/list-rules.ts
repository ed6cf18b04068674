import { CLASSIFY, SCROLL_THRESHOLD_PX, SLOTS_CATEGORY, type ListTab } from '../constants.ts';

/** What the game list shows (lobby §4): a shortcut tab, or — once a vendor is chosen — that vendor's games. */
export type ListMode = { kind: 'tab'; tab: ListTab } | { kind: 'vendor'; vassalage: string };

/** Lobby §4: slots (RNG) on the All tab ask for classify NEW, every other list for ALL. */
export function classifyFor(gameType: string, mode: ListMode): string {
  return gameType.toUpperCase() === SLOTS_CATEGORY && mode.kind === 'tab' && mode.tab === 'all'
    ? CLASSIFY.new
    : CLASSIFY.all;
}

/** A page as the list calls answer it (lobby §3 "List page response"). */
export interface PageInfo {
  pageNum: number;
  totalPages: number;
}

/**
 * Lobby §4 paging: more pages while the current page is below `totalPages`; the hot list is one page only.
 * `undefined` means no next page (TanStack Query's `getNextPageParam` contract).
 */
export function nextPageNo(page: PageInfo, mode: ListMode): number | undefined {
  if (mode.kind === 'tab' && mode.tab === 'hot') return undefined;
  return page.pageNum < page.totalPages ? page.pageNum + 1 : undefined;
}

/** Lobby §4, §9: the next page loads once the end of the list is within 500 px of the viewport's bottom. */
export function nearEnd(distanceToEnd: number, threshold: number = SCROLL_THRESHOLD_PX): boolean {
  return distanceToEnd <= threshold;
}

/** Tabs a visitor cannot open: favourites and recents send them to the login page (lobby §1, §6). */
export function tabNeedsSession(tab: ListTab): boolean {
  return tab === 'fav' || tab === 'recent';
}

/**
 * Lobby §4 "throttled to once per second": the first call runs at once; calls inside the interval are folded into
 * one trailing run at its end (so the last scroll position is always looked at). `cancel` drops a pending run.
 */
export function throttle(run: () => void, intervalMs: number): { call: () => void; cancel: () => void } {
  let last = Number.NEGATIVE_INFINITY;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    pending = undefined;
    last = Date.now();
    run();
  };
  return {
    call() {
      const wait = last + intervalMs - Date.now();
      if (wait <= 0) {
        if (pending !== undefined) clearTimeout(pending);
        fire();
      } else {
        pending ??= setTimeout(fire, wait);
      }
    },
    cancel() {
      if (pending !== undefined) clearTimeout(pending);
      pending = undefined;
    },
  };
}
