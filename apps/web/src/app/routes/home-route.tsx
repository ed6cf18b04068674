import { lazy, Suspense } from 'react';
import { DownloadBar, DownloadIconButton } from '../../features/download/components/download-bar.tsx';
import { HomePage } from '../../features/home/components/home-page.tsx';
import { useAfterIdle } from '../../lib/ui/use-after-idle.ts';

const ServiceWidget = lazy(() => import('../../features/service/components/service-widget.tsx'));

/**
 * `/m/home` as the app puts it together (features do not import each other): the home feature with the download
 * feature's bar and notice-bar icon and the service widget once the page is idle. The games feature's category
 * sections are not wired yet (docs/decisions.md "Home, popups, download prompts and service widget (web)").
 */
export default function HomeRoute() {
  const idle = useAfterIdle();
  return (
    <HomePage
      downloadBar={<DownloadBar />}
      noticeBarAction={<DownloadIconButton />}
      // HOME CATEGORY SECTIONS: the games feature's `HomeCategories` goes here (see docs/decisions.md, Home …).
      categorySections={null}
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
