import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api/error-message.ts';
import { PATHS } from '../../../lib/routes/paths.ts';
import { useVisible } from '../../../lib/ui/use-visible.ts';
import { useHomeAnnouncements } from '../api/get-home-announcements.ts';
import { MARQUEE_DEFAULT_SPEED } from '../constants.ts';
import './notice-bar.css';

/**
 * The notice bar's body (lobby spec §2.6): the announcement marquee (player notice titles, or "no announcement"),
 * which opens `/m/notice`; the retry when the feed failed. The bar itself (icon, download action) is in the page.
 */
export function NoticeBody() {
  const { t } = useTranslation();
  const announcements = useHomeAnnouncements();
  // The bar, not the moving text, is observed: the text leaves its clipped box at the end of every crossing.
  const [ref, visible] = useVisible();

  if (announcements.isPending) {
    return <span className="home-notice__text home-notice__text--muted">{t('common.loading')}</span>;
  }
  if (announcements.isError) {
    return (
      <button
        type="button"
        className="home-notice__retry"
        onClick={() => void announcements.refetch()}
        disabled={announcements.isFetching}
        data-testid="home-notice-retry"
      >
        {errorMessage(t, announcements.error)}
      </button>
    );
  }
  const notices = announcements.data.player;
  const titles = notices.map((n) => n.title.trim()).filter(Boolean);
  const speed = notices.find((n) => n.announcementDisplaySpeed > 0)?.announcementDisplaySpeed;
  return (
    <Link ref={ref} className="home-notice__link" to={PATHS.notice} data-testid="home-marquee">
      {titles.length > 0 ? (
        <Marquee
          text={titles.join('\u2003•\u2003')}
          speed={speed ?? MARQUEE_DEFAULT_SPEED}
          running={visible}
        />
      ) : (
        <span className="home-notice__text" data-testid="home-no-announcement">
          {t('home.noAnnouncement')}
        </span>
      )}
    </Link>
  );
}

/**
 * Text that crosses the bar at `speed` px/s: a CSS animation of `transform`, which the compositor runs without the
 * page's script or style. Paused while `running` is false (off screen, tab hidden); still, and cut with an
 * ellipsis, on reduced motion (home.css).
 */
function Marquee({ text, speed, running }: { text: string; speed: number; running: boolean }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [seconds, setSeconds] = useState<number | null>(null);
  useLayoutEffect(() => {
    const width = ref.current?.scrollWidth ?? 0;
    setSeconds(width > 0 ? Math.max(6, width / speed) : null);
  }, [text, speed]);
  return (
    <span
      ref={ref}
      className={`home-notice__marquee${running ? '' : ' home-notice__marquee--paused'}`}
      style={seconds ? { animationDuration: `${seconds}s` } : undefined}
    >
      {text}
    </span>
  );
}
