import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { DownloadBar, DownloadIconButton } from '../../features/download/components/download-bar.tsx';
import { HomePage } from '../../features/home/components/home-page.tsx';
import { LAZY_WIDGET_MARGIN_PX } from '../../features/home/constants.ts';
import { useAfterIdle } from '../../lib/ui/use-after-idle.ts';
import { useInView } from '../../lib/ui/use-in-view.ts';

const ServiceWidget = lazy(() => import('../../features/service/components/service-widget.tsx'));
const HomeCategories = lazy(() => import('../../features/games/components/home-categories.tsx'));

/**
 * `/m/home` as the app puts it together (features do not import each other): the home feature with the download
 * feature's bar and notice-bar icon, and the games feature's category sections (lobby §2.6) and the service widget
 * once the page is idle (below the fold: they must not delay the first render). The category sections also wait
 * until they near the screen: their game and vendor icons are dozens of requests a player who does not scroll
 * never needs (issue 11).
 */
export default function HomeRoute() {
  const idle = useAfterIdle();
  return (
    <HomePage
      downloadBar={<DownloadBar />}
      noticeBarAction={<DownloadIconButton />}
      categorySections={
        idle && (
          <NearScreen>
            <Suspense fallback={null}>
              <HomeCategories />
            </Suspense>
          </NearScreen>
        )
      }
      floating={
        idle && (
          <Suspense fallback={null}>
            <ServiceWidget />
          </Suspense>
        )
      }
    />
  );
}

/** Renders its children once its place comes within LAZY_WIDGET_MARGIN_PX of the viewport. */
function NearScreen({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useInView(ref, LAZY_WIDGET_MARGIN_PX);
  return <div ref={ref}>{near && children}</div>;
}
