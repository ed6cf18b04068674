import { reportBannerClick } from '@h5/contract/endpoints/content.ts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { initI18n } from '../../../../lib/i18n/i18n.ts';
import { envelope, failure } from '../../../../test/fixtures.ts';
import { on } from '../../../../test/msw.ts';
import {
  installFakeIntersectionObserver,
  installReducedMotion,
  resetPageVisibility,
  setPageVisibility,
} from '../../../../test/page-visibility.ts';
import { renderWithQuery, testQueryClient } from '../../../../test/render-app.tsx';
import { seedHomeAnnouncements, type Announcements } from '../../api/get-home-announcements.ts';
import { BANNER_AUTOPLAY_MS } from '../../constants.ts';
import { BannerSection } from '../banner-section.tsx';

type Banner = Announcements['banners'][number];

const banner = (bannerId: number, change: Partial<Banner> = {}): Banner => ({
  bannerId,
  groupName: 'm_home',
  title: `Banner ${String(bannerId)}`,
  url: `/cdn/banners/home-${String(bannerId)}-ty-v1.svg`,
  announcementImages: [],
  linkageType: '',
  linkage: '',
  roomId: '',
  nodeId: '',
  vendor: '',
  ...change,
});
const THREE = [banner(11), banner(12), banner(13, { linkageType: 'P', linkage: '/m/activity' })];
/** The track's width in the stubbed layout (happy-dom lays nothing out). */
const WIDTH = 360;

