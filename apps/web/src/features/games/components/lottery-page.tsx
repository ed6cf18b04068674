import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLanguage } from '../../../lib/i18n/i18n.ts';
import { PATHS } from '../../../lib/routes/paths.ts';
import { useLotteryMenu } from '../api/get-lottery-menu.ts';
import { LOTTERY_LOBBY_CODE, type PrizeMode } from '../constants.ts';
import { usePrizeMode } from '../hooks/use-play-game.ts';
import { lotteryLaunchPath } from '../rules/game-click.ts';
import { GameIcon } from './game-icon.tsx';
import { ListError, ListSpinner, NoData } from './list-states.tsx';
import './games.css';
import './lottery-page.css';

/** `/m/lottery` (lobby §2.1): the lottery games of the site's prize mode (lobby §4) and the way to the others. */
export default function LotteryPage() {
  const { t } = useTranslation('games');
  const prizeMode = usePrizeMode();
  return (
    <section className="lottery-page" data-testid="lottery-page" aria-labelledby="lottery-title">
      <h2 id="lottery-title" className="games-heading">
        {t(`prizeMode.${prizeMode}`)}
      </h2>
      <LotteryGames prizeMode={prizeMode} />
      <Link className="button" to={PATHS.moreLottery}>
        {t('moreLottery')}
      </Link>
    </section>
  );
}

/**
 * The lottery games of one prize mode (lobby §7 "Lottery list"), each opening the lottery launch page with its code
 * (lobby §2.1, §4), plus the lottery lobby.
 */
export function LotteryGames({ prizeMode }: { prizeMode: PrizeMode }) {
  const { t } = useTranslation('games');
  const { t: tMain } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const menu = useLotteryMenu(prizeMode, language);

  if (menu.isPending) return <ListSpinner label={tMain('common.loading')} testId="lottery-loading" />;
  if (menu.isError) {
    return (
      <ListError
        error={menu.error}
        retrying={menu.isFetching}
        onRetry={() => void menu.refetch()}
        testId="lottery-error"
      />
    );
  }
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        data-testid="lottery-lobby"
        onClick={() => void navigate(lotteryLaunchPath(prizeMode, LOTTERY_LOBBY_CODE))}
      >
        {t('lotteryLobby')}
      </button>
      {menu.data.length === 0 ? (
        <NoData text={tMain('common.in_no_data')} testId="lottery-empty" />
      ) : (
        <ul className="lottery-list" aria-label={t(`prizeMode.${prizeMode}`)} data-testid="lottery-list">
          {menu.data.map((game) => (
            <li key={`${game.vendor}:${game.gameCode}`}>
              <button
                type="button"
                className="lottery-item"
                data-testid="lottery-item"
                onClick={() => void navigate(lotteryLaunchPath(prizeMode, game.gameCode))}
              >
                <GameIcon src={game.iconUrl} name={game.gameName} size={64} />
                <span>{game.gameName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
