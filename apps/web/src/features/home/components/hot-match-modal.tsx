import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DialogCloseButton, ModalDialog } from '../../../components/modal-dialog.tsx';
import { useSession } from '../../../lib/session/session-store.ts';
import type { HotMatch } from '../api/get-home-announcements.ts';
import { formatMatchTime, HOT_MATCH_GAME_TYPE, playPath } from '../home-rules.ts';
import './hot-match-modal.css';

/**
 * The hot-match list (lobby spec §2.9): league, both teams with their images, the start as MM/DD HH:mm (Manila
 * time) and a play button (visitors go to login, members to the vendor's sports games).
 */
export default function HotMatchModal({ matches, onClose }: { matches: HotMatch[]; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  return (
    <ModalDialog labelledBy="hot-match-title" onClose={onClose} closeOnMask testId="hot-match-modal">
      {(close) => (
        <>
          <header className="modal__header">
            <h2 className="modal__title" id="hot-match-title">
              {t('home.hotMatches')}
            </h2>
            <DialogCloseButton label={t('common.close')} onClick={close} />
          </header>
          <ul className="hot-list">
            {matches.map((match) => (
              <li
                key={`${match.vendor}:${match.nodeId}:${match.matchTime}`}
                className="hot-list__item"
                data-testid="hot-match"
              >
                <p className="hot-list__league">{match.league}</p>
                <div className="hot-list__teams">
                  <Team name={match.homeTeam} image={match.homeTeamImageUrl} />
                  <span className="hot-list__vs" aria-hidden="true">
                    VS
                  </span>
                  <Team name={match.awayTeam} image={match.awayTeamImageUrl} />
                </div>
                <div className="hot-list__footer">
                  <time
                    className="hot-list__time"
                    dateTime={new Date(match.matchTime).toISOString()}
                    data-testid="hot-match-time"
                  >
                    {formatMatchTime(match.matchTime)}
                  </time>
                  <button
                    type="button"
                    className="button button--primary hot-list__play"
                    onClick={() => {
                      close();
                      void navigate(
                        playPath({ gameType: HOT_MATCH_GAME_TYPE, vendor: match.vendor }, signedIn),
                      );
                    }}
                  >
                    {t('games.in_immediate_game')}
                    <span className="visually-hidden">
                      {' '}
                      {t('home.matchTeams', { home: match.homeTeam, away: match.awayTeam })}
                    </span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </ModalDialog>
  );
}

function Team({ name, image }: { name: string; image: string }) {
  return (
    <span className="hot-list__team" data-testid="hot-match-team">
      {image && <img src={image} alt="" width={48} height={48} />}
      <span>{name}</span>
    </span>
  );
}