const server = setupServer(
  http.all('*/wps/*', () => HttpResponse.json(failure('request.not.found', 'not found'), { status: 404 })),
);
let clicks: unknown[] = [];

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await initI18n('EN');
});
beforeEach(() => {
  clicks = [];
  server.use(
    on(reportBannerClick, async ({ request }) => {
      clicks.push(await request.json());
      return HttpResponse.json(envelope(null));
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});

/** Home's banner section on a feed already in the cache (as the page's boot data puts it there). */
function renderBanners(banners: Banner[]) {
  const client = testQueryClient();
  seedHomeAnnouncements(client, { banners, player: [], popup: [], promotion: [], hotMatch: [] });
  return renderWithQuery(
    <MemoryRouter initialEntries={['/m/home']}>
      <Routes>
        <Route path="/m/home" element={<BannerSection />} />
        <Route path="/m/activity" element={<p data-testid="activity-page">activity</p>} />
      </Routes>
    </MemoryRouter>,
    client,
  );
}

interface Track {
  readonly element: HTMLElement;
  readonly scrollTo: Mock<(options: ScrollToOptions) => void>;
  /** Where the track is scrolled to, in banners. */
  at(index: number): void;
}

/**
 * The scrolling row of the banners with a layout stubbed in: a width, a scroll position, and a `scrollTo` that
 * records the call and, like a browser, moves there and fires `scroll`.
 */
function stubTrack(): Track {
  const [slide] = screen.getAllByTestId('home-banner');
  const element = slide?.parentElement;
  if (!element) throw new Error('no banner track');
  let scrollLeft = 0;
  Object.defineProperty(element, 'clientWidth', { configurable: true, get: () => WIDTH });
  Object.defineProperty(element, 'scrollLeft', {
    configurable: true,
    get: () => scrollLeft,
    set: (value: number) => {
      scrollLeft = value;
    },
  });
  const at = (index: number) => {
    scrollLeft = index * WIDTH;
    fireEvent.scroll(element);
  };
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    at((options.left ?? 0) / WIDTH);
  });
  element.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  return { element, scrollTo, at };
}

const currentDot = () =>
  [...document.querySelectorAll('.home-banners__dot')].findIndex((dot) =>
    dot.classList.contains('home-banners__dot--current'),
  );

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('BannerCarousel (lobby spec §2.6)', () => {
  it('moves on every BANNER_AUTOPLAY_MS, smoothly, and from the last back to the first', () => {
    vi.useFakeTimers();
    renderBanners(THREE);
    const track = stubTrack();
    advance(BANNER_AUTOPLAY_MS - 1);
    expect(track.scrollTo).not.toHaveBeenCalled();
    advance(1);
    expect(track.scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'smooth' });
    advance(BANNER_AUTOPLAY_MS);
    expect(track.scrollTo).toHaveBeenLastCalledWith({ left: 2 * WIDTH, behavior: 'smooth' });
    advance(BANNER_AUTOPLAY_MS);
    expect(track.scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
    expect(track.scrollTo).toHaveBeenCalledTimes(3);
  });

  it('goes on from the banner the user swiped to', () => {
    vi.useFakeTimers();
    renderBanners(THREE);
    const track = stubTrack();
    track.at(1);
    advance(BANNER_AUTOPLAY_MS);
    expect(track.scrollTo).toHaveBeenLastCalledWith({ left: 2 * WIDTH, behavior: 'smooth' });
  });

  it('marks the dot of the banner on screen', () => {
    renderBanners(THREE);
    const track = stubTrack();
    expect(document.querySelectorAll('.home-banners__dot')).toHaveLength(3);
    expect(currentDot()).toBe(0);
    track.at(2);
    expect(currentDot()).toBe(2);
    track.at(1);
    expect(currentDot()).toBe(1);
  });

  it('waits while a finger is on it', () => {
    vi.useFakeTimers();
    renderBanners(THREE);
    const track = stubTrack();
    fireEvent.pointerDown(track.element);
    advance(3 * BANNER_AUTOPLAY_MS);
    expect(track.scrollTo).not.toHaveBeenCalled();
    fireEvent.pointerUp(track.element);
    advance(BANNER_AUTOPLAY_MS);
    expect(track.scrollTo).toHaveBeenCalledTimes(1);
    // A swipe the browser takes over for scrolling ends in pointercancel, not pointerup.
    fireEvent.pointerDown(track.element);
    advance(2 * BANNER_AUTOPLAY_MS);
    expect(track.scrollTo).toHaveBeenCalledTimes(1);
    fireEvent.pointerCancel(track.element);
    advance(BANNER_AUTOPLAY_MS);
    expect(track.scrollTo).toHaveBeenCalledTimes(2);
  });

  it('never moves by itself when the user asked for less motion', () => {
    vi.useFakeTimers();
    installReducedMotion(true);
    renderBanners(THREE);
    const track = stubTrack();
    advance(4 * BANNER_AUTOPLAY_MS);
    expect(track.scrollTo).not.toHaveBeenCalled();
    // A swipe still works, and its dot follows.
    track.at(1);
    expect(currentDot()).toBe(1);
  });

  it('waits while it is off screen', () => {
    vi.useFakeTimers();
    const viewport = installFakeIntersectionObserver();
    renderBanners(THREE);
    const track = stubTrack();
    // Whichever element the carousel watches (the track or a box around it) leaves the viewport with it.
    const report = (isIntersecting: boolean) => {
      act(() => {
        for (let el: Element | null = track.element; el; el = el.parentElement) {
          viewport.setIntersecting(el, isIntersecting);
        }
      });
    };
    expect(viewport.observedCount()).toBeGreaterThan(0);
    report(false);
    advance(3 * BANNER_AUTOPLAY_MS);
    expect(track.scrollTo).not.toHaveBeenCalled();
    report(true);
    advance(BANNER_AUTOPLAY_MS);
    expect(track.scrollTo).toHaveBeenCalledTimes(1);
  });

  it('waits while the tab is hidden', () => {
    vi.useFakeTimers();
    renderBanners(THREE);
    const track = stubTrack();
    const show = (state: DocumentVisibilityState) => {
      act(() => {
        setPageVisibility(state);
      });
    };
    try {
      show('hidden');
      advance(3 * BANNER_AUTOPLAY_MS);
      expect(track.scrollTo).not.toHaveBeenCalled();
      show('visible');
      advance(BANNER_AUTOPLAY_MS);
      expect(track.scrollTo).toHaveBeenCalledTimes(1);
    } finally {
      resetPageVisibility();
    }
  });

  it('stops when it leaves the page', () => {
    vi.useFakeTimers();
    const { unmount } = renderBanners(THREE);
    const track = stubTrack();
    unmount();
    advance(3 * BANNER_AUTOPLAY_MS);
    expect(track.scrollTo).not.toHaveBeenCalled();
  });

  it('reports a click on a banner and opens its link', async () => {
    renderBanners(THREE);
    const [, second, third] = screen.getAllByTestId('home-banner');
    if (!second || !third) throw new Error('three banners expected');
    fireEvent.click(second);
    await waitFor(() => {
      expect(clicks).toEqual([{ bannerId: 12 }]);
    });
    // A banner without a link stays on home.
    expect(screen.getByTestId('home-banner-carousel')).toBeTruthy();
    fireEvent.click(third);
    expect(await screen.findByTestId('activity-page')).toBeTruthy();
    await waitFor(() => {
      expect(clicks).toEqual([{ bannerId: 12 }, { bannerId: 13 }]);
    });
  });

  it('fetches the first picture at once with a high priority, the others lazily', () => {
    renderBanners(THREE);
    const images = screen.getAllByRole<HTMLImageElement>('img');
    expect(images.map((img) => img.alt)).toEqual(['Banner 11', 'Banner 12', 'Banner 13']);
    expect(images[0]?.getAttribute('src')).toBe('/cdn/banners/home-11-ty-v1.svg');
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(images[0]?.getAttribute('loading')).toBeNull();
    expect(images.slice(1).map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
  });

  it('shows a single banner still: no carousel, no dots, nothing moves', () => {
    vi.useFakeTimers();
    renderBanners([banner(21)]);
    expect(screen.queryByTestId('home-banner-carousel')).toBeNull();
    expect(document.querySelectorAll('.home-banners__dot')).toHaveLength(0);
    const [slide] = screen.getAllByTestId('home-banner');
    const scrollTo = vi.fn();
    if (slide?.parentElement) slide.parentElement.scrollTo = scrollTo;
    advance(3 * BANNER_AUTOPLAY_MS);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.getByRole('img').getAttribute('fetchpriority')).toBe('high');
  });
});
