import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LOTTERY_LOBBY_CODE } from '../constants.ts';
import { usePrizeMode } from '../hooks/use-play-game.ts';
import { lotteryLaunchPath } from '../rules/game-click.ts';
import './games.css';

/** `/m/startLottery` (lobby §2.1 "lottery start"): the way into the lottery lobby of the site's prize mode. */
export default function StartLotteryPage() {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const prizeMode = usePrizeMode();
  return (
    <section className="lottery-page" data-testid="start-lottery-page" aria-labelledby="start-lottery-title">
      <h2 id="start-lottery-title" className="games-heading">
        {t(`prizeMode.${prizeMode}`)}
      </h2>
      <p>{t('startLotteryIntro')}</p>
      <button
        type="button"
        className="button button--primary"
        data-testid="start-lottery"
        onClick={() => void navigate(lotteryLaunchPath(prizeMode, LOTTERY_LOBBY_CODE))}
      >
        {t('startLottery')}
      </button>
    </section>
  );
}
