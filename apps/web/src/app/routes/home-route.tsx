import { lazy, Suspense } from 'react';
import { DownloadBar, DownloadIconButton } from '../../features/download/components/download-bar.tsx';
import { HomePage } from '../../features/home/components/home-page.tsx';
import { useAfterIdle } from '../../lib/ui/use-after-idle.ts';

const ServiceWidget = lazy(() => import('../../features/service/components/service-widget.tsx'));
const HomeCategories = lazy(() => import('../../features/games/components/home-categories.tsx'));

/**
 * `/m/home` as the app puts it together (features do not import each other): the home feature with the download
 * feature's bar and notice-bar icon, and the games feature's category sections (lobby §2.6) and the service widget
 * once the page is idle (below the fold: they must not delay the first render).
 */
export default function HomeRoute() {
  const idle = useAfterIdle();
  return (
    <HomePage
      downloadBar={<DownloadBar />}
      noticeBarAction={<DownloadIconButton />}
      categorySections={
        idle && (
          <Suspense fallback={null}>
            <HomeCategories />
          </Suspense>
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
