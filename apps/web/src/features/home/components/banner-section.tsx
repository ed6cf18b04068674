import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-store.ts';
import { useHomeAnnouncements } from '../api/get-home-announcements.ts';
import { reportBannerClick } from '../api/report-banner-click.ts';
import { bannerTarget, playPath } from '../home-rules.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { BannerSlide, type Banner } from './banner-slide.tsx';
import './banner-section.css';

/**
 * The home carousel (lobby spec §2.6): nothing when there are no banners (or the feed failed); a box of the
 * banners' ratio while loading; the banner alone when there is one; the scroll-snap carousel when there are more.
 * Part of the home page's own chunk: the first banner is the page's largest paint and must not wait for more code.
 */
export function BannerSection() {
  const { t } = useTranslation();
  const announcements = useHomeAnnouncements();
  const openBanner = useOpenBanner();
  const banners = announcements.data?.banners ?? [];

  if (announcements.isPending) {
    return <div className="home-banners home-banners--loading" aria-hidden="true" />;
  }
  const [first] = banners;
  if (!first) return null;
  return (
    <section className="home-banners" aria-label={t('home.banners')} data-testid="home-banners">
      {banners.length > 1 ? (
        <BannerCarousel banners={banners} onOpen={openBanner} />
      ) : (
        <BannerSlide banner={first} onOpen={openBanner} />
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
