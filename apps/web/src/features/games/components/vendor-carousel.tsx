import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Swiper, type SwiperRef } from '../../../lib/ui/antd.ts';
import { VENDOR_SPACING_PX, VENDORS_PER_SLIDE } from '../constants.ts';
import type { VendorView } from '../types.ts';
import { GameIcon } from './game-icon.tsx';
import './vendor-carousel.css';

const ICON_PX = 44;

function slidesOf<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

interface VendorCarouselProps {
  vendors: readonly VendorView[];
  chosen: string | null;
  onChoose: (vassalage: string | null) => void;
}

/**
 * Lobby §2.8 vendor carousel: 4 vendors per slide, 5 px apart, with previous/next arrows. Tapping a vendor
 * filters the list by it (the tab gives way, lobby §4); tapping the chosen vendor again clears the filter.
 */
export function VendorCarousel({ vendors, chosen, onChoose }: VendorCarouselProps) {
  const { t } = useTranslation('games');
  const swiper = useRef<SwiperRef>(null);
  const [index, setIndex] = useState(0);
  const slides = slidesOf(vendors, VENDORS_PER_SLIDE);
  if (slides.length === 0) return null;
  const last = slides.length - 1;
  return (
    <div
      className="vendor-carousel"
      role="group"
      aria-label={t('vendorsLabel')}
      data-testid="vendor-carousel"
    >
      <button
        type="button"
        className="vendor-carousel__arrow"
        aria-label={t('previousVendors')}
        disabled={index === 0}
        onClick={() => swiper.current?.swipePrev()}
      >
        ‹
      </button>
      <Swiper
        ref={swiper}
        className="vendor-carousel__swiper"
        indicator={false}
        stuckAtBoundary
        onIndexChange={setIndex}
      >
        {slides.map((slide, i) => (
          <Swiper.Item key={i}>
            <div className="vendor-carousel__slide" style={{ gap: VENDOR_SPACING_PX }}>
              {slide.map((vendor) => {
                const on = vendor.vassalage === chosen;
                return (
                  <button
                    key={vendor.vassalage}
                    type="button"
                    className={`vendor-chip${on ? ' vendor-chip--on' : ''}`}
                    aria-pressed={on}
                    data-testid="vendor-chip"
                    data-vendor={vendor.vassalage}
                    // Only the visible slide's buttons are reachable: antd-mobile keeps the others in the DOM.
                    tabIndex={i === index ? 0 : -1}
                    onClick={() => {
                      onChoose(on ? null : vendor.vassalage);
                    }}
                  >
                    <GameIcon src={vendor.smallIcon} name={vendor.name} size={ICON_PX} />
                    <span className="vendor-chip__name">{vendor.name}</span>
                  </button>
                );
              })}
            </div>
          </Swiper.Item>
        ))}
      </Swiper>
      <button
        type="button"
        className="vendor-carousel__arrow"
        aria-label={t('nextVendors')}
        disabled={index === last}
        onClick={() => swiper.current?.swipeNext()}
      >
        ›
      </button>
    </div>
  );
}
