import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHomeAnnouncements, type HotMatch } from '../api/get-home-announcements.ts';
import { HOT_MATCH_AUTOPLAY_MS, HOT_MATCH_SPEED_MS } from '../constants.ts';
import { formatMatchTime } from '../home-rules.ts';
import { VerticalTicker } from './vertical-ticker.tsx';
import './hot-match-ticker.css';

const HotMatchModal = lazy(() => import('./hot-match-modal.tsx'));

const HOT_PLACEHOLDER = <div className="home-hot home-hot--loading" aria-hidden="true" />;

/**
 * Hot matches (lobby spec §2.9): a vertical ticker (moving only with more than one match); a tap opens the
 * list of matches. Nothing when there are none or the feed failed (the notice bar offers the retry).
 */
export function HotMatchTicker() {
  const { t } = useTranslation();
  const { data, isPending } = useHomeAnnouncements();
  const [open, setOpen] = useState(false);
  const matches = data?.hotMatch ?? [];
  // The section's room is kept while the feed loads, so what follows does not move down when matches arrive.
  if (isPending) return HOT_PLACEHOLDER;
  if (matches.length === 0) return null;
  return (
    <section className="home-hot" aria-labelledby="home-hot-title" data-testid="home-hot-matches">
      <h2 className="home-hot__title" id="home-hot-title">
        {t('home.hotMatches')}
      </h2>
      <button
        type="button"
        className="home-hot__ticker"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
        }}
        data-testid="home-hot-open"
      >
        <VerticalTicker
          items={matches}
          intervalMs={HOT_MATCH_AUTOPLAY_MS}
          speedMs={HOT_MATCH_SPEED_MS}
          render={(match) => <HotMatchLine match={match} />}
        />
      </button>
      {open && (
        <Suspense fallback={null}>
          <HotMatchModal
            matches={matches}
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

function HotMatchLine({ match }: { match: HotMatch }) {
  const { t } = useTranslation();
  return (
    <span className="home-hot__line">
      <span className="home-hot__teams">
        {t('home.matchTeams', { home: match.homeTeam, away: match.awayTeam })}
      </span>
      <time className="home-hot__time" dateTime={new Date(match.matchTime).toISOString()}>
        {formatMatchTime(match.matchTime)}
      </time>
    </span>
  );
}
