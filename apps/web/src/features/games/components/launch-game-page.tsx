import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isTrial } from '@h5/contract/member-types.ts';
import { useLanguage } from '../../../lib/i18n/i18n.ts';
import { PATHS } from '../../../lib/routes/paths.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { launchGame } from '../api/launch-game.ts';
import { LOTTERY_LOBBY_CODE, LOTTERY_PAGE_BACK, type PrizeMode } from '../constants.ts';
import { ListError, ListSpinner } from './list-states.tsx';
import './games.css';

function prizeModeOf(value: string | null): PrizeMode {
  return value?.trim().toUpperCase() === 'ELOTT' ? 'ELOTT' : 'LOTT';
}

/** The way back of the launch page: `pageBack=home` (lobby §2.1) is home, anything else the lottery page. */
function backPath(pageBack: string | null): string {
  return !pageBack || pageBack === LOTTERY_PAGE_BACK ? PATHS.home : PATHS.lottery;
}

/**
 * `/m/launchGame?playType=trad&prize_mode=…&code=…&pageBack=home` (lobby §2.1, platform-api §10 #2): launches the
 * lottery (the lobby for `code=lobby` or none) and replaces this page with the answered game page, so the browser's
 * back leads to where the player came from. The route sends visitors to the login page (lobby §1).
 */
export default function LaunchGamePage() {
  const { t } = useTranslation('games');
  const [params] = useSearchParams();
  const session = useSession();
  const language = useLanguage();
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const prizeMode = prizeModeOf(params.get('prize_mode'));
  const code = params.get('code')?.trim() || LOTTERY_LOBBY_CODE;
  const back = backPath(params.get('pageBack'));
  const freePlay = session ? isTrial(session.type) : false;

  useEffect(() => {
    const controller = new AbortController();
    launchGame({ kind: 'lottery', prizeMode, code, language, freePlay, backUrl: back }, controller.signal)
      .then((url) => {
        window.location.replace(url);
      })
      .catch((cause: unknown) => {
        if (!controller.signal.aborted) setError(cause);
      });
    return () => {
      controller.abort();
    };
  }, [attempt, back, code, freePlay, language, prizeMode]);

  return (
    <section className="lottery-page" data-testid="launch-game-page">
      {error ? (
        <>
          <ListError
            error={error}
            retrying={false}
            onRetry={() => {
              setError(null);
              setAttempt((n) => n + 1);
            }}
            testId="launch-error"
          />
          <Link className="button" to={back}>
            {t('backToLobby')}
          </Link>
        </>
      ) : (
        <ListSpinner label={t('launching')} testId="launch-progress" />
      )}
    </section>
  );
}
