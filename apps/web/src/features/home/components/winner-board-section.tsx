import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useInView } from '../../../lib/ui/use-in-view.ts';
import { LAZY_WIDGET_MARGIN_PX } from '../constants.ts';
import './winner-board-section.css';

const WinnerBoard = lazy(() => import('./winner-board.tsx'));

/** The winner board's place (lobby spec §2.16): its code and data load when it nears the viewport. */
export function WinnerBoardSection() {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const inView = useInView(ref, LAZY_WIDGET_MARGIN_PX);
  return (
    <section
      ref={ref}
      className="home-winners"
      aria-labelledby="home-winners-title"
      data-testid="home-winners"
    >
      <h2 className="home-winners__title" id="home-winners-title">
        {t('home.winners')}
      </h2>
      {inView ? (
        <Suspense fallback={<div className="home-winners__placeholder" aria-hidden="true" />}>
          <WinnerBoard />
        </Suspense>
      ) : (
        <div className="home-winners__placeholder" aria-hidden="true" />
      )}
    </section>
  );
}
