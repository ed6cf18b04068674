import { prefersReducedMotion } from '../../../lib/device/environment.ts';
import { Swiper } from '../../../lib/ui/antd.ts';
import { BANNER_AUTOPLAY_MS } from '../constants.ts';
import { BannerSlide, type Banner } from './banner-section.tsx';

/**
 * The carousel itself (its own chunk: antd-mobile's Swiper is not part of the first paint). Autoplay, loop and
 * pagination only with more than one banner (lobby spec §2.6); no autoplay when the user asked for less motion.
 */
export default function BannerCarousel({
  banners,
  onOpen,
}: {
  banners: Banner[];
  onOpen: (banner: Banner) => void;
}) {
  const several = banners.length > 1;
  return (
    <div data-testid="home-banner-carousel">
      <Swiper
        autoplay={several && !prefersReducedMotion()}
        autoplayInterval={BANNER_AUTOPLAY_MS}
        loop={several}
        indicator={several ? undefined : () => null}
      >
        {banners.map((banner) => (
          <Swiper.Item key={banner.bannerId}>
            <BannerSlide banner={banner} onOpen={onOpen} />
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
