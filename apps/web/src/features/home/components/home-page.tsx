import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-store.ts';
import { merchantWalletQueryOptions } from '../../../lib/wallet/get-merchant-wallet.ts';
import { useHomeAnnouncements } from '../api/get-home-announcements.ts';
import { BannerSection } from './banner-section.tsx';
import { JackpotDisplay } from './jackpot-display.tsx';
import './home.css';

const loadFeed = () => import('./home-feed.ts');
const MemberStrip = lazy(() => loadFeed().then((m) => ({ default: m.MemberStrip })));
const NoticeBody = lazy(() => loadFeed().then((m) => ({ default: m.NoticeBody })));
const HotMatchTicker = lazy(() => loadFeed().then((m) => ({ default: m.HotMatchTicker })));
const WinnerBoardSection = lazy(() => loadFeed().then((m) => ({ default: m.WinnerBoardSection })));
const PopupSlot = lazy(() => loadFeed().then((m) => ({ default: m.PopupSlot })));

/** What other features put on home; the app layer (`app/routes/home-route.tsx`) fills these in. */
export interface HomeSlots {
  /** The download bar (download feature, lobby spec §2.14). */
  downloadBar?: ReactNode;
  /** The end of the notice bar: the download icon (lobby spec §2.6). */
  noticeBarAction?: ReactNode;
  /** HOME CATEGORY SECTIONS: the games feature's category sections of lobby spec §2.6. */
  categorySections?: ReactNode;
  /** Floating pieces (the service widget, lobby spec §2.15). */
  floating?: ReactNode;
}

/**
 * `/m/home` (lobby spec §2.6): banners, the member strip, the notice bar, the jackpot, hot matches, the category
 * sections, the winner board and the announcement popup. The first render is the frame and the jackpot; the data
 * and the code that draws it are requested together right after, with placeholders of the final size meanwhile.
 */
export function HomePage({ downloadBar, noticeBarAction, categorySections, floating }: HomeSlots) {
  const { t } = useTranslation();
  const session = useSession();
  // Started here, not by the sections, so the data does not wait for their code.
  useHomeAnnouncements();
  // Lobby spec §2.6: members fetch the merchant wallet on home; the wallet pages read it from the cache.
  useQuery(merchantWalletQueryOptions(session?.token ?? null));

  // The sections mount after the first render: their code is requested then, never ahead of the first paint.
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    // Lobby spec §2.6: on entry the home screen scrolls to top.
    window.scrollTo(0, 0);
    void loadFeed().finally(() => {
      setRendered(true);
    });
  }, []);

  const noticePlaceholder = (
    <span className="home-notice__text home-notice__text--muted">{t('common.loading')}</span>
  );
  return (
    <section className="home" data-testid="home-page">
      <h1 className="visually-hidden">{t('home.welcome')}</h1>
      <BannerSection />
      {downloadBar}
      {session && (
        <Suspense fallback={memberPlaceholder}>{rendered ? <MemberStrip /> : memberPlaceholder}</Suspense>
      )}
      <section className="home-notice" aria-label={t('home.noticeBar')} data-testid="home-notice-bar">
        <SpeakerIcon />
        <div className="home-notice__body">
          <Suspense fallback={noticePlaceholder}>{rendered ? <NoticeBody /> : noticePlaceholder}</Suspense>
        </div>
        {noticeBarAction}
      </section>
      <JackpotDisplay />
      <Suspense fallback={hotPlaceholder}>{rendered ? <HotMatchTicker /> : hotPlaceholder}</Suspense>
      <Suspense fallback={winnersPlaceholder}>
        {rendered ? <WinnerBoardSection /> : winnersPlaceholder}
      </Suspense>
      {/* Last: the sections arrive when the page is idle and their height depends on the catalogue, so nothing
          below them can be pushed down (layout shift). */}
      {categorySections}
      <Suspense fallback={null}>{rendered && <PopupSlot />}</Suspense>
      {floating}
    </section>
  );
}

/** Boxes of the sections' final size, so nothing moves when they arrive. */
const memberPlaceholder = <div className="home-member home-member--loading" aria-hidden="true" />;
const winnersPlaceholder = <div className="home-winners home-winners--loading" aria-hidden="true" />;
const hotPlaceholder = <div className="home-hot home-hot--loading" aria-hidden="true" />;

function SpeakerIcon() {
  return (
    <svg className="home-notice__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        fill="currentColor"
        d="M3 10v4a1 1 0 0 0 1 1h3l4 4V5L7 9H4a1 1 0 0 0-1 1Zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4ZM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6Z"
      />
    </svg>
  );
}
