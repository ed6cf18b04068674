import type { Announcements } from '../api/get-home-announcements.ts';
import './banner-slide.css';

export type Banner = Announcements['banners'][number];

/**
 * One banner: a button around its picture. The first is the page's largest paint, fetched at once with a high
 * priority (the server also preloads it from the page's head); the others load when they come near the screen.
 */
export function BannerSlide({
  banner,
  onOpen,
  first = true,
}: {
  banner: Banner;
  onOpen: (banner: Banner) => void;
  first?: boolean;
}) {
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
      <img
        src={banner.url}
        alt={banner.title}
        width={750}
        height={300}
        {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      />
    </button>
  );
}
