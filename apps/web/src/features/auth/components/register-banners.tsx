import type { Banner } from '@h5/contract/endpoints/content.ts';
import { Swiper } from '../../../lib/ui/antd.ts';
import { AUTH } from '../constants.ts';

/**
 * Registration announcements (accounts spec §2, §3) as one carousel slot, so the form stays near the top of a
 * small screen. The slot keeps the banners' 750 × 300 ratio, so nothing moves when the images arrive.
 */
export function RegisterBanners({ banners, label }: { banners: Banner[]; label: string }) {
  const several = banners.length > 1;
  return (
    <section className="auth-banners" aria-label={label} data-testid="register-announcements">
      <Swiper
        autoplay={several}
        autoplayInterval={AUTH.bannerAutoplayMs}
        loop={several}
        indicator={several ? undefined : () => null}
      >
        {banners.map((banner) => (
          <Swiper.Item key={banner.bannerId}>
            <img src={banner.url} alt={banner.title} width={750} height={300} />
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
