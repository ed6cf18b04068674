import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-store.ts';
import { useHomeAnnouncements, type Announcements } from '../api/get-home-announcements.ts';
import { reportBannerClick } from '../api/report-banner-click.ts';
import { CAROUSEL_LOAD_DELAY_MS } from '../constants.ts';
import { bannerTarget, playPath } from '../home-rules.ts';

export type Banner = Announcements['banners'][number];

const BannerCarousel = lazy(() => import('./banner-carousel.tsx'));

/**
 * The home carousel (lobby spec §2.6): nothing when there are no banners (or the feed failed); a box of the
 * banners' ratio while loading; then the first banner. The carousel (antd-mobile's Swiper, about 32 KB gzipped
 * with its animation library) is needed only to move: with one banner it never loads; with several it loads
 * `CAROUSEL_LOAD_DELAY_MS` after the banners showed, so it does not compete with the first paint. (Not on a
 * touch: swapping the still banner for the carousel under a finger would swallow that tap.)
 */
export function BannerSection() {
  const { t } = useTranslation();
  const announcements = useHomeAnnouncements();
  const openBanner = useOpenBanner();
  const [wantCarousel, setWantCarousel] = useState(false);
  const banners = announcements.data?.banners ?? [];
  const several = banners.length > 1;

  useEffect(() => {
    if (!several) return;
    const timer = window.setTimeout(() => {
      setWantCarousel(true);
    }, CAROUSEL_LOAD_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [several]);

  if (announcements.isPending) {
    return <div className="home-banners home-banners--loading" aria-hidden="true" />;
  }
  const [first] = banners;
  if (!first) return null;
  const still = <BannerSlide banner={first} onOpen={openBanner} />;
  return (
    <section className="home-banners" aria-label={t('home.banners')} data-testid="home-banners">
      {wantCarousel ? (
        <Suspense fallback={still}>
          <BannerCarousel banners={banners} onOpen={openBanner} />
        </Suspense>
      ) : (
        still
      )}
    </section>
  );
}

/** Reports the click, then follows the banner's link (outside for `http…`, else in the app). */
function useOpenBanner() {
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  return useCallback(
    (banner: Banner) => {
      reportBannerClick(banner.bannerId);
      const target = bannerTarget(banner);
      switch (target.kind) {
        case 'external':
          window.open(target.href, '_blank', 'noopener,noreferrer');
          break;
        case 'internal':
          void navigate(target.to);
          break;
        case 'game':
          void navigate(playPath(target.game, signedIn));
          break;
        case 'none':
          break;
      }
    },
    [navigate, signedIn],
  );
}

export function BannerSlide({ banner, onOpen }: { banner: Banner; onOpen: (banner: Banner) => void }) {
  return (
    <button
      type="button"
      className="home-banners__slide"
      onClick={() => {
        onOpen(banner);
      }}
      data-testid="home-banner"
      data-banner-id={banner.bannerId}
    >
      <img src={banner.url} alt={banner.title} width={750} height={300} />
    </button>
  );
}
