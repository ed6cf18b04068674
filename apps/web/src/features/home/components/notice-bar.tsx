import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageKey } from '../../../lib/api/error-message.ts';
import { PATHS } from '../../../lib/routes/paths.ts';
import { useHomeAnnouncements } from '../api/get-home-announcements.ts';
import { MARQUEE_DEFAULT_SPEED } from '../constants.ts';

/**
 * The notice bar (lobby spec §2.6): the announcement marquee (player notice titles, or "no announcement"), which
 * opens `/m/notice`, and at its end the download icon handed in by the app.
 */
export function NoticeBar({ action }: { action?: ReactNode }) {
  const { t } = useTranslation();
  const announcements = useHomeAnnouncements();

  let body: ReactNode;
  if (announcements.isPending) {
    body = <span className="home-notice__text home-notice__text--muted">{t('common.loading')}</span>;
  } else if (announcements.isError) {
    const message = errorMessageKey(announcements.error);
    body = (
      <button
        type="button"
        className="home-notice__retry"
        onClick={() => void announcements.refetch()}
        disabled={announcements.isFetching}
        data-testid="home-notice-retry"
      >
        {message.serverMessage ?? t(message.key)}
      </button>
    );
  } else {
    const notices = announcements.data.player;
    const titles = notices.map((n) => n.title.trim()).filter(Boolean);
    const speed = notices.find((n) => n.announcementDisplaySpeed > 0)?.announcementDisplaySpeed;
    body = (
      <Link className="home-notice__link" to={PATHS.notice} data-testid="home-marquee">
        {titles.length > 0 ? (
          <Marquee text={titles.join('\u2003•\u2003')} speed={speed ?? MARQUEE_DEFAULT_SPEED} />
        ) : (
          <span className="home-notice__text" data-testid="home-no-announcement">
            {t('home.noAnnouncement')}
          </span>
        )}
      </Link>
    );
  }

  return (
    <section className="home-notice" aria-label={t('home.noticeBar')} data-testid="home-notice-bar">
      <SpeakerIcon />
      <div className="home-notice__body">{body}</div>
      {action}
    </section>
  );
}

/** Text that crosses the bar at `speed` px/s (CSS animation; still, and cut with an ellipsis, on reduced motion). */
function Marquee({ text, speed }: { text: string; speed: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [seconds, setSeconds] = useState<number | null>(null);
  useLayoutEffect(() => {
    const width = ref.current?.scrollWidth ?? 0;
    setSeconds(width > 0 ? Math.max(6, width / speed) : null);
  }, [text, speed]);
  return (
    <span
      ref={ref}
      className="home-notice__marquee"
      style={seconds ? { animationDuration: `${seconds}s` } : undefined}
    >
      {text}
    </span>
  );
}

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
