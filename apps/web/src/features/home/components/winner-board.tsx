import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api/error-message.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { useVisible } from '../../../lib/ui/use-visible.ts';
import { useRankList, type WinnerRow } from '../api/get-rank-list.ts';
import {
  BALANCE_DECIMALS,
  WINNER_BOARD_SECONDS_PER_ROW,
  WINNER_BOARD_SPACING_PX,
  WINNER_BOARD_VISIBLE,
} from '../constants.ts';
import { playPath, winnerBoardScrolls } from '../home-rules.ts';
import { NoData } from './no-data.tsx';
import './winner-board.css';

const amountFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: BALANCE_DECIMALS,
  maximumFractionDigits: BALANCE_DECIMALS,
});

/**
 * The winner board (lobby spec §2.16, §9): biggest win first; with more than four entries it scrolls upwards
 * through a window of three rows 20 px apart (a second copy of the list closes the loop; it is hidden from
 * screen readers and the keyboard). The scroll is a CSS animation of `transform` (the compositor's work), paused
 * while the board is off screen or the tab hidden. Still, and scrollable by hand, when the user asked for less
 * motion.
 */
export default function WinnerBoard() {
  const { t } = useTranslation();
  const rows = useRankList(true);
  // The window is observed, not the moving track (which is always partly outside the window).
  const [ref, visible] = useVisible();

  if (rows.isPending) return <div className="home-winners__placeholder" aria-hidden="true" />;
  if (rows.isError) {
    return (
      <div className="home-winners__status" role="alert" data-testid="home-winners-error">
        <p>{errorMessage(t, rows.error)}</p>
        <button
          type="button"
          className="button"
          disabled={rows.isFetching}
          onClick={() => void rows.refetch()}
        >
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (rows.data.length === 0) return <NoData testId="home-winners-empty" />;

  const scrolls = winnerBoardScrolls(rows.data.length);
  const style = {
    '--winner-gap': `${WINNER_BOARD_SPACING_PX}px`,
    '--winner-visible': WINNER_BOARD_VISIBLE,
    '--winner-duration': `${rows.data.length * WINNER_BOARD_SECONDS_PER_ROW}s`,
  } as CSSProperties;
  return (
    <div
      ref={ref}
      className={`winner-board${scrolls ? ' winner-board--scrolling' : ''}${scrolls && !visible ? ' winner-board--paused' : ''}`}
      style={style}
      data-testid="winner-board"
    >
      <div className="winner-board__track">
        <WinnerList rows={rows.data} />
        {scrolls && <WinnerList rows={rows.data} copy />}
      </div>
    </div>
  );
}

function WinnerList({ rows, copy = false }: { rows: WinnerRow[]; copy?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  return (
    <ul className="winner-board__list" aria-hidden={copy || undefined}>
      {rows.map(({ vo }, i) => (
        <li
          key={`${vo.nodeId}:${i}`}
          className="winner-board__row"
          data-testid={copy ? undefined : 'winner-row'}
        >
          {vo.iconUrl ? (
            <img
              className="winner-board__icon"
              src={vo.iconUrl}
              alt=""
              width={44}
              height={44}
              loading="lazy"
            />
          ) : (
            <span className="winner-board__icon" />
          )}
          <span className="winner-board__text">
            <span className="winner-board__name">{vo.customerName}</span>
            <span className="winner-board__game">{vo.gameName}</span>
          </span>
          <span
            className="winner-board__amount"
            data-testid={copy ? undefined : 'winner-amount'}
            data-amount={vo.winAmount}
          >
            {amountFormat.format(vo.winAmount)}
          </span>
          <button
            type="button"
            className="winner-board__play"
            tabIndex={copy ? -1 : undefined}
            onClick={() => void navigate(playPath({ gameType: vo.gameType, vendor: vo.vendor }, signedIn))}
          >
            {t('games.in_immediate_game')}
            <span className="visually-hidden"> {vo.gameName}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
