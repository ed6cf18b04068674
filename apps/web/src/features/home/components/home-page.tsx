import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-store.ts';
import { merchantWalletQueryOptions } from '../../../lib/wallet/get-merchant-wallet.ts';
import { BannerSection } from './banner-section.tsx';
import { HotMatchTicker } from './hot-match-ticker.tsx';
import { JackpotDisplay } from './jackpot-display.tsx';
import { MemberStrip } from './member-strip.tsx';
import { NoticeBar } from './notice-bar.tsx';
import { PopupSlot } from './popup-slot.tsx';
import { WinnerBoardSection } from './winner-board-section.tsx';
import './home.css';

/** What other features put on home; the app layer (`app/routes/home-route.tsx`) fills these in. */
export interface HomeSlots {
  /** The download bar (download feature, lobby spec §2.14). */
  downloadBar?: ReactNode;
  /** The end of the notice bar: the download icon (lobby spec §2.6). */
  noticeBarAction?: ReactNode;
  /** HOME CATEGORY SECTIONS: the games issue puts the category sections of lobby spec §2.6 here. */
  categorySections?: ReactNode;
  /** Floating pieces (the service widget, lobby spec §2.15). */
  floating?: ReactNode;
}

/**
 * `/m/home` (lobby spec §2.6): banners, the member strip, the notice bar, the jackpot, hot matches, the category
 * sections, the winner board and the announcement popup. What is below the fold, and every antd-mobile piece,
 * loads its code after the first paint.
 */
export function HomePage({ downloadBar, noticeBarAction, categorySections, floating }: HomeSlots) {
  const { t } = useTranslation();
  const session = useSession();

  // Lobby spec §2.6: on entry the home screen scrolls to top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  // Lobby spec §2.6: members fetch the merchant wallet on home; the wallet pages read it from the cache.
  useQuery(merchantWalletQueryOptions(session?.token ?? null));

  return (
    <section className="home" data-testid="home-page">
      <h1 className="visually-hidden">{t('home.welcome')}</h1>
      <BannerSection />
      {downloadBar}
      {session && <MemberStrip />}
      <NoticeBar action={noticeBarAction} />
      <JackpotDisplay />
      <HotMatchTicker />
      {categorySections}
      <WinnerBoardSection />
      <PopupSlot />
      {floating}
    </section>
  );
}
